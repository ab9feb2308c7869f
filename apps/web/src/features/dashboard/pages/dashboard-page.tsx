import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useDashboardCounts } from '../api/get-dashboard-counts.ts';
import { StatCard } from '../components/stat-card.tsx';

export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const counts = useDashboardCounts();

  return (
    <Stack gap="lg" maw={1100} data-testid="dashboard-page">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('dashboard:title')}
        </Title>
        <Text c="dimmed">{t('dashboard:subtitle')}</Text>
      </div>
      {counts.isError ? (
        <QueryErrorAlert
          title={t('dashboard:error.title')}
          description={t('dashboard:error.description')}
          isRetrying={counts.isFetching}
          onRetry={() => void counts.refetch()}
          testId="dashboard-error"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <StatCard
            testId="stat-workspaces"
            label={t('dashboard:stats.workspaces')}
            description={t('dashboard:stats.workspacesHint')}
            value={counts.data?.workspaces ?? null}
            icon={<IconBuilding size={26} />}
            color="indigo"
          />
          <StatCard
            testId="stat-users"
            label={t('dashboard:stats.users')}
            description={t('dashboard:stats.usersHint')}
            value={counts.data?.users ?? null}
            icon={<IconUsers size={26} />}
            color="cyan"
          />
          <StatCard
            testId="stat-active-users"
            label={t('dashboard:stats.activeUsers')}
            description={t('dashboard:stats.activeUsersHint')}
            value={counts.data?.activeUsers ?? null}
            icon={<IconUserCheck size={26} />}
            color="teal"
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
