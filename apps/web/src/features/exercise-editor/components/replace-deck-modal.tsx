import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { EXERCISE_STATUS, type Exercise, ROLE, type Upload } from '@slovo/contracts';
import { IconAlertCircle, IconPresentation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { formatMessage } from '../../../lib/messages.ts';
import { notify } from '../../../lib/notify.ts';
import { useExercise } from '../api/get-exercise.ts';
import { useReplaceDeckMutation } from '../api/replace-deck.ts';
import { useIsUploadingExerciseFiles } from '../api/upload-exercise-file.ts';
import { formatFileSize } from './format-file-size.ts';
import { PresentationField } from './presentation-field.tsx';

type ReplaceDeckModalProps = {
  workspaceId: number;
  exerciseId: number;
  onClose: () => void;
  onReplaced: () => void;
};

/** The deck the microblock has now: its file name, size and slides. */
function CurrentDeck({ exercise }: { exercise: Exercise }) {
  const { t } = useTranslation('exercise-editor');
  const deck = exercise.presentation;
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" data-testid="replace-deck-current">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="gray" size="lg" radius="md">
          <IconPresentation size={20} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {t('exercise-editor:replaceDeck.current')}
          </Text>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {deck.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatFileSize(deck.size, t)}
            {deck.slide_count !== null &&
              ` · ${t('exercise-editor:form.slideCount', { slides: deck.slide_count })}`}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

function ReplaceDeckForm({
  workspaceId,
  exercise,
  onClose,
  onReplaced,
}: Omit<ReplaceDeckModalProps, 'exerciseId'> & { exercise: Exercise }) {
  const { t } = useTranslation(['exercise-editor', 'common']);
  const [deck, setDeck] = useState<Upload | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const replace = useReplaceDeckMutation();
  const isUploading = useIsUploadingExerciseFiles();
  // Checked on the server too: a themed version is made from its source, and a microblock
  // still in moderation changes through a decision.
  const isReplaceable =
    exercise.source_id === null && exercise.status_id === EXERCISE_STATUS.accepted;

  const submit = () => {
    if (!deck) return;
    setRefusal(null);
    replace.mutate(
      { workspaceId, exerciseId: exercise.id, presentationId: deck.id },
      {
        onSuccess: (saved) => {
          notify({
            color: 'green',
            message: t('exercise-editor:replaceDeck.done', {
              title: saved.title,
              count: saved.slide_count,
            }),
          });
          onReplaced();
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('exercise-editor:replaceDeck.intro', { title: exercise.title })}</Text>
      <CurrentDeck exercise={exercise} />
      {isReplaceable ? (
        <PresentationField
          workspaceId={workspaceId}
          label={t('exercise-editor:replaceDeck.new')}
          value={deck}
          onChange={(upload) => {
            setDeck(upload);
            setRefusal(null);
          }}
        />
      ) : (
        <Alert
          color="orange"
          icon={<IconAlertCircle size={18} />}
          data-testid="replace-deck-refused"
        >
          {formatMessage('DECK_NOT_REPLACEABLE', getUiLanguage())}
        </Alert>
      )}
      {refusal && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          data-testid="replace-deck-error"
        >
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        {isReplaceable && (
          <Button
            onClick={submit}
            loading={replace.isPending}
            disabled={deck === null || isUploading}
            data-testid="replace-deck-confirm"
          >
            {t('exercise-editor:replaceDeck.confirm')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The dialog behind "Replace the deck": the microblock's deck now, the microblock form's
 * presentation field (the same upload and checks, refusals explained under it), and the save.
 */
export function ReplaceDeckModal({
  workspaceId,
  exerciseId,
  onClose,
  onReplaced,
}: ReplaceDeckModalProps) {
  const { t } = useTranslation('exercise-editor');
  const exercise = useExercise({ workspaceId, exerciseId, roleId: ROLE.moderator });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('exercise-editor:replaceDeck.title')}
      size="lg"
      centered
      data-testid="replace-deck-modal"
    >
      {exercise.data ? (
        <ReplaceDeckForm
          workspaceId={workspaceId}
          exercise={exercise.data}
          onClose={onClose}
          onReplaced={onReplaced}
        />
      ) : exercise.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          data-testid="replace-deck-load-error"
        >
          {exercise.error.message}
        </Alert>
      ) : (
        <Stack gap="sm" data-testid="replace-deck-loading">
          <Skeleton height={16} width="80%" />
          <Skeleton height={64} />
          <Skeleton height={120} />
        </Stack>
      )}
    </Modal>
  );
}
