import { Alert, Badge, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReportRow } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { type ReportRange, useReportLessons } from '../api/reports-api.ts';
import { formatDuration, lessonName } from './format-figures.ts';

type LessonsDrawerProps = {
  workspaceId: number;
  range: ReportRange | null;
  row: ReportRow | null;
  onClose: () => void;
  onExclude: (kind: 'lesson' | 'client', id: number) => void;
  busyKey: string | null;
};

/** The lessons a microblock was in: a test lesson or a student can be left out from here. */
export function LessonsDrawer({
  workspaceId,
  range,
  row,
  onClose,
  onExclude,
  busyKey,
}: LessonsDrawerProps) {
  const { t } = useTranslation('reports');
  const lessons = useReportLessons(workspaceId, range, row?.exercise_id ?? null);
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      title={row ? t('reports:lessons.title', { title: row.title }) : ''}
      data-testid="report-lessons-drawer"
    >
      {lessons.isPending && row !== null && <Loader size="sm" />}
      {lessons.isError && <Alert color="red">{lessons.error.message}</Alert>}
      {lessons.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('reports:lessons.empty')}
        </Text>
      )}
      <Stack gap="md">
        {lessons.data?.map((lesson) => (
          <Stack
            key={lesson.lesson_id}
            gap={6}
            pb="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            data-testid={`report-lesson-${lesson.lesson_id}`}
          >
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm" truncate>
                {lessonName(t, lesson)}
              </Text>
              {!lesson.is_played && (
                <Badge variant="light" color="gray">
                  {t('reports:lessons.notPlayed')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {formatDate(lesson.day)} · {lesson.client.name}
              {lesson.teacher_name ? ` · ${lesson.teacher_name}` : ''}
            </Text>
            {lesson.seconds !== null && (
              <Text
                size="xs"
                data-estimated={lesson.is_estimated}
                data-testid={`report-time-${lesson.lesson_id}`}
              >
                {t(lesson.is_estimated ? 'reports:lessons.timeEstimated' : 'reports:lessons.time', {
                  time: formatDuration(lesson.seconds),
                })}
              </Text>
            )}
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={busyKey === `lesson-${lesson.lesson_id}`}
                onClick={() => onExclude('lesson', lesson.lesson_id)}
                data-testid={`report-exclude-lesson-${lesson.lesson_id}`}
              >
                {t('reports:actions.excludeLesson')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={busyKey === `client-${lesson.client.id}`}
                onClick={() => onExclude('client', lesson.client.id)}
                data-testid={`report-exclude-client-${lesson.lesson_id}`}
              >
                {t('reports:actions.excludeStudent')}
              </Button>
            </Group>
          </Stack>
        ))}
      </Stack>
    </Drawer>
  );
}
