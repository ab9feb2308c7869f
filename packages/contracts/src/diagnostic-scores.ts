import type {
  DiagnosticBlock,
  DiagnosticComputedBlock,
  DiagnosticQuestion,
  DiagnosticZone,
} from './diagnostic-card-templates.schemas.ts';

/**
 * What a card holds for one question: text (short or large answer), a variant key (one
 * variant), variant keys (many variants), a number (scale), or a number per row and column key
 * (multi-scale table). Missing or null: not answered.
 */
export type DiagnosticAnswer =
  | string
  | readonly string[]
  | number
  | Readonly<Record<string, Readonly<Record<string, number>>>>
  | null;

/** Answers by question key. */
export type DiagnosticAnswers = Readonly<Record<string, DiagnosticAnswer | undefined>>;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The values a question contributes to a formula, one per marked item: a scale's value, each
 * filled cell of a table, the points of each chosen variant. Free text contributes nothing.
 */
export function listMarkedValues(
  question: DiagnosticQuestion,
  answer: DiagnosticAnswer | undefined,
): number[] {
  if (answer === null || answer === undefined) return [];
  switch (question.type) {
    case 'scale':
      return isNumber(answer) ? [answer] : [];
    case 'one_variant': {
      const chosen = question.variants.find((v) => v.key === answer);
      return chosen ? [chosen.points] : [];
    }
    case 'many_variants': {
      if (!Array.isArray(answer)) return [];
      const keys = new Set(answer);
      return question.variants.filter((v) => keys.has(v.key)).map((v) => v.points);
    }
    case 'multi_scale_table': {
      if (typeof answer !== 'object' || Array.isArray(answer)) return [];
      const cells = answer as Readonly<Record<string, Readonly<Record<string, number>>>>;
      // Only the template's own rows and columns count, in its order.
      return question.rows.flatMap((row) =>
        question.columns.flatMap((column) => {
          const value = cells[row.key]?.[column.key];
          return isNumber(value) ? [value] : [];
        }),
      );
    }
    default:
      return [];
  }
}

/** Rounds away floating-point noise (0.1 + 0.2), keeping what a person would write. */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A computed block's score over the answers, or null when none of its questions is answered
 * (an answer that marks nothing, such as no variant chosen, still counts as answered):
 * - sum: each marked value times its question's weight, added up;
 * - mean: the weighted mean of the marked values (null when nothing is marked);
 * - count_marked: the marked items (chosen variants, answered scales, filled cells), each
 *   counted with its question's weight.
 */
export function computeBlockScore(
  block: DiagnosticComputedBlock,
  blocks: readonly DiagnosticBlock[],
  answers: DiagnosticAnswers,
): number | null {
  const questions = new Map(
    blocks.flatMap((b) =>
      b.kind === 'questions' ? b.questions.map((q) => [q.key, q] as const) : [],
    ),
  );
  let weighted = 0;
  let weights = 0;
  let marked = 0;
  let isAnswered = false;
  for (const source of block.sources) {
    const question = questions.get(source.question_key);
    const answer = question ? answers[question.key] : undefined;
    if (!question || answer === undefined || answer === null) continue;
    isAnswered = true;
    const values = listMarkedValues(question, answer);
    for (const value of values) {
      weighted += value * source.weight;
      weights += source.weight;
    }
    marked += values.length * source.weight;
  }
  if (!isAnswered) return null;
  switch (block.formula) {
    case 'sum':
      return tidy(weighted);
    case 'mean':
      return weights === 0 ? null : tidy(weighted / weights);
    case 'count_marked':
      return tidy(marked);
  }
}

/**
 * The zone a value falls in: from <= value < to, or the zone ending exactly at the value when
 * no zone starts there (so the end of a scale belongs to the last zone). Null outside zones.
 */
export function findZone<Z extends DiagnosticZone>(
  zones: readonly Z[],
  value: number | null,
): Z | null {
  if (value === null) return null;
  return (
    zones.find((z) => z.from <= value && value < z.to) ?? zones.find((z) => z.to === value) ?? null
  );
}
