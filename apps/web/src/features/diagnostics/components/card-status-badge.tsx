import { Badge } from '@mantine/core';
import type { DiagnosticCardStatus } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<DiagnosticCardStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  ready_to_work: 'green',
  further_exam_start: 'orange',
  further_exam_during: 'grape',
};

/** Spec 4: a filled card's status, in the same colour wherever it shows. */
export function CardStatusBadge({ status }: { status: DiagnosticCardStatus }) {
  const { t } = useTranslation('diagnostics');
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      tt="none"
      style={{ maxWidth: '100%' }}
      data-testid="card-status"
      data-status={status}
    >
      {t(`diagnostics:statuses.${status}`)}
    </Badge>
  );
}
