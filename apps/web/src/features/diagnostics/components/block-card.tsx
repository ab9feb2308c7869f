import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DIAGNOSTIC_BLOCK_QUESTIONS_MAX, type DiagnosticBlock } from '@slovo/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type BuilderForm, getFieldProps, getListError } from './builder-form.ts';
import { ComputedBlockFields } from './computed-block-fields.tsx';
import { createQuestion, dropStaleSources, moveItem } from './diagnostic-form-values.ts';
import { DragItem, DragReorder } from './drag-reorder.tsx';
import { ListError } from './list-error.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { QuestionCard } from './question-card.tsx';

type BlockCardProps = {
  form: BuilderForm;
  block: DiagnosticBlock;
  index: number;
  count: number;
  handle: ReactNode;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** One block: a titled group of ordered questions, or a computed score. */
export function BlockCard({ form, block, index, count, handle, onMove, onRemove }: BlockCardProps) {
  const { t } = useTranslation('diagnostics');
  const path = `blocks.${index}`;
  const questionsPath = `${path}.questions`;
  const moveQuestion = (from: number, to: number) => {
    if (block.kind !== 'questions') return;
    form.setFieldValue(questionsPath, moveItem(block.questions, from, to));
  };
  const removeQuestion = (questionIndex: number) => {
    form.removeListItem(questionsPath, questionIndex);
    form.setFieldValue('blocks', dropStaleSources(form.getValues().blocks));
  };
  return (
    <Card withBorder padding="md" radius="md" data-testid={`block-${index}`} data-kind={block.kind}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            {handle}
            <Text fw={700} size="sm">
              {t('diagnostics:block.number', { number: index + 1 })}
            </Text>
            <Badge variant="light" color={block.kind === 'computed' ? 'grape' : 'indigo'} tt="none">
              {t(`diagnostics:block.kinds.${block.kind}`)}
            </Badge>
          </Group>
          <Group gap={4} wrap="nowrap">
            <MoveButtons
              index={index}
              count={count}
              onMove={onMove}
              upLabel={t('diagnostics:block.moveUp', { number: index + 1 })}
              downLabel={t('diagnostics:block.moveDown', { number: index + 1 })}
              testId="block"
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={() => onRemove(index)}
              aria-label={t('diagnostics:block.remove', { number: index + 1 })}
              data-testid="block-remove"
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          {...getFieldProps(form, `${path}.title`)}
          label={t('diagnostics:block.title')}
          withAsterisk
          data-testid="block-title"
        />
        <Textarea
          {...getFieldProps(form, `${path}.description`, true)}
          label={t('diagnostics:block.description')}
          autosize
          minRows={1}
          maxRows={6}
          data-testid="block-description"
        />
        {block.kind === 'computed' ? (
          <ComputedBlockFields form={form} path={path} block={block} blocks={form.values.blocks} />
        ) : (
          <Stack gap="sm">
            <DragReorder group={`questions-${block.key}`} onMove={moveQuestion}>
              {block.questions.map((question, questionIndex) => (
                <DragItem
                  key={question.key}
                  group={`questions-${block.key}`}
                  id={question.key}
                  index={questionIndex}
                  handleLabel={t('diagnostics:question.drag')}
                >
                  {(questionHandle) => (
                    <Group gap={4} align="flex-start" wrap="nowrap">
                      <div style={{ paddingTop: 8 }}>{questionHandle}</div>
                      <div style={{ flex: 1, minWidth: 0 }}>
                        <QuestionCard
                          form={form}
                          path={`${questionsPath}.${questionIndex}`}
                          question={question}
                          index={questionIndex}
                          count={block.questions.length}
                          onMove={moveQuestion}
                          onRemove={() => removeQuestion(questionIndex)}
                        />
                      </div>
                    </Group>
                  )}
                </DragItem>
              ))}
            </DragReorder>
            <ListError error={getListError(form, questionsPath)} testId="block-questions-error" />
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={16} />}
                disabled={block.questions.length >= DIAGNOSTIC_BLOCK_QUESTIONS_MAX}
                onClick={() => {
                  form.insertListItem(questionsPath, createQuestion('short_answer'));
                  form.clearFieldError(questionsPath);
                }}
                data-testid="question-add"
              >
                {t('diagnostics:question.add')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
