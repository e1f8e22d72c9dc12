import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { indexedQuery } from '../firestore/indexedQueries';
import { isDocId } from '../http/docId';
import type { AffiliateJob, FixedJob } from '@careers/domain';
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

/** An affiliate job by its document id (`_id`). */
export async function findAffiliateJob(id: string): Promise<AffiliateJob | null> {
  if (!isDocId(id)) return null;
  const doc = await db().collection(COLLECTIONS.affiliateJobs).doc(id).get();
  return doc.exists ? affiliateJobFromDoc(doc) : null;
}

/** One affiliate's job by its `_id`, or else by its jobId field (unique per affiliate only). */
export async function findAffiliateJobOf(affiliateId: string, id: string): Promise<AffiliateJob | null> {
  const byId = await findAffiliateJob(id);
  if (byId) return byId.affiliateId === affiliateId ? byId : null;
  const byField = await indexedQuery('affiliateJobByJobId', { affiliateId, jobId: id }).limit(1).get();
  return byField.empty ? null : affiliateJobFromDoc(byField.docs[0]!);
}
