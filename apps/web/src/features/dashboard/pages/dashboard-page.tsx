import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Dashboard } from '@slovo/contracts';
import {
  IconBuilding,
  IconCalendarEvent,
  IconClipboardText,
  IconPalette,
  IconPresentation,
  IconSchool,
  IconTicket,
  IconUserHeart,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { BreakdownCard } from '../components/breakdown-card.tsx';
import { StatCard } from '../components/stat-card.tsx';

// The charts (Recharts) load only here, after the figures of the first screen.
const DashboardCharts = lazy(() =>
  import('../components/dashboard-charts.tsx').then((module) => ({
    default: module.DashboardCharts,
  })),
);

const ROLES = ['root', 'manager', 'moderator', 'author', 'teacher', 'diagnostician'] as const;
const ROLE_COLORS = ['red.6', 'orange.6', 'violet.6', 'indigo.6', 'teal.6', 'cyan.6'];
const STATUSES = ['request', 'draft', 'in_progress', 'moderation', 'accepted', 'declined'] as const;
const STATUS_COLORS = ['gray.6', 'gray.5', 'blue.6', 'yellow.6', 'green.6', 'red.6'];

function hasActivity(weeks: Dashboard['weeks']): boolean {
  return weeks.some(
    (w) =>
      w.lessons_played +
        w.microblocks_created +
        w.microblocks_accepted +
        w.students_added +
        w.cards_filled >
      0,
  );
}

function Figures({ data }: { data: Dashboard | undefined }) {
  const { t } = useTranslation('dashboard');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
      <StatCard
        testId="stat-projects"
        label={t('dashboard:stats.projects')}
        value={data?.projects.live}
        hint={t('dashboard:stats.projectsHint', { count: data?.projects.archived ?? 0 })}
        icon={<IconBuilding size={26} />}
        color="indigo"
        list="projects"
      />
      <StatCard
        testId="stat-users"
        label={t('dashboard:stats.users')}
        value={data?.users.total}
        hint={t('dashboard:stats.usersHint', { count: data?.users.active ?? 0 })}
        icon={<IconUsers size={26} />}
        color="cyan"
        list="users"
      />
      <StatCard
        testId="stat-microblocks"
        label={t('dashboard:stats.microblocks')}
        value={data?.microblocks.total}
        hint={t('dashboard:stats.microblocksHint', {
          count: data?.microblocks.by_status.accepted ?? 0,
        })}
        icon={<IconPresentation size={26} />}
        color="violet"
        list="moderatorList"
      />
      <StatCard
        testId="stat-themed-versions"
        label={t('dashboard:stats.themedVersions')}
        value={data?.themed_versions}
        hint={t('dashboard:stats.themedVersionsHint')}
        icon={<IconPalette size={26} />}
        color="grape"
        list="autoGeneration"
      />
      <StatCard
        testId="stat-students"
        label={t('dashboard:stats.students')}
        value={data?.students.active}
        hint={t('dashboard:stats.studentsHint', { count: data?.students.archived ?? 0 })}
        icon={<IconUserHeart size={26} />}
        color="pink"
        list="clients"
      />
      <StatCard
        testId="stat-lessons"
        label={t('dashboard:stats.lessons')}
        value={data?.lessons.played}
        hint={t('dashboard:stats.lessonsHint', { count: data?.lessons.played_this_week ?? 0 })}
        icon={<IconSchool size={26} />}
        color="teal"
        list="lessonsStats"
      />
      <StatCard
        testId="stat-cards"
        label={t('dashboard:stats.cards')}
        value={data?.diagnostic_cards.filled}
        hint={t('dashboard:stats.cardsHint', { count: data?.diagnostic_cards.drafts ?? 0 })}
        icon={<IconClipboardText size={26} />}
        color="blue"
        list="diagnosticianClients"
      />
      <StatCard
        testId="stat-bookings"
        label={t('dashboard:stats.bookings')}
        value={data?.bookings}
        hint={t('dashboard:stats.bookingsHint')}
        icon={<IconCalendarEvent size={26} />}
        color="orange"
        list="adminTasks"
      />
      <StatCard
        testId="stat-open-tickets"
        label={t('dashboard:stats.openTickets')}
        value={data?.open_tickets}
        hint={t('dashboard:stats.openTicketsHint')}
        icon={<IconTicket size={26} />}
        color="red"
        list="reportsTickets"
      />
    </SimpleGrid>
  );
}

function Breakdowns({ data }: { data: Dashboard }) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <BreakdownCard
        testId="users-by-role"
        title={t('dashboard:byRole.title')}
        rows={ROLES.map((role, index) => ({
          key: role,
          label: t(`common:roles.${role}`),
          value: data.users.by_role[role],
          color: ROLE_COLORS[index] ?? 'gray.6',
        }))}
      />
      <BreakdownCard
        testId="microblocks-by-status"
        title={t('dashboard:byStatus.title')}
        rows={STATUSES.map((status, index) => ({
          key: status,
          label: t(`dashboard:byStatus.${status}`),
          value: data.microblocks.by_status[status],
          color: STATUS_COLORS[index] ?? 'gray.6',
        }))}
      />
    </SimpleGrid>
  );
}

export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <Stack gap="lg" maw={1100} data-testid="dashboard-page">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('dashboard:title')}
        </Title>
        <Text c="dimmed">{t('dashboard:subtitle')}</Text>
        <Text c="dimmed" size="sm" mt={4} data-testid="dashboard-scope">
          {t('dashboard:scope')}
        </Text>
      </div>
      {dashboard.isError ? (
        <QueryErrorAlert
          title={t('dashboard:error.title')}
          description={t('dashboard:error.description')}
          isRetrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
          testId="dashboard-error"
        />
      ) : (
        <>
          <Figures data={data} />
          {data ? <Breakdowns data={data} /> : <Skeleton height={260} radius="md" />}
          <div>
            <Title order={2} fz={{ base: 20, sm: 22 }}>
              {t('dashboard:charts.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('dashboard:charts.subtitle')}
            </Text>
          </div>
          {!data ? (
            <Skeleton height={280} radius="md" />
          ) : hasActivity(data.weeks) ? (
            <Suspense
              fallback={
                <Skeleton height={280} radius="md" data-testid="dashboard-charts-loading" />
              }
            >
              <DashboardCharts weeks={data.weeks} />
            </Suspense>
          ) : (
            <Text c="dimmed" data-testid="dashboard-charts-empty">
              {t('dashboard:charts.empty')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
