import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  DIAGNOSTIC_ANSWER_TYPES,
  DIAGNOSTIC_TABLE_COLUMNS_MAX,
  DIAGNOSTIC_TABLE_ROWS_MAX,
  DIAGNOSTIC_VARIANTS,
  type DiagnosticAnswerType,
  type DiagnosticQuestion,
} from '@slovo/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type BuilderForm, getFieldProps, getListError } from './builder-form.ts';
import { createKey, createQuestion, dropStaleSources } from './diagnostic-form-values.ts';
import { ListError } from './list-error.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { ScaleEditor } from './scale-editor.tsx';

type QuestionCardProps = {
  form: BuilderForm;
  path: string;
  question: DiagnosticQuestion;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

function LinesEditor({
  form,
  path,
  lines,
  max,
  name,
}: {
  form: BuilderForm;
  path: string;
  lines: readonly { key: string; label: string }[];
  max: number;
  name: 'rows' | 'columns';
}) {
  const { t } = useTranslation('diagnostics');
  return (
    <Stack gap="xs" data-testid={`table-${name}`}>
      <Text size="sm" fw={600}>
        {t(`diagnostics:table.${name}`)}
      </Text>
      {lines.map((line, index) => (
        <Group key={line.key} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            {...getFieldProps(form, `${path}.${index}.label`)}
            aria-label={t(`diagnostics:table.${name}Label`, { number: index + 1 })}
            placeholder={t(`diagnostics:table.${name}Label`, { number: index + 1 })}
            style={{ flex: 1 }}
            miw={0}
            data-testid="table-line"
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            disabled={lines.length <= 1}
            onClick={() => form.removeListItem(path, index)}
            aria-label={t('diagnostics:table.remove', { number: index + 1 })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <ListError error={getListError(form, path)} />
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={16} />}
          disabled={lines.length >= max}
          onClick={() => form.insertListItem(path, { key: createKey(), label: '' })}
          data-testid={`table-add-${name}`}
        >
          {t(`diagnostics:table.add.${name}`)}
        </Button>
      </Group>
    </Stack>
  );
}

function VariantsEditor({
  form,
  path,
  question,
}: {
  form: BuilderForm;
  path: string;
  question: Extract<DiagnosticQuestion, { variants: unknown }>;
}) {
  const { t } = useTranslation('diagnostics');
  const variantsPath = `${path}.variants`;
  return (
    <Stack gap="xs" data-testid="variants-editor">
      {question.variants.map((variant, index) => (
        <Group key={variant.key} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            {...getFieldProps(form, `${variantsPath}.${index}.label`)}
            aria-label={t('diagnostics:variant.label', { number: index + 1 })}
            placeholder={t('diagnostics:variant.label', { number: index + 1 })}
            style={{ flex: 1 }}
            miw={0}
            data-testid="variant-label"
          />
          <NumberInput
            {...getFieldProps(form, `${variantsPath}.${index}.points`)}
            aria-label={t('diagnostics:variant.points', { number: index + 1 })}
            placeholder={t('diagnostics:variant.pointsShort')}
            w={90}
            data-testid="variant-points"
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => form.removeListItem(variantsPath, index)}
            aria-label={t('diagnostics:variant.remove', { number: index + 1 })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <ListError error={getListError(form, variantsPath)} />
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={16} />}
          disabled={question.variants.length >= DIAGNOSTIC_VARIANTS.max}
          onClick={() =>
            form.insertListItem(variantsPath, { key: createKey(), label: '', points: 0 })
          }
          data-testid="variant-add"
        >
          {t('diagnostics:variant.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One question: its text, whether it must be answered, its answer type and that type's parts. */
export function QuestionCard({
  form,
  path,
  question,
  index,
  count,
  onMove,
  onRemove,
}: QuestionCardProps) {
  const { t } = useTranslation('diagnostics');
  const types = DIAGNOSTIC_ANSWER_TYPES.map((type) => ({
    value: type,
    label: t(`diagnostics:types.${type}`),
  }));
  const changeType = (type: string | null) => {
    if (!type) return;
    form.setFieldValue(path, createQuestion(type as DiagnosticAnswerType, question));
    // A question that no longer has numbers leaves the formulas that counted it.
    form.setFieldValue('blocks', dropStaleSources(form.getValues().blocks));
  };
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg="var(--mantine-color-body)"
      data-testid={`question-${index}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('diagnostics:question.number', { number: index + 1 })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <MoveButtons
              index={index}
              count={count}
              onMove={onMove}
              upLabel={t('diagnostics:question.moveUp', { number: index + 1 })}
              downLabel={t('diagnostics:question.moveDown', { number: index + 1 })}
              testId="question"
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={onRemove}
              aria-label={t('diagnostics:question.remove', { number: index + 1 })}
              data-testid="question-remove"
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <Textarea
          {...getFieldProps(form, `${path}.text`, true)}
          label={t('diagnostics:question.text')}
          autosize
          minRows={1}
          withAsterisk
          data-testid="question-text"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('diagnostics:question.type')}
            data={types}
            value={question.type}
            onChange={changeType}
            allowDeselect={false}
            data-testid="question-type"
          />
          <Checkbox
            {...form.getInputProps(`${path}.is_required`, { type: 'checkbox' })}
            label={t('diagnostics:question.required')}
            mt={{ base: 0, xs: 32 }}
            data-testid="question-required"
          />
        </SimpleGrid>
        {(question.type === 'one_variant' || question.type === 'many_variants') && (
          <VariantsEditor form={form} path={path} question={question} />
        )}
        {question.type === 'multi_scale_table' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <LinesEditor
              form={form}
              path={`${path}.rows`}
              lines={question.rows}
              max={DIAGNOSTIC_TABLE_ROWS_MAX}
              name="rows"
            />
            <LinesEditor
              form={form}
              path={`${path}.columns`}
              lines={question.columns}
              max={DIAGNOSTIC_TABLE_COLUMNS_MAX}
              name="columns"
            />
          </SimpleGrid>
        )}
        {(question.type === 'scale' || question.type === 'multi_scale_table') && (
          <ScaleEditor form={form} path={`${path}.scale`} scale={question.scale} />
        )}
      </Stack>
    </Paper>
  );
}
