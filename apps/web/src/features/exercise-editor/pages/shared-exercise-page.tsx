import { Card, Grid, Group, Stack } from '@mantine/core';
import { type Exercise, type ExerciseSummary, ROLE } from '@slovo/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { ExerciseDetails } from '../components/exercise-details.tsx';
import { SlideViewer } from '../components/slide-viewer.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { ExerciseScreen } from './exercise-screen.tsx';

/** What the likes and dislikes control of the exercises feature takes. */
type ReactionButtonsProps = {
  exerciseId: number;
  ownReaction: ExerciseSummary['own_reaction'];
  likes: number;
  dislikes: number;
};

type SharedExercisePageProps = {
  /**
   * Features do not import each other: the app hands in the exercises feature's reaction buttons
   * when it composes this page.
   */
  ReactionButtons?: ComponentType<ReactionButtonsProps>;
  /** The tickets feature's "report a problem" control for this microblock (decision 040). */
  ReportButton?: ComponentType<{ workspaceId: number; exerciseId: number }>;
};

type SharedExerciseProps = SharedExercisePageProps & { exercise: Exercise };

function SharedExercise({ exercise, ReactionButtons, ReportButton }: SharedExerciseProps) {
  const { t } = useTranslation('exercise-editor');
  return (
    <Stack gap="lg" maw={1400} data-testid="shared-exercise-page">
      <PageHeader
        title={exercise.title}
        description={t('exercise-editor:shared.subtitle', { author: exercise.author.name })}
        actions={
          <Group gap="sm">
            <StatusBadge status={exercise.status_id} size="lg" testId="exercise-status-badge" />
            {ReactionButtons && (
              <ReactionButtons
                exerciseId={exercise.id}
                ownReaction={exercise.own_reaction}
                likes={exercise.likes_count}
                dislikes={exercise.dislikes_count}
              />
            )}
            {ReportButton && (
              <ReportButton workspaceId={exercise.workspace_id} exerciseId={exercise.id} />
            )}
          </Group>
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card padding="lg">
            <SlideViewer key={exercise.presentation.id} presentation={exercise.presentation} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SectionCard title={t('exercise-editor:moderate.details')}>
            <ExerciseDetails exercise={exercise} />
          </SectionCard>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * Spec 2: `/shared-exercise/{exerciseId}`, read-only for authors and moderators. It is read as
 * an author where the user is one (their own or accepted work), else as a moderator.
 */
export function SharedExercisePage({ ReactionButtons, ReportButton }: SharedExercisePageProps) {
  const { roles } = useSession();
  const roleId = roles.includes(ROLE.author) ? ROLE.author : ROLE.moderator;
  return (
    <ExerciseScreen
      roleId={roleId}
      render={(exercise) => (
        <SharedExercise
          exercise={exercise}
          {...(ReactionButtons ? { ReactionButtons } : {})}
          {...(ReportButton ? { ReportButton } : {})}
        />
      )}
    />
  );
}
