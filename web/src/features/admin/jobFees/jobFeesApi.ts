import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  FEEDBACK_MESSAGES,
  apiPath,
  formatPaise,
  rupeesToPaise,
  type PlacementFeeJobKind,
  type ReviewState,
} from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { useMayCall } from '../../../lib/session';
import { feedbackMeta } from '../feedback';
import { reviewJob } from '../api/affiliateJobsApi';
import { ADMIN_QUERY_ROOT, adminQueryKey } from '../api/queryKeys';

/** A job whose placement fee is read or set: a fixed job by its jobId, an affiliate job by its _id. */
export interface JobFeeOf {
  kind: PlacementFeeJobKind;
  jobId: string;
}

interface JobFee extends JobFeeOf {
  /** Paise; null while none is set. */
  placementFee: number | null;
}

export const jobFeeQuery = ({ kind, jobId }: JobFeeOf) =>
  queryOptions({
    queryKey: adminQueryKey('jobFee', kind, jobId),
    queryFn: ({ signal }) => apiFetch<JobFee>(apiPath(ENDPOINTS.jobPlacementFeeRead, { kind, jobId }), { signal }),
    staleTime: 0,
  });

/** The job's fee for an admin; never asked for a recruiter (money is not theirs to see) or a job not saved yet. */
export function useJobFee(job: JobFeeOf | null) {
  const mayRead = useMayCall()('jobPlacementFeeRead');
  return useQuery({ ...jobFeeQuery(job ?? { kind: 'jobPosts', jobId: '' }), enabled: mayRead && Boolean(job?.jobId) });
}

export const putJobFee = ({ kind, jobId, rupees }: JobFeeOf & { rupees: number }) =>
  apiFetch<JobFee>(apiPath(ENDPOINTS.jobPlacementFee, { kind, jobId }), {
    method: ENDPOINTS.jobPlacementFee.method,
    body: { placementFee: rupees },
  });

/**
 * Sets a job's fee, and with `approve` then approves the affiliate job, as the review `from` was
 * shown (one another admin changed meanwhile is refused, as the queue's Approve is). `announce` false: the job's
 * form saves the fee after the job, whose snackbar says it was saved. A failure is the caller's to
 * show (beside the fee field). Every admin view refetches after.
 */
export function useSetJobFee({ announce = true }: { announce?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: JobFeeOf & { rupees: number; approve?: boolean; from?: ReviewState }) => {
      const fee = await putJobFee(input);
      if (input.approve) await reviewJob({ id: input.jobId, review: { decision: 'approve', from: input.from } });
      return fee;
    },
    meta: feedbackMeta<JobFee, { rupees: number; approve?: boolean }>({
      success: announce
        ? (_fee, { rupees, approve }) =>
            (approve ? FEEDBACK_MESSAGES.jobApprovedWithFee : FEEDBACK_MESSAGES.feeSaved)(formatPaise(rupeesToPaise(rupees)))
        : undefined,
      reportFailure: false,
    }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT }),
  });
}
