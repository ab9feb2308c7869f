import { Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { RichTextView } from '../../../components/rich-text-view.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.tsx';
import { type ProgramKind, useProgramItem } from '../api/programs-api.ts';
import { ProgramForm } from '../components/program-form.tsx';
import { getEditPath, getListPath } from './program-paths.ts';

const NOT_FOUND_CODES = new Set(['EXERCISE_COMPLEX_NOT_FOUND', 'RECOMMENDED_PROGRAM_NOT_FOUND']);

/** Spec 8: a complex or program that is gone says so, with what to do (refresh, the admin). */
function NotFound({ kind, message }: { kind: ProgramKind; message?: string }) {
  const { t } = useTranslation('programs');
  return (
    <EmptyState
      testId="program-not-found"
      icon={<IconFileUnknown size={32} />}
      title={t(`programs:${kind}.notFound`)}
      description={message ?? t(`programs:${kind}.notFoundText`)}
      action={
        <Button
          component={Link}
          to={getListPath(kind)}
          leftSection={<IconArrowLeft size={18} />}
          mt="sm"
        >
          {t(`programs:${kind}.back`)}
        </Button>
      }
    />
  );
}

function CreateScreen({ kind }: { kind: ProgramKind }) {
  const { t } = useTranslation('programs');
  const { workspaceId } = useSession();
  const navigate = useNavigate();
  if (workspaceId === null) return <NoAccessView />;
  return (
    <Stack gap="lg" maw={1000} data-testid={`create-${kind}-page`}>
      <PageHeader
        title={t(`programs:${kind}.newTitle`)}
        description={t(`programs:${kind}.newSubtitle`)}
      />
      <ProgramForm
        key={workspaceId}
        kind={kind}
        workspaceId={workspaceId}
        onSaved={(saved) => navigate(getEditPath(kind, saved.id), { replace: true })}
      />
    </Stack>
  );
}

function LoadedItem({
  kind,
  workspaceId,
  id,
}: {
  kind: ProgramKind;
  workspaceId: number;
  id: number;
}) {
  const { t } = useTranslation('programs');
  const query = useProgramItem(kind, workspaceId, id);
  // A failed refetch keeps the form on screen; only a first load shows its failure.
  if (!query.data) {
    if (query.isPending) {
      return (
        <Stack gap="lg" data-testid="program-loading">
          <Skeleton height={32} width="40%" />
          <Skeleton height={320} />
        </Stack>
      );
    }
    if (isApiError(query.error) && NOT_FOUND_CODES.has(query.error.code ?? '')) {
      return <NotFound kind={kind} message={query.error.message} />;
    }
    return (
      <QueryErrorAlert
        title={t('programs:error.title')}
        description={t('programs:error.description')}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
        testId="program-error"
      />
    );
  }
  return (
    <Stack gap="lg" maw={1000} data-testid={`edit-${kind}-page`}>
      <PageHeader title={query.data.name} description={t(`programs:${kind}.editSubtitle`)} />
      <ProgramForm key={query.data.id} kind={kind} workspaceId={workspaceId} item={query.data} />
      <SectionCard title={t('programs:form.preview')}>
        <RichTextView doc={query.data.content} testId="program-preview" />
      </SectionCard>
    </Stack>
  );
}

function EditScreen({ kind, param }: { kind: ProgramKind; param: 'complexId' | 'programId' }) {
  const { workspaceId } = useSession();
  const id = Number(useParams()[param]);
  if (workspaceId === null) return <NoAccessView />;
  if (!Number.isInteger(id) || id <= 0) return <NotFound kind={kind} />;
  return <LoadedItem key={`${workspaceId}-${id}`} kind={kind} workspaceId={workspaceId} id={id} />;
}

/** `/create-recommended-program`: once saved, the program goes on to its edit address. */
export function CreateRecommendedProgramPage() {
  return <CreateScreen kind="programs" />;
}

/** `/edit-recommended-program/{programId}`. */
export function EditRecommendedProgramPage() {
  return <EditScreen kind="programs" param="programId" />;
}

/** `/create-exercise-complex`: once saved, the complex goes on to its edit address. */
export function CreateExerciseComplexPage() {
  return <CreateScreen kind="complexes" />;
}

/** `/edit-exercise-complex/{complexId}`. */
export function EditExerciseComplexPage() {
  return <EditScreen kind="complexes" param="complexId" />;
}
