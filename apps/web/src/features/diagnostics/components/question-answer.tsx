import {
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type {
  DiagnosticAnswer,
  DiagnosticPreviousAnswer,
  DiagnosticPreviousValue,
  DiagnosticQuestion,
  DiagnosticScale,
} from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../components/table-frame.tsx';
import { ScaleAnswer } from './scale-answer.tsx';
import { formatShortDate, useScaleChangeConfirm } from './scale-change-confirm.tsx';

type TableCells = Readonly<Record<string, Readonly<Record<string, number>>>>;

type QuestionAnswerProps = {
  question: DiagnosticQuestion;
  answer: DiagnosticAnswer | undefined;
  onChange: (answer: DiagnosticAnswer) => void;
  /** The last examination's value (spec 9), when the student has one. */
  previous?: DiagnosticPreviousAnswer | undefined;
};

/** A table's cell answered or cleared; the other cells stay as they were. */
export function setTableCell(
  cells: TableCells,
  row: string,
  column: string,
  value: number | null,
): TableCells {
  const rowCells = { ...cells[row] };
  if (value === null) delete rowCells[column];
  else rowCells[column] = value;
  return { ...cells, [row]: rowCells };
}

/** One cell of a table: a value on the table's scale, the last one under it; far moves ask. */
function TableCell({
  scale,
  value,
  label,
  previous,
  onChange,
  testId,
}: {
  scale: DiagnosticScale;
  value: number | undefined;
  label: string;
  previous: DiagnosticPreviousValue | undefined;
  onChange: (value: number | null) => void;
  testId: string;
}) {
  const { t } = useTranslation('diagnostics');
  const confirm = useScaleChangeConfirm(scale, previous, onChange);
  return (
    <>
      <NumberInput
        aria-label={label}
        min={scale.start.value}
        max={scale.end.value}
        step={scale.step}
        clampBehavior="strict"
        value={value ?? ''}
        onFocus={() => confirm.begin(value ?? null)}
        onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        // Typed or stepped: checked once the cell is left, against the value it had on entry.
        onBlur={() => confirm.end(value ?? null)}
        size="xs"
        miw={80}
        data-testid={testId}
      />
      {previous && (
        <Text
          size="xs"
          c="gray.7"
          mt={2}
          title={t('diagnostics:scaleHistory.cellLastTitle', {
            value: previous.value,
            date: formatShortDate(previous.diagnostic_date),
          })}
          data-testid={`${testId}-previous`}
        >
          {t('diagnostics:scaleHistory.cellLast', { value: previous.value })}
        </Text>
      )}
      {confirm.modal}
    </>
  );
}

function TableAnswer({
  question,
  answer,
  onChange,
  previous,
}: QuestionAnswerProps & { question: Extract<DiagnosticQuestion, { type: 'multi_scale_table' }> }) {
  const cells = (
    answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : {}
  ) as TableCells;
  const { scale } = question;
  return (
    <TableFrame minWidth={Math.max(320, 140 + question.columns.length * 110)} stickyFirstColumn>
      <Table withTableBorder withColumnBorders data-testid="table-answer">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {question.columns.map((column) => (
              <Table.Th key={column.key}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {question.rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {question.columns.map((column) => (
                <Table.Td key={column.key}>
                  <TableCell
                    scale={scale}
                    label={`${row.label}, ${column.label}`}
                    value={cells[row.key]?.[column.key]}
                    previous={
                      previous?.type === 'table' ? previous.cells[row.key]?.[column.key] : undefined
                    }
                    onChange={(value) => onChange(setTableCell(cells, row.key, column.key, value))}
                    testId={`cell-${row.key}-${column.key}`}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}

/** One question as a card asks it: the answer is kept on the screen only. */
export function QuestionAnswer({ question, answer, onChange, previous }: QuestionAnswerProps) {
  const { t } = useTranslation('diagnostics');
  const label = question.text;
  switch (question.type) {
    case 'short_answer':
      return (
        <TextInput
          aria-label={label}
          placeholder={t('diagnostics:preview.answerPlaceholder')}
          value={typeof answer === 'string' ? answer : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'large_answer':
      return (
        <Textarea
          aria-label={label}
          placeholder={t('diagnostics:preview.answerPlaceholder')}
          autosize
          minRows={3}
          value={typeof answer === 'string' ? answer : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'one_variant':
      return (
        <Radio.Group
          aria-label={label}
          value={typeof answer === 'string' ? answer : null}
          onChange={onChange}
        >
          <Stack gap="xs">
            {question.variants.map((variant) => (
              <Radio key={variant.key} value={variant.key} label={variant.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'many_variants':
      return (
        <Checkbox.Group
          aria-label={label}
          value={Array.isArray(answer) ? [...answer] : []}
          onChange={onChange}
        >
          <Group gap="md">
            {question.variants.map((variant) => (
              <Checkbox key={variant.key} value={variant.key} label={variant.label} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    case 'scale':
      return (
        <ScaleAnswer
          scale={question.scale}
          value={typeof answer === 'number' ? answer : null}
          label={label}
          onChange={onChange}
          testId={`scale-answer-${question.key}`}
          previous={previous?.type === 'scale' ? previous : undefined}
        />
      );
    case 'multi_scale_table':
      return (
        <TableAnswer question={question} answer={answer} onChange={onChange} previous={previous} />
      );
  }
}
