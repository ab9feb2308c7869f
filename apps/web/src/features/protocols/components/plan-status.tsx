import { Badge, Group, Text } from '@mantine/core';
import type { PlanSummary } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';

type PlanStatusProps = {
  plan: Pick<PlanSummary, 'status' | 'deadline' | 'filled_at'>;
  testId?: string;
};

const STATUS_COLORS = { pending: 'yellow', expired: 'red', filled: 'teal' } as const;

/** Spec 4: pending ("needs filling", until its deadline), expired (in red), filled (with date). */
export function PlanStatusBadge({ plan, testId }: PlanStatusProps) {
  const { t } = useTranslation('protocols');
  return (
    <Badge
      color={STATUS_COLORS[plan.status]}
      variant={plan.status === 'expired' ? 'filled' : 'light'}
      tt="none"
      data-testid={testId}
      data-status={plan.status}
    >
      {t(`protocols:status.${plan.status}`)}
    </Badge>
  );
}

/** The date that matters for the status: the deadline until filled, then the fill date. */
function PlanStatusDate({ plan }: PlanStatusProps) {
  const { t } = useTranslation('protocols');
  if (plan.status === 'filled' && plan.filled_at) {
    return (
      <Text size="sm" c="dimmed">
        {t('protocols:status.filledOn', { date: formatDate(plan.filled_at) })}
      </Text>
    );
  }
  return (
    <Text size="sm" c={plan.status === 'expired' ? 'red.7' : 'dimmed'}>
      {plan.status === 'expired'
        ? t('protocols:status.expiredOn', { date: formatDate(plan.deadline) })
        : t('protocols:status.dueBy', { date: formatDate(plan.deadline) })}
    </Text>
  );
}

export function PlanStatus({ plan, testId }: PlanStatusProps) {
  return (
    <Group gap={8} wrap="wrap">
      <PlanStatusBadge plan={plan} testId={testId} />
      <PlanStatusDate plan={plan} />
    </Group>
  );
}
