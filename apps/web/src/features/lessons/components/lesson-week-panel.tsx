import { ActionIcon, Box, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCalendarOff, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { getBrowserTimeZone } from '../../../lib/dates.ts';
import { useWeekLessons } from '../api/get-week-lessons.ts';
import {
  getToday,
  getWeekStart,
  listWeekDays,
  placeWeekLessons,
  shiftWeek,
} from './lesson-week.ts';
import { LessonsLoadError } from './lessons-load-error.tsx';
import { UnscheduledLessons } from './unscheduled-lessons.tsx';
import { WeekAgenda } from './week-agenda.tsx';
import { WeekCalendar } from './week-calendar.tsx';
import { formatWeekRange } from './week-format.ts';

type LessonWeekPanelProps = {
  workspaceId: number;
  layout: 'week' | 'agenda';
  /** The Monday shown; null for the current week. */
  weekStart: string | null;
  onWeekChange: (weekStart: string | null) => void;
  clientId: number | undefined;
  onPlay: (lessonId: number) => void;
  playingId: number | null;
};

function WeekNav({
  weekStart,
  isCurrentWeek,
  onWeekChange,
}: {
  weekStart: string;
  isCurrentWeek: boolean;
  onWeekChange: (weekStart: string | null) => void;
}) {
  const { t } = useTranslation('lessons');
  const days = listWeekDays(weekStart);
  return (
    <Group gap="xs" wrap="nowrap">
      <Tooltip label={t('lessons:week.previous')}>
        <ActionIcon
          variant="default"
          size="lg"
          flex="none"
          aria-label={t('lessons:week.previous')}
          onClick={() => onWeekChange(shiftWeek(weekStart, -1))}
          data-testid="week-previous"
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
      </Tooltip>
      <Button
        variant="default"
        flex="none"
        disabled={isCurrentWeek}
        onClick={() => onWeekChange(null)}
        data-testid="week-today"
      >
        {t('lessons:week.today')}
      </Button>
      <Tooltip label={t('lessons:week.next')}>
        <ActionIcon
          variant="default"
          size="lg"
          flex="none"
          aria-label={t('lessons:week.next')}
          onClick={() => onWeekChange(shiftWeek(weekStart, 1))}
          data-testid="week-next"
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Tooltip>
      {/* On a phone the dates wrap under each other; the buttons keep their size. */}
      <Text fw={700} fz={{ base: 'md', sm: 'lg' }} ml={4} miw={0} data-testid="week-range">
        {formatWeekRange(days[0] ?? weekStart, days[6] ?? weekStart)}
      </Text>
    </Group>
  );
}

/**
 * One week of lessons on the browser's clock, as a calendar grid or as an agenda, with the
 * lessons that have no time yet in their own list below.
 */
export function LessonWeekPanel({
  workspaceId,
  layout,
  weekStart,
  onWeekChange,
  clientId,
  onPlay,
  playingId,
}: LessonWeekPanelProps) {
  const { t } = useTranslation('lessons');
  const timeZone = getBrowserTimeZone();
  const now = new Date();
  const currentWeek = getWeekStart(now, timeZone);
  const shownWeek = weekStart ?? currentWeek;
  const today = getToday(timeZone, now);
  const lessons = useWeekLessons(workspaceId, shownWeek);
  const visible = (lessons.data ?? []).filter(
    (lesson) => clientId === undefined || lesson.client.id === clientId,
  );
  const days = placeWeekLessons(visible, shownWeek, timeZone);
  const count = days.reduce((sum, day) => sum + day.lessons.length, 0);

  const renderWeek = () => {
    if (lessons.isPending) return <ListSkeleton testId="week-loading" />;
    if (!lessons.data) {
      return <LessonsLoadError query={lessons} testId="week-error" />;
    }
    if (layout === 'agenda') {
      return count === 0 ? (
        <Card padding={0}>
          <EmptyState
            testId="week-empty"
            icon={<IconCalendarOff size={30} />}
            title={t('lessons:week.empty.title')}
            description={t('lessons:week.empty.description')}
          />
        </Card>
      ) : (
        <WeekAgenda days={days} today={today} onPlay={onPlay} playingId={playingId} />
      );
    }
    return (
      <Card padding={0}>
        <WeekCalendar days={days} today={today} />
      </Card>
    );
  };

  return (
    <Stack gap="md" data-testid="lesson-week" data-week={shownWeek} data-layout={layout}>
      <Group justify="space-between" gap="xs">
        <WeekNav
          weekStart={shownWeek}
          isCurrentWeek={shownWeek === currentWeek}
          onWeekChange={onWeekChange}
        />
        <Text size="sm" c="dimmed" data-testid="week-summary">
          {lessons.data && `${t('lessons:week.count', { count })} · `}
          {t('lessons:week.timeZone', { zone: timeZone })}
        </Text>
      </Group>
      <Box style={{ opacity: lessons.isPlaceholderData ? 0.6 : 1 }}>{renderWeek()}</Box>
      <UnscheduledLessons
        key={clientId ?? 'everyone'}
        workspaceId={workspaceId}
        clientId={clientId}
        onPlay={onPlay}
        playingId={playingId}
      />
    </Stack>
  );
}
