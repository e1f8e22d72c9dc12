import { ENDPOINTS, JOB_LIST_MESSAGES, apiPath } from '@careers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { apiFetch } from '../../../lib/api';
import { usePageData } from '../../../lib/pageData';
import { mergeJobs, type JobCardData } from '../jobList';

/** The fixed and the affiliate jobs, fetched side by side and merged into one list (anonymous). */
export async function fetchJobList(signal?: AbortSignal): Promise<JobCardData[]> {
  const [fixed, affiliate] = await Promise.all([
    apiFetch<unknown>(apiPath(ENDPOINTS.jobsList), { anonymous: true, signal }),
    apiFetch<unknown>(apiPath(ENDPOINTS.affiliateJobsPublic), { anonymous: true, signal }),
  ]);
  return mergeJobs(fixed, affiliate);
}

export const jobListQueryOptions = () =>
  queryOptions({ queryKey: ['jobs', 'list'] as const, queryFn: ({ signal }) => fetchJobList(signal) });

export type JobListState = { status: 'loading' } | { status: 'loaded'; jobs: JobCardData[] } | { status: 'error'; message: string };

/** The merged job list as the openings page shows it: loading, loaded, or the backend error text. */
export function useJobList(): JobListState {
  // Server-rendered page: the lists it was rendered with, refreshed in the background once stale.
  const embedded = usePageData().jobList;
  const { data, error, isError } = useQuery({
    ...jobListQueryOptions(),
    initialData: embedded ? () => mergeJobs(embedded.fixed, embedded.affiliate) : undefined,
    initialDataUpdatedAt: embedded?.readAt,
  });
  // One object per state, not per render: the page defers rendering it (useDeferredValue).
  return useMemo((): JobListState => {
    if (data) return { status: 'loaded', jobs: data };
    if (isError) return { status: 'error', message: serverMessage(error, JOB_LIST_MESSAGES.backendError) };
    return { status: 'loading' };
  }, [data, error, isError]);
}
