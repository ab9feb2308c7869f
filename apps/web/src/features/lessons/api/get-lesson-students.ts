import { ClientSchema, PAGE_SIZE_MAX, pageOf } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { getLessonListKey } from './lesson-keys.ts';

const StudentsPageSchema = pageOf(ClientSchema.pick({ id: true, child_name: true }));

function getLessonStudents(workspaceId: number, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: workspaceId,
    sort: 'child_name',
    page: 1,
    pageSize: PAGE_SIZE_MAX,
  });
  return requestPage(`/clients?${query}`, { signal, schema: StudentsPageSchema });
}

/** The project's active students by name: who the lesson lists can be narrowed to. */
export function useLessonStudents(workspaceId: number) {
  return useQuery({
    queryKey: [...getLessonListKey(workspaceId), 'students'],
    queryFn: ({ signal }) => getLessonStudents(workspaceId, signal),
    select: (page) => page.data,
  });
}
