import { describe, expect, it } from 'vitest';
import type { DiagnosticBlock } from './diagnostic-card-templates.schemas.ts';
import {
  buildProgressSeries,
  type ProgressCard,
  toFamilyBlocks,
} from './diagnostic-family.schemas.ts';

const scale = (end: number) => ({
  start: { value: 0, label: 'absent' },
  centre: { value: end / 2, label: '' },
  end: { value: end, label: 'correct' },
  step: 1,
  zones: [{ name: 'norm', color: 'green' as const, from: 2, to: end }],
});

const version = (title: string, end: number, formula: 'sum' | 'mean'): DiagnosticBlock[] => [
  {
    key: 'sounds',
    kind: 'questions',
    title: 'Sounds',
    description: '',
    questions: [
      { key: 'r', text: title, type: 'scale', is_required: false, scale: scale(end) },
      { key: 'l', text: 'Sound L', type: 'scale', is_required: false, scale: scale(end) },
    ],
  },
  {
    key: 'score',
    kind: 'computed',
    title: 'Score',
    description: '',
    formula,
    score_type: 'positive',
    sources: [
      { question_key: 'r', weight: 1 },
      { question_key: 'l', weight: 1 },
    ],
    zones: [],
  },
];

const card = (overrides: Partial<ProgressCard>): ProgressCard => ({
  template_id: 1,
  template_title: 'Sounds',
  diagnostic_date: '2026-01-01',
  blocks: version('Sound R', 4, 'mean'),
  answers: {},
  ...overrides,
});

describe('buildProgressSeries', () => {
  it('follows a question across versions by its key, newest names, each card its own formula', () => {
    const [sounds] = buildProgressSeries([
      card({
        diagnostic_date: '2026-04-01',
        blocks: version('Sound R alone', 6, 'sum'),
        answers: { r: 5, l: 6 },
      }),
      card({ diagnostic_date: '2026-01-01', answers: { r: 1, l: 3 } }),
      card({ diagnostic_date: '2026-02-01', answers: { l: 4 } }),
    ]);
    expect(sounds?.dates).toEqual(['2026-01-01', '2026-02-01', '2026-04-01']);
    const [r, l, score] = sounds?.series ?? [];
    expect(r).toMatchObject({ kind: 'scale', title: 'Sound R alone', min: 0, max: 6 });
    expect(r?.points.map((p) => p.value)).toEqual([1, null, 5]);
    expect(l?.points.map((p) => p.value)).toEqual([3, 4, 6]);
    // Mean in the old version, sum in the new one.
    expect(score?.points.map((p) => p.value)).toEqual([2, 4, 11]);
  });

  it('groups cards by template, the most recently examined template first', () => {
    const templates = buildProgressSeries([
      card({ template_id: 1, template_title: 'Sounds', diagnostic_date: '2026-01-01' }),
      card({ template_id: 2, template_title: 'Breathing', diagnostic_date: '2026-03-01' }),
      card({ template_id: 1, template_title: 'Sounds', diagnostic_date: '2026-02-01' }),
    ]);
    expect(templates.map((t) => [t.title, t.dates])).toEqual([
      ['Breathing', ['2026-03-01']],
      ['Sounds', ['2026-01-01', '2026-02-01']],
    ]);
    expect(buildProgressSeries([])).toEqual([]);
  });
});

describe('toFamilyBlocks', () => {
  it('answers by label and value, without keys, unanswered as empty', () => {
    const [sounds, score] = toFamilyBlocks(version('Sound R', 4, 'mean'), { r: 3 });
    expect(JSON.stringify(sounds)).not.toMatch(/"key"|"r"/);
    expect(sounds).toMatchObject({
      kind: 'questions',
      questions: [
        { text: 'Sound R', answer: { type: 'scale', value: 3, zone: { name: 'norm' } } },
        { text: 'Sound L', answer: { type: 'scale', value: null, zone: null } },
      ],
    });
    expect(score).toMatchObject({ kind: 'computed', score: 3 });
  });
});
