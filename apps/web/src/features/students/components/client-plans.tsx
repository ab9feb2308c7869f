import { Card, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { buildPath, type PlanSummary } from '@slovo/contracts';
import { IconChevronRight, IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { ClientPlansQuery } from './client-plans-query.tsx';
import { PlanStatusBadge } from './plan-status-badge.tsx';

/** "Deadline 12 March 2025" for a plan to fill, "Filled 10 March 2025" for a filled one. */
export function PlanDates({ plan }: { plan: PlanSummary }) {
  const { t } = useTranslation('students');
  return (
    <Text size="xs" c={plan.status === 'expired' ? 'red.7' : 'dimmed'}>
      {plan.filled_at
        ? t('students:plans.filledOn', { date: formatDate(plan.filled_at) })
        : t('students:plans.deadline', { date: formatDate(plan.deadline) })}
    </Text>
  );
}

/** Lessons prepared and finished of the plan's total, as text and a two-part bar. */
export function PlanProgress({ plan }: { plan: PlanSummary }) {
  const { t } = useTranslation('students');
  const total = Math.max(plan.lessons_total, 1);
  const finished = (plan.lessons_finished / total) * 100;
  const prepared = (Math.max(plan.lessons_prepared - plan.lessons_finished, 0) / total) * 100;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" data-testid="plan-progress">
        {t('students:plans.progress', {
          prepared: plan.lessons_prepared,
          finished: plan.lessons_finished,
          total: plan.lessons_total,
        })}
      </Text>
      <Progress.Root size="sm" aria-hidden>
        <Progress.Section value={finished} color="green" />
        <Progress.Section value={prepared} color="indigo.3" />
      </Progress.Root>
    </Stack>
  );
}

function PlanCard({ plan }: { plan: PlanSummary }) {
  const { t } = useTranslation('students');
  return (
    <Card
      component={Link}
      to={buildPath('editProtocol', { protocolId: plan.protocol_id })}
      withBorder
      padding="sm"
      data-testid="client-plan"
      data-plan-id={plan.id}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={6} style={{ flex: 1 }} miw={0}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text fw={600} size="sm">
              {t('students:plans.title', { number: plan.number })}
            </Text>
            <PlanStatusBadge status={plan.status} size="sm" />
          </Group>
          <PlanDates plan={plan} />
          {plan.lead_therapist && (
            <Text size="xs" c="dimmed">
              {t('students:plans.lead', { name: plan.lead_therapist.name })}
            </Text>
          )}
          <PlanProgress plan={plan} />
        </Stack>
        <IconChevronRight size={18} color="var(--mantine-color-gray-5)" style={{ flexShrink: 0 }} />
      </Group>
    </Card>
  );
}

/** The student's plans, newest first, each opening its protocol. */
export function ClientPlans({ workspaceId, clientId }: { workspaceId: number; clientId: number }) {
  const { t } = useTranslation('students');
  return (
    <ClientPlansQuery
      workspaceId={workspaceId}
      clientId={clientId}
      skeleton={
        <Stack gap="sm" data-testid="client-plans-loading">
          <Skeleton height={96} />
          <Skeleton height={96} />
        </Stack>
      }
      errorTestId="client-plans-error"
      empty={
        <EmptyState
          testId="client-plans-empty"
          icon={<IconClipboardList size={32} />}
          title={t('students:plans.emptyTitle')}
          description={t('students:plans.emptyDescription')}
        />
      }
    >
      {(plans) => (
        <Stack gap="sm" data-testid="client-plans">
          {[...plans].reverse().map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </Stack>
      )}
    </ClientPlansQuery>
  );
}
