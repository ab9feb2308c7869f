import { Button, Stack } from '@mantine/core';
import { buildPath, SKIP_REASON_PARAM, SOURCE_SKIP_REASONS } from '@slovo/contracts';
import { IconSquarePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { ExerciseBoard } from '../components/exercise-board.tsx';
import { ExerciseStatsPanel } from '../components/exercise-stats-panel.tsx';

/** Spec 2: the moderator's list of every microblock of the project, with the work statistics. */
export function ModeratorListPage() {
  const { t } = useTranslation('exercises');
  const { user, workspaceId } = useSession();
  // A generation run's report links here with the reason it skipped microblocks for.
  const [searchParams, setSearchParams] = useSearchParams();
  const skipReason = SOURCE_SKIP_REASONS.find(
    (reason) => reason === searchParams.get(SKIP_REASON_PARAM),
  );
  if (workspaceId === null) return <NoAccessView />;
  const projectTitle =
    user.workspaces.find((entry) => entry.workspaceId === workspaceId)?.workspaceTitle ?? '';

  return (
    <Stack gap="lg" maw={1200} data-testid="moderator-list-page">
      <PageHeader
        title={t('exercises:moderatorTitle')}
        description={t('exercises:moderatorSubtitle', { project: projectTitle })}
        actions={
          <Button
            component={Link}
            to={buildPath('createExerciseModerator')}
            leftSection={<IconSquarePlus size={18} />}
            data-testid="create-exercise"
          >
            {t('exercises:create')}
          </Button>
        }
      />
      <ExerciseStatsPanel key={`stats-${workspaceId}`} workspaceId={workspaceId} />
      <ExerciseBoard
        key={`${workspaceId}-${skipReason ?? ''}`}
        workspaceId={workspaceId}
        viewAs="moderator"
        {...(skipReason && {
          skipFilter: { reason: skipReason, onClear: () => setSearchParams({}) },
        })}
      />
    </Stack>
  );
}
