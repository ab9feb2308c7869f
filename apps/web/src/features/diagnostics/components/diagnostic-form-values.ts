import { randomId } from '@mantine/hooks';
import {
  type DiagnosticAnswerType,
  type DiagnosticBlock,
  type DiagnosticComputedBlock,
  type DiagnosticQuestion,
  type DiagnosticScale,
  type DiagnosticTemplate,
  type DiagnosticTemplateInput,
  DiagnosticTemplateInputSchema,
  type DiagnosticZone,
} from '@slovo/contracts';
import { createSchemaValidator } from '../../../lib/form-validation.ts';

export type QuestionsBlock = Extract<DiagnosticBlock, { kind: 'questions' }>;

/**
 * The builder edits the template in the contracts' own shape. Number fields may hold '' or a
 * half-typed '-' while the moderator types (NumberInput gives strings then); they become numbers,
 * or NaN that the schema refuses, only in `toDiagnosticInput`.
 */
export type DiagnosticValues = {
  title: string;
  description: string;
  /** MultiSelect holds ids as strings. */
  category_ids: string[];
  blocks: DiagnosticBlock[];
};

/** Keys name blocks, questions and lines across versions; the client makes them. */
export const createKey = () => randomId().replace('mantine-', 'k');

function createScale(): DiagnosticScale {
  return {
    start: { value: 0, label: '' },
    centre: { value: 2, label: '' },
    end: { value: 4, label: '' },
    step: 1,
    zones: [],
  };
}

const createLine = (label = '') => ({ key: createKey(), label });

/** A question of the given type, keeping what the moderator already wrote that still fits. */
export function createQuestion(
  type: DiagnosticAnswerType,
  from?: DiagnosticQuestion,
): DiagnosticQuestion {
  const base = {
    key: from?.key ?? createKey(),
    text: from?.text ?? '',
    is_required: from?.is_required ?? false,
  };
  const variants =
    from && 'variants' in from
      ? from.variants
      : [
          { ...createLine(), points: 0 },
          { ...createLine(), points: 0 },
        ];
  const scale = from && 'scale' in from ? from.scale : createScale();
  switch (type) {
    case 'short_answer':
    case 'large_answer':
      return { ...base, type };
    case 'one_variant':
    case 'many_variants':
      return { ...base, type, variants };
    case 'scale':
      return { ...base, type, scale };
    case 'multi_scale_table':
      return {
        ...base,
        type,
        rows: from?.type === 'multi_scale_table' ? from.rows : [createLine()],
        columns: from?.type === 'multi_scale_table' ? from.columns : [createLine()],
        scale,
      };
  }
}

export function createQuestionsBlock(): QuestionsBlock {
  return {
    key: createKey(),
    kind: 'questions',
    title: '',
    description: '',
    questions: [createQuestion('short_answer')],
  };
}

export function createComputedBlock(): DiagnosticComputedBlock {
  return {
    key: createKey(),
    kind: 'computed',
    title: '',
    description: '',
    formula: 'sum',
    score_type: 'positive',
    sources: [],
    zones: [],
  };
}

export const createZone = (from: number, to: number): DiagnosticZone => ({
  name: '',
  color: 'green',
  from,
  to,
});

export function getInitialValues(template?: DiagnosticTemplate): DiagnosticValues {
  if (!template) {
    return { title: '', description: '', category_ids: [], blocks: [createQuestionsBlock()] };
  }
  return {
    title: template.title,
    description: template.description,
    category_ids: template.categories.map((category) => String(category.id)),
    blocks: template.blocks,
  };
}

/** Questions a computed block can count: those with numbers (not free text). */
export function listCountableQuestions(blocks: readonly DiagnosticBlock[]): DiagnosticQuestion[] {
  return blocks.flatMap((block) =>
    block.kind === 'questions'
      ? block.questions.filter((q) => q.type !== 'short_answer' && q.type !== 'large_answer')
      : [],
  );
}

/**
 * Computed blocks stop counting questions that are gone or no longer have numbers, so removing
 * a question or making it free text does not leave a formula pointing at nothing.
 */
export function dropStaleSources(blocks: DiagnosticBlock[]): DiagnosticBlock[] {
  const countable = new Set(listCountableQuestions(blocks).map((q) => q.key));
  return blocks.map((block) =>
    block.kind === 'computed' && block.sources.some((s) => !countable.has(s.question_key))
      ? { ...block, sources: block.sources.filter((s) => countable.has(s.question_key)) }
      : block,
  );
}

/** Moves one item of a list; out-of-range moves leave it as it was. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const toNumber = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));

function toScale(scale: DiagnosticScale): DiagnosticScale {
  const mark = (m: DiagnosticScale['start']) => ({ ...m, value: toNumber(m.value) });
  return {
    start: mark(scale.start),
    centre: mark(scale.centre),
    end: mark(scale.end),
    step: toNumber(scale.step),
    zones: toZones(scale.zones),
  };
}

function toZones(zones: readonly DiagnosticZone[]): DiagnosticZone[] {
  return zones.map((zone) => ({ ...zone, from: toNumber(zone.from), to: toNumber(zone.to) }));
}

function toQuestion(question: DiagnosticQuestion): DiagnosticQuestion {
  switch (question.type) {
    case 'one_variant':
    case 'many_variants':
      return {
        ...question,
        variants: question.variants.map((v) => ({ ...v, points: toNumber(v.points) })),
      };
    case 'scale':
    case 'multi_scale_table':
      return { ...question, scale: toScale(question.scale) };
    default:
      return question;
  }
}

/** The body the API takes, with every typed number made a number. */
export function toDiagnosticInput(
  values: DiagnosticValues,
  workspaceId: number,
): DiagnosticTemplateInput & { blocks: DiagnosticBlock[] } {
  return {
    workspace_id: workspaceId,
    title: values.title,
    description: values.description,
    category_ids: values.category_ids.map(Number),
    blocks: values.blocks.map((block) =>
      block.kind === 'questions'
        ? { ...block, questions: block.questions.map(toQuestion) }
        : {
            ...block,
            sources: block.sources.map((s) => ({ ...s, weight: toNumber(s.weight) })),
            zones: toZones(block.zones),
          },
    ),
  };
}

/** The contracts' rules, errors keyed by form path with catalogue message keys. */
export function validateDiagnosticTemplate(
  values: DiagnosticValues,
  workspaceId: number,
): Record<string, string> {
  return createSchemaValidator(DiagnosticTemplateInputSchema, (input: DiagnosticValues) =>
    toDiagnosticInput(input, workspaceId),
  )(values);
}
