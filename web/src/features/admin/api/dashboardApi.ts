import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, apiPath, type EndpointName } from '@careers/domain';
import { PATHS } from '../../../config/paths';
import { apiFetch } from '../../../lib/api';
import { adminQueryKey } from './queryKeys';

/** The dashboard counts (the spec's seven, and the affiliate jobs awaiting review): label (spec wording), the count endpoint behind it, and the screen a card opens. */
export const DASHBOARD_COUNTS = [
  { label: 'Students (Posted Resumes)', endpoint: 'resumeCount', to: PATHS.admin.student },
  { label: 'Students (Applied for Jobs)', endpoint: 'applicationCount', to: PATHS.admin.studentApplied },
  { label: 'Total Colleges', endpoint: 'collegeCount', to: PATHS.admin.college },
  { label: 'Total Companies', endpoint: 'companyCount', to: PATHS.admin.company },
  { label: 'Jobs Posted', endpoint: 'jobCount', to: PATHS.admin.postJob },
  { label: 'Affiliate Register', endpoint: 'affiliateCount', to: PATHS.admin.affiliate },
  { label: 'Contacted', endpoint: 'contactCount', to: PATHS.admin.contactSupport },
  { label: 'Jobs Pending Review', endpoint: 'affiliateJobPendingCount', to: PATHS.admin.jobReview },
] as const satisfies readonly { label: string; endpoint: EndpointName; to: string }[];

export type CountEndpoint = (typeof DASHBOARD_COUNTS)[number]['endpoint'];

export async function fetchCount(endpoint: CountEndpoint, signal?: AbortSignal): Promise<number> {
  const body = await apiFetch<{ count?: unknown }>(apiPath(ENDPOINTS[endpoint]), { signal });
  return typeof body?.count === 'number' ? body.count : 0;
}

export const countQuery = (endpoint: CountEndpoint) =>
  queryOptions({ queryKey: adminQueryKey('count', endpoint), queryFn: ({ signal }) => fetchCount(endpoint, signal), staleTime: 0 });

export const useCount = (endpoint: CountEndpoint) => useQuery(countQuery(endpoint));
