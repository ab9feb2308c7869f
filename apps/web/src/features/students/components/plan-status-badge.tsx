import { Badge, type BadgeProps } from '@mantine/core';
import type { PlanSummary } from '@slovo/contracts';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type PlanStatus = PlanSummary['status'];

export const PLAN_STATUS_COLORS: Record<PlanStatus, string> = {
  pending: 'yellow',
  filled: 'green',
  expired: 'red',
};

export function PlanStatusIcon({ status, size = 16 }: { status: PlanStatus; size?: number }) {
  if (status === 'filled') return <IconCircleCheck size={size} />;
  if (status === 'expired') return <IconAlertTriangle size={size} />;
  return <IconClockHour4 size={size} />;
}

/** Spec 4: pending (to be filled), filled (active), expired. */
export function PlanStatusBadge({ status, ...props }: { status: PlanStatus } & BadgeProps) {
  const { t } = useTranslation('students');
  return (
    <Badge
      variant="light"
      color={PLAN_STATUS_COLORS[status]}
      tt="none"
      leftSection={<PlanStatusIcon status={status} size={12} />}
      style={{ flexShrink: 0 }}
      data-testid="plan-status"
      data-status={status}
      {...props}
    >
      {t(`students:planStatus.${status}`)}
    </Badge>
  );
}
