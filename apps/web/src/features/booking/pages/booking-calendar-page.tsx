import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  type BookingCalendarEntry,
  buildPath,
  canAccessRoute,
  getLocalDate,
  getRoute,
  type RoleId,
} from '@slovo/contracts';
import { IconCalendarOff, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { getBrowserTimeZone, getIntlLocale } from '../../../lib/intl-locale.ts';
import { useBookingCalendar } from '../api/booking-api.ts';
import {
  type CalendarView,
  getViewDates,
  getViewRange,
  groupByLocalDate,
  moveAnchor,
} from '../lib/calendar-range.ts';

function formatTime(instant: string, timeZone: string) {
  return new Intl.DateTimeFormat(getIntlLocale(), {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** A local date as the viewer reads it (the date is a wall-clock day, so formatted as UTC). */
function formatDate(date: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(getIntlLocale(), { timeZone: 'UTC', ...options }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The student card the viewer may open: a teacher's client page, else the diagnostic one. */
function getStudentPath(roles: readonly RoleId[], clientId: number) {
  if (canAccessRoute(getRoute('editClient'), roles)) return buildPath('editClient', { clientId });
  if (canAccessRoute(getRoute('manageDiagnosticianClients'), roles)) {
    return buildPath('manageDiagnosticianClients', { clientId });
  }
  return null;
}

function LessonCard({
  lesson,
  timeZone,
  showStaff,
  roles,
}: {
  lesson: BookingCalendarEntry;
  timeZone: string;
  showStaff: boolean;
  roles: readonly RoleId[];
}) {
  const { t } = useTranslation('booking');
  const studentPath = lesson.client_id === null ? null : getStudentPath(roles, lesson.client_id);
  const zone = lesson.time_zone.replaceAll('_', ' ');
  return (
    <Card withBorder padding="sm" data-testid="calendar-lesson">
      <Stack gap={2}>
        <Text fw={700} data-testid="calendar-lesson-time">
          {formatTime(lesson.starts_at, timeZone)}–{formatTime(lesson.ends_at, timeZone)}
        </Text>
        <Text fw={600} size="sm">
          {lesson.parent_name}
        </Text>
        <Text size="sm">
          {lesson.child_name
            ? t('booking:calendar.child', { child: lesson.child_name, age: lesson.age })
            : t('booking:calendar.age', { age: lesson.age })}
        </Text>
        <Text size="sm">
          {t('booking:calendar.language', {
            language: t(`booking:languages.${lesson.language}`),
          })}
        </Text>
        <Text size="sm" c="dimmed" data-testid="calendar-lesson-family-time">
          {t('booking:calendar.family', {
            time: formatTime(lesson.starts_at, lesson.time_zone),
            zone,
          })}
        </Text>
        {showStaff && (
          <Text size="xs" c="dimmed">
            {t('booking:calendar.with', { name: lesson.staff.name })}
          </Text>
        )}
        {studentPath && (
          <Anchor component={Link} to={studentPath} size="sm">
            {t('booking:calendar.student')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

function Calendar({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation('booking');
  const { roles } = useSession();
  const [view, setView] = useState<CalendarView>('week');
  const [staffId, setStaffId] = useState<number | null>(null);
  // The first answer tells the viewer's zone (their working hours'); until then, the browser's.
  const [zoneFromServer, setZoneFromServer] = useState<string | null>(null);
  const timeZone = zoneFromServer ?? getBrowserTimeZone();
  const [anchor, setAnchor] = useState(() => getLocalDate(Date.now(), timeZone));
  const dates = useMemo(() => getViewDates(view, anchor), [view, anchor]);
  const range = useMemo(() => getViewRange(dates, timeZone), [dates, timeZone]);
  const calendar = useBookingCalendar(workspaceId, range, staffId);
  const data = calendar.data;
  if (data?.time_zone && data.time_zone !== zoneFromServer) {
    setZoneFromServer(data.time_zone);
    setAnchor(getLocalDate(Date.now(), data.time_zone));
  }
  const byDate = useMemo(
    () => groupByLocalDate(data?.bookings ?? [], timeZone),
    [data?.bookings, timeZone],
  );
  const today = getLocalDate(Date.now(), timeZone);
  const isEmpty = data !== undefined && data.bookings.length === 0;
  const title =
    view === 'day'
      ? formatDate(anchor, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
      : `${formatDate(dates[0] ?? anchor, { day: 'numeric', month: 'short' })} – ${formatDate(
          dates[dates.length - 1] ?? anchor,
          { day: 'numeric', month: 'short', year: 'numeric' },
        )}`;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <SegmentedControl
            value={view}
            onChange={(value) => setView(value as CalendarView)}
            data={[
              { value: 'day', label: t('booking:calendar.day') },
              { value: 'week', label: t('booking:calendar.week') },
            ]}
            data-testid="calendar-view"
          />
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              px="xs"
              aria-label={t('booking:calendar.previous')}
              onClick={() => setAnchor(moveAnchor(view, anchor, -1))}
              data-testid="calendar-previous"
            >
              <IconChevronLeft size={18} />
            </Button>
            <Button variant="default" onClick={() => setAnchor(today)}>
              {t('booking:calendar.today')}
            </Button>
            <Button
              variant="default"
              px="xs"
              aria-label={t('booking:calendar.next')}
              onClick={() => setAnchor(moveAnchor(view, anchor, 1))}
              data-testid="calendar-next"
            >
              <IconChevronRight size={18} />
            </Button>
          </Group>
        </Group>
        {data?.can_see_all && (
          <Select
            label={t('booking:calendar.staff')}
            w={240}
            value={staffId === null ? 'all' : String(staffId)}
            onChange={(value) => setStaffId(value && value !== 'all' ? Number(value) : null)}
            allowDeselect={false}
            data={[
              { value: 'all', label: t('booking:calendar.allStaff') },
              ...data.staff.map((s) => ({ value: String(s.id), label: s.name })),
            ]}
            data-testid="calendar-staff"
          />
        )}
      </Group>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" data-testid="calendar-title">
          {title}
        </Title>
        <Text size="sm" c="dimmed" data-testid="calendar-zone">
          {t('booking:calendar.timeZone', { zone: timeZone.replaceAll('_', ' ') })}
        </Text>
      </Group>
      {data?.is_sandbox && (
        <Alert color="grape" variant="light">
          {t('booking:calendar.sandbox')}
        </Alert>
      )}
      {calendar.isError && (
        <QueryErrorAlert
          title={t('booking:loadFailed')}
          description={calendar.error.message}
          isRetrying={calendar.isFetching}
          onRetry={() => void calendar.refetch()}
          testId="calendar-error"
        />
      )}
      {calendar.isPending && <Skeleton h={200} />}
      {isEmpty && view === 'day' && (
        <EmptyState
          icon={<IconCalendarOff size={28} />}
          title={t('booking:calendar.empty')}
          description={t('booking:calendar.emptyHint')}
          testId="calendar-empty"
        />
      )}
      {data && !(isEmpty && view === 'day') && (
        <SimpleGrid
          cols={view === 'day' ? 1 : { base: 1, sm: 2, lg: 7 }}
          spacing="sm"
          data-testid={view === 'day' ? 'calendar-day-view' : 'calendar-week'}
        >
          {dates.map((date) => {
            const lessons = byDate.get(date) ?? [];
            return (
              <Stack key={date} gap="xs" data-testid="calendar-day" data-date={date}>
                {view === 'week' && (
                  <Group gap={6}>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      fw={600}
                      onClick={() => {
                        setAnchor(date);
                        setView('day');
                      }}
                      data-testid="calendar-open-day"
                    >
                      {formatDate(date, { weekday: 'short', day: 'numeric', month: 'short' })}
                    </Button>
                    {date === today && (
                      <Badge size="xs" variant="light">
                        {t('booking:calendar.today')}
                      </Badge>
                    )}
                  </Group>
                )}
                {lessons.map((lesson) => (
                  <LessonCard
                    key={lesson.id}
                    lesson={lesson}
                    timeZone={timeZone}
                    showStaff={data.can_see_all}
                    roles={roles}
                  />
                ))}
                {view === 'week' && lessons.length === 0 && (
                  <Text size="xs" c="dimmed">
                    {t('booking:calendar.noLessons')}
                  </Text>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Booked trial lessons by day or week, on the viewer's clock (decision 044). */
export function BookingCalendarPage() {
  const { t } = useTranslation('booking');
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return (
    <Stack gap="lg" data-testid="booking-calendar-page">
      <PageHeader
        title={t('booking:calendar.title')}
        description={t('booking:calendar.description')}
      />
      <Calendar key={workspaceId} workspaceId={workspaceId} />
    </Stack>
  );
}
