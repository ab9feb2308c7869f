import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { buildPath, type LessonSummary } from '@slovo/contracts';
import {
  IconCalendarEvent,
  IconClockHour4,
  IconPencil,
  IconPlayerPlay,
  IconPresentation,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates.ts';

type LessonListProps = {
  lessons: LessonSummary[];
  onPlay: (lessonId: number) => void;
  /** The lesson whose player is being opened. */
  playingId: number | null;
};

function Fact({
  icon,
  children,
  testId,
}: {
  icon: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed" data-testid={testId}>
      {icon}
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

/** When it is due; a finished lesson tells when it ended instead. */
function LessonTime({ lesson }: { lesson: LessonSummary }) {
  const { t } = useTranslation('lessons');
  if (lesson.finished_at) {
    return t('lessons:list.finishedAt', { date: formatDateTime(lesson.finished_at) });
  }
  return lesson.scheduled_at ? formatDateTime(lesson.scheduled_at) : t('lessons:list.notScheduled');
}

function PreparedBadge({ lesson }: { lesson: LessonSummary }) {
  const { t } = useTranslation('lessons');
  const isPrepared = lesson.prepared_at !== null;
  return (
    <Badge
      variant="light"
      color={isPrepared ? 'teal' : 'orange'}
      data-testid="lesson-row-prepared"
      data-prepared={isPrepared}
    >
      {t(isPrepared ? 'lessons:prepared.yes' : 'lessons:prepared.no')}
    </Badge>
  );
}

function LessonRow({
  lesson,
  onPlay,
  playingId,
}: Omit<LessonListProps, 'lessons'> & {
  lesson: LessonSummary;
}) {
  const { t } = useTranslation('lessons');
  const isFinished = lesson.state === 'finished';
  const numbers = t('lessons:numbers', { plan: lesson.plan_number, lesson: lesson.number });
  return (
    <Group
      justify="space-between"
      align="center"
      gap="sm"
      p="md"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="lesson-row"
      data-lesson-id={lesson.id}
    >
      <Stack gap={6} miw={0} style={{ flex: '1 1 280px' }}>
        <Group gap="xs">
          <Text fw={600}>{lesson.client.child_name}</Text>
          <PreparedBadge lesson={lesson} />
        </Group>
        <Text size="sm">
          {numbers}
          {lesson.title && (
            <Text span size="sm" fw={500}>
              {' · '}
              {lesson.title}
            </Text>
          )}
        </Text>
        <Group gap="md" style={{ rowGap: 4 }}>
          <Fact icon={<IconCalendarEvent size={16} />} testId="lesson-row-time">
            <LessonTime lesson={lesson} />
          </Fact>
          <Fact icon={<IconPresentation size={16} />} testId="lesson-row-count">
            {t('lessons:list.presentations', { count: lesson.item_count })}
          </Fact>
          {isFinished && (
            <Fact icon={<IconClockHour4 size={16} />} testId="lesson-row-tracked">
              {t('lessons:list.tracked', { count: Math.round(lesson.tracked_seconds / 60) })}
            </Fact>
          )}
        </Group>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {lesson.item_count > 0 && !isFinished && (
          <Button
            variant="light"
            color="teal"
            leftSection={<IconPlayerPlay size={16} />}
            loading={playingId === lesson.id}
            onClick={() => onPlay(lesson.id)}
            data-testid="lesson-row-play"
          >
            {t('lessons:list.play')}
          </Button>
        )}
        <Button
          component={Link}
          to={buildPath('editLesson', { lessonId: lesson.id })}
          variant={isFinished ? 'default' : 'filled'}
          leftSection={<IconPencil size={16} />}
          data-testid="lesson-row-prepare"
        >
          {t(isFinished ? 'lessons:list.open' : 'lessons:list.prepare')}
        </Button>
      </Group>
    </Group>
  );
}

/** One row per lesson; its facts wrap under each other on a phone. */
export function LessonList({ lessons, onPlay, playingId }: LessonListProps) {
  return (
    <Stack gap={0} data-testid="lesson-list">
      {lessons.map((lesson) => (
        <LessonRow key={lesson.id} lesson={lesson} onPlay={onPlay} playingId={playingId} />
      ))}
    </Stack>
  );
}
