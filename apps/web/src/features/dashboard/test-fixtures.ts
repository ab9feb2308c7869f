import { DASHBOARD_WEEKS, type Dashboard, type DashboardWeek } from '@slovo/contracts';

const EMPTY_WEEK: Omit<DashboardWeek, 'week_start'> = {
  lessons_played: 0,
  microblocks_created: 0,
  microblocks_accepted: 0,
  students_added: 0,
  cards_filled: 0,
};

/** Twelve weeks ending with the week of Monday 16 March 2026, all empty unless given. */
export function buildWeeks(active: Partial<DashboardWeek>[] = []): DashboardWeek[] {
  return Array.from({ length: DASHBOARD_WEEKS }, (_, index) => {
    const monday = new Date(Date.UTC(2026, 2, 16 - 7 * (DASHBOARD_WEEKS - 1 - index)));
    return {
      week_start: monday.toISOString().slice(0, 10),
      ...EMPTY_WEEK,
      ...active[index - (DASHBOARD_WEEKS - active.length)],
    };
  });
}

export function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    projects: { live: 2, archived: 1 },
    users: {
      total: 1240,
      active: 1203,
      by_role: { root: 1, manager: 2, moderator: 3, author: 5, teacher: 14, diagnostician: 2 },
    },
    microblocks: {
      total: 57,
      by_status: { request: 2, draft: 6, in_progress: 1, moderation: 4, accepted: 41, declined: 3 },
    },
    themed_versions: 96,
    students: { active: 38, archived: 4 },
    lessons: { played: 412, played_this_week: 21 },
    diagnostic_cards: { drafts: 3, filled: 29 },
    bookings: 7,
    open_tickets: 0,
    weeks: buildWeeks([
      { lessons_played: 18, microblocks_created: 2, students_added: 1 },
      { lessons_played: 25, microblocks_accepted: 3, cards_filled: 2 },
      { lessons_played: 21, microblocks_created: 1, microblocks_accepted: 1, students_added: 2 },
    ]),
    ...overrides,
  };
}
