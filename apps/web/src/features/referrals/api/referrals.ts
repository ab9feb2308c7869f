import { FamilyReferralsSchema, StudentReferralsSchema } from '@slovo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';

/** The family's referral link and ledger, through the plan link (no account). */
export function useFamilyReferrals(token: string) {
  return useQuery({
    queryKey: ['family-referrals', token],
    queryFn: ({ signal }) =>
      requestData(`/view-protocol-plan/${encodeURIComponent(token)}/referrals`, {
        signal,
        schema: FamilyReferralsSchema,
        handledCodes: ['NOT_FOUND'],
      }),
  });
}

const studentKey = (workspaceId: number, clientId: number) =>
  ['workspace', workspaceId, 'student-referrals', clientId] as const;

export function useStudentReferrals(workspaceId: number, clientId: number) {
  return useQuery({
    queryKey: studentKey(workspaceId, clientId),
    queryFn: ({ signal }) =>
      requestData(`/clients/${clientId}/referrals?workspace_id=${workspaceId}`, {
        signal,
        schema: StudentReferralsSchema,
      }),
  });
}

/** Staff record that a referred student renewed: the referrer gets one more session, once. */
export function useRecordRenewal(workspaceId: number, clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      requestData(`/clients/${clientId}/referral-renewal`, {
        method: 'POST',
        body: { workspace_id: workspaceId },
        schema: StudentReferralsSchema,
        handledCodes: ['REFERRAL_NOT_REFERRED'],
      }),
    onSuccess: (data) => queryClient.setQueryData(studentKey(workspaceId, clientId), data),
  });
}
