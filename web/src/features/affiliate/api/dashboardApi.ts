import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  apiPath,
  type AffiliateJob,
  type AffiliateJobEditInput,
  type AffiliateJobInput,
  type AffiliateJobWithReferrals,
  type AffiliateProfile,
  type JobStatusInput,
  type ReviewedAffiliateJob,
} from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { useAffiliateId } from '../hooks/useAffiliateId';

/** The signed-in affiliate's reads (fetcher, query options and hook side by side) and the job post. */

/**
 * Referrals and their statuses change in the back office, so each screen asks again when it opens
 * (the cached answer shows meanwhile).
 */
const fresh = { staleTime: 0 } as const;

/** Every key of one affiliate's data starts here, so a post can refresh all of it at once. */
export const affiliateKeys = {
  all: (affiliateId: string) => ['affiliate', affiliateId] as const,
  jobCount: (affiliateId: string) => ['affiliate', affiliateId, 'jobCount'] as const,
  referredCount: (affiliateId: string) => ['affiliate', affiliateId, 'referredCount'] as const,
  jobs: (affiliateId: string) => ['affiliate', affiliateId, 'jobs'] as const,
  profile: (affiliateId: string) => ['affiliate', affiliateId, 'profile'] as const,
};

export const fetchJobCount = (affiliateId: string, signal?: AbortSignal) =>
  apiFetch<{ count: number }>(apiPath(ENDPOINTS.affiliateJobCount, { affiliateId }), { signal }).then((body) => body.count);

export const jobCountQuery = (affiliateId: string) =>
  queryOptions({
    queryKey: affiliateKeys.jobCount(affiliateId),
    queryFn: ({ signal }) => fetchJobCount(affiliateId, signal),
    enabled: Boolean(affiliateId),
    ...fresh,
  });

export const useJobCount = () => useQuery(jobCountQuery(useAffiliateId()));

export const fetchReferredCount = (affiliateId: string, signal?: AbortSignal) =>
  apiFetch<{ referredCount: number }>(apiPath(ENDPOINTS.affiliateReferredCount, { affiliateId }), { signal }).then(
    (body) => body.referredCount,
  );

export const referredCountQuery = (affiliateId: string) =>
  queryOptions({
    queryKey: affiliateKeys.referredCount(affiliateId),
    queryFn: ({ signal }) => fetchReferredCount(affiliateId, signal),
    enabled: Boolean(affiliateId),
    ...fresh,
  });

export const useReferredCount = () => useQuery(referredCountQuery(useAffiliateId()));

export const fetchOwnJobs = (affiliateId: string, signal?: AbortSignal) =>
  apiFetch<AffiliateJobWithReferrals[]>(apiPath(ENDPOINTS.affiliateJobsOwn, { affiliateId }), { signal });

export const ownJobsQuery = (affiliateId: string) =>
  queryOptions({
    queryKey: affiliateKeys.jobs(affiliateId),
    queryFn: ({ signal }) => fetchOwnJobs(affiliateId, signal),
    enabled: Boolean(affiliateId),
    ...fresh,
  });

export const useOwnJobs = () => useQuery(ownJobsQuery(useAffiliateId()));

export const fetchProfile = (affiliateId: string, signal?: AbortSignal) =>
  apiFetch<{ affiliate: AffiliateProfile }>(apiPath(ENDPOINTS.affiliateProfile, { affiliateId }), { signal }).then(
    (body) => body.affiliate,
  );

export const profileQuery = (affiliateId: string) =>
  queryOptions({
    queryKey: affiliateKeys.profile(affiliateId),
    queryFn: ({ signal }) => fetchProfile(affiliateId, signal),
    enabled: Boolean(affiliateId),
    ...fresh,
  });

export const useProfile = () => useQuery(profileQuery(useAffiliateId()));

export const postAffiliateJob = (body: AffiliateJobInput) =>
  apiFetch<AffiliateJob>(apiPath(ENDPOINTS.affiliateJobCreate), { method: ENDPOINTS.affiliateJobCreate.method, body });

/** Posts a job and refreshes the affiliate's jobs and counts, so the new job shows at once. */
export function usePostJob() {
  const affiliateId = useAffiliateId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: Omit<AffiliateJobInput, 'affiliateId'>) => postAffiliateJob({ ...job, affiliateId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all(affiliateId) }),
  });
}

/** Edits one of the affiliate's jobs (it goes back to review) and refreshes the affiliate's data. */
export function useEditJob() {
  const affiliateId = useAffiliateId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, job }: { id: string; job: AffiliateJobEditInput }) =>
      apiFetch<ReviewedAffiliateJob>(apiPath(ENDPOINTS.affiliateJobUpdate, { affiliateId, id }), {
        method: ENDPOINTS.affiliateJobUpdate.method,
        body: job,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all(affiliateId) }),
  });
}

/** Opens or closes one of the affiliate's jobs (the lifecycle's status path) and refreshes the affiliate's data. */
export function useSetJobStatus() {
  const affiliateId = useAffiliateId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: JobStatusInput }) =>
      apiFetch<AffiliateJob>(apiPath(ENDPOINTS.affiliateJobStatus, { affiliateId, id }), {
        method: ENDPOINTS.affiliateJobStatus.method,
        body: change,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all(affiliateId) }),
  });
}
