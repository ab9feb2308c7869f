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
import {
  BOOKING_BUFFER_MINUTES_MAX,
  BOOKING_HORIZON_DAYS_MAX,
  BOOKING_LESSON_MINUTES,
  type BookingSettings,
  buildPath,
} from '@slovo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.tsx';
import { notify } from '../../../lib/notify.ts';
import { useBookingSettings, useSaveBookingSettings } from '../api/booking-api.ts';
import { SettingsLoader } from '../components/settings-loader.tsx';

function SettingsForm({ workspaceId, initial }: { workspaceId: number; initial: BookingSettings }) {
  const { t } = useTranslation('booking');
  const save = useSaveBookingSettings();
  const [values, setValues] = useState(initial);
  const set = <K extends keyof BookingSettings>(key: K, value: BookingSettings[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const number = (key: keyof BookingSettings) => (value: string | number) =>
    set(key, typeof value === 'number' ? value : Number(value) || 0);

  function submit() {
    save.mutate(
      { workspace_id: workspaceId, ...values },
      {
        onSuccess: () => notify({ color: 'green', message: t('booking:settings.saved') }),
        onError: (error) =>
          notify({
            color: 'red',
            message:
              isApiError(error) && error.fields[0]
                ? `${error.message}: ${error.fields[0].message}`
                : error.message,
          }),
      },
    );
  }

  return (
    <Stack gap="lg">
      <Card withBorder>
        <Switch
          size="md"
          label={t('booking:settings.isOpen')}
          description={t('booking:settings.isOpenHint')}
          checked={values.is_open}
          onChange={(e) => set('is_open', e.currentTarget.checked)}
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
            min={BOOKING_LESSON_MINUTES.min}
            max={BOOKING_LESSON_MINUTES.max}
            value={values.lesson_minutes}
            onChange={number('lesson_minutes')}
            data-testid="settings-lesson"
          />
          <NumberInput
            label={t('booking:settings.horizonDays')}
            min={1}
            max={BOOKING_HORIZON_DAYS_MAX}
            value={values.horizon_days}
            onChange={number('horizon_days')}
          />
          <NumberInput
            label={t('booking:settings.bufferBefore')}
            min={0}
            max={BOOKING_BUFFER_MINUTES_MAX}
            value={values.buffer_before_minutes}
            onChange={number('buffer_before_minutes')}
          />
          <NumberInput
            label={t('booking:settings.bufferAfter')}
            min={0}
            max={BOOKING_BUFFER_MINUTES_MAX}
            value={values.buffer_after_minutes}
            onChange={number('buffer_after_minutes')}
          />
          <NumberInput
            label={t('booking:settings.minNotice')}
            min={0}
            value={values.min_notice_hours}
            onChange={number('min_notice_hours')}
          />
          <NumberInput
            label={t('booking:settings.cancelCutoff')}
            min={0}
            value={values.cancel_cutoff_hours}
            onChange={number('cancel_cutoff_hours')}
          />
        </SimpleGrid>
        <TextInput
          mt="md"
          label={t('booking:settings.contact')}
          description={t('booking:settings.contactHint')}
          value={values.contact}
          onChange={(e) => set('contact', e.currentTarget.value)}
        />
      </Card>
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} data-testid="settings-save">
          {t('booking:settings.save')}
        </Button>
      </Group>
    </Stack>
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
