import { NotificationsPageSchema, NotificationsUnreadSchema } from '@slovo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData, requestPage } from '../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../lib/query-client.ts';

/** The bell asks again this often while the tab is open, and whenever the window regains focus. */
const POLL_MS = 60_000;
/** The newest ones: the bell's list is short, the count covers all. */
const PAGE_SIZE = 20;

const getNotificationsKey = (workspaceId: number) =>
  [WORKSPACE_QUERY_KEY, workspaceId, 'notifications'] as const;

/** My notifications in the project, newest first, with the unread count (decision 035). */
export function useNotifications(workspaceId: number) {
  return useQuery({
    queryKey: getNotificationsKey(workspaceId),
    queryFn: ({ signal }) =>
      requestPage(`/notifications?workspace_id=${workspaceId}&pageSize=${PAGE_SIZE}`, {
        signal,
        schema: NotificationsPageSchema,
        // A poll that fails says nothing: the bell keeps what it had and asks again later.
        isSilent: true,
      }),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** Marks some of my notifications (or all of them) read. */
export function useMarkNotificationsRead(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | 'all') =>
      requestData('/notifications/read', {
        method: 'POST',
        body: { workspace_id: workspaceId, ...(ids === 'all' ? { all: true } : { ids }) },
        schema: NotificationsUnreadSchema,
        isSilent: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getNotificationsKey(workspaceId) }),
  });
}
