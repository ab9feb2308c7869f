import { Card, Grid, Stack } from '@mantine/core';
import { buildPath, type Exercise, ROLE } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { notify } from '../../../lib/notify.ts';
import { DecisionPanel } from '../components/decision-panel.tsx';
import { ExerciseDetails } from '../components/exercise-details.tsx';
import { getStatusName } from '../components/exercise-status.ts';
import { GenerationFlagsPanel } from '../components/generation-flags-panel.tsx';
import { SlideViewer } from '../components/slide-viewer.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { ExerciseScreen } from './exercise-screen.tsx';

function ModerateExercise({ exercise }: { exercise: Exercise }) {
  const { t } = useTranslation(['exercise-editor', 'exercises']);
  const navigate = useNavigate();

  const finish = (saved: Exercise) => {
    notify({
      color: 'green',
      message: t('exercise-editor:decision.saved', {
        title: saved.title,
        status: t(`exercise-editor:status.${getStatusName(saved.status_id)}`),
      }),
    });
    navigate(buildPath('moderatorList'));
  };

  return (
    <Stack gap="lg" maw={1400} data-testid="moderate-page">
      <PageHeader
        title={exercise.title}
        description={t('exercise-editor:moderate.subtitle', { author: exercise.author.name })}
        actions={
          <StatusBadge status={exercise.status_id} size="lg" testId="exercise-status-badge" />
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Card padding="lg">
              <SlideViewer key={exercise.presentation.id} presentation={exercise.presentation} />
            </Card>
            <SectionCard title={t('exercise-editor:moderate.details')}>
              <ExerciseDetails exercise={exercise} isFull />
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <SectionCard title={t('exercise-editor:decision.title')}>
              <DecisionPanel exercise={exercise} onDecided={finish} />
            </SectionCard>
            <SectionCard title={t('exercises:generationPanel.title')}>
              <GenerationFlagsPanel exercise={exercise} />
            </SectionCard>
            <SectionCard title={t('exercise-editor:history.title')}>
              <StatusHistory history={exercise.history} />
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Spec 2: `/moderate-exercise/{exerciseId}`, where a moderator reviews and decides. */
export function ModerateExercisePage() {
  return (
    <ExerciseScreen
      roleId={ROLE.moderator}
      render={(exercise) => <ModerateExercise exercise={exercise} />}
    />
  );
}
