import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { indexedQuery } from '../firestore/indexedQueries';
import { isDocId } from '../http/docId';
import { REVIEW_FIELD, reviewStateOf, type AffiliateJob, type FixedJob } from '@careers/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { affiliateJobFromDoc, jobFromDoc } from './records';

/** Reads of one job of the two job collections (the public lists: jobs/publicList.ts). */

/** A fixed job by its document id, or else by its jobId field (the two are equal for seeded jobs). */
export async function findJob(id: string): Promise<FixedJob | null> {
  if (isDocId(id)) {
    const doc = await db().collection(COLLECTIONS.jobs).doc(id).get();
    if (doc.exists) return jobFromDoc(doc);
  }
  const byField = await db().collection(COLLECTIONS.jobs).where('jobId', '==', id).limit(1).get();
  return byField.empty ? null : jobFromDoc(byField.docs[0]!);
}

/**
 * Which affiliate jobs a read finds: every one (its owner's and the admins' paths), or only those an
 * admin approved (the public's: a job pending review or rejected is not found, as a draft is not).
 */
export interface AffiliateJobLookup {
  approvedOnly?: boolean;
}

const foundAffiliateJob = (doc: DocumentSnapshot, { approvedOnly = false }: AffiliateJobLookup) =>
  doc.exists && (!approvedOnly || reviewStateOf(doc.get(REVIEW_FIELD)) === 'approved') ? affiliateJobFromDoc(doc) : null;

/** An affiliate job by its document id (`_id`). */
export async function findAffiliateJob(id: string, lookup: AffiliateJobLookup = {}): Promise<AffiliateJob | null> {
  if (!isDocId(id)) return null;
  return foundAffiliateJob(await db().collection(COLLECTIONS.affiliateJobs).doc(id).get(), lookup);
}

/** One affiliate's job by its `_id`, or else by its jobId field (unique per affiliate only). */
export async function findAffiliateJobOf(affiliateId: string, id: string, lookup: AffiliateJobLookup = {}): Promise<AffiliateJob | null> {
  if (isDocId(id)) {
    const doc = await db().collection(COLLECTIONS.affiliateJobs).doc(id).get();
    if (doc.exists) return doc.get('affiliateId') === affiliateId ? foundAffiliateJob(doc, lookup) : null;
  }
  const byField = await indexedQuery('affiliateJobByJobId', { affiliateId, jobId: id }).limit(1).get();
  return byField.empty ? null : foundAffiliateJob(byField.docs[0]!, lookup);
}

/**
 * The job with the company it hires for (its affiliate's company name), for its public details and
 * page: JobPosting's hiringOrganization names it. Unchanged when the affiliate has none on record.
 */
export async function withHiringCompany(job: AffiliateJob): Promise<AffiliateJob> {
  const affiliate = isDocId(job.affiliateId) ? await db().collection(COLLECTIONS.affiliates).doc(job.affiliateId).get() : null;
  const companyName: unknown = affiliate?.get('companyName');
  return typeof companyName === 'string' && companyName.trim() ? { ...job, companyName: companyName.trim() } : job;
}
