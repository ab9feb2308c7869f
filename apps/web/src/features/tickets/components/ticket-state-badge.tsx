import { Badge } from '@mantine/core';
import type { TicketState } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TicketState, string> = {
  new: 'blue',
  in_process: 'yellow',
  done: 'teal',
  declined: 'red',
  archived: 'gray',
};

export function TicketStateBadge({ state }: { state: TicketState }) {
  const { t } = useTranslation('tickets');
  return (
    <Badge color={COLOURS[state]} variant="light" tt="none" data-testid="ticket-state">
      {t(`tickets:state.${state}`)}
    </Badge>
  );
}
