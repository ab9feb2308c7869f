import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { buildPath, type LessonSummary } from '@slovo/contracts';
import {
  IconAlertCircle,
  IconCalendarEvent,
  IconCheck,
  IconChecks,
  IconClock,
  IconPresentation,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { usePlanLessons } from '../api/get-plan-lessons.ts';

type LessonState = LessonSummary['state'];

const STATE_COLORS: Record<LessonState, string> = {
  upcoming: 'indigo',
  finished: 'green',
  not_finished: 'orange',
};

function StateIcon({ state }: { state: LessonState }) {
  if (state === 'finished') return <IconCheck size={14} />;
  if (state === 'not_finished') return <IconAlertCircle size={14} />;
  return <IconCalendarEvent size={14} />;
}

/** When it happened or is due, in the interface language. */
function LessonWhen({ lesson }: { lesson: LessonSummary }) {
  const { t } = useTranslation('students');
  if (lesson.finished_at) {
    return t('students:lessons.finishedAt', { date: formatDateTime(lesson.finished_at) });
  }
  if (lesson.scheduled_at) {
    return t(
      lesson.state === 'not_finished'
        ? 'students:lessons.missedAt'
        : 'students:lessons.scheduledAt',
      { date: formatDateTime(lesson.scheduled_at) },
    );
  }
  return t('students:lessons.notScheduled');
}

function LessonRow({ lesson }: { lesson: LessonSummary }) {
  const { t } = useTranslation('students');
  const minutes = Math.round(lesson.tracked_seconds / 60);
  return (
    <Paper
      component={Link}
      to={buildPath('editLesson', { lessonId: lesson.id })}
      withBorder
      p="xs"
      radius="md"
      data-testid="correction-lesson"
      data-lesson-id={lesson.id}
      data-state={lesson.state}
      style={{ textDecoration: 'none', color: 'inherit', display: 'block' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={24} radius="xl" variant="light" color={STATE_COLORS[lesson.state]}>
          <StateIcon state={lesson.state} />
        </ThemeIcon>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {lesson.title || t('students:lessons.untitled', { number: lesson.number })}
            </Text>
            <Badge size="xs" variant="light" color={STATE_COLORS[lesson.state]} tt="none">
              {t(`students:lessonState.${lesson.state}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            <LessonWhen lesson={lesson} />
          </Text>
          <Group gap="md" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <IconPresentation size={14} color="var(--mantine-color-dimmed)" />
              <Text size="xs" c="dimmed">
                {lesson.item_count === 0 && !lesson.prepared_at
                  ? t('students:lessons.notPrepared')
                  : t('students:lessons.items', { count: lesson.item_count })}
              </Text>
            </Group>
            {minutes > 0 && (
              <Group gap={4} wrap="nowrap">
                <IconClock size={14} color="var(--mantine-color-dimmed)" />
                <Text size="xs" c="dimmed">
                  {t('students:lessons.minutes', { minutes })}
                </Text>
              </Group>
            )}
            {lesson.done_at && (
              <Group gap={4} wrap="nowrap">
                <IconChecks size={14} color="var(--mantine-color-green-7)" />
                <Text size="xs" c="var(--mantine-color-green-light-color)">
                  {t('students:lessons.done', { date: formatDateTime(lesson.done_at) })}
                </Text>
              </Group>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

type PlanLessonsProps = { workspaceId: number; clientId: number; planId: number };

/** The lessons of one plan in their order, each opening the lesson editor. */
export function PlanLessons({ workspaceId, clientId, planId }: PlanLessonsProps) {
  const { t } = useTranslation('students');
  const lessons = usePlanLessons({ workspaceId, clientId, planId });
  if (lessons.isPending) {
    return (
      <Stack gap={6} data-testid="correction-lessons-loading">
        <Skeleton height={52} />
        <Skeleton height={52} />
      </Stack>
    );
  }
  if (lessons.isError) {
    return (
      <QueryErrorAlert
        title={t('students:lessons.errorTitle')}
        description={t('students:lessons.errorDescription')}
        isRetrying={lessons.isFetching}
        onRetry={() => void lessons.refetch()}
        testId="correction-lessons-error"
      />
    );
  }
  if (lessons.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="correction-lessons-empty">
        {t('students:lessons.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={6} data-testid="correction-lessons">
      {lessons.data.map((lesson) => (
        <LessonRow key={lesson.id} lesson={lesson} />
      ))}
    </SimpleGrid>
  );
}
