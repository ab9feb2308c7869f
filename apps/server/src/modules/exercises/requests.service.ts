import { type ExerciseRequest, ROLE } from '@slovo/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exerciseRequests, interests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { visibleInterest } from '../themes/visible-interest.ts';
import { assertWorkspaceRole, getWorkspaceRoles } from './workspace-roles.ts';

type RequestRow = {
  id: number;
  workspace_id: number;
  description: string;
  interests: { id: number; name: string }[];
  age_ranges: { from: number; to: number }[];
  created_by_id: number | null;
  created_by_name: string | null;
  created_at: Date | string;
  exercise_count: number;
};

/** Requests: a moderator asks authors for a microblock on a topic, for interests and ages. */
export function createRequestsService({ db }: { db: Database }) {
  async function list(
    auth: AuthContext,
    workspaceId: number,
    id?: number,
  ): Promise<ExerciseRequest[]> {
    const { rows } = await db.execute<RequestRow>(sql`
      select r.id, r.workspace_id, r.description, r.age_ranges, r.created_at,
        r.created_by as created_by_id, u.name as created_by_name,
        (select coalesce(json_agg(json_build_object('id', i.id, 'name', i.name) order by lower(i.name)), '[]'::json)
          from interests i where i.id in (select jsonb_array_elements_text(r.interest_ids)::int)) as interests,
        (select count(*)::int from exercises e where e.request_id = r.id) as exercise_count
      from exercise_requests r left join users u on u.id = r.created_by
      where r.workspace_id = ${workspaceId} ${id === undefined ? sql`` : sql`and r.id = ${id}`}
      order by r.created_at desc, r.id desc`);
    getWorkspaceRoles(auth, workspaceId);
    return rows.map((row) => ({
      id: row.id,
      workspace_id: row.workspace_id,
      description: row.description,
      interests: row.interests,
      age_ranges: row.age_ranges,
      created_by: { id: row.created_by_id ?? 0, name: row.created_by_name ?? '' },
      created_at: new Date(row.created_at).toISOString(),
      exercise_count: row.exercise_count,
    }));
  }

  return {
    async list(auth: AuthContext, workspaceId: number) {
      const roles = getWorkspaceRoles(auth, workspaceId);
      if (!roles.includes(ROLE.author) && !roles.includes(ROLE.moderator)) {
        throw new AppError('FORBIDDEN');
      }
      return list(auth, workspaceId);
    },

    async create(
      auth: AuthContext,
      input: {
        workspace_id: number;
        description: string;
        interest_ids: number[];
        age_ranges: { from: number; to: number }[];
      },
    ): Promise<ExerciseRequest> {
      assertWorkspaceRole(auth, input.workspace_id, ROLE.moderator);
      // Spec 5: a request without interests is an error.
      const interestIds = [...new Set(input.interest_ids)];
      if (interestIds.length === 0) {
        throw new AppError('REQUEST_INTERESTS_REQUIRED', {
          details: { fields: [{ path: 'interest_ids', message: 'REQUEST_INTERESTS_REQUIRED' }] },
        });
      }
      const found = await db
        .select({ id: interests.id })
        .from(interests)
        .where(and(inArray(interests.id, interestIds), visibleInterest(input.workspace_id)));
      if (found.length !== interestIds.length) {
        throw new AppError('VALIDATION_FAILED', {
          details: { fields: [{ path: 'interest_ids', message: 'validation.invalid' }] },
        });
      }
      const [row] = await db
        .insert(exerciseRequests)
        .values({
          workspaceId: input.workspace_id,
          description: input.description,
          interestIds,
          ageRanges: input.age_ranges,
          createdBy: auth.user.id,
        })
        .returning({ id: exerciseRequests.id });
      const [created] = await list(auth, input.workspace_id, row?.id);
      if (!created) throw new Error('request insert returned nothing');
      return created;
    },

    async remove(auth: AuthContext, id: number) {
      const [row] = await db.select().from(exerciseRequests).where(eq(exerciseRequests.id, id));
      if (!row) throw new AppError('NOT_FOUND');
      assertWorkspaceRole(auth, row.workspaceId, ROLE.moderator);
      await db.delete(exerciseRequests).where(eq(exerciseRequests.id, id));
    },
  };
}
