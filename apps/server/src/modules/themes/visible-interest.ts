import { sql } from 'drizzle-orm';
import { interests } from '../../db/schema/index.ts';

/** An interest a workspace may use: its own, or one another workspace shares with it. */
export function visibleInterest(workspaceId: number) {
  return sql`(${interests.workspaceId} = ${workspaceId} or exists (
    select 1 from interest_shares s where s.interest_id = ${interests.id}
      and s.workspace_id = ${workspaceId}))`;
}
