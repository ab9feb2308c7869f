import type { FamilyDiagnosticCard, FamilyProgress } from '@slovo/contracts';

const scale = {
  start: { value: 0, label: 'немає' },
  centre: { value: 2, label: 'спотворений' },
  end: { value: 4, label: 'правильний' },
  zones: [
    { name: 'важко', color: 'red' as const, from: 0, to: 2 },
    { name: 'норма', color: 'green' as const, from: 2, to: 4 },
  ],
};

export function buildFamilyCard(
  overrides: Partial<FamilyDiagnosticCard> = {},
): FamilyDiagnosticCard {
  return {
    child_name: 'Марко',
    language: 'uk',
    template_title: 'Обстеження звуковимови',
    diagnostic_date: '2026-03-02',
    blocks: [
      {
        kind: 'questions',
        title: 'Розмова з батьками',
        description: '',
        questions: [
          { text: 'Що турбує?', answer: { type: 'text', text: 'Каже «л» замість «р»' } },
          { text: 'Слух', answer: { type: 'choice', chosen: ['норма'] } },
          { text: 'Історія', answer: { type: 'text', text: null } },
          {
            text: 'Звук Р',
            answer: { type: 'scale', scale, value: 3, zone: { name: 'норма', color: 'green' } },
          },
          {
            text: 'Звуки в словах',
            answer: {
              type: 'table',
              scale,
              columns: ['на початку', 'в кінці'],
              rows: [{ label: 'Р', values: [1, null] }],
            },
          },
        ],
      },
      {
        kind: 'computed',
        title: 'Оцінка вимови',
        description: '',
        score_type: 'positive',
        score: 2.5,
        zone: { name: 'норма', color: 'green' },
      },
    ],
    violations: ['dyslalia'],
    program: {
      name: 'Звук Р: постановка',
      content: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Двічі на тиждень' }] }],
      },
      complexes: ['Розминка язика'],
    },
    recommended_program: 'Мама присутня на перших заняттях',
    parent_request: 'Чистий Р до школи',
    ...overrides,
  };
}

export function buildFamilyProgress(overrides: Partial<FamilyProgress> = {}): FamilyProgress {
  return {
    child_name: 'Марко',
    language: 'uk',
    templates: [
      {
        title: 'Обстеження звуковимови',
        dates: ['2025-12-02', '2026-03-02'],
        series: [
          {
            kind: 'scale',
            title: 'Звук Р',
            block_title: 'Звуковимова',
            score_type: 'positive',
            min: 0,
            max: 4,
            zones: scale.zones,
            points: [
              { date: '2025-12-02', value: 1 },
              { date: '2026-03-02', value: 3 },
            ],
          },
        ],
      },
    ],
    lessons: [
      {
        number: 1,
        title: 'Звук Р у складах',
        finished_at: '2026-02-03T15:50:00.000Z',
        correct: 5,
        incorrect: 1,
        prompted: 2,
      },
    ],
    ...overrides,
  };
}
