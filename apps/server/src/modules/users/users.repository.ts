import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function updateUser(
  db: Database | Transaction,
  id: number,
  values: Partial<{
    name: string;
    phone: string | null;
    avatarUrl: string | null;
    passwordHash: string;
  }>,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}
