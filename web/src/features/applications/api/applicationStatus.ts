import { ENDPOINTS, STATUS_TOKEN_PATTERN, apiPath, type ApplicationStatus } from '@careers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api';

/** The applicant's status by the private token of their mail (anonymous; never cached by the browser either). */
export const fetchApplicationStatus = (token: string, signal?: AbortSignal) =>
  apiFetch<ApplicationStatus>(apiPath(ENDPOINTS.applicationStatus, { token }), { anonymous: true, cache: 'no-store', signal });

export const applicationStatusQuery = (token: string) =>
  queryOptions({
    queryKey: ['applicationStatus', token] as const,
    queryFn: ({ signal }) => fetchApplicationStatus(token, signal),
    // A token of the wrong shape is answered like an unknown one: no call for it.
    enabled: STATUS_TOKEN_PATTERN.test(token),
    staleTime: 0,
    gcTime: 0,
  });

export type ApplicationStatusState =
  | { status: 'loading' }
  | { status: 'loaded'; application: ApplicationStatus }
  | { status: 'invalid' }
  | { status: 'error'; retry: () => void };

/** What the status page shows for `token`: its application, an invalid link (malformed or unknown: 404), or a failure. */
export function useApplicationStatus(token: string): ApplicationStatusState {
  const query = useQuery(applicationStatusQuery(token));
  if (!STATUS_TOKEN_PATTERN.test(token)) return { status: 'invalid' };
  if (query.data) return { status: 'loaded', application: query.data };
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return { status: 'invalid' };
    return { status: 'error', retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}
