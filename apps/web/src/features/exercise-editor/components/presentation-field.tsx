import { Group, Input, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { PRESENTATION_MAX_BYTES, PRESENTATION_MAX_SLIDES, type Upload } from '@slovo/contracts';
import { IconPresentation, IconUpload, IconX } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadExerciseFileMutation } from '../api/upload-exercise-file.ts';
import { describeFieldProblem, type FieldProblem, toFieldProblem } from './field-problem.ts';
import { formatFileSize } from './format-file-size.ts';

const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
// Some systems report no type or a generic zip for .pptx: the extension is accepted too.
const PPTX_ACCEPT = { [PPTX_MIME]: ['.pptx'] };
const MAX_MEGABYTES = PRESENTATION_MAX_BYTES / (1024 * 1024);

// The hidden file input, for end-to-end tests that set files directly.
const FILE_INPUT_PROPS: ComponentPropsWithoutRef<'input'> & { 'data-testid': string } = {
  'data-testid': 'presentation-input',
};

function toRejectionProblem(rejections: FileRejection[]): FieldProblem {
  const isTooLarge = rejections.some((rejection) =>
    rejection.errors.some((error) => error.code === 'file-too-large'),
  );
  return isTooLarge
    ? { kind: 'key', key: 'PRESENTATION_TOO_LARGE' }
    : { kind: 'key', key: 'PRESENTATION_NOT_PPTX' };
}

type PresentationFieldProps = {
  workspaceId: number;
  /** The field's name; "Presentation" unless the screen says more. */
  label?: string;
  value: Upload | null;
  onChange: (value: Upload) => void;
  /** The form's own message, such as "Upload a .pptx presentation". */
  error?: ReactNode;
  isDisabled?: boolean;
};

/** The .pptx of a microblock: uploaded and checked at once, named by id when the form saves. */
export function PresentationField({
  workspaceId,
  label,
  value,
  onChange,
  error,
  isDisabled,
}: PresentationFieldProps) {
  const { t } = useTranslation('exercise-editor');
  const upload = useUploadExerciseFileMutation();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<FieldProblem | null>(null);

  const uploadFile = (file: File) => {
    setProblem(null);
    setProgress(0);
    upload.mutate(
      { workspaceId, kind: 'presentation', file, onProgress: setProgress },
      {
        onSuccess: onChange,
        // The form keeps everything typed so far; only the file has to be chosen again.
        onError: (uploadError) => setProblem(toFieldProblem(uploadError)),
      },
    );
  };

  return (
    <Input.Wrapper
      label={label ?? t('exercise-editor:form.presentation')}
      description={t('exercise-editor:form.presentationHint', {
        max: MAX_MEGABYTES,
        slides: PRESENTATION_MAX_SLIDES,
      })}
      error={error}
      withAsterisk
    >
      <Stack gap="xs" mt={6}>
        <Dropzone
          onDrop={(files) => {
            const [file] = files;
            if (file) uploadFile(file);
          }}
          onReject={(rejections) => setProblem(toRejectionProblem(rejections))}
          accept={PPTX_ACCEPT}
          maxSize={PRESENTATION_MAX_BYTES}
          multiple={false}
          // The plain file input: the File System Access picker escapes automated browsers.
          useFsAccessApi={false}
          disabled={isDisabled || upload.isPending}
          // The input is hidden but still read out: it carries the field's name.
          inputProps={{
            ...FILE_INPUT_PROPS,
            'aria-label': label ?? t('exercise-editor:form.presentation'),
          }}
          // Marked like other fields in error, so a refused save brings the cursor here.
          aria-invalid={Boolean(error)}
          data-testid="presentation-dropzone"
        >
          <Group justify="center" gap="md" mih={96} wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={40} stroke={1.5} color="var(--mantine-primary-color-filled)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} stroke={1.5} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPresentation size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <div>
              <Text size="sm" fw={600}>
                {value
                  ? t('exercise-editor:form.presentationReplace')
                  : t('exercise-editor:form.presentationDrop')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('exercise-editor:form.presentationDropHint')}
              </Text>
            </div>
          </Group>
        </Dropzone>
        {upload.isPending && (
          <Stack gap={4} data-testid="presentation-progress">
            <Progress value={progress} size="sm" animated={progress < 100} />
            <Text size="xs" c="dimmed">
              {progress < 100
                ? t('exercise-editor:form.uploading', { percent: progress })
                : t('exercise-editor:form.checking')}
            </Text>
          </Stack>
        )}
        {problem && (
          <Text size="sm" c="red" role="alert" data-testid="presentation-error">
            {describeFieldProblem(problem)}
          </Text>
        )}
        {value && (
          <Paper withBorder p="sm" radius="md" data-testid="presentation-info">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size="lg" radius="md">
                <IconPresentation size={20} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {value.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatFileSize(value.size, t)}
                  {value.slide_count !== null &&
                    ` · ${t('exercise-editor:form.slideCount', { slides: value.slide_count })}`}
                </Text>
              </div>
            </Group>
          </Paper>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
