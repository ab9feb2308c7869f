import {
  Alert,
  Button,
  Card,
  Fieldset,
  Group,
  MultiSelect,
  NativeSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EXERCISE_COMMENT_MAX_LENGTH,
  EXERCISE_DESCRIPTION_MAX_LENGTH,
  EXERCISE_INSTRUCTION_MAX_LENGTH,
  EXERCISE_STATUS,
  EXERCISE_TITLE_LENGTH,
  type Exercise,
  ExerciseInputSchema,
  type ExerciseRequest,
  type ExerciseStatus,
  type InterestRef,
  LANGUAGES,
  ROLE,
} from '@slovo/contracts';
import { IconDeviceFloppy, IconInbox, IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionField } from '../../../components/description-field.tsx';
import { RefusedSaveNote } from '../../../components/refused-save-note.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { translateFieldError } from '../../../lib/form-validation.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useRefusedSave } from '../../../lib/refused-save.ts';
import type { ExerciseRoleId } from '../api/exercise-keys.ts';
import { useThemes } from '../api/list-themes.ts';
import { useSaveExerciseMutation } from '../api/save-exercise.ts';
import { useIsUploadingExerciseFiles } from '../api/upload-exercise-file.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { CategorySelect } from './category-select.tsx';
import {
  applyExerciseServerErrors,
  createExerciseValidator,
  type ExerciseFormValues,
  getInitialValues,
  toExerciseInput,
} from './exercise-form-values.ts';
import { getStatusName } from './exercise-status.ts';
import { PresentationField } from './presentation-field.tsx';
import { TagsField } from './tags-field.tsx';

/** Where a moderator may put a microblock they create; declining one's own new work is moot. */
const MODERATOR_CREATE_STATUSES: readonly ExerciseStatus[] = [
  EXERCISE_STATUS.accepted,
  EXERCISE_STATUS.inProgress,
  EXERCISE_STATUS.moderation,
  EXERCISE_STATUS.draft,
];

type ExerciseFormProps = {
  workspaceId: number;
  roleId: ExerciseRoleId;
  /** The microblock being edited; absent when creating. */
  exercise?: Exercise;
  /** The request a new microblock answers (`?request=`). */
  request?: ExerciseRequest;
  /** Shown but not changeable (an author's microblock in moderation or accepted). */
  isReadOnly?: boolean;
  onSaved: (exercise: Exercise) => void;
};

function mergeInterests(...lists: readonly (readonly InterestRef[] | undefined)[]) {
  const byId = new Map<number, InterestRef>();
  for (const list of lists) for (const interest of list ?? []) byId.set(interest.id, interest);
  return [...byId.values()].map((interest) => ({
    value: String(interest.id),
    label: interest.name,
  }));
}

/**
 * Creating and editing a microblock. Authors save a draft or send it to moderation; a moderator
 * creating one picks its status directly.
 */
export function ExerciseForm({
  workspaceId,
  roleId,
  exercise,
  request,
  isReadOnly = false,
  onSaved,
}: ExerciseFormProps) {
  const { t } = useTranslation(['exercise-editor', 'common']);
  const themes = useThemes(workspaceId);
  const saveExercise = useSaveExerciseMutation();
  const isUploading = useIsUploadingExerciseFiles();
  const isModeratorCreate = roleId === ROLE.moderator && !exercise;
  const requestId = exercise?.request_id ?? request?.id ?? null;
  const [moderatorStatus, setModeratorStatus] = useState<ExerciseStatus>(EXERCISE_STATUS.accepted);
  const [pendingStatus, setPendingStatus] = useState<ExerciseStatus | null>(null);
  const form = useForm<ExerciseFormValues>({
    initialValues: getInitialValues({ exercise, request, language: getUiLanguage() }),
    validate: createExerciseValidator({
      workspaceId,
      statusId: EXERCISE_STATUS.draft,
      requestId,
    }),
  });
  const refused = useRefusedSave(form, (error) => applyExerciseServerErrors(form, error));
  const interestOptions = useMemo(
    () => mergeInterests(themes.data, exercise?.interests, request?.interests),
    [themes.data, exercise?.interests, request?.interests],
  );

  const save = (values: ExerciseFormValues, statusId: ExerciseStatus) => {
    const body = ExerciseInputSchema.parse(
      toExerciseInput(values, { workspaceId, statusId, requestId }),
    );
    setPendingStatus(statusId);
    refused.clear();
    saveExercise.mutate(
      { exerciseId: exercise?.id, roleId, body, isSilent: true },
      {
        onSuccess: (saved) => {
          notify({
            color: 'green',
            message:
              roleId === ROLE.author && statusId === EXERCISE_STATUS.moderation
                ? t('exercise-editor:notifications.sent', { title: saved.title })
                : t('exercise-editor:notifications.saved', { title: saved.title }),
          });
          if (exercise) {
            // The edit screen stays open: the form now starts from what was saved.
            const savedValues = getInitialValues({ exercise: saved, language: getUiLanguage() });
            form.setValues(savedValues);
            form.resetDirty(savedValues);
          }
          onSaved(saved);
        },
        onError: refused.onFailure,
        onSettled: () => setPendingStatus(null),
      },
    );
  };
  const submitWith = (statusId: ExerciseStatus) =>
    form.onSubmit((values) => save(values, statusId), refused.onInvalid);
  const isBusy = saveExercise.isPending || isUploading;
  // Enter in a text field saves without sending anything to moderation.
  const defaultStatus = isModeratorCreate ? moderatorStatus : EXERCISE_STATUS.draft;

  return (
    <form
      ref={refused.formRef}
      onSubmit={submitWith(defaultStatus)}
      noValidate
      data-testid="exercise-form"
    >
      <Stack gap="lg">
        {request && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInbox size={18} />}
            title={t('exercise-editor:form.requestTitle')}
            data-testid="request-note"
          >
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {request.description}
            </Text>
          </Alert>
        )}
        <Fieldset disabled={isReadOnly} variant="unstyled" p={0} m={0}>
          <Stack gap="lg">
            <SectionCard title={t('exercise-editor:form.mainSection')}>
              <TextInput
                {...form.getInputProps('title')}
                error={translateFieldError(form.errors.title)}
                label={t('exercise-editor:form.title')}
                placeholder={t('exercise-editor:form.titlePlaceholder')}
                maxLength={EXERCISE_TITLE_LENGTH.max}
                withAsterisk
                data-testid="exercise-title"
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <CategorySelect
                  {...form.getInputProps('category_id')}
                  workspaceId={workspaceId}
                  error={translateFieldError(form.errors.category_id)}
                  label={t('exercise-editor:form.category')}
                  placeholder={t('exercise-editor:form.categoryPlaceholder')}
                  withAsterisk
                  data-testid="exercise-category"
                />
                <Select
                  {...form.getInputProps('language')}
                  data={LANGUAGES.map((language) => ({
                    value: language,
                    label: t(`exercise-editor:languages.${language}`),
                  }))}
                  label={t('exercise-editor:form.language')}
                  allowDeselect={false}
                  checkIconPosition="right"
                  data-testid="exercise-language"
                />
              </SimpleGrid>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('exercise-editor:form.usageFrequency')}
                </Text>
                <SegmentedControl
                  {...form.getInputProps('usage_frequency')}
                  data={[
                    { value: '1', label: t('exercise-editor:form.usageOnce') },
                    { value: '3', label: t('exercise-editor:form.usageThrice') },
                  ]}
                  disabled={isReadOnly}
                  style={{ alignSelf: 'flex-start' }}
                  data-testid="exercise-usage-frequency"
                />
              </Stack>
            </SectionCard>

            <SectionCard title={t('exercise-editor:form.textsSection')}>
              <DescriptionField
                {...form.getInputProps('description')}
                error={translateFieldError(form.errors.description, {
                  max: EXERCISE_DESCRIPTION_MAX_LENGTH,
                })}
                label={t('exercise-editor:form.description')}
                placeholder={t('exercise-editor:form.descriptionPlaceholder')}
                hint={t('exercise-editor:form.lengthHint', {
                  length: form.values.description.length,
                  max: EXERCISE_DESCRIPTION_MAX_LENGTH,
                })}
                maxLength={EXERCISE_DESCRIPTION_MAX_LENGTH}
                data-testid="exercise-description"
              />
              <DescriptionField
                {...form.getInputProps('instruction')}
                error={translateFieldError(form.errors.instruction, {
                  max: EXERCISE_INSTRUCTION_MAX_LENGTH,
                })}
                label={t('exercise-editor:form.instruction')}
                placeholder={t('exercise-editor:form.instructionPlaceholder')}
                hint={t('exercise-editor:form.lengthHint', {
                  length: form.values.instruction.length,
                  max: EXERCISE_INSTRUCTION_MAX_LENGTH,
                })}
                maxLength={EXERCISE_INSTRUCTION_MAX_LENGTH}
                minRows={3}
                maxRows={10}
                data-testid="exercise-instruction"
              />
              <DescriptionField
                {...form.getInputProps('comment')}
                error={translateFieldError(form.errors.comment, {
                  max: EXERCISE_COMMENT_MAX_LENGTH,
                })}
                label={t('exercise-editor:form.comment')}
                placeholder={t('exercise-editor:form.commentPlaceholder')}
                hint={t('exercise-editor:form.lengthHint', {
                  length: form.values.comment.length,
                  max: EXERCISE_COMMENT_MAX_LENGTH,
                })}
                maxLength={EXERCISE_COMMENT_MAX_LENGTH}
                data-testid="exercise-comment"
              />
            </SectionCard>

            <SectionCard title={t('exercise-editor:form.tagsSection')}>
              <TagsField
                workspaceId={workspaceId}
                value={form.values.tags}
                onChange={(tags) => form.setFieldValue('tags', tags)}
                error={translateFieldError(form.errors.tags)}
                isDisabled={isReadOnly}
              />
              <MultiSelect
                {...form.getInputProps('interest_ids')}
                error={translateFieldError(form.errors.interest_ids)}
                data={interestOptions}
                label={t('exercise-editor:form.interests')}
                placeholder={t('exercise-editor:form.interestsPlaceholder')}
                searchable
                clearable
                hidePickedOptions
                nothingFoundMessage={t('exercise-editor:form.noInterests')}
                comboboxProps={{ withinPortal: true }}
                data-testid="exercise-interests"
              />
            </SectionCard>

            <SectionCard title={t('exercise-editor:form.filesSection')}>
              <PresentationField
                workspaceId={workspaceId}
                value={form.values.presentation}
                onChange={(presentation) => form.setFieldValue('presentation', presentation)}
                error={translateFieldError(form.errors.presentation)}
                isDisabled={isReadOnly}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <AttachmentsField
                  kind="image"
                  workspaceId={workspaceId}
                  value={form.values.images}
                  onChange={(update) => form.setFieldValue('images', update)}
                  isDisabled={isReadOnly}
                />
                <AttachmentsField
                  kind="audio"
                  workspaceId={workspaceId}
                  value={form.values.audios}
                  onChange={(update) => form.setFieldValue('audios', update)}
                  isDisabled={isReadOnly}
                />
              </SimpleGrid>
            </SectionCard>

            {/* Moderator flags: the server refuses them from authors (decision 014). */}
            {roleId === ROLE.moderator && (
              <SectionCard title={t('exercise-editor:form.settingsSection')}>
                <Switch
                  {...form.getInputProps('is_read_only', { type: 'checkbox' })}
                  label={t('exercise-editor:form.isReadOnly')}
                  description={t('exercise-editor:form.isReadOnlyHint')}
                  data-testid="exercise-read-only"
                />
                <Switch
                  {...form.getInputProps('is_excluded_from_generation', { type: 'checkbox' })}
                  label={t('exercise-editor:form.isExcluded')}
                  description={t('exercise-editor:form.isExcludedHint')}
                  data-testid="exercise-excluded"
                />
                <Switch
                  {...form.getInputProps('is_ready_for_generation', { type: 'checkbox' })}
                  label={t('exercise-editor:form.isReady')}
                  description={t('exercise-editor:form.isReadyHint')}
                  data-testid="exercise-ready"
                />
              </SectionCard>
            )}
          </Stack>
        </Fieldset>

        {!isReadOnly && (
          <Card padding="md">
            {isModeratorCreate ? (
              <Group justify="space-between" align="flex-end" gap="sm">
                <NativeSelect
                  value={String(moderatorStatus)}
                  onChange={(event) =>
                    setModeratorStatus(Number(event.currentTarget.value) as ExerciseStatus)
                  }
                  data={MODERATOR_CREATE_STATUSES.map((status) => ({
                    value: String(status),
                    label: t(`exercise-editor:status.${getStatusName(status)}`),
                  }))}
                  label={t('exercise-editor:form.status')}
                  miw={220}
                  data-testid="exercise-status"
                />
                <Button
                  type="submit"
                  leftSection={<IconDeviceFloppy size={18} />}
                  loading={saveExercise.isPending}
                  disabled={isBusy}
                  data-testid="exercise-save"
                >
                  {t('exercise-editor:form.save')}
                </Button>
              </Group>
            ) : (
              // Buttons keep their whole label: a narrow card puts the second under the first.
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconDeviceFloppy size={18} />}
                  onClick={() => submitWith(EXERCISE_STATUS.draft)()}
                  loading={pendingStatus === EXERCISE_STATUS.draft}
                  disabled={isBusy}
                  data-testid="save-draft"
                >
                  {t('exercise-editor:form.saveDraft')}
                </Button>
                <Button
                  leftSection={<IconSend size={18} />}
                  onClick={() => submitWith(EXERCISE_STATUS.moderation)()}
                  loading={pendingStatus === EXERCISE_STATUS.moderation}
                  disabled={isBusy}
                  data-testid="send-to-moderation"
                >
                  {t('exercise-editor:form.sendToModeration')}
                </Button>
              </Group>
            )}
            <RefusedSaveNote refusal={refused.refusal} />
            {isUploading && (
              <Text size="xs" c="dimmed" ta="right" mt={6}>
                {t('exercise-editor:form.waitForUploads')}
              </Text>
            )}
          </Card>
        )}
      </Stack>
    </form>
  );
}
