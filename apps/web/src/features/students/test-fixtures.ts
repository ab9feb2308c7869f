import type { Client, LessonSummary, PlanSummary } from '@slovo/contracts';
import { teacherUser } from '../../../test/users.ts';

/** The signed-in teacher (id 4) of the demo school (workspace 10). */
export const teacher = teacherUser;

export function buildClient(
  overrides: Partial<Client> & Pick<Client, 'id' | 'child_name'>,
): Client {
  return {
    workspace_id: 10,
    client_name: 'Olena Koval',
    contact_email: 'olena@example.com',
    contact_phone: '+380 67 123 45 67',
    birth_date: '2019-05-14',
    age: 6,
    gender: 'boy',
    language: 'uk',
    time_zone: 'Europe/Kyiv',
    description: '',
    qualifications: ['dyslalia'],
    interests: [{ id: 3, name: 'Dinosaurs' }],
    teacher: { id: 4, name: 'Olena Teacher' },
    diagnostician: null,
    is_archived: false,
    protocol_count: 1,
    created_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function buildPlan(overrides: Partial<PlanSummary> & Pick<PlanSummary, 'id'>): PlanSummary {
  return {
    protocol_id: 5,
    number: 1,
    status: 'filled',
    deadline: '2026-02-01T12:00:00.000Z',
    filled_at: '2026-01-20T09:00:00.000Z',
    lead_therapist: { id: 4, name: 'Olena Teacher' },
    lessons_total: 10,
    lessons_prepared: 4,
    lessons_finished: 2,
    created_at: '2026-01-15T09:00:00.000Z',
    ...overrides,
  };
}

export function buildLesson(
  overrides: Partial<LessonSummary> & Pick<LessonSummary, 'id' | 'number'>,
): LessonSummary {
  return {
    plan_id: 21,
    plan_number: 1,
    protocol_id: 5,
    client: { id: 7, child_name: 'Marko' },
    title: '',
    state: 'upcoming',
    scheduled_at: null,
    prepared_at: null,
    finished_at: null,
    done_at: null,
    tracked_seconds: 0,
    item_count: 0,
    ...overrides,
  };
}

export const staff = {
  teachers: [
    { id: 4, name: 'Olena Teacher' },
    { id: 8, name: 'Taras Teacher' },
  ],
  diagnosticians: [{ id: 9, name: 'Dana Diagnostician' }],
};

export const interests = [
  { id: 3, name: 'Dinosaurs' },
  { id: 4, name: 'Space' },
];

/** A list answer of the API: the items and their paging meta. */
export function pageOf<T>(items: T[], meta: { total?: number; page?: number } = {}) {
  return {
    data: items,
    meta: { total: meta.total ?? items.length, page: meta.page ?? 1, pageSize: 20 },
  };
}
