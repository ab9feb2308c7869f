import type { Dashboard } from '@slovo/contracts';
import type { Database } from '../../db/client.ts';
import {
  countDashboardTotals,
  countDashboardWeeks,
  countOpenTickets,
  countUpcomingBookings,
} from './dashboard.repository.ts';

export function createDashboardService({ db }: { db: Database }) {
  return {
    /** The root dashboard: totals, the weekly series, upcoming bookings and open tickets. */
    async getDashboard(now = new Date()): Promise<Dashboard> {
      const [totals, weeks, bookings, openTickets] = await Promise.all([
        countDashboardTotals(db, now),
        countDashboardWeeks(db, now),
        countUpcomingBookings(db, now),
        countOpenTickets(db),
      ]);
      return { ...totals, bookings, open_tickets: openTickets, weeks };
    },
  };
}
