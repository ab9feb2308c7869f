import type { Client, LessonSummary } from '@slovo/contracts';

/** A student of the demo school (workspace 10), taught by Olena Teacher (id 4). */
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

/** An upcoming, unprepared lesson of Sofia Kovalenko's first plan, as lesson lists show it. */
export function buildLessonSummary(
  overrides: Partial<LessonSummary> & Pick<LessonSummary, 'id'>,
): LessonSummary {
  return {
    plan_id: 7,
    plan_number: 1,
    protocol_id: 3,
    client: { id: 5, child_name: 'Sofia Kovalenko' },
    number: 1,
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
