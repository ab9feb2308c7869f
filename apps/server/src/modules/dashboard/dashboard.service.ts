import type { Database } from '../../db/client.ts';
import { countDashboard } from './dashboard.repository.ts';

export function createDashboardService({ db }: { db: Database }) {
  return { getCounts: () => countDashboard(db) };
}
