import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import {
  ATTACHMENT_AUDIO_MAX_BYTES,
  ATTACHMENT_AUDIO_TYPES,
  ATTACHMENT_IMAGE_MAX_BYTES,
  ATTACHMENT_IMAGE_TYPES,
  type Upload,
} from '@slovo/contracts';
import { IconMusic, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadExerciseFileMutation } from '../api/upload-exercise-file.ts';
import { describeFieldProblem, type FieldProblem, toFieldProblem } from './field-problem.ts';
import { formatFileSize } from './format-file-size.ts';

type AttachmentKind = 'image' | 'audio';

const MEGABYTE = 1024 * 1024;

const RULES: Record<AttachmentKind, { types: readonly string[]; maxBytes: number }> = {
  image: { types: ATTACHMENT_IMAGE_TYPES, maxBytes: ATTACHMENT_IMAGE_MAX_BYTES },
  audio: { types: ATTACHMENT_AUDIO_TYPES, maxBytes: ATTACHMENT_AUDIO_MAX_BYTES },
};

/** The refusal the server would answer for this file, spared a useless upload. */
function findFileProblem(file: File, kind: AttachmentKind): FieldProblem | null {
  const rule = RULES[kind];
  if (!rule.types.includes(file.type)) return { kind: 'key', key: 'ATTACHMENT_INVALID' };
  if (file.size > rule.maxBytes) {
    return {
      kind: 'key',
      key: 'ATTACHMENT_TOO_LARGE',
      params: { max: rule.maxBytes / MEGABYTE },
    };
  }
  return null;
}

type AttachmentsFieldProps = {
  kind: AttachmentKind;
  workspaceId: number;
  value: Upload[];
  /** Takes an update of the current list: uploads finish one after another. */
  onChange: (update: (current: Upload[]) => Upload[]) => void;
  isDisabled?: boolean;
};

/** Images or sounds attached to a microblock: uploaded one by one, removable before saving. */
export function AttachmentsField({
  kind,
  workspaceId,
  value,
  onChange,
  isDisabled,
}: AttachmentsFieldProps) {
  const { t } = useTranslation('exercise-editor');
  const upload = useUploadExerciseFileMutation();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const resetInput = useRef<() => void>(null);
  const inputProps: ComponentPropsWithoutRef<'input'> & { 'data-testid': string } = {
    'data-testid': `attachment-input-${kind}`,
    // The input is hidden but still read out: it carries the field's name.
    'aria-label':
      kind === 'image' ? t('exercise-editor:form.images') : t('exercise-editor:form.audios'),
  };

  const uploadFiles = async (files: File[]) => {
    resetInput.current?.();
    setProblem(null);
    for (const file of files) {
      const fileProblem = findFileProblem(file, kind);
      if (fileProblem) {
        setProblem(fileProblem);
        continue;
      }
      setProgress(0);
      try {
        const uploaded = await upload.mutateAsync({
          workspaceId,
          kind,
          file,
          onProgress: setProgress,
        });
        onChange((current) => [...current, uploaded]);
      } catch (error) {
        setProblem(toFieldProblem(error));
      }
    }
  };

  const remove = (id: number) => onChange((current) => current.filter((item) => item.id !== id));

  return (
    <Input.Wrapper
      label={kind === 'image' ? t('exercise-editor:form.images') : t('exercise-editor:form.audios')}
      description={
        kind === 'image'
          ? t('exercise-editor:form.imagesHint', { max: ATTACHMENT_IMAGE_MAX_BYTES / MEGABYTE })
          : t('exercise-editor:form.audiosHint', { max: ATTACHMENT_AUDIO_MAX_BYTES / MEGABYTE })
      }
      data-testid={`attachments-${kind}`}
    >
      <Stack gap="xs" mt={6}>
        {value.map((item) => (
          <Paper key={item.id} withBorder p={6} radius="md" data-testid={`attachment-${item.id}`}>
            <Group gap="sm" wrap="nowrap">
              {kind === 'image' ? (
                <Image src={item.url} alt="" w={40} h={40} radius="sm" fit="cover" />
              ) : (
                <ThemeIcon variant="light" size={40} radius="sm">
                  <IconMusic size={20} />
                </ThemeIcon>
              )}
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" truncate="end">
                  {item.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatFileSize(item.size, t)}
                </Text>
              </div>
              {!isDisabled && (
                <Tooltip label={t('exercise-editor:form.removeFile')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => remove(item.id)}
                    aria-label={t('exercise-editor:form.removeFileNamed', { name: item.name })}
                    data-testid={`attachment-remove-${item.id}`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Paper>
        ))}
        {upload.isPending && (
          <Stack gap={4} data-testid={`attachment-progress-${kind}`}>
            <Progress value={progress} size="sm" animated={progress < 100} />
            <Text size="xs" c="dimmed">
              {t('exercise-editor:form.uploading', { percent: progress })}
            </Text>
          </Stack>
        )}
        {problem && (
          <Text size="sm" c="red" role="alert" data-testid={`attachment-error-${kind}`}>
            {describeFieldProblem(problem)}
          </Text>
        )}
        {!isDisabled && (
          <Group>
            <FileButton
              onChange={(files) => void uploadFiles(files)}
              accept={RULES[kind].types.join(',')}
              multiple
              resetRef={resetInput}
              disabled={upload.isPending}
              inputProps={inputProps}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  leftSection={<IconPaperclip size={16} />}
                  loading={upload.isPending}
                  data-testid={`attachment-add-${kind}`}
                >
                  {kind === 'image'
                    ? t('exercise-editor:form.addImages')
                    : t('exercise-editor:form.addAudios')}
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
