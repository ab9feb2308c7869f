import type { ClientSession, LessonStatRow, TeacherLessonStats } from '@slovo/contracts';

export function buildTeacherStats(
  overrides: Partial<TeacherLessonStats> & Pick<TeacherLessonStats, 'teacher'>,
): TeacherLessonStats {
  return {
    lessons_finished: 4,
    lessons_done: 3,
    students: 2,
    minutes: 125,
    correct: 10,
    incorrect: 2,
    prompted: 3,
    ...overrides,
  };
}

export function buildLessonRow(
  overrides: Partial<LessonStatRow> & Pick<LessonStatRow, 'lesson_id'>,
): LessonStatRow {
  return {
    finished_at: '2026-11-12T15:00:00.000Z',
    teacher_name: 'Tetiana Teacher',
    child_name: 'Emma',
    plan_number: 2,
    lesson_number: 1,
    title: 'Sound R warm-up',
    minutes: 40,
    presentations: 3,
    correct: 6,
    incorrect: 2,
    prompted: 1,
    is_done: true,
    ...overrides,
  };
}

export function buildClientSession(overrides: Partial<ClientSession> = {}): ClientSession {
  return {
    child_name: 'Марко',
    language: 'uk',
    teacher_name: 'Тетяна Вчителька',
    plan_number: 1,
    number: 3,
    title: 'Тигр і динозаври',
    scheduled_at: '2026-11-20T14:00:00.000Z',
    finished_at: '2026-11-20T14:45:00.000Z',
    minutes: 42,
    presentations: ['Тигр гарчить: звук Р', 'Тварини ферми'],
    correct: 5,
    incorrect: 1,
    prompted: 2,
    ...overrides,
  };
}
