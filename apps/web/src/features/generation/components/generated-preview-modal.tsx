import { Alert, Badge, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { Presentation } from '@slovo/contracts';
import { IconAlertCircle, IconLock, IconLockOpen } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import { useGeneratedExercise } from '../api/get-generated-exercise.ts';

/** The exercise editor's slide viewer, handed in by the app (features do not import each other). */
export type SlideViewerComponent = ComponentType<{ presentation: Presentation }>;

type PreviewBodyProps = {
  workspaceId: number;
  exerciseId: number;
  SlideViewer: SlideViewerComponent;
};

function PreviewBody({ workspaceId, exerciseId, SlideViewer }: PreviewBodyProps) {
  const { t } = useTranslation('generation');
  const query = useGeneratedExercise({ workspaceId, exerciseId });
  if (query.isPending) {
    return (
      <Stack gap="sm" data-testid="generated-preview-loading">
        <Skeleton height={20} width="50%" />
        <Skeleton height={320} />
      </Stack>
    );
  }
  if (!query.data) {
    const isGone = isApiError(query.error) && query.error.code === 'NOT_FOUND';
    return (
      <Alert
        color={isGone ? 'yellow' : 'red'}
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('generation:preview.error')}
        data-testid="generated-preview-error"
      >
        {isGone ? t('generation:preview.notFound') : t('generation:list.errorText')}
      </Alert>
    );
  }
  const exercise = query.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          <Text span c="dimmed">
            {t('generation:preview.source')}:{' '}
          </Text>
          <Text span fw={600} data-testid="generated-preview-source">
            {exercise.title}
          </Text>
        </Text>
        <Badge
          color={exercise.is_read_only ? 'gray' : 'teal'}
          variant="light"
          tt="none"
          leftSection={exercise.is_read_only ? <IconLock size={12} /> : <IconLockOpen size={12} />}
        >
          {exercise.is_read_only ? t('generation:list.readOnly') : t('generation:list.editable')}
        </Badge>
      </Group>
      <SlideViewer key={exercise.presentation.id} presentation={exercise.presentation} />
    </Stack>
  );
}

type GeneratedPreviewModalProps = Omit<PreviewBodyProps, 'exerciseId'> & {
  /** Null: closed. */
  exerciseId: number | null;
  title: string;
  onClose: () => void;
};

/** A themed version's slides, as the viewer shows any deck (rendering, drawn or failed). */
export function GeneratedPreviewModal({
  workspaceId,
  exerciseId,
  title,
  SlideViewer,
  onClose,
}: GeneratedPreviewModalProps) {
  const isWide = useIsBreakpointUp('sm');
  return (
    <Modal
      opened={exerciseId !== null}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={!isWide}
      styles={{ title: { fontWeight: 700, overflowWrap: 'anywhere' } }}
    >
      <div data-testid="generated-preview">
        {exerciseId !== null && (
          <PreviewBody
            workspaceId={workspaceId}
            exerciseId={exerciseId}
            SlideViewer={SlideViewer}
          />
        )}
      </div>
    </Modal>
  );
}
