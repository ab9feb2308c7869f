import { Alert, Stack } from '@mantine/core';
import { buildPath, EXERCISE_STATUS, type Exercise, ROLE } from '@slovo/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import type { ExerciseRoleId } from '../api/exercise-keys.ts';
import { useExerciseRequestList } from '../api/list-requests.ts';
import { ExerciseForm } from '../components/exercise-form.tsx';
import { ExerciseQueryState } from '../components/exercise-query-state.tsx';

function readRequestId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

type CreateExerciseProps = { workspaceId: number; roleId: ExerciseRoleId };

function CreateExercise({ workspaceId, roleId }: CreateExerciseProps) {
  const { t } = useTranslation('exercise-editor');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const requestId = readRequestId(searchParams.get('request'));
  const requests = useExerciseRequestList(workspaceId, requestId !== null);
  const request = requests.data?.find((item) => item.id === requestId);

  const showNext = (saved: Exercise) => {
    if (roleId === ROLE.moderator) {
      navigate(buildPath('moderatorList'));
    } else if (saved.status_id === EXERCISE_STATUS.draft) {
      // A draft goes on in its own editing screen, where the rendered slides can be checked.
      navigate(buildPath('editExercise', { exerciseId: saved.id }), { replace: true });
    } else {
      navigate(buildPath('exercises'));
    }
  };

  const renderBody = () => {
    if (requestId !== null && requests.isPending) return <ExerciseQueryState query={requests} />;
    if (requestId !== null && requests.isError) {
      return (
        <QueryErrorAlert
          title={t('exercise-editor:create.requestErrorTitle')}
          description={t('exercise-editor:create.requestErrorDescription')}
          isRetrying={requests.isFetching}
          onRetry={() => void requests.refetch()}
          testId="request-error"
        />
      );
    }
    return (
      <>
        {requestId !== null && !request && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            data-testid="request-missing"
          >
            {t('exercise-editor:create.requestMissing')}
          </Alert>
        )}
        <ExerciseForm
          workspaceId={workspaceId}
          roleId={roleId}
          request={request}
          onSaved={showNext}
        />
      </>
    );
  };

  return (
    <Stack gap="lg" maw={960} data-testid="create-exercise-page">
      <PageHeader
        title={t('exercise-editor:create.title')}
        description={
          roleId === ROLE.moderator
            ? t('exercise-editor:create.moderatorSubtitle')
            : t('exercise-editor:create.authorSubtitle')
        }
      />
      {renderBody()}
    </Stack>
  );
}

function CreateExerciseScreen({ roleId }: { roleId: ExerciseRoleId }) {
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return <CreateExercise key={workspaceId} workspaceId={workspaceId} roleId={roleId} />;
}

/** Spec 2: `/create-exercise-author`, saved as a draft or sent to moderation. */
export function CreateExerciseAuthorPage() {
  return <CreateExerciseScreen roleId={ROLE.author} />;
}

/** Spec 2: `/create-exercise-moderator`, with the status chosen directly. */
export function CreateExerciseModeratorPage() {
  return <CreateExerciseScreen roleId={ROLE.moderator} />;
}
