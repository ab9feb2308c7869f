import { Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ACT_CURRENCIES,
  ACT_TEXT_MAX_LENGTH,
  ACT_URL_MAX_LENGTH,
  type Act,
  type ActCurrency,
  ActInputSchema,
  type ActType,
  amountInWords,
  buildPath,
  parseAmountMinor,
} from '@slovo/contracts';
import { IconCalendar } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorActionBar } from '../../../components/editor-action-bar.tsx';
import { RefusedSaveNote } from '../../../components/refused-save-note.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { DatePickerInput } from '../../../lib/date-inputs.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { translateFieldError } from '../../../lib/form-validation.ts';
import { isMessageKey } from '../../../lib/messages.ts';
import { useRefusedSave } from '../../../lib/refused-save.ts';
import { useCreateAct } from '../api/acts-api.ts';

type Values = {
  type: ActType;
  amount: string;
  currency: ActCurrency;
  act_date: string | null;
  contract_number: string;
  contract_date: string | null;
  performer_name_uk: string;
  performer_name_en: string;
  performer_address_uk: string;
  performer_address_en: string;
  passport: string;
  tax_id: string;
  content_url: string;
};

const FIELDS: (keyof Values)[] = [
  'type',
  'amount',
  'currency',
  'act_date',
  'contract_number',
  'contract_date',
  'performer_name_uk',
  'performer_name_en',
  'performer_address_uk',
  'performer_address_en',
  'passport',
  'tax_id',
  'content_url',
];

function collectErrors(issues: { path: string; message: string }[]) {
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of issues) {
    const field = FIELDS.find((name) => name === issue.path.split('.')[0]);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

const toBody = (workspaceId: number, values: Values) => ({
  ...values,
  workspace_id: workspaceId,
  act_date: values.act_date ?? '',
  contract_date: values.contract_date ?? '',
});

/** The amount in words in both languages, as the PDF will print it, under the amount. */
function AmountInWords({ amount, currency }: { amount: string; currency: ActCurrency }) {
  const minor = parseAmountMinor(amount);
  if (minor === null || minor <= 0) return null;
  return (
    <Stack gap={2} data-testid="act-amount-words">
      <Text size="sm" c="dimmed" lang="uk">
        {amountInWords(minor, currency, 'uk')}
      </Text>
      <Text size="sm" c="dimmed" lang="en">
        {amountInWords(minor, currency, 'en')}
      </Text>
    </Stack>
  );
}

/** A new act: the work, the contract, the performer in Ukrainian and English. */
export function ActForm({
  workspaceId,
  onCreated,
}: {
  workspaceId: number;
  onCreated: (act: Act) => void;
}) {
  const { t } = useTranslation(['acts', 'common']);
  const create = useCreateAct();
  const isSavingRef = useRef(false);
  const form = useForm<Values>({
    initialValues: {
      type: 'video',
      amount: '',
      currency: 'UAH',
      act_date: dayjs().format('YYYY-MM-DD'),
      contract_number: '',
      contract_date: null,
      performer_name_uk: '',
      performer_name_en: '',
      performer_address_uk: '',
      performer_address_en: '',
      passport: '',
      tax_id: '',
      content_url: '',
    },
    validate: (values) => {
      const result = ActInputSchema.safeParse(toBody(workspaceId, values));
      if (result.success) return {};
      return collectErrors(
        result.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: isMessageKey(issue.message) ? issue.message : 'validation.invalid',
        })),
      );
    },
  });
  const refused = useRefusedSave(form, (error) => {
    if (!isApiError(error) || error.fields.length === 0) return false;
    form.setErrors(collectErrors(error.fields));
    return true;
  });

  const handleSubmit = (values: Values) => {
    isSavingRef.current = true;
    refused.clear();
    create.mutate(toBody(workspaceId, values), {
      onSuccess: (act) => {
        form.resetDirty();
        isSavingRef.current = false;
        onCreated(act);
      },
      onError: (error) => {
        isSavingRef.current = false;
        refused.onFailure(error);
      },
    });
  };

  const textField = (name: keyof Values, label: string, max = ACT_TEXT_MAX_LENGTH) => (
    <TextInput
      label={label}
      required
      maxLength={max}
      data-testid={`act-${name.replaceAll('_', '-')}`}
      {...form.getInputProps(name)}
      error={translateFieldError(form.errors[name])}
    />
  );

  const dateField = (name: 'act_date' | 'contract_date', label: string) => (
    <DatePickerInput
      label={label}
      required
      valueFormat="LL"
      leftSection={<IconCalendar size={16} />}
      data-testid={`act-${name.replaceAll('_', '-')}`}
      {...form.getInputProps(name)}
      error={translateFieldError(form.errors[name])}
    />
  );

  return (
    <form
      ref={refused.formRef}
      onSubmit={form.onSubmit(handleSubmit, refused.onInvalid)}
      noValidate
      data-testid="act-form"
    >
      <Stack gap="lg">
        <EditorActionBar
          testId="act"
          backTo={`${buildPath('acts')}?project=${workspaceId}`}
          backLabel={t('acts:back')}
          unsavedLabel={t('acts:form.unsaved')}
          isDirty={form.isDirty()}
          saveLabel={t('acts:form.submit')}
          isSaving={create.isPending}
        >
          <RefusedSaveNote refusal={refused.refusal} />
        </EditorActionBar>
        <SectionCard title={t('acts:form.work')}>
          <Stack gap="md">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('acts:form.type')}
              </Text>
              <SegmentedControl
                data={(['video', 'presentation'] as const).map((type) => ({
                  value: type,
                  label: t(`acts:types.${type}`),
                }))}
                value={form.values.type}
                onChange={(value) => form.setFieldValue('type', value as ActType)}
                data-testid="act-type"
                style={{ alignSelf: 'flex-start' }}
              />
            </Stack>
            <Stack gap={4}>
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <TextInput
                  label={t('acts:form.amount')}
                  required
                  inputMode="decimal"
                  placeholder="12500.00"
                  maxLength={14}
                  data-testid="act-amount"
                  style={{ flex: 1 }}
                  {...form.getInputProps('amount')}
                  error={translateFieldError(form.errors.amount)}
                />
                <Select
                  label={t('acts:form.currency')}
                  required
                  w={110}
                  data={[...ACT_CURRENCIES]}
                  allowDeselect={false}
                  data-testid="act-currency"
                  {...form.getInputProps('currency')}
                />
              </Group>
              <AmountInWords amount={form.values.amount} currency={form.values.currency} />
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {dateField('act_date', t('acts:form.actDate'))}
              <Text size="sm" c="dimmed" style={{ alignSelf: 'end' }}>
                {t('acts:form.numberHint')}
              </Text>
              {textField('contract_number', t('acts:form.contractNumber'), 50)}
              {dateField('contract_date', t('acts:form.contractDate'))}
            </SimpleGrid>
            {textField('content_url', t('acts:form.contentUrl'), ACT_URL_MAX_LENGTH)}
          </Stack>
        </SectionCard>
        <SectionCard title={t('acts:form.performer')}>
          <Text size="sm" c="dimmed">
            {t('acts:form.performerHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {textField('performer_name_uk', t('acts:form.nameUk'))}
            {textField('performer_name_en', t('acts:form.nameEn'))}
            {textField('performer_address_uk', t('acts:form.addressUk'))}
            {textField('performer_address_en', t('acts:form.addressEn'))}
            {textField('passport', t('acts:form.passport'), 50)}
            {textField('tax_id', t('acts:form.taxId'), 20)}
          </SimpleGrid>
        </SectionCard>
      </Stack>
      <UnsavedChangesGuard
        text={t('acts:form.unsavedText')}
        isDirty={form.isDirty() && !create.isPending}
        isSavingRef={isSavingRef}
      />
    </form>
  );
}
