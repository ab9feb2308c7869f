import {
  ActionIcon,
  Button,
  Card,
  Group,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Availability, AvailabilityInput, Weekday } from '@slovo/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.tsx';
import { getBrowserTimeZone, getIntlLocale } from '../../../lib/intl-locale.ts';
import { notify } from '../../../lib/notify.ts';
import { useAvailability, useSaveAvailability } from '../api/booking-api.ts';
import { SettingsLoader } from '../components/settings-loader.tsx';
import { TimeZoneField } from '../components/time-zone-field.tsx';

type Interval = { from: string; to: string };
type Exception = { date: string; isDayOff: boolean; from: string; to: string };
const WEEKDAYS: Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** Monday 1 … Sunday 7 in the interface language (1 January 2024 was a Monday). */
function getWeekdayName(weekday: Weekday) {
  return new Intl.DateTimeFormat(getIntlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, weekday),
  );
}

function IntervalInputs({
  value,
  onChange,
  label,
}: {
  value: Interval;
  onChange: (next: Interval) => void;
  label: string;
}) {
  const { t } = useTranslation('booking');
  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1, maxWidth: 340 }}>
      <TextInput
        type="time"
        aria-label={`${label}: ${t('booking:hours.from')}`}
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Text c="dimmed">–</Text>
      <TextInput
        type="time"
        aria-label={`${label}: ${t('booking:hours.to')}`}
        value={value.to === '24:00' ? '23:59' : value.to}
        onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
        style={{ flex: 1, minWidth: 0 }}
      />
    </Group>
  );
}

function HoursForm({ workspaceId, initial }: { workspaceId: number; initial: Availability }) {
  const { t } = useTranslation('booking');
  const save = useSaveAvailability();
  const [timeZone, setTimeZone] = useState(
    initial.is_saved ? initial.time_zone : getBrowserTimeZone(),
  );
  const [weekly, setWeekly] = useState<Record<number, Interval[]>>(() => {
    const byDay: Record<number, Interval[]> = {};
    for (const day of WEEKDAYS) byDay[day] = [];
    for (const w of initial.weekly) byDay[w.weekday]?.push({ from: w.from, to: w.to });
    return byDay;
  });
  const [exceptions, setExceptions] = useState<Exception[]>(() =>
    initial.exceptions.map((e) => ({
      date: e.date,
      isDayOff: e.intervals.length === 0,
      from: e.intervals[0]?.from ?? '09:00',
      to: e.intervals[0]?.to ?? '13:00',
    })),
  );

  const setDay = (day: number, intervals: Interval[]) =>
    setWeekly((current) => ({ ...current, [day]: intervals }));

  function submit() {
    const body: AvailabilityInput = {
      workspace_id: workspaceId,
      time_zone: timeZone,
      weekly: WEEKDAYS.flatMap((weekday) =>
        (weekly[weekday] ?? []).map((i) => ({ weekday, from: i.from, to: i.to })),
      ),
      exceptions: exceptions
        .filter((e) => e.date)
        .map((e) => ({
          date: e.date,
          intervals: e.isDayOff ? [] : [{ from: e.from, to: e.to }],
        })),
    };
    save.mutate(body, {
      onSuccess: () => notify({ color: 'green', message: t('booking:hours.saved') }),
      onError: (error) =>
        notify({
          color: 'red',
          message:
            isApiError(error) && error.fields[0]
              ? `${error.message}: ${error.fields[0].message}`
              : error.message,
        }),
    });
  }

  return (
    <Stack gap="lg">
      <Card withBorder>
        <TimeZoneField
          value={timeZone}
          onChange={setTimeZone}
          label={t('booking:hours.timeZone')}
          description={t('booking:hours.timeZoneHint')}
          testId="hours-time-zone"
        />
      </Card>

      <Card withBorder>
        <Title order={2} fz="lg" mb="sm">
          {t('booking:hours.weekly')}
        </Title>
        <Stack gap="sm">
          {WEEKDAYS.map((day) => {
            const name = getWeekdayName(day);
            const intervals = weekly[day] ?? [];
            return (
              <Group key={day} align="flex-start" gap="md" data-testid={`hours-day-${day}`}>
                <Text w={120} pt={6} fw={500} tt="capitalize">
                  {name}
                </Text>
                <Stack gap={6} style={{ flex: 1 }}>
                  {intervals.length === 0 && (
                    <Text c="dimmed" pt={6} size="sm">
                      {t('booking:hours.closed')}
                    </Text>
                  )}
                  {intervals.map((interval, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: intervals have no id of their own
                    <Group key={index} gap="xs" wrap="nowrap">
                      <IntervalInputs
                        label={name}
                        value={interval}
                        onChange={(next) =>
                          setDay(
                            day,
                            intervals.map((i, j) => (j === index ? next : i)),
                          )
                        }
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('booking:hours.remove')}
                        onClick={() =>
                          setDay(
                            day,
                            intervals.filter((_, j) => j !== index),
                          )
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  ))}
                </Stack>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} />}
                  onClick={() =>
                    setDay(day, [
                      ...intervals,
                      intervals.length === 0
                        ? { from: '09:00', to: '13:00' }
                        : { from: '14:00', to: '18:00' },
                    ])
                  }
                  data-testid={`hours-add-${day}`}
                >
                  {t('booking:hours.add')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      </Card>

      <Card withBorder>
        <Title order={2} fz="lg">
          {t('booking:hours.exceptions')}
        </Title>
        <Text c="dimmed" size="sm" mb="sm">
          {t('booking:hours.exceptionsHint')}
        </Text>
        <Stack gap="sm">
          {exceptions.map((exception, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
            <Group key={index} gap="sm" align="center">
              <TextInput
                type="date"
                aria-label={t('booking:hours.date')}
                value={exception.date}
                onChange={(e) => {
                  const date = e.currentTarget.value;
                  setExceptions((rows) => rows.map((r, j) => (j === index ? { ...r, date } : r)));
                }}
                w={170}
              />
              <Switch
                label={t('booking:hours.dayOff')}
                checked={exception.isDayOff}
                onChange={(e) => {
                  const isDayOff = e.currentTarget.checked;
                  setExceptions((rows) =>
                    rows.map((r, j) => (j === index ? { ...r, isDayOff } : r)),
                  );
                }}
              />
              {!exception.isDayOff && (
                <IntervalInputs
                  label={exception.date}
                  value={exception}
                  onChange={(next) =>
                    setExceptions((rows) =>
                      rows.map((r, j) => (j === index ? { ...r, ...next } : r)),
                    )
                  }
                />
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('booking:hours.remove')}
                onClick={() => setExceptions((rows) => rows.filter((_, j) => j !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() =>
                setExceptions((rows) => [
                  ...rows,
                  { date: '', isDayOff: true, from: '09:00', to: '13:00' },
                ])
              }
            >
              {t('booking:hours.addException')}
            </Button>
          </Group>
        </Stack>
      </Card>

      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} data-testid="hours-save">
          {t('booking:hours.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function HoursLoader({ workspaceId }: { workspaceId: number }) {
  return (
    <SettingsLoader
      query={useAvailability(workspaceId)}
      skeletonHeight={400}
      errorTestId="hours-error"
    >
      {(initial) => <HoursForm workspaceId={workspaceId} initial={initial} />}
    </SettingsLoader>
  );
}

/** A teacher's or diagnostician's own hours for trial lessons, in their own time zone. */
export function BookingHoursPage() {
  const { t } = useTranslation('booking');
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return (
    <Stack gap="lg" data-testid="booking-hours-page">
      <PageHeader title={t('booking:hours.title')} description={t('booking:hours.description')} />
      <HoursLoader key={workspaceId} workspaceId={workspaceId} />
    </Stack>
  );
}
