import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Input,
  Modal,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useForm } from '@mantine/form';
import {
  ASSET_NAME_LENGTH,
  ASSET_TYPES,
  type Asset,
  type AssetType,
  AssetUploadFieldsSchema,
} from '@slovo/contracts';
import { IconAlertCircle, IconMusic, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import {
  applyServerErrors,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useUploadAssetMutation } from '../api/upload-asset.ts';
import {
  ASSET_RULES,
  describeUploadProblem,
  getAssetKind,
  getBaseName,
  getMaxMegabytes,
  getTooLargeProblem,
  type UploadProblem,
} from './asset-kinds.ts';
import { formatFileSize } from './format-file-size.ts';

// The hidden file input, for tests that set files directly.
const FILE_INPUT_PROPS: ComponentPropsWithoutRef<'input'> & { 'data-testid': string } = {
  'data-testid': 'asset-upload-input',
};

type UploadValues = { type: AssetType; name: string };

function toRejectionProblem(type: AssetType, rejections: FileRejection[]): UploadProblem {
  const isTooLarge = rejections.some((rejection) =>
    rejection.errors.some((error) => error.code === 'file-too-large'),
  );
  return isTooLarge
    ? getTooLargeProblem(getAssetKind(type))
    : { kind: 'key', key: 'ASSET_INVALID' };
}

/** A failed upload's reason; null when it was cancelled (nothing went wrong). */
function toServerProblem(error: unknown): UploadProblem | null {
  if (isApiError(error) && error.isCancelled) return null;
  return { kind: 'message', message: error instanceof Error ? error.message : String(error) };
}

type AssetUploadFormProps = {
  initialType: AssetType;
  onUploaded: (asset: Asset) => void;
  onCancel: () => void;
};

function AssetUploadForm({ initialType, onUploaded, onCancel }: AssetUploadFormProps) {
  const { t } = useTranslation(['assets', 'common']);
  const upload = useUploadAssetMutation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [isFileMissing, setIsFileMissing] = useState(false);
  const form = useForm<UploadValues>({
    initialValues: { type: initialType, name: '' },
    validate: createSchemaValidator(AssetUploadFieldsSchema),
  });
  const kind = getAssetKind(form.values.type);
  const rules = ASSET_RULES[kind];

  const chooseFile = (chosen: File) => {
    setProblem(null);
    setIsFileMissing(false);
    // The name follows the file until the user writes one of their own.
    const previousDefault = file ? getBaseName(file.name) : '';
    if (form.values.name.trim() === '' || form.values.name === previousDefault) {
      form.setFieldValue('name', getBaseName(chosen.name).slice(0, ASSET_NAME_LENGTH.max));
    }
    setFile(chosen);
  };

  const changeType = (type: AssetType) => {
    form.setFieldValue('type', type);
    // A sound cannot become a picture: a file of the other kind has to be chosen again.
    if (file && getAssetKind(type) !== kind) {
      setFile(null);
      setProblem(null);
    }
  };

  const handleSubmit = (values: UploadValues) => {
    if (!file) {
      setIsFileMissing(true);
      return;
    }
    const fields = AssetUploadFieldsSchema.parse(values);
    setProblem(null);
    setProgress(0);
    upload.mutate(
      { ...fields, file, onProgress: setProgress },
      {
        onSuccess: (asset) => {
          notify({
            color: 'green',
            message: t('assets:notifications.uploaded', { name: asset.name }),
          });
          onUploaded(asset);
        },
        onError: (error) => {
          applyServerErrors(form, error);
          if (!isApiError(error) || error.fields.length === 0) setProblem(toServerProblem(error));
        },
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate data-testid="asset-upload-form">
      <Stack gap="md">
        <Select
          value={form.values.type}
          onChange={(value) => {
            const type = ASSET_TYPES.find((item) => item === value);
            if (type) changeType(type);
          }}
          data={ASSET_TYPES.map((type) => ({ value: type, label: t(`assets:types.${type}.item`) }))}
          label={t('assets:form.type')}
          allowDeselect={false}
          disabled={upload.isPending}
          comboboxProps={{ withinPortal: true }}
          data-testid="asset-upload-type"
        />
        <Input.Wrapper
          label={t('assets:form.file')}
          description={t('assets:form.fileHint', {
            types: rules.extensions,
            max: getMaxMegabytes(kind),
          })}
          error={isFileMissing ? t('assets:form.fileRequired') : undefined}
          withAsterisk
        >
          <Stack gap="xs" mt={6}>
            {file ? (
              <Paper withBorder p="sm" radius="md" data-testid="asset-upload-file">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" size="lg" radius="md">
                    {kind === 'sound' ? <IconMusic size={20} /> : <IconPhoto size={20} />}
                  </ThemeIcon>
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" fw={600} truncate="end">
                      {file.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatFileSize(file.size, t)}
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={upload.isPending}
                    onClick={() => setFile(null)}
                    aria-label={t('assets:form.removeFile')}
                  >
                    <IconX size={18} />
                  </ActionIcon>
                </Group>
              </Paper>
            ) : (
              <Dropzone
                onDrop={([dropped]) => {
                  if (dropped) chooseFile(dropped);
                }}
                onReject={(rejections) =>
                  setProblem(toRejectionProblem(form.values.type, rejections))
                }
                accept={rules.accept}
                maxSize={rules.maxBytes}
                multiple={false}
                // The plain file input: the File System Access picker escapes automated browsers.
                useFsAccessApi={false}
                // The input is hidden but still read out: it carries the field's name.
                inputProps={{ ...FILE_INPUT_PROPS, 'aria-label': t('assets:form.file') }}
                data-testid="asset-upload-dropzone"
              >
                <Group
                  justify="center"
                  gap="md"
                  mih={96}
                  wrap="nowrap"
                  style={{ pointerEvents: 'none' }}
                >
                  <Dropzone.Accept>
                    <IconUpload
                      size={40}
                      stroke={1.5}
                      color="var(--mantine-primary-color-filled)"
                    />
                  </Dropzone.Accept>
                  <Dropzone.Reject>
                    <IconX size={40} stroke={1.5} color="var(--mantine-color-red-6)" />
                  </Dropzone.Reject>
                  <Dropzone.Idle>
                    {kind === 'sound' ? (
                      <IconMusic size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />
                    ) : (
                      <IconPhoto size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />
                    )}
                  </Dropzone.Idle>
                  <div>
                    <Text size="sm" fw={600}>
                      {kind === 'sound' ? t('assets:form.dropSound') : t('assets:form.dropPicture')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('assets:form.dropHint')}
                    </Text>
                  </div>
                </Group>
              </Dropzone>
            )}
          </Stack>
        </Input.Wrapper>
        <TextInput
          {...form.getInputProps('name')}
          error={translateFieldError(form.errors.name)}
          label={t('assets:form.name')}
          description={t('assets:form.nameHint')}
          maxLength={ASSET_NAME_LENGTH.max}
          disabled={upload.isPending}
          withAsterisk
          data-testid="asset-upload-name"
        />
        {upload.isPending && (
          <Stack gap={4} data-testid="asset-upload-progress">
            <Progress value={progress} size="sm" animated={progress < 100} />
            <Text size="xs" c="dimmed">
              {progress < 100
                ? t('assets:form.uploading', { percent: progress })
                : t('assets:form.processing')}
            </Text>
          </Stack>
        )}
        {problem && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            role="alert"
            data-testid="asset-upload-error"
          >
            {describeUploadProblem(problem)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={upload.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconUpload size={18} />}
            loading={upload.isPending}
            data-testid="asset-upload-submit"
          >
            {t('assets:form.upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type AssetUploadModalProps = {
  isOpen: boolean;
  /** The type of the open tab, chosen in advance. */
  initialType: AssetType;
  onUploaded: (asset: Asset) => void;
  onClose: () => void;
};

/** The form mounts with each opening, so every upload starts empty with the tab's type. */
export function AssetUploadModal({
  isOpen,
  initialType,
  onUploaded,
  onClose,
}: AssetUploadModalProps) {
  const { t } = useTranslation('assets');
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('assets:form.uploadTitle')}
      size="lg"
      centered
    >
      {isOpen && (
        <AssetUploadForm
          initialType={initialType}
          onUploaded={(asset) => {
            onUploaded(asset);
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
