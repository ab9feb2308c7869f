import { EXERCISE_STATUS } from '@slovo/contracts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Why generation passes over a microblock (alias `e`) on its own account, or null when it is a
 * source (or not counted at all: themed versions, and drafts, which are their authors' own).
 * One definition, so a run's counts and the moderation list it links to agree.
 */
export const sourceSkipReason: SQL = sql`(case
  when e.source_id is not null or e.status_id = ${EXERCISE_STATUS.draft} then null
  when e.status_id <> ${EXERCISE_STATUS.accepted} then 'not_accepted'
  when e.is_excluded_from_generation then 'excluded'
  when not e.is_ready_for_generation then 'not_ready'
end)`;
