import type {
  DiagnosticAnswers,
  DiagnosticBlock,
  DiagnosticPreviousAnswer,
  DiagnosticPreviousValue,
  DiagnosticQuestion,
} from '@slovo/contracts';

/** An earlier card of the same template: its date, its answers and its version's questions. */
export type EarlierCard = {
  id: number;
  diagnostic_date: string;
  answers: DiagnosticAnswers;
  blocks: DiagnosticBlock[];
};

const listQuestions = (blocks: readonly DiagnosticBlock[]) =>
  blocks.flatMap((block) => (block.kind === 'questions' ? block.questions : []));

/** The same question in another version: the same key asked the same way (a scale, a table). */
function findSameQuestion(card: EarlierCard, question: DiagnosticQuestion) {
  return listQuestions(card.blocks).find((q) => q.key === question.key && q.type === question.type);
}

function readCell(answer: unknown, row: string, column: string): number | undefined {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return undefined;
  const value = (answer as Record<string, Record<string, unknown> | undefined>)[row]?.[column];
  return typeof value === 'number' ? value : undefined;
}

/**
 * Spec 9: each scale (and each table cell) of the card with the value the student had on the
 * latest earlier card that holds one. `earlier` comes newest first; a version that renamed a
 * question's key, or asks it otherwise, has nothing to say about it.
 */
export function findPreviousAnswers(
  blocks: readonly DiagnosticBlock[],
  earlier: readonly EarlierCard[],
): Record<string, DiagnosticPreviousAnswer> {
  const previous: Record<string, DiagnosticPreviousAnswer> = {};
  const at = (card: EarlierCard, value: number): DiagnosticPreviousValue => ({
    value,
    diagnostic_date: card.diagnostic_date,
    card_id: card.id,
  });
  for (const question of listQuestions(blocks)) {
    if (question.type === 'scale') {
      for (const card of earlier) {
        const value = card.answers[question.key];
        if (typeof value === 'number' && findSameQuestion(card, question)) {
          previous[question.key] = { type: 'scale', ...at(card, value) };
          break;
        }
      }
    } else if (question.type === 'multi_scale_table') {
      const cells: Record<string, Record<string, DiagnosticPreviousValue>> = {};
      for (const row of question.rows) {
        for (const column of question.columns) {
          for (const card of earlier) {
            const value = readCell(card.answers[question.key], row.key, column.key);
            if (value !== undefined && findSameQuestion(card, question)) {
              cells[row.key] = { ...cells[row.key], [column.key]: at(card, value) };
              break;
            }
          }
        }
      }
      if (Object.keys(cells).length > 0) previous[question.key] = { type: 'table', cells };
    }
  }
  return previous;
}
