import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, apiPath, type EndpointName } from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { adminQueryKey } from './queryKeys';

/** The dashboard counts (the spec's seven, and the affiliate jobs awaiting review): label (spec wording) and the count endpoint behind it. */
export const DASHBOARD_COUNTS = [
  { label: 'Students (Posted Resumes)', endpoint: 'resumeCount' },
  { label: 'Students (Applied for Jobs)', endpoint: 'applicationCount' },
  { label: 'Total Colleges', endpoint: 'collegeCount' },
  { label: 'Total Companies', endpoint: 'companyCount' },
  { label: 'Jobs Posted', endpoint: 'jobCount' },
  { label: 'Affiliate Register', endpoint: 'affiliateCount' },
  { label: 'Contacted', endpoint: 'contactCount' },
  { label: 'Jobs Pending Review', endpoint: 'affiliateJobPendingCount' },
] as const satisfies readonly { label: string; endpoint: EndpointName }[];

export type CountEndpoint = (typeof DASHBOARD_COUNTS)[number]['endpoint'];

export async function fetchCount(endpoint: CountEndpoint, signal?: AbortSignal): Promise<number> {
  const body = await apiFetch<{ count?: unknown }>(apiPath(ENDPOINTS[endpoint]), { signal });
  return typeof body?.count === 'number' ? body.count : 0;
}

export const countQuery = (endpoint: CountEndpoint) =>
  queryOptions({ queryKey: adminQueryKey('count', endpoint), queryFn: ({ signal }) => fetchCount(endpoint, signal), staleTime: 0 });

export const useCount = (endpoint: CountEndpoint) => useQuery(countQuery(endpoint));
