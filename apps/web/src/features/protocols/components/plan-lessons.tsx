import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { buildPath, type LessonState, type LessonSummary } from '@slovo/contracts';
import {
  IconCalendarEvent,
  IconChevronRight,
  IconCircleCheck,
  IconInfoCircle,
  IconPresentation,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { usePlanLessons } from '../api/get-plan-lessons.ts';

const STATE_COLORS: Record<LessonState, string> = {
  upcoming: 'indigo',
  finished: 'teal',
  not_finished: 'orange',
};

function LessonRow({ lesson }: { lesson: LessonSummary }) {
  const { t } = useTranslation('protocols');
  const isPrepared = lesson.prepared_at !== null;
  return (
    <UnstyledButton
      component={Link}
      to={buildPath('editLesson', { lessonId: lesson.id })}
      data-testid="plan-lesson"
      data-lesson-id={lesson.id}
      style={{ display: 'block', borderTop: '1px solid var(--mantine-color-gray-2)' }}
      py="sm"
      px="xs"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {lesson.title || t('protocols:lessons.name', { number: lesson.number })}
          </Text>
          <Group gap={6}>
            <Badge size="sm" variant="light" color={STATE_COLORS[lesson.state]} tt="none">
              {t(`protocols:lessons.state.${lesson.state}`)}
            </Badge>
            <Badge
              size="sm"
              variant="dot"
              color={isPrepared ? 'teal' : 'gray'}
              tt="none"
              data-testid="plan-lesson-prepared"
            >
              {isPrepared ? t('protocols:lessons.prepared') : t('protocols:lessons.notPrepared')}
            </Badge>
          </Group>
          <Group gap="md">
            <Group gap={4} wrap="nowrap">
              <IconPresentation size={14} color="var(--mantine-color-gray-6)" />
              <Text size="xs" c="dimmed">
                {t('protocols:lessons.presentations', { count: lesson.item_count })}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconCalendarEvent size={14} color="var(--mantine-color-gray-6)" />
              <Text size="xs" c="dimmed">
                {lesson.scheduled_at
                  ? formatDateTime(lesson.scheduled_at)
                  : t('protocols:lessons.notScheduled')}
              </Text>
            </Group>
            {lesson.finished_at && (
              <Group gap={4} wrap="nowrap">
                <IconCircleCheck size={14} color="var(--mantine-color-teal-6)" />
                <Text size="xs" c="dimmed">
                  {t('protocols:lessons.finishedOn', { date: formatDateTime(lesson.finished_at) })}
                </Text>
              </Group>
            )}
          </Group>
        </Stack>
        <IconChevronRight size={18} color="var(--mantine-color-gray-5)" />
      </Group>
    </UnstyledButton>
  );
}

type PlanLessonsProps = { workspaceId: number; planId: number; isFilled: boolean };

/** The ten lessons of a plan, each opening the lesson editor. */
export function PlanLessons({ workspaceId, planId, isFilled }: PlanLessonsProps) {
  const { t } = useTranslation('protocols');
  const lessons = usePlanLessons({ workspaceId, planId });

  const renderList = () => {
    if (lessons.isPending) {
      return (
        <Stack gap="sm" data-testid="plan-lessons-loading">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
            <Skeleton key={index} height={48} radius="sm" />
          ))}
        </Stack>
      );
    }
    if (lessons.isError) {
      return (
        <QueryErrorAlert
          title={t('protocols:lessons.error')}
          description={t('protocols:error.description')}
          isRetrying={lessons.isFetching}
          onRetry={() => void lessons.refetch()}
          testId="plan-lessons-error"
        />
      );
    }
    if (lessons.data.length === 0) {
      return (
        <Text size="sm" c="dimmed" data-testid="plan-lessons-empty">
          {t('protocols:lessons.empty')}
        </Text>
      );
    }
    return (
      <Stack gap={0}>
        {lessons.data.map((lesson) => (
          <LessonRow key={lesson.id} lesson={lesson} />
        ))}
      </Stack>
    );
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="plan-lessons">
      <Stack gap="sm">
        <Text fw={700}>{t('protocols:lessons.title')}</Text>
        {!isFilled && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            data-testid="plan-lessons-hint"
          >
            {t('protocols:lessons.fillFirst')}
          </Alert>
        )}
        {renderList()}
      </Stack>
    </Paper>
  );
}
