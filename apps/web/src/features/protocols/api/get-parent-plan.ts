import { useQuery } from '@tanstack/react-query';
import { FAMILY_LINK_HANDLED_CODES, requestData } from '../../../lib/api-client.ts';

function getParentPlan(token: string, signal: AbortSignal) {
  return requestData(`/view-protocol-plan/${encodeURIComponent(token)}`, {
    signal,
    schema: () => import('./parent-plan-schema.ts').then((schemas) => schemas.ParentPlanSchema),
    handledCodes: FAMILY_LINK_HANDLED_CODES,
  });
}

/** What a parent sees through the link: not workspace data, so outside the workspace keys. */
export function useParentPlan(token: string) {
  return useQuery({
    queryKey: ['parent-plan', token],
    queryFn: ({ signal }) => getParentPlan(token, signal),
  });
}
