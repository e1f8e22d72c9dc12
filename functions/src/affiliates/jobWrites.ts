import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  AFFILIATE_JOB_REVIEW_FIELDS,
  API_MESSAGES,
  isListed,
  JOB_STATUS_FIELD,
  jobApprovedMail,
  jobRejectedMail,
  jobSearchFields,
  LISTED_FIELD,
  REVIEW_FIELD,
  REVIEW_OF_DECISION,
  REVIEW_REASON_FIELD,
  REVIEWED_AT_FIELD,
  withSearchTokens,
  type AffiliateJobEditInput,
  type JobReviewInput,
  type ReviewedAffiliateJob,
  type ReviewState,
} from '@careers/domain';
import { deleteByIds } from '../admin/batchDelete';
import { mailDocument } from '../auth/mail';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { HttpError } from '../http/errors';
import { deleteJobsByIds } from '../jobs/jobWrites';
import { locationCountsIn } from '../jobs/locationCounts';
import { reviewedAffiliateJobFromDoc } from '../jobs/records';

/**
 * Writes of one affiliate job after its post (issue 28): its owner's edit (back to review), an
 * admin's edit and delete, and an admin's review with its mail to the affiliate. Each keeps the
 * public `listed` field (isListed) with the fields it follows from, in the same write.
 */

const affiliateJobs = () => db().collection(COLLECTIONS.affiliateJobs);

/** The stored content of an affiliate job: its own fields, the admin queue's search tokens and the public list's search fields. */
export function affiliateJobContent(input: AffiliateJobEditInput, jobId: string) {
  const { jobTitle, skillset, experience, location, domain, salary } = input;
  return {
    ...withSearchTokens(AFFILIATE_JOB_REVIEW_FIELDS, { jobTitle, skillset, experience, location, domain, salary, jobId }),
    ...jobSearchFields(jobTitle, location),
  };
}

/** The review fields of a job (re)entering review: pending, nothing decided, off the public lists. */
export const pendingReviewFields = (status: unknown) => ({
  [REVIEW_FIELD]: 'pending' satisfies ReviewState,
  [REVIEW_REASON_FIELD]: null,
  [REVIEWED_AT_FIELD]: null,
  [LISTED_FIELD]: isListed({ status, review: 'pending' }, 'affiliate'),
});

const jobRefOf = (id: string) => {
  if (!isDocId(id)) throw new HttpError(404, API_MESSAGES.jobNotFound);
  return affiliateJobs().doc(id);
};

const foundOr404 = (doc: DocumentSnapshot) => {
  if (!doc.exists) throw new HttpError(404, API_MESSAGES.jobNotFound);
  return doc;
};

/**
 * Edits an affiliate job's fields. By its owner (`affiliateId`: 403 for another's job), the job
 * goes back to review and off the public lists; by an admin (`admin`), its review stays. Its
 * location counts change with it, in one transaction.
 */
export async function editAffiliateJob(id: string, input: AffiliateJobEditInput, by: { affiliateId: string } | 'admin'): Promise<ReviewedAffiliateJob> {
  const ref = jobRefOf(id);
  await db().runTransaction(async (tx) => {
    const stored = foundOr404(await tx.get(ref));
    if (by !== 'admin' && stored.get('affiliateId') !== by.affiliateId) throw new HttpError(403, API_MESSAGES.forbidden);
    const countLocations = await locationCountsIn(tx);
    const review =
      by === 'admin' ? { [LISTED_FIELD]: isListed(stored.data() ?? {}, 'affiliate') } : pendingReviewFields(stored.get(JOB_STATUS_FIELD));
    tx.update(ref, { ...affiliateJobContent(input, String(stored.get('jobId') ?? '')), ...review, updatedAt: FieldValue.serverTimestamp() });
    countLocations({ removed: [stored.get('location')], added: [input.location] });
  });
  return reviewedAffiliateJobFromDoc(await ref.get());
}

/**
 * An admin's decision on an affiliate job: its review, reason (a rejection's; an approval clears
 * it), reviewedAt (server time) and `listed`, and the mail telling the affiliate, in one
 * transaction. An affiliate deleted meanwhile gets no mail.
 */
export async function reviewAffiliateJob(id: string, { decision, reason }: JobReviewInput): Promise<ReviewedAffiliateJob> {
  const ref = jobRefOf(id);
  await db().runTransaction(async (tx) => {
    const stored = foundOr404(await tx.get(ref));
    const affiliateId = String(stored.get('affiliateId') ?? '');
    const affiliate = isDocId(affiliateId) ? await tx.get(db().collection(COLLECTIONS.affiliates).doc(affiliateId)) : null;
    const review = REVIEW_OF_DECISION[decision];
    tx.update(ref, {
      [REVIEW_FIELD]: review,
      [REVIEW_REASON_FIELD]: decision === 'reject' ? (reason ?? '') : null,
      [REVIEWED_AT_FIELD]: FieldValue.serverTimestamp(),
      [LISTED_FIELD]: isListed({ status: stored.get(JOB_STATUS_FIELD), review }, 'affiliate'),
    });
    const to: unknown = affiliate?.get('email');
    if (typeof to !== 'string' || !to) return;
    const vars = { name: String(affiliate?.get('fullName') ?? ''), jobTitle: String(stored.get('jobTitle') ?? ''), jobId: String(stored.get('jobId') ?? '') };
    const mail = decision === 'approve' ? jobApprovedMail(vars) : jobRejectedMail(vars, reason ?? '');
    tx.create(db().collection(COLLECTIONS.mail).doc(), mailDocument(to, mail));
  });
  return reviewedAffiliateJobFromDoc(await ref.get());
}

/** Deletes one affiliate job (404 when there is none) and the referrals to it; the affiliate's other jobs and referrals stay. */
export async function deleteAffiliateJob(id: string): Promise<void> {
  const ref = jobRefOf(id);
  if (!(await deleteJobsByIds(COLLECTIONS.affiliateJobs, [ref.id]))) throw new HttpError(404, API_MESSAGES.jobNotFound);
  const referrals = await db().collection(COLLECTIONS.referrals).where('affiliateJobId', '==', ref.id).get();
  await deleteByIds(
    COLLECTIONS.referrals,
    referrals.docs.map((doc) => doc.id),
  );
}
