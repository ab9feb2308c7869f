import { describe, expect, it } from 'vitest';
import type { DiagnosticBlock } from './diagnostic-card-templates.schemas.ts';
import {
  canMoveDiagnosticCard,
  checkDiagnosticAnswers,
  DIAGNOSTIC_CARD_STATUSES,
  DiagnosticCardSaveSchema,
  isDiagnosticCardEditable,
  isOnScale,
  listEmptyRequired,
} from './diagnostic-cards.schemas.ts';

const scale = {
  start: { value: 0, label: '' },
  centre: { value: 1, label: '' },
  end: { value: 2, label: '' },
  step: 0.5,
  zones: [],
};

const blocks: DiagnosticBlock[] = [
  {
    key: 'b',
    kind: 'questions',
    title: 'Block',
    description: '',
    questions: [
      { key: 'short', text: 'Short', type: 'short_answer', is_required: true },
      { key: 'large', text: 'Large', type: 'large_answer', is_required: false },
      {
        key: 'one',
        text: 'One',
        type: 'one_variant',
        is_required: true,
        variants: [
          { key: 'a', label: 'A', points: 1 },
          { key: 'b', label: 'B', points: 0 },
        ],
      },
      {
        key: 'many',
        text: 'Many',
        type: 'many_variants',
        is_required: true,
        variants: [
          { key: 'a', label: 'A', points: 1 },
          { key: 'b', label: 'B', points: 0 },
        ],
      },
      { key: 'scale', text: 'Scale', type: 'scale', is_required: true, scale },
      {
        key: 'table',
        text: 'Table',
        type: 'multi_scale_table',
        is_required: true,
        rows: [{ key: 'r', label: 'R' }],
        columns: [
          { key: 'x', label: 'X' },
          { key: 'y', label: 'Y' },
        ],
        scale,
      },
    ],
  },
];

const full = {
  short: 'text',
  large: '',
  one: 'a',
  many: ['a', 'b'],
  scale: 1.5,
  table: { r: { x: 0, y: 2 } },
};

describe('diagnostic card answers', () => {
  it('accepts answers that fit their questions, and empty ones', () => {
    expect(checkDiagnosticAnswers(blocks, full)).toEqual([]);
    expect(checkDiagnosticAnswers(blocks, {})).toEqual([]);
    expect(checkDiagnosticAnswers(blocks, { short: null, table: {} })).toEqual([]);
  });

  it.each([
    ['short', 1],
    ['large', ['x']],
    ['one', 'c'],
    ['one', ['a']],
    ['many', 'a'],
    ['many', ['a', 'a']],
    ['many', ['c']],
    ['scale', 2.5],
    ['scale', 0.25],
    ['scale', '1'],
    ['table', { r: { z: 1 } }],
    ['table', { q: { x: 1 } }],
    ['table', { r: { x: 3 } }],
    ['table', [1]],
    ['nowhere', 'x'],
  ])('refuses %s = %j', (key, answer) => {
    const issues = checkDiagnosticAnswers(blocks, { ...full, [key]: answer as never });
    expect(issues.length).toBeGreaterThan(0);
    expect(issues[0]?.path.slice(0, 2)).toEqual(['answers', key]);
  });

  it('lists required questions left empty, a table with any empty cell included', () => {
    expect(listEmptyRequired(blocks, full)).toEqual([]);
    expect(listEmptyRequired(blocks, {})).toEqual(['short', 'one', 'many', 'scale', 'table']);
    expect(
      listEmptyRequired(blocks, { ...full, short: ' ', many: [], table: { r: { x: 1 } } }),
    ).toEqual(['short', 'many', 'table']);
  });

  it('a value is on a scale only within its marks and on a division', () => {
    expect(isOnScale(scale, 0)).toBe(true);
    expect(isOnScale(scale, 2)).toBe(true);
    expect(isOnScale(scale, 0.5)).toBe(true);
    expect(isOnScale(scale, 0.7)).toBe(false);
    expect(isOnScale(scale, -0.5)).toBe(false);
    expect(isOnScale(scale, Number.NaN)).toBe(false);
  });

  it('the save schema keeps violations to the qualifications list, once each', () => {
    const base = {
      workspace_id: 1,
      revision: 1,
      client_info: { child_name: 'Марко', client_name: 'Олена' },
      diagnostic_date: '2026-03-02',
    };
    expect(DiagnosticCardSaveSchema.safeParse({ ...base, violations: ['dyslalia'] }).success).toBe(
      true,
    );
    expect(DiagnosticCardSaveSchema.safeParse({ ...base, violations: ['flu'] }).success).toBe(
      false,
    );
    expect(
      DiagnosticCardSaveSchema.safeParse({ ...base, violations: ['dyslalia', 'dyslalia'] }).success,
    ).toBe(false);
    expect(DiagnosticCardSaveSchema.parse(base).allow_required_empty).toBe(false);
  });
});

describe('diagnostic card statuses', () => {
  it('follows spec 4: sent by whoever examines, then moved by the teacher only', () => {
    const allowed = (actor: 'diagnostician' | 'teacher') =>
      DIAGNOSTIC_CARD_STATUSES.flatMap((from) =>
        DIAGNOSTIC_CARD_STATUSES.filter((to) => canMoveDiagnosticCard(actor, from, to)).map(
          (to) => `${from}>${to}`,
        ),
      );
    expect(allowed('diagnostician')).toEqual([
      'draft>sent',
      'further_exam_start>sent',
      'further_exam_during>sent',
    ]);
    expect(allowed('teacher')).toEqual([
      'draft>sent',
      'sent>ready_to_work',
      'sent>further_exam_start',
      'sent>further_exam_during',
      'ready_to_work>further_exam_start',
      'ready_to_work>further_exam_during',
      'further_exam_start>sent',
      'further_exam_start>ready_to_work',
      'further_exam_start>further_exam_during',
      'further_exam_during>sent',
      'further_exam_during>ready_to_work',
      'further_exam_during>further_exam_start',
    ]);
  });

  it('content changes only in a draft or while further examination is asked for', () => {
    expect(DIAGNOSTIC_CARD_STATUSES.filter(isDiagnosticCardEditable)).toEqual([
      'draft',
      'further_exam_start',
      'further_exam_during',
    ]);
  });
});
