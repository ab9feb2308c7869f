import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useLessons } from '../api/get-lessons.ts';
import { LessonList } from './lesson-list.tsx';
import { LessonsLoadError } from './lessons-load-error.tsx';

// A short page: the list sits under the week and should not push it out of sight.
const UNSCHEDULED_PAGE_SIZE = 5;

type UnscheduledLessonsProps = {
  workspaceId: number;
  clientId: number | undefined;
  onPlay: (lessonId: number) => void;
  playingId: number | null;
};

/** Upcoming lessons that have no time yet: they cannot sit in a calendar, so they get a list. */
export function UnscheduledLessons({
  workspaceId,
  clientId,
  onPlay,
  playingId,
}: UnscheduledLessonsProps) {
  const { t } = useTranslation('lessons');
  const [page, setPage] = useState(1);
  const lessons = useLessons({
    workspaceId,
    state: 'upcoming',
    isScheduled: false,
    clientId,
    page,
    pageSize: UNSCHEDULED_PAGE_SIZE,
  });

  const renderContent = () => {
    if (lessons.isPending) return <ListSkeleton testId="unscheduled-loading" />;
    if (!lessons.data) {
      return <LessonsLoadError query={lessons} testId="unscheduled-error" />;
    }
    if (lessons.data.data.length === 0) {
      return (
        <Text size="sm" c="dimmed" px="md" pb="md" data-testid="unscheduled-empty">
          {t('lessons:unscheduled.empty')}
        </Text>
      );
    }
    return (
      <Box style={{ opacity: lessons.isPlaceholderData ? 0.6 : 1 }}>
        <LessonList lessons={lessons.data.data} onPlay={onPlay} playingId={playingId} />
      </Box>
    );
  };

  return (
    <Stack gap="sm">
      <Card padding={0} data-testid="unscheduled-lessons">
        <Stack gap={2} px="md" pt="md" pb="sm">
          <Group gap="xs">
            <Text fw={700}>{t('lessons:unscheduled.title')}</Text>
            {lessons.data && (
              <Badge variant="light" color="gray" data-testid="unscheduled-count">
                {lessons.data.meta.total}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('lessons:unscheduled.description')}
          </Text>
        </Stack>
        {renderContent()}
      </Card>
      {lessons.data && (
        <ListPagination
          meta={lessons.data.meta}
          onChange={setPage}
          testId="unscheduled-pagination"
        />
      )}
    </Stack>
  );
}
