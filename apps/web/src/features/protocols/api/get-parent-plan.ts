import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';

// A link that no longer works is explained by the page itself.
const HANDLED_CODES = ['NOT_FOUND', 'VALIDATION_FAILED'] as const;

function getParentPlan(token: string, signal: AbortSignal) {
  return requestData(`/view-protocol-plan/${encodeURIComponent(token)}`, {
    signal,
    schema: () => import('./parent-plan-schema.ts').then((schemas) => schemas.ParentPlanSchema),
    handledCodes: HANDLED_CODES,
  });
}

/** What a parent sees through the link: not workspace data, so outside the workspace keys. */
export function useParentPlan(token: string) {
  return useQuery({
    queryKey: ['parent-plan', token],
    queryFn: ({ signal }) => getParentPlan(token, signal),
  });
}
