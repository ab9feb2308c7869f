import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import {
  checkModeratorStatusChange,
  EXERCISE_STATUS,
  type Exercise,
  type ExerciseInput,
  type ExerciseStatus,
  MODERATION_COMMENT_MAX_LENGTH,
  ROLE,
} from '@slovo/contracts';
import { IconGavel } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionField } from '../../../components/description-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSaveExerciseMutation } from '../api/save-exercise.ts';
import { getStatusName, STATUS_ORDER } from './exercise-status.ts';
import { describeFieldProblem, type FieldProblem, toFieldProblem } from './field-problem.ts';

/**
 * The PUT takes the whole microblock: a decision sends it back as it is, with the new status and
 * the moderator's comment.
 */
function toDecisionInput(
  exercise: Exercise,
  statusId: ExerciseStatus,
  comment: string,
): ExerciseInput {
  return {
    workspace_id: exercise.workspace_id,
    title: exercise.title,
    category_id: exercise.category_id,
    description: exercise.description,
    comment: exercise.comment,
    instruction: exercise.instruction,
    presentation_id: exercise.presentation.id,
    tag_ids: exercise.tags.map((tag) => tag.id),
    new_tags: [],
    interest_ids: exercise.interests.map((interest) => interest.id),
    usage_frequency: exercise.usage_frequency === 3 ? 3 : 1,
    language: exercise.language,
    is_read_only: exercise.is_read_only,
    is_excluded_from_generation: exercise.is_excluded_from_generation,
    is_ready_for_generation: exercise.is_ready_for_generation,
    image_ids: exercise.images.map((image) => image.id),
    audio_ids: exercise.audios.map((audio) => audio.id),
    request_id: exercise.request_id,
    status_id: statusId,
    status_comment: comment.trim(),
  };
}

type DecisionProblems = { status?: FieldProblem; comment?: FieldProblem };

type DecisionPanelProps = {
  exercise: Exercise;
  onDecided: (exercise: Exercise) => void;
};

/** A moderator's decision: any status but the current one; declining needs a comment. */
export function DecisionPanel({ exercise, onDecided }: DecisionPanelProps) {
  const { t } = useTranslation('exercise-editor');
  const saveExercise = useSaveExerciseMutation();
  const [statusValue, setStatusValue] = useState('');
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<DecisionProblems>({});
  const choices = STATUS_ORDER.filter((status) => status !== exercise.status_id);
  const isDeclining = Number(statusValue) === EXERCISE_STATUS.declined;

  const showServerProblem = (error: Error) => {
    const problem = toFieldProblem(error);
    if (!problem || !isApiError(error)) return;
    if (error.code === 'DECLINE_COMMENT_REQUIRED') setProblems({ comment: problem });
    else if (error.code === 'STATUS_UNCHANGED') setProblems({ status: problem });
    else if (error.fields.some((field) => field.path === 'status_comment')) {
      setProblems({ comment: problem });
    } else setProblems({ status: problem });
  };

  const decide = () => {
    if (statusValue === '') {
      setProblems({ status: { kind: 'key', key: 'validation.required' } });
      return;
    }
    const statusId = Number(statusValue) as ExerciseStatus;
    const check = checkModeratorStatusChange(exercise.status_id, statusId, comment);
    if (check === 'COMMENT_REQUIRED') {
      setProblems({ comment: { kind: 'key', key: 'DECLINE_COMMENT_REQUIRED' } });
      return;
    }
    if (check === 'SAME_STATUS') {
      setProblems({ status: { kind: 'key', key: 'STATUS_UNCHANGED' } });
      return;
    }
    setProblems({});
    saveExercise.mutate(
      {
        exerciseId: exercise.id,
        roleId: ROLE.moderator,
        body: toDecisionInput(exercise, statusId, comment),
      },
      { onSuccess: onDecided, onError: showServerProblem },
    );
  };

  return (
    <Stack gap="md" data-testid="decision-panel">
      <NativeSelect
        value={statusValue}
        onChange={(event) => {
          setStatusValue(event.currentTarget.value);
          setProblems({});
        }}
        data={[
          { value: '', label: t('exercise-editor:decision.chooseStatus'), disabled: true },
          ...choices.map((status) => ({
            value: String(status),
            label: t(`exercise-editor:status.${getStatusName(status)}`),
          })),
        ]}
        label={t('exercise-editor:decision.status')}
        error={problems.status && describeFieldProblem(problems.status)}
        withAsterisk
        data-testid="decision-status"
      />
      <DescriptionField
        value={comment}
        onChange={(event) => {
          setComment(event.currentTarget.value);
          setProblems((current) => ({ ...current, comment: undefined }));
        }}
        label={t('exercise-editor:decision.comment')}
        placeholder={
          isDeclining
            ? t('exercise-editor:decision.declinePlaceholder')
            : t('exercise-editor:decision.commentPlaceholder')
        }
        hint={t('exercise-editor:form.lengthHint', {
          length: comment.length,
          max: MODERATION_COMMENT_MAX_LENGTH,
        })}
        maxLength={MODERATION_COMMENT_MAX_LENGTH}
        error={problems.comment && describeFieldProblem(problems.comment)}
        withAsterisk={isDeclining}
        minRows={3}
        data-testid="decision-comment"
      />
      {isDeclining && (
        <Text size="xs" c="dimmed">
          {t('exercise-editor:decision.declineHint')}
        </Text>
      )}
      <Button
        leftSection={<IconGavel size={18} />}
        onClick={decide}
        loading={saveExercise.isPending}
        data-testid="decision-save"
      >
        {t('exercise-editor:decision.save')}
      </Button>
    </Stack>
  );
}
