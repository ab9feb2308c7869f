import { useQuery } from '@tanstack/react-query';
import { FAMILY_LINK_HANDLED_CODES, requestData } from '../../../lib/api-client.ts';

/** The card as the family reads it: not workspace data, so outside the workspace keys. */
export function useFamilyCard(token: string) {
  return useQuery({
    queryKey: ['family-diagnostic-card', token],
    queryFn: ({ signal }) =>
      requestData(`/dc-preview/${encodeURIComponent(token)}`, {
        signal,
        schema: () =>
          import('./family-schemas.ts').then((schemas) => schemas.FamilyDiagnosticCardSchema),
        handledCodes: FAMILY_LINK_HANDLED_CODES,
      }),
  });
}

/** The child's progress through the same link. */
export function useFamilyProgress(token: string) {
  return useQuery({
    queryKey: ['family-diagnostic-progress', token],
    queryFn: ({ signal }) =>
      requestData(`/progress-preview/${encodeURIComponent(token)}`, {
        signal,
        schema: () => import('./family-schemas.ts').then((schemas) => schemas.FamilyProgressSchema),
        handledCodes: FAMILY_LINK_HANDLED_CODES,
      }),
  });
}
