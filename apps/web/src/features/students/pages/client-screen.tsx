import type { Client } from '@slovo/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { useClient } from '../api/get-client.ts';
import { ClientNotFound, ClientQueryState } from '../components/client-query-state.tsx';

type Render = (client: Client) => ReactNode;

function LoadedClient({
  workspaceId,
  clientId,
  render,
}: {
  workspaceId: number;
  clientId: number;
  render: Render;
}) {
  const query = useClient(workspaceId, clientId);
  // A failed refetch keeps the student on screen; only a first load shows its failure.
  if (!query.data) return <ClientQueryState query={query} />;
  return render(query.data);
}

/** The `:clientId` of the route; NaN for a malformed one, which no query is sent for. */
function useClientIdParam(): number {
  const { clientId } = useParams();
  const id = Number(clientId);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}

/** The student of the route's `:clientId` in the selected project. */
export function ClientScreen({ render }: { render: Render }) {
  const { workspaceId } = useSession();
  const clientId = useClientIdParam();
  if (workspaceId === null) return <NoAccessView />;
  if (Number.isNaN(clientId)) return <ClientNotFound />;
  return (
    <LoadedClient
      key={`${workspaceId}-${clientId}`}
      workspaceId={workspaceId}
      clientId={clientId}
      render={render}
    />
  );
}
