import type { Database } from '../../db/client.ts';
import { findLiveWorkspace } from './workspaces.repository.ts';

/** Archived workspaces do not exist for scoping purposes. */
export async function workspaceExists(db: Database, id: number): Promise<boolean> {
  return (await findLiveWorkspace(db, id)) !== undefined;
}
