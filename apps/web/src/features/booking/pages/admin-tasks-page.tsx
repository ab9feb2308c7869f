import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { type AdminTask, buildPath } from '@slovo/contracts';
import { IconArrowBackUp, IconCheck, IconPhone, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { getIntlLocale } from '../../../lib/intl-locale.ts';
import { useAdminTasks, useReplicateClient, useSetTaskDone } from '../api/booking-api.ts';

type Filter = 'open' | 'done' | 'all';

function formatLesson(instant: string, zone: string) {
  return new Intl.DateTimeFormat(getIntlLocale(), {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
}

function TaskCard({ task, workspaceId }: { task: AdminTask; workspaceId: number }) {
  const { t } = useTranslation('booking');
  const setDone = useSetTaskDone(workspaceId);
  const replicate = useReplicateClient(workspaceId);
  const booking = task.booking;
  const isDone = task.done_at !== null;
  return (
    <Card withBorder data-testid="task-card" data-done={isDone}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
          {booking && (
            <>
              <Group gap="xs">
                <Text fw={600}>{booking.parent_name}</Text>
                {booking.is_sandbox && (
                  <Badge color="grape" variant="light">
                    {t('booking:tasks.sandbox')}
                  </Badge>
                )}
              </Group>
              <Anchor href={`tel:+${booking.phone}`} size="sm">
                <Group gap={4} component="span">
                  <IconPhone size={14} />+{booking.phone}
                </Group>
              </Anchor>
              {booking.email && (
                <Text size="sm" c="dimmed">
                  {booking.email}
                </Text>
              )}
              <Text size="sm">
                {t('booking:tasks.child', {
                  child: booking.child_name ?? '—',
                  age: booking.age,
                })}
              </Text>
              <Text size="sm" data-testid="task-lesson">
                {t('booking:tasks.lesson', {
                  time: formatLesson(booking.starts_at, booking.time_zone),
                  zone: booking.time_zone.replaceAll('_', ' '),
                })}
                {' · '}
                {t('booking:tasks.withStaff', { name: booking.staff.name })}
              </Text>
            </>
          )}
          {task.note && (
            <Text size="sm" fs="italic">
              {task.note}
            </Text>
          )}
          {isDone && task.done_by && (
            <Text size="xs" c="dimmed">
              {t('booking:tasks.doneBy', { name: task.done_by.name })}
            </Text>
          )}
        </Stack>
        <Stack gap="xs" align="flex-end">
          {isDone ? (
            <Button
              variant="light"
              leftSection={<IconArrowBackUp size={16} />}
              loading={setDone.isPending}
              onClick={() => setDone.mutate({ id: task.id, isDone: false })}
              data-testid="task-undo"
            >
              {t('booking:tasks.undo')}
            </Button>
          ) : (
            <Button
              leftSection={<IconCheck size={16} />}
              loading={setDone.isPending}
              onClick={() => setDone.mutate({ id: task.id, isDone: true })}
              data-testid="task-done"
            >
              {t('booking:tasks.done')}
            </Button>
          )}
          {booking && !booking.is_sandbox && booking.client_id !== null && (
            <Anchor
              component={Link}
              to={buildPath('editClient', { clientId: booking.client_id })}
              size="sm"
            >
              {t('booking:tasks.student')}
            </Anchor>
          )}
          {booking && !booking.is_sandbox && booking.client_id === null && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconUserPlus size={14} />}
              loading={replicate.isPending}
              onClick={() => replicate.mutate(booking.id)}
            >
              {t('booking:tasks.makeStudent')}
            </Button>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function TaskList({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation('booking');
  const [filter, setFilter] = useState<Filter>('open');
  const tasks = useAdminTasks(workspaceId, filter);
  return (
    <Stack gap="md">
      <SegmentedControl
        w="fit-content"
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={(['open', 'done', 'all'] as const).map((value) => ({
          value,
          label: t(`booking:tasks.filters.${value}`),
        }))}
        data-testid="tasks-filter"
      />
      {tasks.isError && (
        <QueryErrorAlert
          title={t('booking:loadFailed')}
          description={tasks.error.message}
          isRetrying={tasks.isFetching}
          onRetry={() => void tasks.refetch()}
          testId="tasks-error"
        />
      )}
      {tasks.isPending && <Skeleton h={160} />}
      {tasks.data?.length === 0 && (
        <EmptyState
          icon={<IconPhone size={28} />}
          title={t('booking:tasks.empty')}
          description={t('booking:tasks.emptyHint')}
          testId="tasks-empty"
        />
      )}
      {tasks.data?.map((task) => (
        <TaskCard key={task.id} task={task} workspaceId={workspaceId} />
      ))}
    </Stack>
  );
}

/** Families to call back after they booked a trial lesson: done and undo. */
export function AdminTasksPage() {
  const { t } = useTranslation('booking');
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return (
    <Stack gap="lg" data-testid="admin-tasks-page">
      <PageHeader title={t('booking:tasks.title')} description={t('booking:tasks.description')} />
      <TaskList key={workspaceId} workspaceId={workspaceId} />
    </Stack>
  );
}
