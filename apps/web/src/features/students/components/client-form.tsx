import {
  Button,
  Group,
  Input,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CLIENT_DESCRIPTION_MAX_LENGTH,
  CLIENT_INTERESTS_MAX,
  type Client,
  type ClientInput,
  ClientInputSchema,
  EMAIL_MAX_LENGTH,
  getAgeInYears,
  LANGUAGES,
  type Language,
  NAME_LENGTH,
  type Qualification,
  THEME_GENDERS,
  type ThemeGender,
} from '@slovo/contracts';
import { IconCalendar } from '@tabler/icons-react';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionField } from '../../../components/description-field.tsx';
import { useQualificationOptions } from '../../../components/qualification-badges.tsx';
import { RefusedSaveNote } from '../../../components/refused-save-note.tsx';
import { DatePickerInput } from '../../../lib/date-inputs.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import {
  applyServerErrors,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { useRefusedSave } from '../../../lib/refused-save.ts';
import { getAllTimeZoneGroups, getCommonTimeZones } from '../../../lib/time-zone-options.ts';
import { useClientStaff } from '../api/get-client-staff.ts';
import { useInterests } from '../api/get-interests.ts';
import { useSaveClientMutation } from '../api/save-client.ts';

/** The segmented control needs a value for "not set" too. */
type GenderChoice = ThemeGender | 'none';

type ClientFormValues = {
  child_name: string;
  client_name: string;
  contact_email: string;
  contact_phone: string;
  /** YYYY-MM-DD, as the date picker gives it. */
  birth_date: string | null;
  gender: GenderChoice;
  language: Language;
  time_zone: string;
  /** Ids as strings, as Mantine's selects hold them. */
  interest_ids: string[];
  qualifications: Qualification[];
  teacher_id: string | null;
  diagnostician_id: string | null;
  description: string;
};

const NEW_CLIENT_TIME_ZONE = 'Europe/Kyiv';

function getInitialValues(client: Client | undefined, language: Language): ClientFormValues {
  if (!client) {
    return {
      child_name: '',
      client_name: '',
      contact_email: '',
      contact_phone: '',
      birth_date: null,
      gender: 'none',
      // Lessons are usually held in the language the teacher works in.
      language,
      time_zone: NEW_CLIENT_TIME_ZONE,
      interest_ids: [],
      qualifications: [],
      teacher_id: null,
      diagnostician_id: null,
      description: '',
    };
  }
  return {
    child_name: client.child_name,
    client_name: client.client_name,
    contact_email: client.contact_email,
    contact_phone: client.contact_phone,
    birth_date: client.birth_date,
    gender: client.gender ?? 'none',
    language: client.language,
    time_zone: client.time_zone,
    interest_ids: client.interests.map((interest) => String(interest.id)),
    qualifications: client.qualifications,
    teacher_id: client.teacher ? String(client.teacher.id) : null,
    diagnostician_id: client.diagnostician ? String(client.diagnostician.id) : null,
    description: client.description,
  };
}

function toId(value: string | null): number | null {
  return value ? Number(value) : null;
}

function toClientInput(values: ClientFormValues, workspaceId: number): ClientInput {
  return {
    workspace_id: workspaceId,
    child_name: values.child_name,
    client_name: values.client_name,
    contact_email: values.contact_email.trim(),
    contact_phone: values.contact_phone.trim(),
    birth_date: values.birth_date || null,
    gender: values.gender === 'none' ? null : values.gender,
    language: values.language,
    time_zone: values.time_zone,
    description: values.description,
    qualifications: values.qualifications,
    interest_ids: values.interest_ids.map(Number),
    teacher_id: toId(values.teacher_id),
    diagnostician_id: toId(values.diagnostician_id),
  };
}

type PersonOption = { value: string; label: string };

/**
 * The people who may be chosen, plus the one assigned now when they are no longer among them
 * (so the field does not look empty; saving asks for another).
 */
function withCurrent(
  options: PersonOption[],
  current: { id: number; name: string } | null | undefined,
  formerLabel: (name: string) => string,
): PersonOption[] {
  if (!current || options.some((option) => option.value === String(current.id))) return options;
  return [...options, { value: String(current.id), label: formerLabel(current.name) }];
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} fz="sm" c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

type FieldProps<Value> = {
  defaultValue?: Value;
  onChange: (value: Value) => void;
  error?: ReactNode;
  'data-testid'?: string;
};

/** The birth date, with the age it gives shown under it as the date is picked. */
function BirthDateField({ defaultValue = null, onChange, ...props }: FieldProps<string | null>) {
  const { t } = useTranslation('students');
  const [value, setValue] = useState(defaultValue);
  const age = value ? getAgeInYears(value, new Date()) : null;
  return (
    <Stack gap={4}>
      <DatePickerInput
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        label={t('students:form.birthDate')}
        placeholder={t('students:form.birthDatePlaceholder')}
        valueFormat="LL"
        maxDate={dayjs().format('YYYY-MM-DD')}
        // A child's birth year is chosen first, then the month and day.
        defaultLevel={value ? 'month' : 'decade'}
        leftSection={<IconCalendar size={16} />}
        clearable
        popoverProps={{ withinPortal: true }}
      />
      {age !== null && age >= 0 && (
        <Text size="xs" c="dimmed" data-testid="client-age-preview">
          {t('students:form.agePreview', { count: age })}
        </Text>
      )}
    </Stack>
  );
}

/** The teacher's notes, counting their characters as they are typed. */
function NotesField({
  defaultValue = '',
  onChange,
  ...props
}: Omit<FieldProps<string>, 'onChange'> & {
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
}) {
  const { t } = useTranslation('students');
  const [length, setLength] = useState(defaultValue.length);
  return (
    <DescriptionField
      {...props}
      defaultValue={defaultValue}
      onChange={(event) => {
        setLength(event.currentTarget.value.length);
        onChange(event);
      }}
      label={t('students:form.description')}
      placeholder={t('students:form.descriptionPlaceholder')}
      hint={t('students:form.descriptionHint', { length, max: CLIENT_DESCRIPTION_MAX_LENGTH })}
      maxLength={CLIENT_DESCRIPTION_MAX_LENGTH}
      minRows={3}
      data-testid="client-field-description"
    />
  );
}

/**
 * A searchable list of time zones. The whole list (several hundred zones, each with its offset)
 * is built when it is first opened, so the form opens at once.
 */
function TimeZoneField({ defaultValue, ...props }: FieldProps<string | null>) {
  const { t } = useTranslation('students');
  const initial = defaultValue ?? '';
  const [isListed, setIsListed] = useState(false);
  const labels = { common: t('students:form.timeZoneCommon'), all: t('students:form.timeZoneAll') };
  // Until then the zones shown are the common ones and the student's own. Only that one can be
  // missing from the browser's list: a zone chosen here is in it.
  const data = isListed
    ? getAllTimeZoneGroups(initial, labels)
    : [{ group: labels.common, items: getCommonTimeZones(initial) }];
  return (
    <Select
      {...props}
      defaultValue={initial}
      data={data}
      onDropdownOpen={() => setIsListed(true)}
      label={t('students:form.timeZone')}
      description={t('students:form.timeZoneHint')}
      nothingFoundMessage={t('students:form.nothingFound')}
      searchable
      allowDeselect={false}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type ClientFormProps = {
  workspaceId: number;
  /** Absent for a new student. */
  client?: Client;
  /** The language new students take by default. */
  defaultLanguage: Language;
  onSaved: (client: Client) => void;
  onCancel?: () => void;
};

/** The student form of the create modal and the edit page; the whole student is sent. */
export function ClientForm({
  workspaceId,
  client,
  defaultLanguage,
  onSaved,
  onCancel,
}: ClientFormProps) {
  const { t } = useTranslation(['students', 'common']);
  const saveClient = useSaveClientMutation();
  const staff = useClientStaff(workspaceId);
  const interests = useInterests(workspaceId);
  const qualificationOptions = useQualificationOptions();
  // Uncontrolled: typing re-renders the field, not the whole form with its long option lists.
  const form = useForm<ClientFormValues>({
    mode: 'uncontrolled',
    initialValues: getInitialValues(client, defaultLanguage),
    validate: createSchemaValidator(ClientInputSchema, (values: ClientFormValues) =>
      toClientInput(values, workspaceId),
    ),
  });
  const refused = useRefusedSave(form, (error) => applyServerErrors(form, error));
  const fieldError = (field: keyof ClientFormValues, params: Record<string, number> = {}) =>
    translateFieldError(form.errors[field], params);
  const field = (name: keyof ClientFormValues) => ({
    ...form.getInputProps(name),
    error: fieldError(name),
    'data-testid': `client-field-${name}`,
  });

  // Until the staff list arrives the assigned person is shown by name, not yet as a former one.
  const formerLabel = (name: string) =>
    staff.data ? t('students:form.formerStaff', { name }) : name;
  const toOptions = (people: { id: number; name: string }[] = []) =>
    people.map((person) => ({ value: String(person.id), label: person.name }));
  const teacherOptions = withCurrent(toOptions(staff.data?.teachers), client?.teacher, formerLabel);
  const diagnosticianOptions = withCurrent(
    toOptions(staff.data?.diagnosticians),
    client?.diagnostician,
    formerLabel,
  );
  const interestOptions = [...(interests.data ?? [])];
  for (const interest of client?.interests ?? []) {
    if (!interestOptions.some((option) => option.id === interest.id))
      interestOptions.push(interest);
  }

  const handleSubmit = (values: ClientFormValues) => {
    const body = ClientInputSchema.parse(toClientInput(values, workspaceId));
    refused.clear();
    saveClient.mutate(
      { clientId: client?.id, body },
      {
        onSuccess: (saved) => {
          const next = getInitialValues(saved, defaultLanguage);
          form.setValues(next);
          form.resetDirty(next);
          onSaved(saved);
        },
        onError: refused.onFailure,
      },
    );
  };

  return (
    <form
      ref={refused.formRef}
      onSubmit={form.onSubmit(handleSubmit, refused.onInvalid)}
      noValidate
      data-testid="client-form"
    >
      <Stack gap="lg">
        <FormSection title={t('students:form.childSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              key={form.key('child_name')}
              {...field('child_name')}
              label={t('students:form.childName')}
              placeholder={t('students:form.childNamePlaceholder')}
              maxLength={NAME_LENGTH.max}
              withAsterisk
              data-autofocus
            />
            <BirthDateField key={form.key('birth_date')} {...field('birth_date')} />
          </SimpleGrid>
          <Input.Wrapper label={t('students:form.gender')}>
            <SegmentedControl
              key={form.key('gender')}
              {...form.getInputProps('gender')}
              data={[
                ...THEME_GENDERS.map((gender) => ({
                  value: gender,
                  label: t(`students:genders.${gender}`),
                })),
                { value: 'none', label: t('students:genders.none') },
              ]}
              fullWidth
              mt={6}
              data-testid="client-field-gender"
            />
          </Input.Wrapper>
          <MultiSelect
            key={form.key('qualifications')}
            {...field('qualifications')}
            data={qualificationOptions}
            label={t('students:form.qualifications')}
            placeholder={t('students:form.qualificationsPlaceholder')}
            nothingFoundMessage={t('students:form.nothingFound')}
            searchable
            clearable
            hidePickedOptions
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            key={form.key('interest_ids')}
            {...field('interest_ids')}
            data={interestOptions.map((interest) => ({
              value: String(interest.id),
              label: interest.name,
            }))}
            label={t('students:form.interests')}
            description={t('students:form.interestsHint', { max: CLIENT_INTERESTS_MAX })}
            placeholder={
              interests.isPending
                ? t('students:form.loading')
                : t('students:form.interestsPlaceholder')
            }
            nothingFoundMessage={t('students:form.noInterests')}
            maxValues={CLIENT_INTERESTS_MAX}
            searchable
            clearable
            hidePickedOptions
            comboboxProps={{ withinPortal: true }}
          />
        </FormSection>

        <FormSection title={t('students:form.contactSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              key={form.key('client_name')}
              {...field('client_name')}
              label={t('students:form.clientName')}
              description={t('students:form.clientNameHint')}
              placeholder={t('students:form.clientNamePlaceholder')}
              maxLength={NAME_LENGTH.max}
              withAsterisk
            />
            <TextInput
              key={form.key('contact_email')}
              {...field('contact_email')}
              type="email"
              label={t('students:form.email')}
              description={t('students:form.emailHint')}
              placeholder="parent@example.com"
              maxLength={EMAIL_MAX_LENGTH}
              autoComplete="off"
            />
            <TextInput
              key={form.key('contact_phone')}
              {...field('contact_phone')}
              type="tel"
              label={t('students:form.phone')}
              placeholder="+380 67 123 45 67"
              autoComplete="off"
            />
            <Select
              key={form.key('language')}
              {...field('language')}
              data={LANGUAGES.map((language) => ({
                value: language,
                label: t(`students:languages.${language}`),
              }))}
              label={t('students:form.language')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <TimeZoneField key={form.key('time_zone')} {...field('time_zone')} />
        </FormSection>

        <FormSection title={t('students:form.teamSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              key={form.key('teacher_id')}
              {...field('teacher_id')}
              data={teacherOptions}
              label={t('students:form.teacher')}
              placeholder={
                client ? t('students:form.notAssigned') : t('students:form.teacherDefault')
              }
              nothingFoundMessage={t('students:form.nothingFound')}
              searchable
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              key={form.key('diagnostician_id')}
              {...field('diagnostician_id')}
              data={diagnosticianOptions}
              label={t('students:form.diagnostician')}
              placeholder={t('students:form.notAssigned')}
              nothingFoundMessage={t('students:form.noDiagnosticians')}
              searchable
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <NotesField
            key={form.key('description')}
            {...form.getInputProps('description')}
            error={fieldError('description', { max: CLIENT_DESCRIPTION_MAX_LENGTH })}
          />
        </FormSection>

        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
          )}
          <Button type="submit" loading={saveClient.isPending} data-testid="client-save">
            {client ? t('common:actions.save') : t('students:form.create')}
          </Button>
        </Group>
        <RefusedSaveNote refusal={refused.refusal} />
      </Stack>
    </form>
  );
}
