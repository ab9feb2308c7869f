import { Button, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AutoModeration,
  AutoModerationInputSchema,
  type PersonRef,
  PRESENTATION_MAX_SLIDES,
} from '@slovo/contracts';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import {
  type AutoModerationInput,
  useUpdateAutoModerationMutation,
} from '../api/update-auto-moderation.ts';

type AutoModerationValues = {
  is_enabled: boolean;
  trusted_author_ids: string[];
  /** Number inputs hold '' while emptied. */
  min_slides: number | string;
  max_slides: number | string;
  require_slide_titles: boolean;
  require_instruction: boolean;
};

function toValues(settings: AutoModeration): AutoModerationValues {
  return {
    ...settings,
    trusted_author_ids: settings.trusted_author_ids.map(String),
  };
}

function toInput(values: AutoModerationValues, workspaceId: number): AutoModerationInput {
  return {
    workspace_id: workspaceId,
    is_enabled: values.is_enabled,
    trusted_author_ids: values.trusted_author_ids.map(Number),
    min_slides: values.min_slides === '' ? Number.NaN : Number(values.min_slides),
    max_slides: values.max_slides === '' ? Number.NaN : Number(values.max_slides),
    require_slide_titles: values.require_slide_titles,
    require_instruction: values.require_instruction,
  };
}

type AutoModerationFormProps = {
  workspaceId: number;
  settings: AutoModeration;
  authors: readonly PersonRef[];
};

/** The rules auto-moderation applies to microblocks sent to moderation in this project. */
export function AutoModerationForm({ workspaceId, settings, authors }: AutoModerationFormProps) {
  const { t } = useTranslation(['exercise-editor', 'common']);
  const updateSettings = useUpdateAutoModerationMutation();
  const form = useForm<AutoModerationValues>({
    initialValues: toValues(settings),
    validate: createSchemaValidator(AutoModerationInputSchema, (values: AutoModerationValues) =>
      toInput(values, workspaceId),
    ),
  });
  // A trusted author who has not written anything here yet still shows, by number.
  const authorOptions = useMemo(() => {
    const known = new Map(authors.map((author) => [String(author.id), author.name]));
    for (const id of settings.trusted_author_ids) {
      if (!known.has(String(id))) {
        known.set(String(id), t('exercise-editor:autoModeration.unknownAuthor', { id }));
      }
    }
    return [...known].map(([value, label]) => ({ value, label }));
  }, [authors, settings.trusted_author_ids, t]);

  const save = (values: AutoModerationValues) => {
    updateSettings.mutate(toInput(values, workspaceId), {
      onSuccess: (saved) => {
        const savedValues = toValues(saved);
        form.setValues(savedValues);
        form.resetDirty(savedValues);
        notify({
          color: 'green',
          message: t('exercise-editor:autoModeration.saved'),
        });
      },
      onError: (error) => applyServerErrors(form, error),
    });
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate data-testid="auto-moderation-form">
      <Stack gap="md">
        <Switch
          {...form.getInputProps('is_enabled', { type: 'checkbox' })}
          size="md"
          label={t('exercise-editor:autoModeration.enabled')}
          description={t('exercise-editor:autoModeration.enabledHint')}
          data-testid="auto-moderation-enabled"
        />
        <MultiSelect
          {...form.getInputProps('trusted_author_ids')}
          error={translateFieldError(form.errors.trusted_author_ids)}
          data={authorOptions}
          label={t('exercise-editor:autoModeration.trustedAuthors')}
          description={t('exercise-editor:autoModeration.trustedAuthorsHint')}
          placeholder={t('exercise-editor:autoModeration.trustedAuthorsPlaceholder')}
          nothingFoundMessage={t('exercise-editor:autoModeration.noAuthors')}
          searchable
          clearable
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
          data-testid="auto-moderation-trusted"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            {...form.getInputProps('min_slides')}
            error={translateFieldError(form.errors.min_slides)}
            label={t('exercise-editor:autoModeration.minSlides')}
            min={1}
            max={PRESENTATION_MAX_SLIDES}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            data-testid="auto-moderation-min-slides"
          />
          <NumberInput
            {...form.getInputProps('max_slides')}
            error={translateFieldError(form.errors.max_slides)}
            label={t('exercise-editor:autoModeration.maxSlides')}
            min={1}
            max={PRESENTATION_MAX_SLIDES}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            data-testid="auto-moderation-max-slides"
          />
        </SimpleGrid>
        <Switch
          {...form.getInputProps('require_slide_titles', { type: 'checkbox' })}
          label={t('exercise-editor:autoModeration.requireSlideTitles')}
          data-testid="auto-moderation-require-titles"
        />
        <Switch
          {...form.getInputProps('require_instruction', { type: 'checkbox' })}
          label={t('exercise-editor:autoModeration.requireInstruction')}
          data-testid="auto-moderation-require-instruction"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={18} />}
            loading={updateSettings.isPending}
            disabled={!form.isDirty()}
            data-testid="auto-moderation-save"
          >
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
