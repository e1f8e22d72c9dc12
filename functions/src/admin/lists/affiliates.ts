import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { AFFILIATE_FIELDS } from '@careers/domain';
import { COLLECTIONS } from '../../collections';
import { auth, db } from '../../firebase';
import { isDocId } from '../../http/docId';
import { deleteJobsByIds } from '../../jobs/jobWrites';
import { chunks, deleteByIds } from '../batchDelete';
import { countPer } from '../countPer';
import type { PagedList } from '../pagedList';
import { adminRowOf } from '../records';

const affiliateRow = adminRowOf(AFFILIATE_FIELDS);
/** Auth deletes at most 1,000 accounts per call; Firestore `in` takes at most 30 values. */
const AUTH_DELETE_CHUNK = 1000;
const IN_QUERY_CHUNK = 30;
const MAX_UID_LENGTH = 128;

/** Affiliates with jobsPosted (a count() of each one's affiliate jobs). */
async function affiliateRows(docs: readonly DocumentSnapshot[]) {
  const jobsPosted = await countPer(
    COLLECTIONS.affiliateJobs,
    'affiliateId',
    docs.map((doc) => doc.id),
  );
  return docs.map((doc) => affiliateRow(doc, { jobsPosted: jobsPosted.get(doc.id) ?? 0 }));
}

/** The admin's affiliates, each with how many jobs it posted. */
export const AFFILIATE_LIST: PagedList = { page: 'affiliatePage', paging: AFFILIATE_FIELDS.paging, rowsOf: affiliateRows };

/** The ids of the documents of `collection` whose `field` is one of `values`. */
async function idsWhereIn(collection: string, field: string, values: readonly string[]): Promise<string[]> {
  const parts = await Promise.all(chunks(values, IN_QUERY_CHUNK).map((part) => db().collection(collection).where(field, 'in', part).get()));
  return parts.flatMap((snapshot) => snapshot.docs.map((doc) => doc.id));
}

/**
 * Deletes affiliates by uid: each one's Auth account first (so the account cannot sign in while its
 * data goes), then its profile, its affiliate jobs and its referrals, all batched. Ids that name no
 * affiliate are ignored. Answers how many profiles went.
 */
export async function deleteAffiliates(affiliateIds: readonly string[]): Promise<number> {
  const ids = [...new Set(affiliateIds)].filter((id) => isDocId(id) && id.length <= MAX_UID_LENGTH);
  for (const part of chunks(ids, AUTH_DELETE_CHUNK)) {
    const result = await auth().deleteUsers(part);
    for (const failure of result.errors) console.error(`could not delete auth user ${part[failure.index]}`, failure.error);
  }
  const [jobIds, referralIds] = await Promise.all([
    idsWhereIn(COLLECTIONS.affiliateJobs, 'affiliateId', ids),
    idsWhereIn(COLLECTIONS.referrals, 'affiliateId', ids),
  ]);
  await Promise.all([deleteJobsByIds(COLLECTIONS.affiliateJobs, jobIds), deleteByIds(COLLECTIONS.referrals, referralIds)]);
  return deleteByIds(COLLECTIONS.affiliates, ids);
}
