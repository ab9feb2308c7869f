import {
  pageOf,
  type TicketCreate,
  TicketRegeneratedSchema,
  TicketSchema,
  type TicketState,
  TicketSummarySchema,
} from '@slovo/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData, requestPage, uploadData } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const TicketPageSchema = pageOf(TicketSummarySchema);

/** Every answer about one project's tickets: what a change refreshes. */
const getTicketsKey = (workspaceId: number) => [WORKSPACE_QUERY_KEY, workspaceId, 'tickets'];

export type TicketFilter = {
  state: TicketState | null;
  exerciseId: number | null;
  authorId: number | null;
  from: string | null;
  to: string | null;
  page: number;
};

/** The moderator's list, newest first, filtered on the server. */
export function useTickets(workspaceId: number, filter: TicketFilter) {
  return useQuery({
    queryKey: [...getTicketsKey(workspaceId), 'list', filter],
    queryFn: ({ signal }) =>
      requestPage(
        `/tickets?${buildQueryString({
          workspace_id: workspaceId,
          state: filter.state ?? undefined,
          exercise_id: filter.exerciseId ?? undefined,
          author_id: filter.authorId ?? undefined,
          from: filter.from ?? undefined,
          to: filter.to ?? undefined,
          page: filter.page,
          pageSize: LIST_PAGE_SIZE,
        })}`,
        { signal, schema: TicketPageSchema },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The caller's own tickets, newest first (every reporter). */
export function useMyTickets(workspaceId: number, page: number) {
  return useQuery({
    queryKey: [...getTicketsKey(workspaceId), 'list', 'mine', page],
    queryFn: ({ signal }) =>
      requestPage(
        `/tickets/mine?${buildQueryString({
          workspace_id: workspaceId,
          page,
          pageSize: LIST_PAGE_SIZE,
        })}`,
        { signal, schema: TicketPageSchema },
      ),
    placeholderData: keepPreviousData,
  });
}

/** How often a deck still being rendered (a replaced or remade one) is asked about again. */
const RENDER_POLL_MS = 2000;

export function useTicket(workspaceId: number, id: number) {
  return useQuery({
    queryKey: [...getTicketsKey(workspaceId), 'detail', id],
    queryFn: ({ signal }) =>
      requestData(`/tickets/${id}?workspace_id=${workspaceId}`, { signal, schema: TicketSchema }),
    // The fixed slide appears by itself once the server's render job finishes.
    refetchInterval: (query) =>
      query.state.data?.presentation?.render_state === 'pending' ? RENDER_POLL_MS : false,
  });
}

/** Reads the ticket again: its deck changed elsewhere (the moderator replaced it). */
export function useRefreshTicket(workspaceId: number, id: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: [...getTicketsKey(workspaceId), 'detail', id] });
}

/** Every change answers the whole ticket: it replaces the cached one, and the lists refresh. */
function useTicketChange<Input>(
  workspaceId: number,
  call: (input: Input) => Promise<ReturnType<typeof TicketSchema.parse>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (ticket) => {
      queryClient.setQueryData([...getTicketsKey(workspaceId), 'detail', ticket.id], ticket);
      void queryClient.invalidateQueries({ queryKey: [...getTicketsKey(workspaceId), 'list'] });
    },
  });
}

export function useMoveTicket(workspaceId: number, id: number) {
  return useTicketChange(workspaceId, (input: { state: TicketState; reason?: string }) =>
    requestData(`/tickets/${id}/state`, {
      method: 'POST',
      body: { workspace_id: workspaceId, ...input },
      schema: TicketSchema,
    }),
  );
}

export function useReplyTicket(workspaceId: number, id: number) {
  return useTicketChange(workspaceId, (body: string) =>
    requestData(`/tickets/${id}/messages`, {
      method: 'POST',
      body: { workspace_id: workspaceId, body },
      schema: TicketSchema,
    }),
  );
}

export function useRegenerateTicket(workspaceId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      requestData(`/tickets/${id}/regenerate`, {
        method: 'POST',
        body: { workspace_id: workspaceId },
        schema: TicketRegeneratedSchema,
      }),
    onSuccess: (result) => {
      queryClient.setQueryData([...getTicketsKey(workspaceId), 'detail', id], result.ticket);
    },
  });
}

/** The reporter adds one screenshot to their open ticket; the server checks it as every upload. */
export function useAddTicketScreenshot(workspaceId: number, id: number) {
  return useTicketChange(workspaceId, (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return uploadData(`/tickets/${id}/attachments?workspace_id=${workspaceId}`, form, {
      schema: TicketSchema,
    });
  });
}

/**
 * Files a ticket, then sends its screenshots one by one (each checked by the server as every
 * upload is); a refused screenshot is reported and the ticket stays filed.
 */
export function useCreateTicket(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { body: Omit<TicketCreate, 'workspace_id'>; files: File[] }) => {
      const ticket = await requestData('/tickets', {
        method: 'POST',
        body: { workspace_id: workspaceId, ...input.body },
        schema: TicketSchema,
        // The form says every refusal itself.
        isSilent: true,
      });
      for (const file of input.files) {
        const form = new FormData();
        form.append('file', file);
        await uploadData(`/tickets/${ticket.id}/attachments?workspace_id=${workspaceId}`, form, {
          schema: TicketSchema,
          isSilent: true,
        });
      }
      return ticket;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: getTicketsKey(workspaceId) }),
  });
}
