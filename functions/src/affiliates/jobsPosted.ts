import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { mapFewAtOnce } from '../fewAtOnce';
import { isDocId } from '../http/docId';

/**
 * An affiliate's number of affiliate jobs ("Jobs Posted"), kept on its profile so the admin list
 * sorts by it on the server and counts nothing per row. Registration stores 0; a post adds 1 and a
 * job moved to the trash takes 1 off, each in its own transaction, which reads the profile (so a
 * backfill counting at the same time is serialized with it); a restore adds back. Profiles stored
 * before the field are counted once (backfillJobsPosted): by the list as it meets them, or all at
 * once by `npm run backfill-applied-counts`. Until then a sort by it leaves them out.
 */
export const JOBS_POSTED = 'jobsPosted';

/** How many profiles are counted at once by a backfill (each is one transaction with a count()). */
const BACKFILL_CONCURRENCY = 20;

const affiliateRef = (id: string) => db().collection(COLLECTIONS.affiliates).doc(id);
const jobsOf = (affiliateId: string) => db().collection(COLLECTIONS.affiliateJobs).where('affiliateId', '==', affiliateId);

export const jobsPostedOf = (affiliate: DocumentSnapshot): number | undefined => {
  const value = affiliate.get(JOBS_POSTED) as unknown;
  return typeof value === 'number' ? value : undefined;
};

/** How many of these jobs (their stored fields) each affiliate posted. */
export function jobsPerAffiliate(jobs: readonly Readonly<Record<string, unknown>>[]): Map<string, number> {
  const per = new Map<string, number>();
  for (const { affiliateId } of jobs)
    if (typeof affiliateId === 'string' && affiliateId) per.set(affiliateId, (per.get(affiliateId) ?? 0) + 1);
  return per;
}

/**
 * Reads, in a transaction (reads come before its writes), the profiles of these affiliates; answers
 * the write of a change of their counts: `by` added to each profile that exists and carries the
 * count (one not counted yet is counted whole later). That write answers how many updates it made.
 */
export async function jobsPostedCountsIn(tx: Transaction, affiliateIds: readonly string[]) {
  const ids = [...new Set(affiliateIds)].filter(isDocId);
  const profiles = ids.length ? await tx.getAll(...ids.map(affiliateRef)) : [];
  const counted = profiles.filter((profile) => profile.exists && jobsPostedOf(profile) !== undefined);
  return (by: ReadonlyMap<string, number>): number => {
    let writes = 0;
    for (const profile of counted) {
      const change = by.get(profile.id);
      if (!change) continue;
      tx.update(profile.ref, { [JOBS_POSTED]: FieldValue.increment(change) });
      writes += 1;
    }
    return writes;
  };
}

/** The count of an affiliate's stored jobs, read in a transaction (a profile a restore writes back sets it from this). */
export async function storedJobsIn(tx: Transaction, affiliateId: string): Promise<number> {
  return (await tx.get(jobsOf(affiliateId).count())).data().count;
}

/**
 * Sets an affiliate's count from a count() of its jobs, in a transaction that reads its profile, so a
 * post or a delete committed meanwhile is neither lost nor counted twice. Answers the count
 * (undefined when there is no profile).
 */
export async function backfillJobsPosted(affiliateId: string): Promise<number | undefined> {
  return db().runTransaction(async (tx) => {
    const profile = await tx.get(affiliateRef(affiliateId));
    if (!profile.exists) return undefined;
    const count = await storedJobsIn(tx, affiliateId);
    tx.update(profile.ref, { [JOBS_POSTED]: count });
    return count;
  });
}

/** Backfills the given affiliates (uids), a few at once; answers each one's count. */
export async function backfillJobsPostedOf(affiliateIds: readonly string[]): Promise<Map<string, number>> {
  const counts = await mapFewAtOnce(affiliateIds, BACKFILL_CONCURRENCY, backfillJobsPosted);
  return new Map(affiliateIds.flatMap((id, i) => (counts[i] === undefined ? [] : [[id, counts[i]] as const])));
}
