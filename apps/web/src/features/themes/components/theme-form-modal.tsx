import {
  Button,
  Checkbox,
  Group,
  Input,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  INTEREST_NAME_LENGTH,
  ROLE,
  THEME_AGE,
  THEME_GENDERS,
  THEME_TYPES,
  type Theme,
  type ThemeGender,
  ThemeInputSchema,
} from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/session.tsx';
import {
  applyServerErrors,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveThemeMutation } from '../api/save-theme.ts';

/** What the modal is open for: a new interest or a change to one the workspace owns. */
export type ThemeFormTarget = { mode: 'create' } | { mode: 'edit'; theme: Theme };

type ThemeType = (typeof THEME_TYPES)[number];

type ThemeValues = {
  name: string;
  genders: ThemeGender[];
  /** NumberInput holds '' while the field is empty. */
  min_age: number | string;
  max_age: number | string;
  type: ThemeType;
  /** Workspace ids as strings, as Mantine's multi-select holds them. */
  shared_workspace_ids: string[];
};

const AGE_FIELDS = ['min_age', 'max_age'] as const;
const NEW_THEME_AGES = { min: 4, max: 8 } as const;

function getInitialValues(target: ThemeFormTarget, shareable: ReadonlySet<number>): ThemeValues {
  if (target.mode === 'create') {
    return {
      name: '',
      genders: [...THEME_GENDERS],
      min_age: NEW_THEME_AGES.min,
      max_age: NEW_THEME_AGES.max,
      type: 'general',
      shared_workspace_ids: [],
    };
  }
  const { theme } = target;
  return {
    name: theme.name,
    genders: theme.genders,
    min_age: theme.min_age,
    max_age: theme.max_age,
    type: theme.type,
    // A project this moderator does not moderate is not theirs to keep or give: the server
    // refuses it, so it is left out rather than failing the save.
    shared_workspace_ids: theme.shared_workspace_ids.filter((id) => shareable.has(id)).map(String),
  };
}

function toAge(value: number | string): number | undefined {
  return value === '' ? undefined : Number(value);
}

function toThemeInput(values: ThemeValues, workspaceId: number) {
  return {
    workspace_id: workspaceId,
    name: values.name,
    genders: values.genders,
    min_age: toAge(values.min_age),
    max_age: toAge(values.max_age),
    type: values.type,
    shared_workspace_ids: values.shared_workspace_ids.map(Number),
  };
}

/** The contracts rules, with "required" for an empty age instead of zod's type message. */
function validateTheme(values: ThemeValues, workspaceId: number): Record<string, string> {
  const errors = createSchemaValidator(ThemeInputSchema, (input: ThemeValues) =>
    toThemeInput(input, workspaceId),
  )(values);
  for (const field of AGE_FIELDS) {
    if (values[field] === '') errors[field] = 'validation.required';
  }
  return errors;
}

type ThemeFormProps = { target: ThemeFormTarget; workspaceId: number; onDone: () => void };

function ThemeForm({ target, workspaceId, onDone }: ThemeFormProps) {
  const { t } = useTranslation(['themes', 'common']);
  const { user } = useSession();
  const saveTheme = useSaveThemeMutation();
  const shareOptions = user.workspaces
    .filter((entry) => entry.workspaceId !== workspaceId && entry.roles.includes(ROLE.moderator))
    .map((entry) => ({ value: String(entry.workspaceId), label: entry.workspaceTitle }));
  const shareable = new Set(shareOptions.map((option) => Number(option.value)));
  const form = useForm<ThemeValues>({
    initialValues: getInitialValues(target, shareable),
    validate: (values) => validateTheme(values, workspaceId),
    // The range message sits on both ages: once shown, either field changing re-checks both,
    // so a fixed range does not leave a stale message on the other field.
    onValuesChange: (values, previous) => {
      const isAgeChanged = AGE_FIELDS.some((field) => values[field] !== previous[field]);
      if (!isAgeChanged || !AGE_FIELDS.some((field) => form.errors[field])) return;
      const errors = validateTheme(values, workspaceId);
      for (const field of AGE_FIELDS) {
        const error = errors[field];
        if (error) form.setFieldError(field, error);
        else form.clearFieldError(field);
      }
    },
  });

  const handleSubmit = (values: ThemeValues) => {
    const body = ThemeInputSchema.parse(toThemeInput(values, workspaceId));
    saveTheme.mutate(
      { themeId: target.mode === 'edit' ? target.theme.id : undefined, body },
      {
        onSuccess: (theme) => {
          notify({
            color: 'green',
            message:
              target.mode === 'edit'
                ? t('themes:notifications.saved', { name: theme.name })
                : t('themes:notifications.created', { name: theme.name }),
          });
          onDone();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate data-testid="theme-form">
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('name')}
          error={translateFieldError(form.errors.name)}
          label={t('themes:form.name')}
          placeholder={t('themes:form.namePlaceholder')}
          maxLength={INTEREST_NAME_LENGTH.max}
          withAsterisk
          data-autofocus
          data-testid="theme-name"
        />
        <Checkbox.Group
          {...form.getInputProps('genders')}
          error={translateFieldError(form.errors.genders)}
          label={t('themes:form.genders')}
          withAsterisk
        >
          <Group gap="lg" mt={6}>
            {THEME_GENDERS.map((gender) => (
              <Checkbox
                key={gender}
                value={gender}
                label={t(`themes:genders.${gender}`)}
                data-testid={`theme-gender-${gender}`}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={2} spacing="md">
          <NumberInput
            {...form.getInputProps('min_age')}
            error={translateFieldError(form.errors.min_age)}
            label={t('themes:form.minAge')}
            min={THEME_AGE.min}
            max={THEME_AGE.max}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            data-testid="theme-min-age"
          />
          <NumberInput
            {...form.getInputProps('max_age')}
            error={translateFieldError(form.errors.max_age)}
            label={t('themes:form.maxAge')}
            min={THEME_AGE.min}
            max={THEME_AGE.max}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            data-testid="theme-max-age"
          />
        </SimpleGrid>
        <Input.Wrapper label={t('themes:form.type')} description={t('themes:form.typeHint')}>
          <SegmentedControl
            {...form.getInputProps('type')}
            data={THEME_TYPES.map((type) => ({ value: type, label: t(`themes:types.${type}`) }))}
            fullWidth
            mt={6}
            data-testid="theme-type"
          />
        </Input.Wrapper>
        {shareOptions.length > 0 && (
          <MultiSelect
            {...form.getInputProps('shared_workspace_ids')}
            error={translateFieldError(form.errors.shared_workspace_ids)}
            data={shareOptions}
            label={t('themes:form.sharing')}
            description={t('themes:form.sharingHint')}
            placeholder={t('themes:form.sharingPlaceholder')}
            clearable
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="theme-sharing"
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={saveTheme.isPending} data-testid="theme-save">
            {target.mode === 'edit' ? t('common:actions.save') : t('themes:form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type ThemeFormModalProps = {
  /** Kept after closing, so the title does not jump while the modal fades out. */
  target: ThemeFormTarget | null;
  isOpen: boolean;
  workspaceId: number;
  onClose: () => void;
};

/** The form mounts with each opening, so it always starts from the interest as it is now. */
export function ThemeFormModal({ target, isOpen, workspaceId, onClose }: ThemeFormModalProps) {
  const { t } = useTranslation('themes');
  return (
    <Modal
      opened={isOpen && target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? t('themes:form.editTitle') : t('themes:form.newTitle')}
      size="lg"
      centered
    >
      {target && <ThemeForm target={target} workspaceId={workspaceId} onDone={onClose} />}
    </Modal>
  );
}
