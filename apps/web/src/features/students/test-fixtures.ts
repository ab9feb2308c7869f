import type { LessonSummary, PlanSummary } from '@slovo/contracts';
import { buildLessonSummary } from '../../../test/students.ts';
import { teacherUser } from '../../../test/users.ts';

/** The signed-in teacher (id 4) of the demo school (workspace 10). */
export const teacher = teacherUser;

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

/** A lesson of Marko's plan 21 (protocol 5), as `buildPlan` makes it. */
export function buildLesson(
  overrides: Partial<LessonSummary> & Pick<LessonSummary, 'id' | 'number'>,
): LessonSummary {
  return buildLessonSummary({
    plan_id: 21,
    protocol_id: 5,
    client: { id: 7, child_name: 'Marko' },
    ...overrides,
  });
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
