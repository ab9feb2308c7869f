import { EXERCISE_STATUS, type ExerciseStats, ROLE } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { assertWorkspaceRole } from './workspace-roles.ts';

/**
 * Moderators' numbers for a date range (whole days, server time zone): microblocks created, and
 * decisions taken — sent to moderation, accepted, declined — overall and per author.
 */
export function createStatsService({ db }: { db: Database }) {
  return {
    async get(
      auth: AuthContext,
      query: { workspace_id: number; start_date: string; end_date: string },
    ): Promise<ExerciseStats> {
      assertWorkspaceRole(auth, query.workspace_id, ROLE.moderator);
      const { moderation, accepted, declined } = EXERCISE_STATUS;
      const { rows } = await db.execute<{
        author_id: number;
        author_name: string;
        created: number;
        sent: number;
        accepted: number;
        declined: number;
      }>(sql`
        with range as (
          select ${query.start_date}::date as starts, (${query.end_date}::date + 1) as ends
        ),
        created as (
          select e.author_id, count(*)::int as n from exercises e, range
          where e.workspace_id = ${query.workspace_id}
            and e.created_at >= range.starts and e.created_at < range.ends
          group by e.author_id
        ),
        decided as (
          select e.author_id,
            count(*) filter (where h.to_status = ${moderation})::int as sent,
            count(*) filter (where h.to_status = ${accepted})::int as accepted,
            count(*) filter (where h.to_status = ${declined})::int as declined
          from exercise_status_changes h join exercises e on e.id = h.exercise_id, range
          where h.workspace_id = ${query.workspace_id}
            and h.created_at >= range.starts and h.created_at < range.ends
          group by e.author_id
        )
        select u.id as author_id, u.name as author_name,
          coalesce(c.n, 0) as created, coalesce(d.sent, 0) as sent,
          coalesce(d.accepted, 0) as accepted, coalesce(d.declined, 0) as declined
        from (select author_id from created union select author_id from decided) a
        join users u on u.id = a.author_id
        left join created c on c.author_id = a.author_id
        left join decided d on d.author_id = a.author_id
        order by lower(u.name)`);
      const sum = (key: 'created' | 'sent' | 'accepted' | 'declined') =>
        rows.reduce((total, row) => total + row[key], 0);
      return {
        created: sum('created'),
        sent_to_moderation: sum('sent'),
        accepted: sum('accepted'),
        declined: sum('declined'),
        per_author: rows.map((row) => ({
          author: { id: row.author_id, name: row.author_name },
          created: row.created,
          accepted: row.accepted,
          declined: row.declined,
        })),
      };
    },
  };
}
