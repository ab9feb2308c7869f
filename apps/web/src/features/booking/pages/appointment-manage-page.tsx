import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { BookingManage } from '@slovo/contracts';
import { IconAlertCircle, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PublicPageFrame } from '../../../components/public-page-frame.tsx';
import { isApiError, isDeadLinkError } from '../../../lib/api-client.ts';
import { capitalizeFirst } from '../../../lib/intl-locale.ts';
import { useChangeBooking, useManagedBooking } from '../api/booking-api.ts';
import { formatIn, WeekView } from '../components/week-view.tsx';

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
};

// Inside a sentence ("…until 29 November at 11:00"): without the weekday, which Ukrainian,
// Russian and Polish would need in another case after "до"/"do" than Intl writes it.
const UNTIL: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
};

function Lesson({ booking, token }: { booking: BookingManage; token: string }) {
  const { t } = useTranslation('booking');
  const change = useChangeBooking(token);
  const [isMoving, setIsMoving] = useState(false);
  const [isCancelAsked, setIsCancelAsked] = useState(false);
  const [isMoved, setIsMoved] = useState(false);
  const zone = booking.time_zone;
  const refusal = isApiError(change.error) ? change.error : null;
  const contact = booking.contact && (
    <Text size="sm" fw={600} mt={4}>
      {t('booking:manage.contact', { contact: booking.contact })}
    </Text>
  );

  return (
    <Stack gap="md">
      <div>
        <Text fz={{ base: 20, sm: 24 }} fw={700} data-testid="manage-when">
          {capitalizeFirst(formatIn(booking.starts_at, zone, WHEN))}
        </Text>
        <Text size="sm" c="dimmed">
          {t('booking:manage.shownIn', { zone: zone.replaceAll('_', ' ') })}
        </Text>
      </div>
      {isMoved && booking.state === 'booked' && (
        <Alert color="teal" icon={<IconCircleCheck size={20} />} data-testid="manage-moved">
          {t('booking:manage.moved')}
        </Alert>
      )}
      {booking.state === 'cancelled' && (
        <Alert color="gray" data-testid="manage-cancelled">
          <Text size="sm">{t('booking:manage.cancelled')}</Text>
          <Anchor component={Link} to="/appointment" size="sm" fw={600}>
            {t('booking:manage.bookAgain')}
          </Anchor>
        </Alert>
      )}
      {booking.state === 'booked' && !booking.can_change && (
        <Alert color="orange" icon={<IconAlertCircle size={20} />} data-testid="manage-too-late">
          <Text size="sm">
            {t('booking:manage.tooLate', { hours: booking.cancel_cutoff_hours })}
          </Text>
          {contact}
        </Alert>
      )}
      {refusal && (
        <Alert color="orange" icon={<IconAlertCircle size={20} />} data-testid="manage-refusal">
          <Text size="sm">{refusal.message}</Text>
          {refusal.code === 'BOOKING_CHANGE_CLOSED' && contact}
        </Alert>
      )}
      {booking.can_change && (
        <>
          <Text size="sm" c="dimmed" data-testid="manage-change-until">
            {t('booking:manage.canChangeUntil', {
              when: formatIn(booking.change_until, zone, UNTIL),
            })}
          </Text>
          <Group gap="sm">
            <Button
              variant={isMoving ? 'default' : 'filled'}
              onClick={() => setIsMoving(!isMoving)}
              data-testid="manage-move"
            >
              {isMoving ? t('booking:manage.hideMove') : t('booking:manage.move')}
            </Button>
            {!isCancelAsked && (
              <Button
                variant="light"
                color="red"
                onClick={() => setIsCancelAsked(true)}
                data-testid="manage-cancel"
              >
                {t('booking:manage.cancel')}
              </Button>
            )}
          </Group>
          {isCancelAsked && (
            <Alert color="red" data-testid="manage-cancel-confirm">
              <Text size="sm" mb="xs">
                {t('booking:manage.cancelConfirm')}
              </Text>
              <Group gap="sm">
                <Button
                  color="red"
                  loading={change.isPending}
                  onClick={() =>
                    change.mutate(
                      { action: 'cancel' },
                      { onSettled: () => setIsCancelAsked(false) },
                    )
                  }
                  data-testid="manage-cancel-yes"
                >
                  {t('booking:manage.cancelYes')}
                </Button>
                <Button variant="default" onClick={() => setIsCancelAsked(false)}>
                  {t('booking:manage.cancelNo')}
                </Button>
              </Group>
            </Alert>
          )}
          {isMoving && (
            <Stack gap="xs">
              <Text size="sm">{t('booking:manage.pickHint')}</Text>
              <WeekView
                zone={zone}
                horizonDays={booking.horizon_days}
                isHolding={change.isPending}
                manageToken={token}
                onPick={(startsAt) =>
                  change.mutate(
                    { action: 'move', starts_at: startsAt },
                    {
                      onSuccess: () => {
                        setIsMoving(false);
                        setIsMoved(true);
                      },
                    },
                  )
                }
              />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * The family's page behind the link in their confirmation (decision 043): the lesson in their
 * zone, and cancel or move up to the school's cut-off.
 */
export function AppointmentManagePage() {
  const { t } = useTranslation('booking');
  const token = useParams().token ?? '';
  const booking = useManagedBooking(token);
  return (
    <PublicPageFrame testId="appointment-manage-page" tone="warm">
      <Box px="md" py={{ base: 'md', sm: 48 }}>
        <Paper withBorder shadow="md" p={{ base: 'md', sm: 32 }} maw={880} mx="auto">
          <Stack gap="md">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t('booking:manage.title')}
            </Title>
            {booking.isPending && <Skeleton h={160} />}
            {booking.isError &&
              (isDeadLinkError(booking.error) ? (
                // A retired or mangled link: what it means, and the way to a new booking.
                <Stack gap="sm" data-testid="manage-missing">
                  <Alert color="orange" icon={<IconLinkOff size={20} />}>
                    <Text fw={600}>{t('booking:manage.missingTitle')}</Text>
                    <Text size="sm">{t('booking:manage.missingDescription')}</Text>
                  </Alert>
                  <Anchor component={Link} to="/appointment" fw={600}>
                    {t('booking:manage.bookAgain')}
                  </Anchor>
                </Stack>
              ) : (
                <Alert color="red" data-testid="manage-error">
                  {booking.error.message}
                </Alert>
              ))}
            {booking.data && <Lesson booking={booking.data} token={token} />}
          </Stack>
        </Paper>
      </Box>
    </PublicPageFrame>
  );
}
