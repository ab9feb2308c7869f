import { Card, Stack } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.tsx';
import { useLesson } from '../api/get-lesson.ts';
import { useLessonCandidates } from '../api/get-lesson-candidates.ts';
import { LessonEditor } from '../components/lesson-editor.tsx';
import { BackToLessons } from '../components/lesson-header.tsx';
import {
  type ItemReportButton,
  type LessonReportButton,
  ReportButtonProvider,
} from '../components/report-button.tsx';

function useLessonIdParam(): number {
  const { lessonId } = useParams();
  const id = Number(lessonId);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === 'NOT_FOUND';
}

function LessonMissing() {
  const { t } = useTranslation('lessons');
  return (
    <Card>
      <EmptyState
        testId="lesson-not-found"
        icon={<IconMoodEmpty size={32} />}
        title={t('lessons:editor.notFound.title')}
        description={t('lessons:editor.notFound.description')}
      />
    </Card>
  );
}

function LessonLoader({ workspaceId, lessonId }: { workspaceId: number; lessonId: number }) {
  const { t } = useTranslation('lessons');
  const lesson = useLesson(workspaceId, lessonId);
  const candidates = useLessonCandidates(workspaceId, lessonId);

  if (lesson.data && candidates.data) {
    return (
      <LessonEditor
        key={lesson.data.id}
        workspaceId={workspaceId}
        lesson={lesson.data}
        candidates={candidates.data}
      />
    );
  }

  const renderState = () => {
    if (Number.isNaN(lessonId) || isNotFound(lesson.error)) return <LessonMissing />;
    if (lesson.isError || candidates.isError) {
      return (
        <QueryErrorAlert
          title={t('lessons:editor.error.title')}
          description={t('lessons:editor.error.description')}
          isRetrying={lesson.isFetching || candidates.isFetching}
          onRetry={() => {
            if (lesson.isError) void lesson.refetch();
            if (candidates.isError) void candidates.refetch();
          }}
          testId="lesson-error"
        />
      );
    }
    return (
      <Card padding={0}>
        <ListSkeleton testId="lesson-loading" />
      </Card>
    );
  };

  // While the lesson is missing or loading, the way back is still offered above it.
  return (
    <Stack gap="lg">
      <BackToLessons />
      {renderState()}
    </Stack>
  );
}

/**
 * Spec 2 `/edit-lesson/{lessonId}`: a lesson prepared block by block from the plan's folders,
 * within each block's bounds and each microblock's use in the plan (spec 5), then played.
 */
export function EditLessonPage({ ReportButton }: { ReportButton?: LessonReportButton } = {}) {
  const { workspaceId } = useSession();
  const lessonId = useLessonIdParam();
  const ItemReport = useMemo<ItemReportButton | null>(
    () =>
      ReportButton && workspaceId !== null
        ? ({ exerciseId }) => <ReportButton workspaceId={workspaceId} exerciseId={exerciseId} />
        : null,
    [ReportButton, workspaceId],
  );
  if (workspaceId === null) return <NoAccessView />;
  return (
    <ReportButtonProvider value={ItemReport}>
      <Stack gap="lg" maw={1100} data-testid="edit-lesson-page">
        <LessonLoader
          key={`${workspaceId}-${lessonId}`}
          workspaceId={workspaceId}
          lessonId={lessonId}
        />
      </Stack>
    </ReportButtonProvider>
  );
}
