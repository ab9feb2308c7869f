import { describe, expect, it } from 'vitest';
import {
  type DiagnosticBlock,
  type DiagnosticComputedBlock,
  DiagnosticTemplateInputSchema,
} from './diagnostic-card-templates.schemas.ts';
import { computeBlockScore, findZone, listMarkedValues } from './diagnostic-scores.ts';

const scale = {
  start: { value: 0, label: '' },
  centre: { value: 2, label: '' },
  end: { value: 4, label: '' },
  step: 1,
};

const { blocks } = DiagnosticTemplateInputSchema.parse({
  workspace_id: 1,
  title: 'T',
  description: 'D',
  blocks: [
    {
      key: 'b',
      kind: 'questions',
      title: 'B',
      questions: [
        { key: 'text', text: 'Notes', type: 'short_answer' },
        {
          key: 'one',
          text: 'One',
          type: 'one_variant',
          variants: [
            { key: 'a', label: 'A', points: 2 },
            { key: 'b', label: 'B', points: 5 },
          ],
        },
        {
          key: 'many',
          text: 'Many',
          type: 'many_variants',
          variants: [
            { key: 'a', label: 'A', points: 1 },
            { key: 'b', label: 'B', points: 1 },
            { key: 'c', label: 'C', points: 3 },
          ],
        },
        { key: 'scale', text: 'Scale', type: 'scale', scale },
        {
          key: 'table',
          text: 'Table',
          type: 'multi_scale_table',
          rows: [
            { key: 'r', label: 'R' },
            { key: 'l', label: 'L' },
          ],
          columns: [
            { key: 'start', label: 'start' },
            { key: 'end', label: 'end' },
          ],
          scale,
        },
      ],
    },
  ],
});

const computed = (
  formula: DiagnosticComputedBlock['formula'],
  sources: { question_key: string; weight: number }[],
): DiagnosticComputedBlock => ({
  key: 'c',
  kind: 'computed',
  title: 'Score',
  description: '',
  formula,
  score_type: 'positive',
  sources,
  zones: [],
});

const answers = {
  text: 'fine',
  one: 'b',
  many: ['a', 'c', 'unknown'],
  scale: 3,
  table: { r: { start: 4, end: 2 }, l: { start: 1 }, x: { start: 4 } },
};

const all = (weight = 1) =>
  ['one', 'many', 'scale', 'table'].map((question_key) => ({ question_key, weight }));

describe('computed blocks', () => {
  it('lists the marked values of each answer type, ignoring keys the template lacks', () => {
    const [block] = blocks as [Extract<DiagnosticBlock, { kind: 'questions' }>];
    const byKey = new Map(block.questions.map((q) => [q.key, q]));
    expect(listMarkedValues(byKey.get('text')!, 'fine')).toEqual([]);
    expect(listMarkedValues(byKey.get('one')!, 'b')).toEqual([5]);
    expect(listMarkedValues(byKey.get('many')!, ['a', 'c', 'unknown'])).toEqual([1, 3]);
    expect(listMarkedValues(byKey.get('scale')!, 3)).toEqual([3]);
    expect(listMarkedValues(byKey.get('table')!, answers.table)).toEqual([4, 2, 1]);
    expect(listMarkedValues(byKey.get('scale')!, 'three')).toEqual([]);
  });

  it('sums, averages and counts marked items with weights', () => {
    // Values: one 5; many 1, 3; scale 3; table 4, 2, 1.
    expect(computeBlockScore(computed('sum', all()), blocks, answers)).toBe(19);
    expect(computeBlockScore(computed('count_marked', all()), blocks, answers)).toBe(7);
    expect(computeBlockScore(computed('mean', all()), blocks, answers)).toBeCloseTo(19 / 7, 6);
    const weighted = [
      { question_key: 'scale', weight: 3 },
      { question_key: 'one', weight: 1 },
    ];
    expect(computeBlockScore(computed('sum', weighted), blocks, answers)).toBe(14);
    expect(computeBlockScore(computed('mean', weighted), blocks, answers)).toBe(3.5);
    expect(computeBlockScore(computed('count_marked', weighted), blocks, answers)).toBe(4);
  });

  it('has no score before any of its questions is answered; nothing chosen still counts', () => {
    expect(computeBlockScore(computed('sum', all()), blocks, {})).toBeNull();
    const none = { many: [] };
    expect(computeBlockScore(computed('count_marked', all()), blocks, none)).toBe(0);
    expect(computeBlockScore(computed('sum', all()), blocks, none)).toBe(0);
    expect(computeBlockScore(computed('mean', all()), blocks, none)).toBeNull();
  });
});

describe('zones', () => {
  const zones = [
    { name: 'norm', color: 'green' as const, from: 0, to: 3 },
    { name: 'mild', color: 'yellow' as const, from: 3, to: 6 },
    { name: 'severe', color: 'red' as const, from: 7, to: 10 },
  ];
  it('puts a value in the zone that starts at or below it; a shared end goes to the next zone', () => {
    expect(findZone(zones, 0)?.name).toBe('norm');
    expect(findZone(zones, 2.9)?.name).toBe('norm');
    expect(findZone(zones, 3)?.name).toBe('mild');
    expect(findZone(zones, 6)?.name).toBe('mild');
    expect(findZone(zones, 6.5)).toBeNull();
    expect(findZone(zones, 10)?.name).toBe('severe');
    expect(findZone(zones, 11)).toBeNull();
    expect(findZone(zones, null)).toBeNull();
  });
});
