import { type GenerationRun, GenerationRunSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getGenerationRootKey } from './generation-keys.ts';

/** While a run works its progress is shown live (the API asks for 2 s)... */
const ACTIVE_POLL_MS = 2000;
/** ...and otherwise runs another moderator starts still show up before long. */
const IDLE_POLL_MS = 15_000;

const RunListSchema = GenerationRunSchema.array();

export function getRunsKey(workspaceId: number) {
  return [...getGenerationRootKey(workspaceId), 'runs'] as const;
}

export function isRunActive(run: GenerationRun): boolean {
  return run.state === 'queued' || run.state === 'running';
}

function getGenerationRuns(workspaceId: number, signal: AbortSignal) {
  return requestData(`/generator?workspace_id=${workspaceId}`, { signal, schema: RunListSchema });
}

/** The latest 20 runs of the workspace, newest first. */
export function useGenerationRuns(workspaceId: number) {
  return useQuery({
    queryKey: getRunsKey(workspaceId),
    queryFn: ({ signal }) => getGenerationRuns(workspaceId, signal),
    refetchInterval: (query) =>
      query.state.data?.some(isRunActive) ? ACTIVE_POLL_MS : IDLE_POLL_MS,
    // Coming back to the tab shows where the runs got to without waiting for the next poll.
    refetchOnWindowFocus: true,
  });
}
