import { Button, Stack } from '@mantine/core';
import { buildPath } from '@slovo/contracts';
import { IconSquarePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { ExerciseBoard } from '../components/exercise-board.tsx';

/** Spec 2: the author's index ("content creating") with their microblocks and the requests. */
export function ExercisesPage() {
  const { t } = useTranslation('exercises');
  const { user, workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  const projectTitle =
    user.workspaces.find((entry) => entry.workspaceId === workspaceId)?.workspaceTitle ?? '';

  return (
    <Stack gap="lg" maw={1200} data-testid="exercises-page">
      <PageHeader
        title={t('exercises:authorTitle')}
        description={t('exercises:authorSubtitle', { project: projectTitle })}
        actions={
          <Button
            component={Link}
            to={buildPath('createExerciseAuthor')}
            leftSection={<IconSquarePlus size={18} />}
            data-testid="create-exercise"
          >
            {t('exercises:create')}
          </Button>
        }
      />
      {/* A new workspace mounts a new board, which reads the (then cleared) saved filter. */}
      <ExerciseBoard key={workspaceId} workspaceId={workspaceId} viewAs="author" />
    </Stack>
  );
}
