import {
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BOOKING_BUFFER_MINUTES_MAX,
  BOOKING_CONTACT_MAX_LENGTH,
  BOOKING_HORIZON_DAYS_MAX,
  BOOKING_LESSON_MINUTES,
  BOOKING_NOTICE_HOURS_MAX,
  type BookingSettings,
  BookingSettingsInputSchema,
  buildPath,
} from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import {
  applyServerErrors,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useBookingSettings, useSaveBookingSettings } from '../api/booking-api.ts';
import { SettingsLoader } from '../components/settings-loader.tsx';

function SettingsForm({ workspaceId, initial }: { workspaceId: number; initial: BookingSettings }) {
  const { t } = useTranslation('booking');
  const save = useSaveBookingSettings();
  const form = useForm<BookingSettings>({
    initialValues: initial,
    validate: createSchemaValidator(BookingSettingsInputSchema, (values) => ({
      workspace_id: workspaceId,
      ...values,
    })),
  });
  /** A whole-number field; an emptied one stays empty and is refused, never saved as 0. */
  const numberField = (key: keyof BookingSettings, min: number, max: number) => ({
    ...form.getInputProps(key),
    min,
    max,
    allowDecimal: false,
    error: translateFieldError(form.errors[key], { min, max }),
  });

  function submit(values: BookingSettings) {
    save.mutate(
      { workspace_id: workspaceId, ...values },
      {
        onSuccess: () => notify({ color: 'green', message: t('booking:settings.saved') }),
        onError: (error) => {
          if (!applyServerErrors(form, error)) notify({ color: 'red', message: error.message });
        },
      },
    );
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="lg">
        <Card withBorder>
          <Switch
            size="md"
            label={t('booking:settings.isOpen')}
            description={t('booking:settings.isOpenHint')}
            {...form.getInputProps('is_open', { type: 'checkbox' })}
            data-testid="settings-open"
          />
          <Text size="sm" mt="sm">
            <Anchor href={buildPath('appointment', {})} target="_blank">
              {t('booking:settings.openWizard')}
            </Anchor>
          </Text>
        </Card>
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('booking:settings.lessonMinutes')}
              {...numberField(
                'lesson_minutes',
                BOOKING_LESSON_MINUTES.min,
                BOOKING_LESSON_MINUTES.max,
              )}
              data-testid="settings-lesson"
            />
            <NumberInput
              label={t('booking:settings.horizonDays')}
              {...numberField('horizon_days', 1, BOOKING_HORIZON_DAYS_MAX)}
            />
            <NumberInput
              label={t('booking:settings.bufferBefore')}
              {...numberField('buffer_before_minutes', 0, BOOKING_BUFFER_MINUTES_MAX)}
            />
            <NumberInput
              label={t('booking:settings.bufferAfter')}
              {...numberField('buffer_after_minutes', 0, BOOKING_BUFFER_MINUTES_MAX)}
            />
            <NumberInput
              label={t('booking:settings.minNotice')}
              {...numberField('min_notice_hours', 0, BOOKING_NOTICE_HOURS_MAX)}
            />
            <NumberInput
              label={t('booking:settings.cancelCutoff')}
              {...numberField('cancel_cutoff_hours', 0, BOOKING_NOTICE_HOURS_MAX)}
            />
          </SimpleGrid>
          <TextInput
            mt="md"
            label={t('booking:settings.contact')}
            description={t('booking:settings.contactHint')}
            {...form.getInputProps('contact')}
            error={translateFieldError(form.errors.contact, { max: BOOKING_CONTACT_MAX_LENGTH })}
          />
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="settings-save">
            {t('booking:settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SettingsScreen({ workspaceId }: { workspaceId: number }) {
  return (
    <SettingsLoader
      query={useBookingSettings(workspaceId)}
      skeletonHeight={300}
      errorTestId="settings-error"
    >
      {(initial) => <SettingsForm workspaceId={workspaceId} initial={initial} />}
    </SettingsLoader>
  );
}

/** The manager's rules for trial lessons, and whether parents book into this project. */
export function BookingSettingsPage() {
  const { t } = useTranslation('booking');
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return (
    <Stack gap="lg" data-testid="booking-settings-page">
      <PageHeader
        title={t('booking:settings.title')}
        description={t('booking:settings.description')}
      />
      <SettingsScreen key={workspaceId} workspaceId={workspaceId} />
    </Stack>
  );
}
