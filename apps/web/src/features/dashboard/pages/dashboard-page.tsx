import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconBuilding,
  IconRefresh,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} />}
          title={t('dashboard:error.title')}
          data-testid="dashboard-error"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('dashboard:error.description')}</Text>
            <Button
              size="xs"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={16} />}
              loading={counts.isFetching}
              onClick={() => void counts.refetch()}
            >
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
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
