import { Badge, type BadgeProps } from '@mantine/core';
import type { ExerciseStatus } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { getStatusColor, getStatusName } from './exercise-status.ts';

type StatusBadgeProps = Omit<BadgeProps, 'color' | 'children'> & {
  status: ExerciseStatus;
  testId?: string;
};

export function StatusBadge({ status, testId, ...props }: StatusBadgeProps) {
  const { t } = useTranslation('exercise-editor');
  return (
    <Badge
      variant="light"
      color={getStatusColor(status)}
      data-testid={testId}
      data-status={status}
      {...props}
    >
      {t(`exercise-editor:status.${getStatusName(status)}`)}
    </Badge>
  );
}
