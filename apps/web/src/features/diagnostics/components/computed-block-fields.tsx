import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import {
  DIAGNOSTIC_FORMULAS,
  DIAGNOSTIC_SCORE_TYPES,
  type DiagnosticBlock,
  type DiagnosticComputedBlock,
} from '@slovo/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type BuilderForm, getFieldProps, getListError } from './builder-form.ts';
import { listCountableQuestions } from './diagnostic-form-values.ts';
import { ListError } from './list-error.tsx';
import { ZonesEditor } from './zones-editor.tsx';

/** Zones of a score have no scale: a new one starts over this range. */
const SCORE_RANGE = { from: 0, to: 10 };

/** A computed block: what it counts (questions with weights), how, which way is better, zones. */
export function ComputedBlockFields({
  form,
  path,
  block,
  blocks,
}: {
  form: BuilderForm;
  path: string;
  block: DiagnosticComputedBlock;
  blocks: readonly DiagnosticBlock[];
}) {
  const { t } = useTranslation('diagnostics');
  const countable = listCountableQuestions(blocks);
  const chosen = new Set(block.sources.map((source) => source.question_key));
  const options = countable.map((question, index) => ({
    value: question.key,
    label:
      question.text.trim() || t('diagnostics:computed.untitledQuestion', { number: index + 1 }),
  }));
  const sourcesPath = `${path}.sources`;
  const nextQuestion = countable.find((question) => !chosen.has(question.key));
  return (
    <Stack gap="sm" data-testid="computed-fields">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          {...getFieldProps(form, `${path}.formula`)}
          label={t('diagnostics:computed.formula')}
          data={DIAGNOSTIC_FORMULAS.map((formula) => ({
            value: formula,
            label: t(`diagnostics:formulas.${formula}`),
          }))}
          allowDeselect={false}
          w={220}
          data-testid="computed-formula"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${block.key}-score-type`}>
            {t('diagnostics:computed.scoreType')}
          </Text>
          <SegmentedControl
            {...form.getInputProps(`${path}.score_type`)}
            aria-labelledby={`${block.key}-score-type`}
            data={DIAGNOSTIC_SCORE_TYPES.map((type) => ({
              value: type,
              label: t(`diagnostics:scoreTypes.${type}`),
            }))}
            data-testid="computed-score-type"
          />
        </Stack>
      </Group>
      <Text size="sm" fw={600}>
        {t('diagnostics:computed.sources')}
      </Text>
      {countable.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('diagnostics:computed.noCountable')}
        </Text>
      )}
      {block.sources.map((source, index) => (
        <Group key={source.question_key} gap="xs" wrap="nowrap" align="flex-start">
          <Select
            {...getFieldProps(form, `${sourcesPath}.${index}.question_key`)}
            aria-label={t('diagnostics:computed.source', { number: index + 1 })}
            data={options.filter((o) => o.value === source.question_key || !chosen.has(o.value))}
            allowDeselect={false}
            style={{ flex: 1 }}
            miw={0}
            data-testid="computed-source"
          />
          <NumberInput
            {...getFieldProps(form, `${sourcesPath}.${index}.weight`)}
            aria-label={t('diagnostics:computed.weight', { number: index + 1 })}
            leftSection="×"
            min={0}
            w={90}
            data-testid="computed-weight"
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => form.removeListItem(sourcesPath, index)}
            aria-label={t('diagnostics:computed.removeSource', { number: index + 1 })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <ListError error={getListError(form, sourcesPath)} testId="computed-sources-error" />
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={16} />}
          disabled={!nextQuestion}
          onClick={() => {
            if (!nextQuestion) return;
            form.insertListItem(sourcesPath, { question_key: nextQuestion.key, weight: 1 });
            form.clearFieldError(sourcesPath);
          }}
          data-testid="computed-add-source"
        >
          {t('diagnostics:computed.addSource')}
        </Button>
      </Group>
      <ZonesEditor
        form={form}
        path={`${path}.zones`}
        zones={block.zones}
        range={SCORE_RANGE}
        testId="computed-zones"
      />
    </Stack>
  );
}
