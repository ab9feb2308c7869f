import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LessonList } from './lesson-list.tsx';
import type { placeWeekLessons } from './lesson-week.ts';
import { formatDayTitle } from './week-format.ts';

type WeekAgendaProps = {
  days: ReturnType<typeof placeWeekLessons>;
  today: string;
  onPlay: (lessonId: number) => void;
  playingId: number | null;
};

/** The week's lessons day by day, in time order; days without lessons are left out. */
export function WeekAgenda({ days, today, onPlay, playingId }: WeekAgendaProps) {
  const { t } = useTranslation('lessons');
  return (
    <Stack gap="md" data-testid="lesson-week-agenda">
      {days
        .filter((day) => day.lessons.length > 0)
        .map(({ day, lessons }) => (
          <Card key={day} padding={0} data-testid="agenda-day" data-day={day}>
            <Group gap="xs" px="md" py="sm">
              <Text fw={700}>{formatDayTitle(day)}</Text>
              {day === today && (
                <Badge variant="light" tt="none">
                  {t('lessons:week.today')}
                </Badge>
              )}
            </Group>
            <LessonList
              lessons={lessons.map((placed) => placed.lesson)}
              onPlay={onPlay}
              playingId={playingId}
            />
          </Card>
        ))}
    </Stack>
  );
}
