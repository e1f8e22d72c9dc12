import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, FEEDBACK_MESSAGES, apiPath, type FixedJob, type JobPostInput, type JobStatus } from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { feedbackMeta } from '../feedback';
import { ADMIN_QUERY_ROOT } from './queryKeys';

/** The public jobs queries (Current openings); the admin's writes make them stale too. */
const PUBLIC_JOBS_ROOT = ['jobs'] as const;

interface SaveJob {
  jobId?: string;
  fields: JobPostInput;
  /** A post's Idempotency-Key: the form's, the same for each of its submissions (useIdempotencyKey). */
  idempotencyKey?: string;
}

/**
 * Post a job (create) or save an edit (`jobId` given), ending with a snackbar; every admin view and
 * the public list refetch after.
 */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, fields, idempotencyKey }: SaveJob) =>
      jobId
        ? apiFetch<FixedJob>(apiPath(ENDPOINTS.jobUpdate, { jobId }), { method: ENDPOINTS.jobUpdate.method, body: fields })
        : apiFetch<FixedJob>(apiPath(ENDPOINTS.jobCreate), {
            method: ENDPOINTS.jobCreate.method,
            body: fields,
            idempotent: idempotencyKey ?? true,
          }),
    meta: feedbackMeta<FixedJob, SaveJob>({
      success: (_job, { jobId }) => (jobId ? FEEDBACK_MESSAGES.saved : FEEDBACK_MESSAGES.jobPosted),
    }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_JOBS_ROOT }),
      ]),
  });
}

/** Every admin view and the public list refetch after a job's status changes. */
function useRefreshJobs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_JOBS_ROOT }),
    ]);
}

const putStatus = (jobId: string, status: JobStatus) =>
  apiFetch<FixedJob>(apiPath(ENDPOINTS.jobStatus, { jobId }), { method: ENDPOINTS.jobStatus.method, body: { status } });

/**
 * Open, close or reopen jobs by id (a row, or the rows selected on the page), one after another:
 * each change also writes the location counts, in a transaction of its own.
 */
export function useSetJobStatus() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: async ({ jobIds, status }: { jobIds: readonly string[]; status: JobStatus }) => {
      for (const jobId of jobIds) await putStatus(jobId, status);
    },
    meta: feedbackMeta<void, { jobIds: readonly string[]; status: JobStatus }>({
      success: (_done, { jobIds, status }) => FEEDBACK_MESSAGES.statusChanged(jobIds.length, status),
    }),
    onSettled: refresh,
  });
}

/** Duplicate a job as a new draft (the server gives it the next jobId). */
export function useDuplicateJob() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiFetch<FixedJob>(apiPath(ENDPOINTS.jobDuplicate, { jobId }), { method: ENDPOINTS.jobDuplicate.method, idempotent: true }),
    meta: feedbackMeta({ success: FEEDBACK_MESSAGES.duplicated }),
    onSuccess: refresh,
  });
}
