import { Badge } from '@mantine/core';
import type { ExerciseStatus } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { getStatusName, STATUS_COLORS } from './exercise-statuses.ts';

export function ExerciseStatusBadge({ status }: { status: ExerciseStatus }) {
  const { t } = useTranslation('exercises');
  const name = getStatusName(status);
  return (
    <Badge color={STATUS_COLORS[name]} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {t(`exercises:status.${name}`)}
    </Badge>
  );
}
