import { ENDPOINTS, apiPath } from '@careers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import type { AffiliateJob, FixedJob, JobKind } from '../jobList';

export type JobDetails = Partial<FixedJob> | Partial<AffiliateJob>;

/** One job's details: the fixed job's or the affiliate job's detail call (anonymous). */
export async function fetchJobDetails(kind: JobKind, id: string, signal?: AbortSignal): Promise<JobDetails> {
  const endpoint = kind === 'fixed' ? ENDPOINTS.jobDetails : ENDPOINTS.affiliateJobDetails;
  return (await apiFetch<JobDetails | undefined>(apiPath(endpoint, { id }), { anonymous: true, signal })) ?? {};
}

export const jobDetailsQueryOptions = (kind: JobKind, id: string) =>
  queryOptions({ queryKey: ['jobs', 'details', kind, id] as const, queryFn: ({ signal }) => fetchJobDetails(kind, id, signal) });

export type JobDetailsState = { status: 'loading' } | { status: 'loaded'; details: JobDetails } | { status: 'error' };

/** One job's details while `job` is set (the application modal is open). */
export function useJobDetails(job: { kind: JobKind; id: string } | null): JobDetailsState {
  const query = useQuery({ ...jobDetailsQueryOptions(job?.kind ?? 'fixed', job?.id ?? ''), enabled: Boolean(job) });
  if (query.data) return { status: 'loaded', details: query.data };
  if (query.isError) return { status: 'error' };
  return { status: 'loading' };
}
