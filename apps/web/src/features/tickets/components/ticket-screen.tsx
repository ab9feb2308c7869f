import { Skeleton } from '@mantine/core';
import { ID_MAX, type Ticket } from '@slovo/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { RecordQueryState, RecordSkeleton } from '../../../components/record-query-state.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { useTicket } from '../api/tickets-api.ts';

type RenderTicket = (ticket: Ticket, workspaceId: number) => ReactNode;

function TicketNotFound() {
  const { t } = useTranslation('tickets');
  return (
    <EmptyState
      testId="ticket-not-found"
      icon={<IconAlertCircle size={32} />}
      title={t('tickets:manage.notFoundTitle')}
      description={t('tickets:manage.notFoundDescription')}
    />
  );
}

function LoadedTicket({
  workspaceId,
  id,
  render,
}: {
  workspaceId: number;
  id: number;
  render: RenderTicket;
}) {
  const { t } = useTranslation('tickets');
  const query = useTicket(workspaceId, id);
  if (query.data) return render(query.data, workspaceId);
  return (
    <RecordQueryState
      query={query}
      skeleton={
        <RecordSkeleton testId="ticket-loading" titleWidth="30%">
          <Skeleton height={240} />
        </RecordSkeleton>
      }
      notFound={<TicketNotFound />}
      errorTitle={t('tickets:error.ticketTitle')}
      errorDescription={t('tickets:error.description')}
      errorTestId="ticket-error"
    />
  );
}

/**
 * The ticket named by the `ticketId` route parameter in the selected project, loading, missing
 * or failed until it is there: the moderator's and the reporter's ticket pages draw it alike.
 */
export function TicketScreen({ render }: { render: RenderTicket }) {
  const { workspaceId } = useSession();
  const { ticketId = '' } = useParams();
  const id = Number(ticketId);
  if (workspaceId === null) return <NoAccessView />;
  if (!Number.isInteger(id) || id <= 0 || id > ID_MAX) return <TicketNotFound />;
  return (
    <LoadedTicket key={`${workspaceId}-${id}`} workspaceId={workspaceId} id={id} render={render} />
  );
}
