import type { DashboardCounts } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export async function countDashboard(db: Database): Promise<DashboardCounts> {
  const result = await db.execute<DashboardCounts>(sql`
    SELECT
      (SELECT count(*)::int FROM workspaces WHERE NOT archived) AS "workspaces",
      (SELECT count(*)::int FROM users) AS "users",
      (SELECT count(*)::int FROM users WHERE is_active) AS "activeUsers"
  `);
  return result.rows[0] as DashboardCounts;
}
