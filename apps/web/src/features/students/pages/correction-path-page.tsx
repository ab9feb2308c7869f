import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { buildPath, type Client, type PlanSummary } from '@slovo/contracts';
import {
  IconArchive,
  IconArchiveOff,
  IconArrowRight,
  IconEdit,
  IconPlus,
  IconRoute,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ClientAge } from '../components/client-age.tsx';
import { getCreateProtocolPath } from '../components/client-paths.ts';
import { PlanDates, PlanProgress } from '../components/client-plans.tsx';
import { ClientPlansQuery } from '../components/client-plans-query.tsx';
import { PlanLessons } from '../components/plan-lessons.tsx';
import {
  PLAN_STATUS_COLORS,
  PlanStatusBadge,
  PlanStatusIcon,
} from '../components/plan-status-badge.tsx';
import { useClientArchive } from '../components/use-client-actions.tsx';
import { ClientScreen } from './client-screen.tsx';

function sortOldestFirst(plans: PlanSummary[]): PlanSummary[] {
  return [...plans].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.number - b.number || a.id - b.id,
  );
}

function PlanStep({ plan, client }: { plan: PlanSummary; client: Client }) {
  const { t } = useTranslation('students');
  return (
    <Stack gap="sm" pb="md" data-testid="correction-plan" data-plan-id={plan.id}>
      <Group gap="xs" wrap="wrap">
        <Title order={2} fz="md">
          {t('students:plans.title', { number: plan.number })}
        </Title>
        <PlanStatusBadge status={plan.status} size="sm" />
        <Button
          component={Link}
          to={buildPath('editProtocol', { protocolId: plan.protocol_id })}
          variant="subtle"
          size="compact-xs"
          rightSection={<IconArrowRight size={12} />}
          data-testid="correction-plan-protocol"
        >
          {t('students:path.openProtocol')}
        </Button>
      </Group>
      <Stack gap={4} maw={420}>
        <PlanDates plan={plan} />
        <PlanProgress plan={plan} />
      </Stack>
      {/* The server lists no lessons of an archived student: the note above says so instead. */}
      {!client.is_archived && (
        <PlanLessons workspaceId={client.workspace_id} clientId={client.id} planId={plan.id} />
      )}
    </Stack>
  );
}

function CorrectionTimeline({ client }: { client: Client }) {
  const { t } = useTranslation('students');
  return (
    <ClientPlansQuery
      workspaceId={client.workspace_id}
      clientId={client.id}
      skeleton={
        <Stack gap="lg" data-testid="correction-loading">
          <Skeleton height={24} width="30%" />
          <Skeleton height={120} />
          <Skeleton height={24} width="30%" />
          <Skeleton height={120} />
        </Stack>
      }
      errorTestId="correction-error"
      empty={
        <EmptyState
          testId="correction-empty"
          icon={<IconRoute size={32} />}
          title={t('students:path.emptyTitle')}
          description={t('students:path.emptyDescription')}
          action={
            client.is_archived ? undefined : (
              <Button
                component={Link}
                to={getCreateProtocolPath(client.id)}
                mt="sm"
                leftSection={<IconPlus size={18} />}
                data-testid="correction-new-protocol"
              >
                {t('students:edit.newProtocol')}
              </Button>
            )
          }
        />
      }
    >
      {(plans) => <PlanTimeline plans={sortOldestFirst(plans)} client={client} />}
    </ClientPlansQuery>
  );
}

function PlanTimeline({ plans, client }: { plans: PlanSummary[]; client: Client }) {
  return (
    <Timeline
      active={plans.length - 1}
      bulletSize={28}
      lineWidth={2}
      data-testid="correction-timeline"
    >
      {plans.map((plan) => (
        <Timeline.Item
          key={plan.id}
          color={PLAN_STATUS_COLORS[plan.status]}
          bullet={<PlanStatusIcon status={plan.status} size={16} />}
        >
          <PlanStep plan={plan} client={client} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function ArchivedNote({ client }: { client: Client }) {
  const { t } = useTranslation('students');
  const archive = useClientArchive(client.workspace_id);
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconArchive size={18} />}
      title={t('students:edit.archivedTitle')}
      data-testid="correction-archived-note"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('students:path.archivedText')}</Text>
        <Button
          size="xs"
          variant="white"
          color="dark"
          leftSection={<IconArchiveOff size={14} />}
          loading={archive.isPending}
          onClick={() => archive.restore(client)}
          data-testid="correction-restore"
        >
          {t('students:row.restore')}
        </Button>
      </Stack>
    </Alert>
  );
}

function CorrectionPath({ client }: { client: Client }) {
  const { t } = useTranslation('students');
  return (
    <Stack gap="lg" maw={1100} data-testid="correction-path-page">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Text c="dimmed" size="sm" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {t('students:path.title')}
          </Text>
          <Group gap="sm" align="baseline">
            <Title order={1} fz={{ base: 24, sm: 28 }} data-testid="correction-child-name">
              {client.child_name}
            </Title>
            <ClientAge age={client.age} size="lg" c="dimmed" data-testid="correction-child-age" />
            {client.is_archived && (
              <Badge color="gray" variant="light" tt="none">
                {t('students:edit.archivedBadge')}
              </Badge>
            )}
          </Group>
        </div>
        <Button
          component={Link}
          to={buildPath('editClient', { clientId: client.id })}
          variant="default"
          leftSection={<IconEdit size={16} />}
          data-testid="correction-edit-client"
        >
          {t('students:path.editClient')}
        </Button>
      </Group>
      {client.is_archived && <ArchivedNote client={client} />}
      <Card p={{ base: 'sm', sm: 'lg' }}>
        <CorrectionTimeline client={client} />
      </Card>
    </Stack>
  );
}

/** Spec 2: `/correction-path/{clientId}`, the student's plans and lessons as one path. */
export function CorrectionPathPage() {
  return <ClientScreen render={(client) => <CorrectionPath client={client} />} />;
}
