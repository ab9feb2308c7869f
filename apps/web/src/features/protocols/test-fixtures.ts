import type {
  LessonSummary,
  ParentPlan,
  Plan,
  PlanSummary,
  Protocol,
  ProtocolSummary,
} from '@slovo/contracts';
import { buildLessonSummary } from '../../../test/students.ts';

export function buildPlanSummary(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    id: 100,
    protocol_id: 1,
    number: 1,
    status: 'pending',
    deadline: '2026-03-20T10:00:00.000Z',
    filled_at: null,
    lead_therapist: { id: 4, name: 'Olena Teacher' },
    lessons_total: 10,
    lessons_prepared: 0,
    lessons_finished: 0,
    created_at: '2026-03-13T10:00:00.000Z',
    ...overrides,
  };
}

export function buildProtocolSummary(
  overrides: Partial<ProtocolSummary> & Pick<ProtocolSummary, 'id'>,
): ProtocolSummary {
  return {
    workspace_id: 10,
    client: { id: 7, child_name: 'Marko' },
    template: { id: 3, title: 'Dyslalia, first course' },
    title: 'Dyslalia, first course',
    teacher: { id: 4, name: 'Olena Teacher' },
    current_plan: buildPlanSummary({ protocol_id: overrides.id }),
    share_url: null,
    created_at: '2026-03-13T10:00:00.000Z',
    ...overrides,
  };
}

export function buildProtocol(overrides: Partial<Protocol> & Pick<Protocol, 'id'>): Protocol {
  const plans = overrides.plans ?? [buildPlanSummary({ protocol_id: overrides.id })];
  return {
    ...buildProtocolSummary({ id: overrides.id, current_plan: plans.at(-1) ?? null }),
    plans,
    ...overrides,
  };
}

export function buildPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    ...buildPlanSummary(),
    blocks: [
      {
        id: 501,
        title: 'Articulation warm-up',
        parent_description: 'Games that prepare the tongue and lips.',
        educator_description: 'Two or three static and dynamic exercises.',
        min_presentations: 1,
        max_presentations: 3,
        categories: [
          {
            category_id: 31,
            name: 'Articulation games',
            is_folder: true,
            parent_description: 'Playful tongue exercises',
            indications: 'Weak tongue muscles',
          },
          {
            category_id: 32,
            name: 'Breathing',
            is_folder: false,
            parent_description: '',
            indications: '',
          },
        ],
        category_ids: [],
      },
      {
        id: 502,
        title: 'Sound R',
        parent_description: 'Putting the sound R in place.',
        educator_description: 'Staging and automation.',
        min_presentations: 2,
        max_presentations: 4,
        categories: [
          {
            category_id: 41,
            name: 'R in syllables',
            is_folder: true,
            parent_description: 'Syllables with R',
            indications: '',
          },
        ],
        category_ids: [],
      },
    ],
    ...overrides,
  };
}

/** A lesson of plan 100 (protocol 1), as `buildPlanSummary` makes it. */
export function buildLesson(
  overrides: Partial<LessonSummary> & Pick<LessonSummary, 'id' | 'number'>,
): LessonSummary {
  return buildLessonSummary({
    plan_id: 100,
    protocol_id: 1,
    client: { id: 7, child_name: 'Marko' },
    ...overrides,
  });
}

export function buildParentPlan(overrides: Partial<ParentPlan> = {}): ParentPlan {
  return {
    child_name: 'Марко',
    language: 'uk',
    time_zone: 'Europe/Kyiv',
    protocol_title: 'Дислалія, перший курс',
    teacher_name: 'Олена Вчителька',
    plans: [
      {
        number: 1,
        status: 'filled',
        filled_at: '2026-02-01T10:00:00.000Z',
        blocks: [
          {
            title: 'Артикуляційна розминка',
            parent_description: 'Ігри, що готують язик і губи.',
            folders: [{ name: 'Артикуляційні ігри', parent_description: 'Вправи для язика' }],
          },
        ],
        lessons: [
          {
            number: 1,
            title: '',
            scheduled_at: '2026-02-03T15:00:00.000Z',
            finished_at: '2026-02-03T15:50:00.000Z',
            presentations: ['Жабка', 'Годинник'],
            session_token: 'AAAAAAAAAAAAAAAAAAAAAA',
          },
          {
            number: 2,
            title: 'Звук Р у складах',
            scheduled_at: null,
            finished_at: null,
            presentations: [],
            session_token: null,
          },
        ],
      },
      {
        number: 2,
        status: 'pending',
        filled_at: null,
        blocks: [],
        lessons: [],
      },
    ],
    other_protocols: [],
    ...overrides,
  };
}
