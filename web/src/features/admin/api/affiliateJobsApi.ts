import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  FEEDBACK_MESSAGES,
  KIND_WORDS,
  TRASH_BATCH_HEADER,
  TRASH_MESSAGES,
  TRASH_UNDO_MS,
  apiPath,
  type AffiliateJob,
  type AffiliateJobEditInput,
  type AffiliateJobWithReferrals,
  type JobReviewInput,
  type JobStatus,
  type KindWords,
  type Referral,
  type ReferStudentInput,
  type ReviewedAffiliateJob,
} from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { feedbackMeta, useAdminFeedback } from '../feedback';
import { restoreTrash } from '../resources/data/api';
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
function useAdminWrite<Input, Answer>(
  write: (input: Input) => Promise<Answer>,
  success: string | ((data: Answer, input: Input) => string),
  reportFailure = true,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: feedbackMeta({ success, reportFailure }),
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
    (_answer, input) => FEEDBACK_MESSAGES.studentReferred(input.studentName),
    // The form shows what went wrong beside its fields.
    false,
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

/** One review decision on an affiliate job. */
export const reviewJob = ({ id, review }: { id: string; review: JobReviewInput }) =>
  apiFetch<ReviewedAffiliateJob>(apiPath(ENDPOINTS.affiliateJobReview, { id }), {
    method: ENDPOINTS.affiliateJobReview.method,
    body: review,
  });

/** An admin's review of an affiliate job: the queue, the counts and the affiliate's list all change. */
export const useReviewAffiliateJob = () =>
  useAdminWrite(reviewJob, (_job, { review }) =>
    review.decision === 'approve' ? FEEDBACK_MESSAGES.jobApproved : FEEDBACK_MESSAGES.jobRejected,
  );

/** Approves the affiliate jobs picked by hand (a selected query is approved on the server, as a bulk action). */
export const useApproveAffiliateJobs = () =>
  useAdminWrite(
    (ids: readonly string[]) => Promise.all(ids.map((id) => reviewJob({ id, review: { decision: 'approve' } }))),
    (_jobs, ids) => FEEDBACK_MESSAGES.jobsApproved(ids.length),
  );

/** Edits one affiliate job as an admin (its review stays). */
export const useAdminEditAffiliateJob = () =>
  useAdminWrite(
    ({ id, job }: { id: string; job: AffiliateJobEditInput }) =>
      apiFetch<ReviewedAffiliateJob>(apiPath(ENDPOINTS.affiliateJobAdminUpdate, { id }), {
        method: ENDPOINTS.affiliateJobAdminUpdate.method,
        body: job,
      }),
    FEEDBACK_MESSAGES.saved,
  );

/**
 * Deletes one record by its path's `id` (it moves to the trash): a failure's snackbar; a success
 * offers Undo (the trash batch its answer names) for TRASH_UNDO_MS, as the lists do.
 */
function useDeleteOneToTrash(endpoint: 'affiliateJobAdminDelete' | 'referralDeleteOne', kind: KindWords) {
  const queryClient = useQueryClient();
  const feedback = useAdminFeedback();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
  return useMutation({
    mutationFn: async (id: string) => {
      const { method } = ENDPOINTS[endpoint];
      const response = await apiFetch<Response>(apiPath(ENDPOINTS[endpoint], { id }), { method, responseType: 'stream' });
      return response.headers.get(TRASH_BATCH_HEADER);
    },
    meta: feedbackMeta({}),
    onSuccess: (batch) => {
      void refresh();
      if (!batch) return feedback.success(FEEDBACK_MESSAGES.deleted(1, kind.many));
      const undo = () =>
        restoreTrash({ batches: [batch] })
          .then(
            (answer) => feedback.success(answer.message),
            (error: unknown) => feedback.failure(error),
          )
          .finally(() => void refresh());
      feedback.notify({
        message: TRASH_MESSAGES.movedToTrash(1, kind),
        durationMs: TRASH_UNDO_MS,
        action: { label: TRASH_MESSAGES.undo, onClick: () => void undo() },
      });
    },
  });
}

/** Deletes one affiliate job and its referrals (to the trash, with Undo); the affiliate's other jobs stay. */
export const useDeleteAffiliateJob = () => useDeleteOneToTrash('affiliateJobAdminDelete', KIND_WORDS.affiliateJobs);

/** Deletes one referral (to the trash, with Undo); the affiliate's other referrals stay. */
export const useDeleteReferral = () => useDeleteOneToTrash('referralDeleteOne', KIND_WORDS.referrals);

/** Closes or reopens one affiliate job as an admin (the owner's status path, which admins may call); its review stays. */
export const useSetAffiliateJobStatus = () =>
  useAdminWrite(
    ({ job, status }: { job: Pick<AffiliateJob, '_id' | 'affiliateId'>; status: JobStatus }) =>
      apiFetch<AffiliateJob>(apiPath(ENDPOINTS.affiliateJobStatus, { affiliateId: job.affiliateId, id: job._id }), {
        method: ENDPOINTS.affiliateJobStatus.method,
        body: { status },
      }),
    (_job, { status }) => FEEDBACK_MESSAGES.statusChanged(1, status),
  );
