import { computeBlockScore } from '@slovo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import {
  createComputedBlock,
  createQuestion,
  createQuestionsBlock,
  type DiagnosticValues,
  dropStaleSources,
  moveItem,
  toDiagnosticInput,
  validateDiagnosticTemplate,
} from './diagnostic-form-values.ts';

function buildValues(): DiagnosticValues {
  const questions = createQuestionsBlock();
  const scale = { ...createQuestion('scale'), text: 'Sound R' };
  questions.title = 'Sounds';
  questions.questions = [scale];
  const computed = { ...createComputedBlock(), title: 'Total' };
  computed.sources = [{ question_key: scale.key, weight: 1 }];
  return {
    title: 'Examination',
    description: 'Sounds',
    category_ids: [],
    blocks: [questions, computed],
  };
}

// Message keys are recognised by the catalogue the app loads with its first screen.
beforeAll(() => setUpI18n('en'));

describe('diagnostic builder values', () => {
  it('accepts a filled template and sends typed numbers as numbers', () => {
    const values = buildValues();
    const block = values.blocks[0];
    if (block?.kind !== 'questions' || block.questions[0]?.type !== 'scale') throw new Error();
    // NumberInput hands over strings while typing.
    (block.questions[0].scale.end as { value: unknown }).value = '6';
    expect(validateDiagnosticTemplate(values, 10)).toEqual({});
    const input = toDiagnosticInput(values, 10);
    const sent = input.blocks[0];
    expect(
      sent?.kind === 'questions' &&
        sent.questions[0]?.type === 'scale' &&
        sent.questions[0].scale.end.value,
    ).toBe(6);
  });

  it('tells the spec messages at their fields', () => {
    const values = buildValues();
    const block = values.blocks[0];
    if (block?.kind !== 'questions') throw new Error();
    block.questions.push({ ...createQuestion('one_variant'), text: 'Choose' });
    block.questions.push({ ...createQuestion('multi_scale_table'), text: 'Table' });
    const scale = block.questions[0];
    if (scale?.type !== 'scale') throw new Error();
    scale.scale.zones.push({ name: ' ', color: 'green', from: 0, to: 2 });
    const errors = validateDiagnosticTemplate(values, 10);
    expect(errors['blocks.0.questions.0.scale.zones.0.name']).toBe(
      'validation.diagnosticZoneNameRequired',
    );
    expect(errors['blocks.0.questions.1.variants.0.label']).toBe(
      'validation.diagnosticVariantEmpty',
    );
    expect(errors['blocks.0.questions.2.rows.0.label']).toBe('validation.diagnosticTableLineEmpty');
    expect(errors['blocks.0.questions.2.columns.0.label']).toBe(
      'validation.diagnosticTableLineEmpty',
    );
  });

  it('marks an empty block title as not fully filled', () => {
    const values = buildValues();
    values.blocks[1] = { ...createComputedBlock() };
    expect(validateDiagnosticTemplate(values, 10)).toMatchObject({
      'blocks.1.title': 'validation.diagnosticBlockIncomplete',
      'blocks.1.sources': 'validation.diagnosticBlockIncomplete',
    });
  });

  it('keeps what still fits when a question changes type', () => {
    const choice = { ...createQuestion('one_variant'), text: 'Choose', is_required: true };
    const many = createQuestion('many_variants', choice);
    expect(many).toMatchObject({ key: choice.key, text: 'Choose', is_required: true });
    expect(many.type === 'many_variants' && many.variants).toEqual(
      choice.type === 'one_variant' && choice.variants,
    );
    expect(createQuestion('short_answer', choice)).not.toHaveProperty('variants');
  });

  it('stops counting a question that became free text', () => {
    const values = buildValues();
    const block = values.blocks[0];
    if (block?.kind !== 'questions' || !block.questions[0]) throw new Error();
    block.questions[0] = createQuestion('short_answer', block.questions[0]);
    const [, computed] = dropStaleSources(values.blocks);
    expect(computed?.kind === 'computed' && computed.sources).toEqual([]);
  });

  it('moves an item within its list and ignores moves past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('scores what the preview computes with the same contracts function', () => {
    const values = buildValues();
    const [questions, computed] = values.blocks;
    if (questions?.kind !== 'questions' || computed?.kind !== 'computed') throw new Error();
    const key = questions.questions[0]?.key ?? '';
    expect(computeBlockScore(computed, values.blocks, {})).toBeNull();
    expect(computeBlockScore(computed, values.blocks, { [key]: 3 })).toBe(3);
  });
});
