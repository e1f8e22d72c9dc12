import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, apiPath, type FixedJob, type JobPostInput } from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { ADMIN_QUERY_ROOT } from './queryKeys';

/** The public jobs queries (Current openings); the admin's writes make them stale too. */
const PUBLIC_JOBS_ROOT = ['jobs'] as const;

/** Post a job (create) or save an edit (`jobId` given); every admin view and the public list refetch after. */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, fields }: { jobId?: string; fields: JobPostInput }) =>
      jobId
        ? apiFetch<FixedJob>(apiPath(ENDPOINTS.jobUpdate, { jobId }), { method: ENDPOINTS.jobUpdate.method, body: fields })
        : apiFetch<FixedJob>(apiPath(ENDPOINTS.jobCreate), { method: ENDPOINTS.jobCreate.method, body: fields, idempotent: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_JOBS_ROOT }),
      ]),
  });
}
