import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  AFFILIATE_JOB_REVIEW_FIELDS,
  API_MESSAGES,
  JOB_LIFECYCLE_MESSAGES,
  JOB_STATUS_FIELD,
  jobApprovedMail,
  jobLifecycleFields,
  jobRejectedMail,
  jobSearchFields,
  REVIEW_FIELD,
  REVIEW_OF_DECISION,
  REVIEW_REASON_FIELD,
  REVIEWED_AT_FIELD,
  reviewStateOf,
  withSearchTokens,
  type AffiliateJobEditInput,
  type JobReviewInput,
  type ReviewedAffiliateJob,
} from '@careers/domain';
import { mailDocument } from '../auth/mail';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { HttpError } from '../http/errors';
import { isListedDoc, locationCountsIn } from '../jobs/locationCounts';
import { updateJobLifecycle } from '../jobs/jobWrites';
import { reviewedAffiliateJobFromDoc } from '../jobs/records';
import { auditInto } from '../audit/requestAudit';
import type { Trashing } from '../trash/entries';
import { docsWhereIn, trashWithDependents } from '../trash/withDependents';

/**
 * Writes of one affiliate job after its post: its owner's edit (back to review), an
 * admin's edit and delete, and an admin's review with its mail to the affiliate. Each keeps the
 * lifecycle fields (jobLifecycleFields: `listed` above all) and the location counts with the job.
 */

const affiliateJobs = () => db().collection(COLLECTIONS.affiliateJobs);

/** The stored content of an affiliate job: its own fields, the admin queue's search tokens and the public list's search fields. */
export function affiliateJobContent(input: AffiliateJobEditInput, jobId: string) {
  const { jobTitle, skillset, experience, location, domain, salary } = input;
  return {
    ...withSearchTokens(AFFILIATE_JOB_REVIEW_FIELDS, { jobTitle, skillset, experience, location, domain, salary, jobId }),
    ...jobSearchFields(jobTitle, location, { domain, experience }),
  };
}

/** The lifecycle of a job of `status` (re)entering review: pending, nothing decided yet, so not listed. */
export const pendingReviewFields = (status: unknown) => ({
  ...jobLifecycleFields({ status, review: 'pending' }, 'affiliate'),
  [REVIEW_REASON_FIELD]: null,
  [REVIEWED_AT_FIELD]: null,
});

const jobRefOf = (id: string) => {
  if (!isDocId(id)) throw new HttpError(404, API_MESSAGES.jobNotFound);
  return affiliateJobs().doc(id);
};

const foundOr404 = (doc: DocumentSnapshot | null) => {
  if (!doc?.exists) throw new HttpError(404, API_MESSAGES.jobNotFound);
  return doc;
};

/**
 * Edits an affiliate job's fields. By its owner (`affiliateId`: 403 for another's job), the job
 * goes back to review and off the public lists; by an admin (`admin`), its review stays. Its
 * location counts change with it, in one transaction.
 */
export async function editAffiliateJob(
  id: string,
  input: AffiliateJobEditInput,
  by: { affiliateId: string } | 'admin',
): Promise<ReviewedAffiliateJob> {
  const ref = jobRefOf(id);
  await db().runTransaction(async (tx) => {
    const stored = foundOr404(await tx.get(ref));
    if (by !== 'admin' && stored.get('affiliateId') !== by.affiliateId) throw new HttpError(403, API_MESSAGES.forbidden);
    const countLocations = await locationCountsIn(tx);
    const status: unknown = stored.get(JOB_STATUS_FIELD);
    const lifecycle =
      by === 'admin' ? jobLifecycleFields({ status, review: stored.get(REVIEW_FIELD) }, 'affiliate') : pendingReviewFields(status);
    tx.update(ref, {
      ...affiliateJobContent(input, String(stored.get('jobId') ?? '')),
      ...lifecycle,
      updatedAt: FieldValue.serverTimestamp(),
    });
    countLocations({
      removed: isListedDoc(stored, 'affiliate') ? [stored.get('location')] : [],
      added: lifecycle.listed ? [input.location] : [],
    });
    auditInto(tx, COLLECTIONS.affiliateJobs, [ref.id]);
  });
  return reviewedAffiliateJobFromDoc(await ref.get());
}

/**
 * An admin's decision on an affiliate job: its review, reason (a rejection's; an approval clears
 * it), reviewedAt (server time), `listed` and the location counts, and the mail telling the
 * affiliate, in one transaction. The same decision again (a second press, another admin's) is
 * already made: nothing is written, mailed or audited. With `from`, a job whose review is no longer
 * the one the admin decided on answers 409, so parallel decisions by two admins end in one. An
 * affiliate deleted meanwhile gets no mail.
 */
export async function reviewAffiliateJob(id: string, { decision, reason, from }: JobReviewInput): Promise<ReviewedAffiliateJob> {
  const ref = jobRefOf(id);
  const affiliateId = String(foundOr404(await ref.get()).get('affiliateId') ?? '');
  const affiliate = isDocId(affiliateId) ? await db().collection(COLLECTIONS.affiliates).doc(affiliateId).get() : null;
  const to: unknown = affiliate?.get('email');
  const review = REVIEW_OF_DECISION[decision];
  const stored = await updateJobLifecycle(COLLECTIONS.affiliateJobs, ref.id, {
    review,
    also: { [REVIEW_REASON_FIELD]: decision === 'reject' ? (reason ?? '') : null, [REVIEWED_AT_FIELD]: FieldValue.serverTimestamp() },
    madeAlready: (job) => {
      const current = reviewStateOf(job.get(REVIEW_FIELD));
      if (current === review && (decision === 'approve' || job.get(REVIEW_REASON_FIELD) === (reason ?? ''))) return true;
      if (from !== undefined && current !== from) throw new HttpError(409, JOB_LIFECYCLE_MESSAGES.reviewedMeanwhile);
      return false;
    },
    alsoWrite: (tx, job) => {
      if (typeof to !== 'string' || !to) return;
      const vars = {
        name: String(affiliate?.get('fullName') ?? ''),
        jobTitle: String(job.get('jobTitle') ?? ''),
        jobId: String(job.get('jobId') ?? ''),
      };
      tx.create(
        db().collection(COLLECTIONS.mail).doc(),
        mailDocument(to, decision === 'approve' ? jobApprovedMail(vars) : jobRejectedMail(vars, reason ?? '')),
      );
    },
  });
  foundOr404(stored);
  return reviewedAffiliateJobFromDoc(await ref.get());
}

/**
 * Moves affiliate jobs by id to the trash (ids naming none are ignored) with the referrals to them
 * (trash/withDependents), their locations off the counts; their affiliates' other jobs and referrals
 * stay. Answers how many jobs went.
 */
export async function deleteAffiliateJobs(ids: readonly string[], trashing: Omit<Trashing, 'kind'>): Promise<number> {
  const moved = await trashWithDependents(COLLECTIONS.affiliateJobs, ids, { ...trashing, kind: 'affiliateJobs' }, (part) =>
    docsWhereIn(COLLECTIONS.referrals, 'affiliateJobId', part),
  );
  return moved.length;
}

/** Moves one affiliate job and its referrals to the trash; 404 when there is none. */
export async function deleteAffiliateJob(id: string, trashing: Omit<Trashing, 'kind'>): Promise<void> {
  if (!(await deleteAffiliateJobs([jobRefOf(id).id], trashing))) throw new HttpError(404, API_MESSAGES.jobNotFound);
}
