import { PAGE_SIZE_MAX, pageOf, WorkspaceSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';

const ProjectsPageSchema = pageOf(WorkspaceSchema);

async function getAllProjects(signal: AbortSignal) {
  const query = `page=1&pageSize=${PAGE_SIZE_MAX}`;
  const [live, archived] = await Promise.all([
    requestPage(`/workspaces?${query}`, { signal, schema: ProjectsPageSchema }),
    requestPage(`/workspaces/archived?${query}`, { signal, schema: ProjectsPageSchema }),
  ]);
  return { live: live.data, archived: archived.data };
}

/**
 * Every project for root's audit filter, archived ones included: their history stays readable.
 * Root holds no project roles, so the signed-in user's own list cannot supply them.
 */
export function useAllProjects({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: ['audit-projects'],
    queryFn: ({ signal }) => getAllProjects(signal),
    enabled: isEnabled,
  });
}
