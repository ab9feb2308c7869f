import { Box, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { buildPath, LESSON_DURATION_MINUTES, type LessonState } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getVisibleHours, type PlacedLesson, type placeWeekLessons } from './lesson-week.ts';
import { formatClock, formatDayHead, formatDayTitle } from './week-format.ts';

const HOUR_HEIGHT = 56;
const GUTTER_WIDTH = 52;
// Seven columns narrower than this cannot show a child's name: the grid scrolls sideways instead.
const DAY_MIN_WIDTH = 112;
const LESSON_HEIGHT = (LESSON_DURATION_MINUTES.min / 60) * HOUR_HEIGHT;

const STATE_COLORS: Record<LessonState, string> = {
  upcoming: 'indigo',
  finished: 'teal',
  not_finished: 'orange',
};

type WeekDays = ReturnType<typeof placeWeekLessons>;

function LessonBlock({ placed, firstHour }: { placed: PlacedLesson; firstHour: number }) {
  const { t } = useTranslation('lessons');
  const { lesson } = placed;
  const color = STATE_COLORS[lesson.state];
  const time = formatClock(placed.startMinute);
  const numbers = t('lessons:numbers', { plan: lesson.plan_number, lesson: lesson.number });
  const title = lesson.title ? `${numbers} · ${lesson.title}` : numbers;
  return (
    <UnstyledButton
      component={Link}
      to={buildPath('editLesson', { lessonId: lesson.id })}
      aria-label={`${time} ${lesson.client.child_name}, ${title}`}
      title={`${time} ${lesson.client.child_name}\n${title}`}
      data-testid="week-lesson"
      data-lesson-id={lesson.id}
      data-day={placed.day}
      data-start-minute={placed.startMinute}
      style={{
        position: 'absolute',
        top: ((placed.startMinute - firstHour * 60) / 60) * HOUR_HEIGHT,
        height: LESSON_HEIGHT,
        left: `calc(${(placed.lane / placed.lanes) * 100}% + 2px)`,
        width: `calc(${100 / placed.lanes}% - 4px)`,
        overflow: 'hidden',
        padding: '3px 6px',
        borderRadius: 'var(--mantine-radius-sm)',
        borderInlineStart: `3px solid var(--mantine-color-${color}-6)`,
        background: `var(--mantine-color-${color}-0)`,
        zIndex: 1,
      }}
    >
      <Text size="xs" fw={700} c={`${color}.9`} lh={1.3} truncate>
        {time} {lesson.client.child_name}
      </Text>
      <Text size="xs" c="dimmed" lh={1.3} truncate>
        {title}
      </Text>
    </UnstyledButton>
  );
}

/** Seven day columns over the hours of the day, each lesson at its time on the browser's clock. */
export function WeekCalendar({ days, today }: { days: WeekDays; today: string }) {
  const hours = getVisibleHours(days);
  const hourCount = hours.last - hours.first;
  const columns = `${GUTTER_WIDTH}px repeat(${days.length}, minmax(${DAY_MIN_WIDTH}px, 1fr))`;
  const lineColor = 'var(--mantine-color-gray-2)';
  return (
    <ScrollArea type="auto" scrollbarSize={8} data-testid="lesson-week-calendar">
      <Box miw={GUTTER_WIDTH + days.length * DAY_MIN_WIDTH}>
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: columns,
            borderBottom: `1px solid ${lineColor}`,
          }}
        >
          <div />
          {days.map(({ day }) => {
            const head = formatDayHead(day);
            const isToday = day === today;
            return (
              <Box
                key={day}
                py={8}
                ta="center"
                aria-label={formatDayTitle(day)}
                data-testid="week-day-head"
                data-today={isToday}
              >
                <Text size="xs" c={isToday ? 'indigo.7' : 'dimmed'} tt="uppercase" fw={600}>
                  {head.weekday}
                </Text>
                <Text
                  fw={700}
                  fz="lg"
                  c={isToday ? 'white' : undefined}
                  bg={isToday ? 'indigo.8' : undefined}
                  w={32}
                  h={32}
                  mx="auto"
                  lh="32px"
                  style={{ borderRadius: 16 }}
                >
                  {head.date}
                </Text>
              </Box>
            );
          })}
        </Box>
        <Box style={{ display: 'grid', gridTemplateColumns: columns }}>
          <Box pos="relative" h={hourCount * HOUR_HEIGHT}>
            {Array.from({ length: hourCount }, (_, index) => hours.first + index).map((hour) => (
              <Text
                key={hour}
                size="xs"
                c="dimmed"
                pos="absolute"
                top={(hour - hours.first) * HOUR_HEIGHT + 2}
                right={8}
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {formatClock(hour * 60)}
              </Text>
            ))}
          </Box>
          {days.map(({ day, lessons }) => (
            <Box
              key={day}
              pos="relative"
              h={hourCount * HOUR_HEIGHT}
              data-testid="week-day"
              data-day={day}
              style={{
                borderInlineStart: `1px solid ${lineColor}`,
                background: `repeating-linear-gradient(to bottom, ${lineColor} 0 1px, transparent 1px ${HOUR_HEIGHT}px)`,
                backgroundColor: day === today ? 'var(--mantine-color-indigo-0)' : undefined,
              }}
            >
              {lessons.map((placed) => (
                <LessonBlock key={placed.lesson.id} placed={placed} firstHour={hours.first} />
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </ScrollArea>
  );
}
