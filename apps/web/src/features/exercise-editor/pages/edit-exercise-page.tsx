import { Alert, Grid, Stack } from '@mantine/core';
import { buildPath, EXERCISE_STATUS, type Exercise, ROLE } from '@slovo/contracts';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { DeclineBanner } from '../components/decline-banner.tsx';
import { ExerciseForm } from '../components/exercise-form.tsx';
import { isEditableByAuthor } from '../components/exercise-status.ts';
import { SlideViewer } from '../components/slide-viewer.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { ExerciseScreen } from './exercise-screen.tsx';

function EditExercise({ exercise }: { exercise: Exercise }) {
  const { t } = useTranslation('exercise-editor');
  const navigate = useNavigate();
  const isEditable = isEditableByAuthor(exercise.status_id);

  // A saved draft stays here; once sent, the microblock is the moderators' until they decide.
  const showNext = (saved: Exercise) => {
    if (!isEditableByAuthor(saved.status_id)) navigate(buildPath('exercises'));
  };

  return (
    <Stack gap="lg" maw={1400} data-testid="edit-exercise-page">
      <PageHeader
        title={exercise.title}
        description={t('exercise-editor:edit.subtitle')}
        actions={
          <StatusBadge status={exercise.status_id} size="lg" testId="exercise-status-badge" />
        }
      />
      {exercise.status_id === EXERCISE_STATUS.declined && (
        <DeclineBanner history={exercise.history} />
      )}
      {!isEditable && (
        <Alert
          color="gray"
          variant="light"
          icon={<IconLock size={18} />}
          title={t('exercise-editor:edit.readOnlyTitle')}
          data-testid="read-only-note"
        >
          {t('exercise-editor:edit.readOnlyText')}
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ExerciseForm
            key={exercise.id}
            workspaceId={exercise.workspace_id}
            roleId={ROLE.author}
            exercise={exercise}
            isReadOnly={!isEditable}
            onSaved={showNext}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <SectionCard title={t('exercise-editor:edit.slides')}>
              <SlideViewer key={exercise.presentation.id} presentation={exercise.presentation} />
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

/** Spec 2: `/edit-exercise/{exerciseId}`, the author's own microblock. */
export function EditExercisePage() {
  return (
    <ExerciseScreen
      roleId={ROLE.author}
      render={(exercise) => <EditExercise exercise={exercise} />}
    />
  );
}
