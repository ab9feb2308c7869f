import { Alert, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { addDays, getLocalDate, getWeekStart, zonedTimeToUtc } from '@slovo/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { capitalizeFirst, getIntlLocale } from '../../../lib/intl-locale.ts';
import { useBookingSlots } from '../api/booking-api.ts';

export function formatIn(
  instant: number | string,
  zone: string,
  options: Intl.DateTimeFormatOptions,
) {
  return new Intl.DateTimeFormat(getIntlLocale(), { timeZone: zone, ...options }).format(
    new Date(instant),
  );
}

/**
 * A week of free starts in the viewer's zone, one column per day: the wizard's step, and the
 * family's page to move a booked lesson (`manageToken` lists that lesson's own staff member).
 */
export function WeekView({
  zone,
  horizonDays,
  onPick,
  isHolding,
  manageToken,
}: {
  zone: string;
  horizonDays: number;
  onPick: (startsAt: string) => void;
  isHolding: boolean;
  manageToken?: string;
}) {
  const { t } = useTranslation('booking');
  const today = getLocalDate(Date.now(), zone);
  const firstWeek = getWeekStart(today);
  const [weekStart, setWeekStart] = useState(firstWeek);
  const lastWeek = getWeekStart(addDays(today, horizonDays));
  const range = useMemo(
    () => ({
      from: new Date(zonedTimeToUtc(weekStart, 0, zone)).toISOString(),
      to: new Date(zonedTimeToUtc(addDays(weekStart, 7), 0, zone)).toISOString(),
    }),
    [weekStart, zone],
  );
  const slots = useBookingSlots(range, manageToken);
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const byDay = new Map<string, string[]>();
  for (const slot of slots.data ?? []) {
    const day = getLocalDate(Date.parse(slot.starts_at), zone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot.starts_at]);
  }
  const dayLabel = (date: string) =>
    formatIn(`${date}T12:00:00Z`, 'UTC', { weekday: 'short', day: 'numeric', month: 'short' });

  return (
    <Stack gap="sm" data-testid="wizard-week">
      <Group justify="space-between" wrap="nowrap">
        <Button
          variant="subtle"
          leftSection={<IconChevronLeft size={16} />}
          disabled={weekStart <= firstWeek}
          onClick={() => setWeekStart(addDays(weekStart, -7))}
        >
          {t('booking:wizard.previousWeek')}
        </Button>
        <Button
          variant="subtle"
          rightSection={<IconChevronRight size={16} />}
          disabled={weekStart >= lastWeek}
          onClick={() => setWeekStart(addDays(weekStart, 7))}
          data-testid="wizard-next-week"
        >
          {t('booking:wizard.nextWeek')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('booking:wizard.shownIn', { zone: zone.replaceAll('_', ' ') })}
      </Text>
      {slots.isPending && <Skeleton h={200} />}
      {slots.isError && <Alert color="red">{slots.error.message}</Alert>}
      {slots.data && slots.data.length === 0 && (
        <Text c="dimmed" data-testid="wizard-no-slots">
          {t('booking:wizard.noSlots')}
        </Text>
      )}
      {slots.data && slots.data.length > 0 && (
        <Box
          style={{
            display: 'grid',
            gap: 'var(--mantine-spacing-xs)',
            gridTemplateColumns: 'repeat(auto-fit, minmax(104px, 1fr))',
          }}
        >
          {days.map((day) => {
            const starts = byDay.get(day) ?? [];
            return (
              <Stack key={day} gap={4} data-testid="wizard-day">
                <Text size="sm" fw={600}>
                  {capitalizeFirst(dayLabel(day))}
                </Text>
                {starts.length === 0 && (
                  <Text size="xs" c="dimmed">
                    —
                  </Text>
                )}
                <Group gap={4}>
                  {starts.map((start) => (
                    <Button
                      key={start}
                      size="compact-sm"
                      variant="light"
                      disabled={isHolding}
                      onClick={() => onPick(start)}
                      data-testid="wizard-slot"
                      data-starts-at={start}
                    >
                      {formatIn(start, zone, { hour: '2-digit', minute: '2-digit' })}
                    </Button>
                  ))}
                </Group>
              </Stack>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
