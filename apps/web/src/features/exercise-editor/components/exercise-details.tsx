import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Exercise } from '@slovo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function LongText({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation('exercise-editor');
  if (text.trim() === '') {
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {t('exercise-editor:details.none')}
      </Text>
    );
  }
  return (
    <Text
      size="sm"
      style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      data-testid={testId}
    >
      {text}
    </Text>
  );
}

type ExerciseDetailsProps = {
  exercise: Exercise;
  /** The moderator sees the author's note and the generation flags; a shared view does not. */
  isFull?: boolean;
};

/** What a microblock is about, read-only: who made it, where it belongs, how to use it. */
export function ExerciseDetails({ exercise, isFull = false }: ExerciseDetailsProps) {
  const { t } = useTranslation('exercise-editor');
  const flags = [
    exercise.is_read_only && t('exercise-editor:details.readOnly'),
    exercise.is_excluded_from_generation && t('exercise-editor:details.excluded'),
    exercise.is_ready_for_generation && t('exercise-editor:details.ready'),
  ].filter((flag): flag is string => typeof flag === 'string');

  return (
    <Stack gap="md" data-testid="exercise-details">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Detail label={t('exercise-editor:details.author')}>
          <Text size="sm" data-testid="exercise-author">
            {exercise.author.name}
          </Text>
        </Detail>
        <Detail label={t('exercise-editor:details.category')}>
          <Text size="sm">{exercise.category?.name ?? t('exercise-editor:details.none')}</Text>
        </Detail>
        <Detail label={t('exercise-editor:details.language')}>
          <Text size="sm">{t(`exercise-editor:languages.${exercise.language}`)}</Text>
        </Detail>
        <Detail label={t('exercise-editor:details.usageFrequency')}>
          <Text size="sm">
            {exercise.usage_frequency === 3
              ? t('exercise-editor:form.usageThrice')
              : t('exercise-editor:form.usageOnce')}
          </Text>
        </Detail>
      </SimpleGrid>
      <Detail label={t('exercise-editor:details.tags')}>
        <Group gap={6} data-testid="exercise-tag-list">
          {exercise.tags.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('exercise-editor:details.none')}
            </Text>
          )}
          {exercise.tags.map((tag) => (
            <Badge key={tag.id} variant="light" radius="sm">
              {tag.name}
            </Badge>
          ))}
        </Group>
      </Detail>
      <Detail label={t('exercise-editor:details.interests')}>
        <Group gap={6}>
          {exercise.interests.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('exercise-editor:details.none')}
            </Text>
          )}
          {exercise.interests.map((interest) => (
            <Badge
              key={interest.id}
              variant="outline"
              color="grape"
              radius="sm"
              miw={0}
              maw="100%"
              title={interest.name}
            >
              {interest.name}
            </Badge>
          ))}
        </Group>
      </Detail>
      <Detail label={t('exercise-editor:details.description')}>
        <LongText text={exercise.description} testId="exercise-description-text" />
      </Detail>
      <Detail label={t('exercise-editor:details.instruction')}>
        <LongText text={exercise.instruction} testId="exercise-instruction-text" />
      </Detail>
      {isFull && (
        <>
          <Detail label={t('exercise-editor:details.comment')}>
            <LongText text={exercise.comment} testId="exercise-comment-text" />
          </Detail>
          <Detail label={t('exercise-editor:details.flags')}>
            <Group gap={6}>
              {flags.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('exercise-editor:details.none')}
                </Text>
              )}
              {flags.map((flag) => (
                <Badge key={flag} variant="dot" color="gray">
                  {flag}
                </Badge>
              ))}
            </Group>
          </Detail>
        </>
      )}
    </Stack>
  );
}
