import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  FEEDBACK_MESSAGES,
  apiPath,
  type AffiliateJobWithReferrals,
  type Referral,
  type ReferStudentInput,
} from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { feedbackMeta } from '../feedback';
import { ADMIN_QUERY_ROOT, adminQueryKey } from './queryKeys';

/** One affiliate's jobs with their referrals (the affiliate's own list; admins may read it). */
export const affiliateJobsQuery = (affiliateId: string) =>
  queryOptions({
    queryKey: adminQueryKey('affiliateJobs', affiliateId),
    queryFn: ({ signal }) => apiFetch<AffiliateJobWithReferrals[]>(apiPath(ENDPOINTS.affiliateJobsOwn, { affiliateId }), { signal }),
    staleTime: 0,
  });

export const useAffiliateJobs = (affiliateId: string) => useQuery(affiliateJobsQuery(affiliateId));

/** Referring or re-grading a student changes this list, the affiliates' counts and more: refetch every admin view. */
function useAdminWrite<Input, Answer>(write: (input: Input) => Promise<Answer>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: feedbackMeta({ success }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT }),
  });
}

export const useReferStudent = () =>
  useAdminWrite(
    ({ idempotencyKey, ...body }: ReferStudentInput & { idempotencyKey?: string }) =>
      apiFetch<Referral>(apiPath(ENDPOINTS.referStudent), {
        method: ENDPOINTS.referStudent.method,
        body,
        idempotent: idempotencyKey ?? true,
      }),
    FEEDBACK_MESSAGES.studentReferred,
  );

export const useUpdateReferralStatus = () =>
  useAdminWrite(
    ({ id, status }: { id: string; status: string }) =>
      apiFetch<Referral>(apiPath(ENDPOINTS.referralStatusUpdate, { id }), {
        method: ENDPOINTS.referralStatusUpdate.method,
        body: { status },
      }),
    FEEDBACK_MESSAGES.statusUpdated,
  );
