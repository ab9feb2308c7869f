import { describe, expect, it } from 'vitest';
import {
  type DiagnosticTemplateInput,
  DiagnosticTemplateInputSchema,
} from './diagnostic-card-templates.schemas.ts';
import { formatMessage, type MessageKey } from './messages.ts';

const scale = {
  start: { value: 0, label: 'absent' },
  centre: { value: 2, label: 'distorted' },
  end: { value: 4, label: 'correct' },
  step: 1,
  zones: [
    { name: 'severe', color: 'red', from: 0, to: 2 },
    { name: 'norm', color: 'green', from: 2, to: 4 },
  ],
} as const;

/** A template with every answer type and a computed block. */
// Through JSON, so no two questions share a mark object (structuredClone keeps shared ones).
const valid = (): DiagnosticTemplateInput =>
  JSON.parse(
    JSON.stringify({
      workspace_id: 1,
      title: 'Speech sound examination',
      description: 'Sounds, words and speech',
      blocks: [
        {
          key: 'b1',
          kind: 'questions',
          title: 'Sounds',
          questions: [
            { key: 'q-short', text: 'Complaints', type: 'short_answer' },
            { key: 'q-large', text: 'Anamnesis', type: 'large_answer', is_required: true },
            {
              key: 'q-one',
              text: 'Hearing',
              type: 'one_variant',
              variants: [
                { key: 'v1', label: 'normal', points: 1 },
                { key: 'v2', label: 'reduced' },
              ],
            },
            {
              key: 'q-many',
              text: 'Breathing',
              type: 'many_variants',
              variants: [
                { key: 'v1', label: 'shallow' },
                { key: 'v2', label: 'through the mouth' },
              ],
            },
            {
              key: 'q-scale',
              text: 'Sound R',
              type: 'scale',
              scale: { ...scale, zones: [...scale.zones] },
            },
            {
              key: 'q-table',
              text: 'Sounds in words',
              type: 'multi_scale_table',
              rows: [
                { key: 'r', label: 'R' },
                { key: 'l', label: 'L' },
              ],
              columns: [
                { key: 'initial', label: 'initial' },
                { key: 'final', label: 'final' },
              ],
              scale: { ...scale, zones: [] },
            },
          ],
        },
        {
          key: 'b2',
          kind: 'computed',
          title: 'Score',
          formula: 'mean',
          score_type: 'positive',
          sources: [{ question_key: 'q-scale' }, { question_key: 'q-table', weight: 2 }],
          zones: [{ name: 'norm', color: 'green', from: 3, to: 4 }],
        },
      ],
    } satisfies DiagnosticTemplateInput),
  );

/** The field errors of a payload, as `path: message key`. */
function issuesOf(input: unknown): string[] {
  const result = DiagnosticTemplateInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

// biome-ignore lint/suspicious/noExplicitAny: tests reach into the draft to break one field at a time
type Draft = ReturnType<typeof valid> & { blocks: Record<string, any>[] };
const change = (edit: (draft: Draft) => void) => {
  const draft = valid() as Draft;
  edit(draft);
  return issuesOf(draft);
};

describe('diagnostic card template rules', () => {
  it('accepts every answer type and a computed block, filling defaults', () => {
    const parsed = DiagnosticTemplateInputSchema.parse(valid());
    expect(parsed.category_ids).toEqual([]);
    const [questions] = parsed.blocks;
    expect(questions?.kind === 'questions' && questions.questions.map((q) => q.type)).toEqual([
      'short_answer',
      'large_answer',
      'one_variant',
      'many_variants',
      'scale',
      'multi_scale_table',
    ]);
  });

  it('names a block not fully filled: no title, no questions, a question without text', () => {
    expect(change((d) => (d.blocks[0]!.title = ' '))).toEqual([
      'blocks.0.title: validation.diagnosticBlockIncomplete',
    ]);
    expect(change((d) => (d.blocks[0]!.questions[0].text = ''))).toEqual([
      'blocks.0.questions.0.text: validation.diagnosticBlockIncomplete',
    ]);
    expect(change((d) => (d.blocks[1]!.sources = []))).toEqual([
      'blocks.1.sources: validation.diagnosticBlockIncomplete',
    ]);
    expect(
      change((d) => {
        d.blocks[1]!.sources = [{ question_key: 'q-scale' }];
        d.blocks[0]!.questions = [];
      }),
    ).toContain('blocks.0.questions: validation.diagnosticBlockIncomplete');
    expect(change((d) => (d.blocks = []))).toEqual(['blocks: validation.diagnosticBlocksRequired']);
  });

  it('refuses an empty variant and too few variants', () => {
    expect(change((d) => (d.blocks[0]!.questions[2].variants[1].label = '  '))).toEqual([
      'blocks.0.questions.2.variants.1.label: validation.diagnosticVariantEmpty',
    ]);
    expect(change((d) => d.blocks[0]!.questions[3].variants.pop())).toEqual([
      'blocks.0.questions.3.variants: validation.diagnosticVariantsMin',
    ]);
    expect(change((d) => (d.blocks[0]!.questions[3].variants[1].label = 'Shallow'))).toEqual([
      'blocks.0.questions.3.variants.1.label: validation.duplicate',
    ]);
  });

  it('refuses an empty table row or column, and a table without either', () => {
    expect(change((d) => (d.blocks[0]!.questions[5].rows[1].label = ''))).toEqual([
      'blocks.0.questions.5.rows.1.label: validation.diagnosticTableLineEmpty',
    ]);
    expect(change((d) => (d.blocks[0]!.questions[5].columns = []))).toEqual([
      'blocks.0.questions.5.columns: validation.diagnosticTableLineEmpty',
    ]);
  });

  it('requires a background name, and backgrounds within the scale that do not overlap', () => {
    expect(change((d) => (d.blocks[0]!.questions[4].scale.zones[0].name = ''))).toEqual([
      'blocks.0.questions.4.scale.zones.0.name: validation.diagnosticZoneNameRequired',
    ]);
    expect(change((d) => (d.blocks[1]!.zones[0].name = ' '))).toEqual([
      'blocks.1.zones.0.name: validation.diagnosticZoneNameRequired',
    ]);
    expect(change((d) => (d.blocks[0]!.questions[4].scale.zones[1].to = 5))).toEqual([
      'blocks.0.questions.4.scale.zones.1.to: validation.diagnosticZoneRange',
    ]);
    expect(change((d) => (d.blocks[0]!.questions[4].scale.zones[1].from = 1))).toEqual([
      'blocks.0.questions.4.scale.zones.1.from: validation.diagnosticZonesOverlap',
    ]);
    expect(change((d) => (d.blocks[1]!.zones[0].to = 3))).toEqual([
      'blocks.1.zones.0.to: validation.diagnosticZoneRange',
    ]);
  });

  it('keeps scale marks in order on whole divisions', () => {
    expect(change((d) => (d.blocks[0]!.questions[4].scale.centre.value = 4))).toEqual([
      'blocks.0.questions.4.scale.centre.value: validation.diagnosticScaleOrder',
    ]);
    expect(change((d) => (d.blocks[0]!.questions[4].scale.step = 3))).toEqual([
      'blocks.0.questions.4.scale.step: validation.diagnosticScaleStep',
    ]);
    expect(change((d) => (d.blocks[0]!.questions[4].scale.step = 0.001))).toEqual([
      'blocks.0.questions.4.scale.step: validation.diagnosticScaleStep',
    ]);
    // Decimal steps are fine when they divide the scale.
    expect(
      change((d) => {
        d.blocks[0]!.questions[4].scale = {
          ...scale,
          zones: [],
          end: { value: 1, label: '' },
          centre: { value: 0.3, label: '' },
          step: 0.1,
        };
      }),
    ).toEqual([]);
  });

  it('lets a formula count only scales, tables and variants of this template', () => {
    expect(change((d) => (d.blocks[1]!.sources = [{ question_key: 'q-short' }]))).toEqual([
      'blocks.1.sources.0.question_key: validation.diagnosticFormulaSource',
    ]);
    expect(change((d) => (d.blocks[1]!.sources = [{ question_key: 'nowhere' }]))).toEqual([
      'blocks.1.sources.0.question_key: validation.diagnosticFormulaSource',
    ]);
    expect(change((d) => d.blocks[1]!.sources.push({ question_key: 'q-scale' }))).toEqual([
      'blocks.1.sources.2.question_key: validation.duplicate',
    ]);
  });

  it('keeps keys unique: blocks and questions across the template', () => {
    expect(change((d) => (d.blocks[1]!.key = 'b1'))).toEqual([
      'blocks.1.key: validation.duplicate',
    ]);
    expect(change((d) => (d.blocks[0]!.questions[1].key = 'q-short'))).toEqual([
      'blocks.0.questions.1.key: validation.duplicate',
    ]);
    expect(change((d) => (d.blocks[0]!.questions[0].type = 'paragraph'))).toEqual([
      'blocks.0.questions.0.type: validation.invalid',
    ]);
  });

  it('has a message for every rule in every language, with counts in their plural forms', () => {
    const keys = [
      'validation.diagnosticBlockIncomplete',
      'validation.diagnosticVariantEmpty',
      'validation.diagnosticTableLineEmpty',
      'validation.diagnosticZoneNameRequired',
    ] as MessageKey[];
    for (const key of keys) expect(formatMessage(key, 'uk')).not.toBe(key);
    expect(formatMessage('validation.diagnosticVariantsMin', 'en')).toBe(
      'Add at least 2 answer variants',
    );
    expect(formatMessage('validation.diagnosticVariantsMin', 'uk')).toBe(
      'Додайте щонайменше 2 варіанти відповіді',
    );
    expect(formatMessage('validation.diagnosticTooMany', 'pl', { max: 5 })).toBe(
      'Najwyżej 5 elementów',
    );
    expect(formatMessage('validation.diagnosticTooMany', 'ru', { max: 21 })).toBe(
      'Не больше 21 элемента',
    );
  });
});
