import {
  EXERCISE_STATUS,
  type ExerciseRequest,
  type ExerciseSummary,
  ROLE,
} from '@slovo/contracts';
import { buildUser } from '../../../test/users.ts';

/** An author of the demo school; moderators come from the shared test users. */
export const authorUser = buildUser({
  id: 5,
  name: 'Anna Author',
  email: 'anna@example.com',
  workspaces: [{ workspaceId: 10, workspaceTitle: 'Slovo Demo School', roles: [ROLE.author] }],
});

export function buildExercise(
  overrides: Partial<ExerciseSummary> & Pick<ExerciseSummary, 'id' | 'title'>,
): ExerciseSummary {
  return {
    workspace_id: 10,
    status_id: EXERCISE_STATUS.draft,
    category: { id: 5, name: 'R in words' },
    author: { id: 5, name: 'Anna Author' },
    tags: [{ id: 1, name: 'sound R' }],
    slide_count: 12,
    cover_url: null,
    usage_frequency: 1,
    language: 'uk',
    own_reaction: null,
    is_read_only: false,
    source_id: null,
    theme_id: null,
    likes_count: 2,
    dislikes_count: 1,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-12T10:00:00.000Z',
    ...overrides,
  };
}

export function buildRequest(
  overrides: Partial<ExerciseRequest> & Pick<ExerciseRequest, 'id' | 'description'>,
): ExerciseRequest {
  return {
    workspace_id: 10,
    interests: [{ id: 1, name: 'Dinosaurs' }],
    age_ranges: [{ from: 5, to: 7 }],
    created_by: { id: 3, name: 'Marta Moderator' },
    created_at: '2025-03-10T10:00:00.000Z',
    exercise_count: 2,
    ...overrides,
  };
}

/** A list answer of the API: the items and their paging meta (`total` a lower bound if flagged). */
export function pageOf<T>(items: T[], total = items.length, totalIsAtLeast = false) {
  return { data: items, meta: { total, page: 1, pageSize: 20, totalIsAtLeast } };
}

export const counters = {
  data: { requests: 1, statuses: { '1': 4, '2': 0, '3': 2, '4': 3, '5': 0, '6': 1 } },
};

/** The query of every call to `path` (no other path with that prefix), as plain objects. */
export function listQueries(calls: { url: string }[], path: string): Record<string, string>[] {
  return calls
    .filter((call) => call.url.split('?')[0] === path)
    .map((call) => Object.fromEntries(new URLSearchParams(call.url.split('?')[1] ?? '')));
}
