import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { workspaces } from '../../db/schema/index.ts';

export async function findLiveWorkspace(db: Database, id: number) {
  return db.query.workspaces.findFirst({
    where: and(eq(workspaces.id, id), eq(workspaces.archived, false)),
    columns: { id: true },
  });
}
