import { z } from 'zod';

const count = z.number().int().min(0);

/** How many weeks the dashboard's series cover, the current one last. */
export const DASHBOARD_WEEKS = 12;

/** One week of the school's activity, Monday to Sunday (UTC), named by its Monday. */
export const DashboardWeekSchema = z.object({
  week_start: z.iso.date(),
  lessons_played: count,
  microblocks_created: count,
  microblocks_accepted: count,
  students_added: count,
  cards_filled: count,
});
export type DashboardWeek = z.infer<typeof DashboardWeekSchema>;

/**
 * The whole school at a glance (root). Content, students, lessons and cards count live projects
 * only. `bookings` are upcoming booked (not sandbox) trial lessons, `open_tickets` complaint
 * tickets new or in process.
 */
export const DashboardSchema = z.object({
  projects: z.object({ live: count, archived: count }),
  users: z.object({
    total: count,
    active: count,
    /** Active users holding the role in at least one live project (root: the user flag). */
    by_role: z.object({
      root: count,
      manager: count,
      moderator: count,
      author: count,
      teacher: count,
      diagnostician: count,
    }),
  }),
  microblocks: z.object({
    total: count,
    by_status: z.object({
      request: count,
      draft: count,
      in_progress: count,
      moderation: count,
      accepted: count,
      declined: count,
    }),
  }),
  themed_versions: count,
  students: z.object({ active: count, archived: count }),
  lessons: z.object({ played: count, played_this_week: count }),
  diagnostic_cards: z.object({ drafts: count, filled: count }),
  bookings: count,
  open_tickets: count,
  weeks: z.array(DashboardWeekSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
