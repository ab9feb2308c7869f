import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { storageEntries } from '../../db/schema/index.ts';

export type StorageScope = { userId: number; workspaceId: number | null };

function whereScope(scope: StorageScope, key: string, subkey?: string): SQL | undefined {
  return and(
    eq(storageEntries.userId, scope.userId),
    scope.workspaceId === null
      ? isNull(storageEntries.workspaceId)
      : eq(storageEntries.workspaceId, scope.workspaceId),
    eq(storageEntries.key, key),
    subkey === undefined ? undefined : eq(storageEntries.subkey, subkey),
  );
}

export function listEntries(db: Database, scope: StorageScope, key: string, subkey?: string) {
  return db
    .select({ subkey: storageEntries.subkey, value: storageEntries.value })
    .from(storageEntries)
    .where(whereScope(scope, key, subkey))
    .orderBy(storageEntries.subkey);
}

export async function upsertEntries(
  db: Database | Transaction,
  scope: StorageScope,
  key: string,
  entries: { subkey: string; value: unknown }[],
) {
  if (entries.length === 0) return;
  await db
    .insert(storageEntries)
    .values(entries.map((e) => ({ ...scope, key, subkey: e.subkey, value: e.value })))
    .onConflictDoUpdate({
      target: [
        storageEntries.userId,
        storageEntries.workspaceId,
        storageEntries.key,
        storageEntries.subkey,
      ],
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}

export async function deleteEntries(
  db: Database | Transaction,
  scope: StorageScope,
  key: string,
  subkey?: string,
) {
  await db.delete(storageEntries).where(whereScope(scope, key, subkey));
}
