import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { AFFILIATE_FIELDS } from '@careers/domain';
import { COLLECTIONS } from '../../collections';
import { db } from '../../firebase';
import { isDocId } from '../../http/docId';
import { ACCOUNT_FIELD, disableAccounts, enableAccounts } from '../../trash/accounts';
import type { Trashing } from '../../trash/entries';
import { docsWhereIn, trashWithDependents } from '../../trash/withDependents';
import { countPer } from '../countPer';
import { backfillJobsPostedOf, jobsPostedOf } from '../../affiliates/jobsPosted';
import { BACKFILL_PER_REQUEST } from '../../jobs/appliedCounts';
import type { PagedList } from '../pagedList';
import { adminRowOf } from '../records';
import { bpToPercent } from '@careers/domain';
import { rateBpOf } from '../../commissions/store';

const affiliateRow = adminRowOf(AFFILIATE_FIELDS);
const MAX_UID_LENGTH = 128;

/**
 * Affiliates with jobsPosted and their commission rate, read from each profile's own count (affiliates/jobsPosted). Profiles
 * stored before the count existed are counted once here and keep it, BACKFILL_PER_REQUEST per
 * request; any left are counted with a count() for this answer only.
 */
async function affiliateRows(docs: readonly DocumentSnapshot[]) {
  const uncounted = docs.filter((doc) => jobsPostedOf(doc) === undefined).map((doc) => doc.id);
  const backfilled = await backfillJobsPostedOf(uncounted.slice(0, BACKFILL_PER_REQUEST));
  const counted = await countPer(COLLECTIONS.affiliateJobs, 'affiliateId', uncounted.slice(BACKFILL_PER_REQUEST));
  return docs.map((doc) =>
    affiliateRow(doc, {
      jobsPosted: jobsPostedOf(doc) ?? backfilled.get(doc.id) ?? counted.get(doc.id) ?? 0,
      commissionRate: bpToPercent(rateBpOf(doc)),
    }),
  );
}

/** The admin's affiliates, each with how many jobs it posted. */
export const AFFILIATE_LIST: PagedList = { page: 'affiliatePage', paging: AFFILIATE_FIELDS.paging, rowsOf: affiliateRows };

/**
 * Moves affiliates (by uid; ids naming no affiliate are ignored) to the trash with their jobs and
 * referrals (trash/withDependents). Each one's sign-in account is disabled first, so it cannot sign
 * in (nor use a token it holds) while its data goes; a restore enables it again unless it was
 * disabled before, and the purge deletes it (trash/accounts). Answers how many went.
 */
export async function deleteAffiliates(affiliateIds: readonly string[], trashing: Omit<Trashing, 'kind'>): Promise<number> {
  const ids = [...new Set(affiliateIds)].filter((id) => isDocId(id) && id.length <= MAX_UID_LENGTH);
  const profiles = ids.length ? await db().getAll(...ids.map((id) => db().collection(COLLECTIONS.affiliates).doc(id))) : [];
  const accounts = await disableAccounts(profiles.filter((doc) => doc.exists).map((doc) => doc.id));
  const moved = await trashWithDependents(
    COLLECTIONS.affiliates,
    ids,
    { ...trashing, kind: 'affiliates' },
    async (part) => {
      const [jobs, referrals] = await Promise.all([
        docsWhereIn(COLLECTIONS.affiliateJobs, 'affiliateId', part),
        docsWhereIn(COLLECTIONS.referrals, 'affiliateId', part),
      ]);
      return new Map(part.map((id) => [id, [...(jobs.get(id) ?? []), ...(referrals.get(id) ?? [])]]));
    },
    (doc) => ({ [ACCOUNT_FIELD]: accounts.get(doc.id) ?? null }),
  ).catch(async (error: unknown) => {
    // Those still here (the transactions that failed) sign in again; those moved stay disabled.
    const left = !accounts.size
      ? []
      : await db().getAll(...[...accounts.keys()].map((id) => db().collection(COLLECTIONS.affiliates).doc(id)));
    await enableAccounts(new Map(left.filter((doc) => doc.exists).map((doc) => [doc.id, accounts.get(doc.id)!])));
    throw error;
  });
  return moved.length;
}
