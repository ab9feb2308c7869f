import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export function createHealthService({ db }: { db: Database }) {
  return {
    /** Throws when the database does not answer. */
    check: async () => {
      await db.execute(sql`select 1`);
    },
  };
}
