import { Router } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { AFFILIATE_FIELDS, API_MESSAGES, affiliateIdsSchema } from '@careers/domain';
import { chunks, deleteByIds } from '../admin/batchDelete';
import { countPer } from '../admin/countPer';
import { cappedRows, pagedListHandler, type PagedList } from '../admin/pagedList';
import { adminRowOf } from '../admin/records';
import { COLLECTIONS } from '../collections';
import { auth, db } from '../firebase';
import { isDocId } from '../http/docId';
import { mount } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { deleteJobsByIds } from '../jobs/jobWrites';

const affiliateRow = adminRowOf(AFFILIATE_FIELDS);
/** Auth deletes at most 1,000 accounts per call; Firestore `in` takes at most 30 values. */
const AUTH_DELETE_CHUNK = 1000;
const IN_QUERY_CHUNK = 30;
const MAX_UID_LENGTH = 128;

/** Affiliates for the admin: the list with jobsPosted, and delete (account, profile, jobs, referrals). */
export const adminAffiliatesRouter = Router();

/** Affiliates with jobsPosted (a count() of each one's affiliate jobs). */
async function affiliateRows(docs: DocumentSnapshot[]) {
  const jobsPosted = await countPer(
    COLLECTIONS.affiliateJobs,
    'affiliateId',
    docs.map((doc) => doc.id),
  );
  return docs.map((doc) => affiliateRow(doc, { jobsPosted: jobsPosted.get(doc.id) ?? 0 }));
}

const affiliateList: PagedList = { page: 'affiliatePage', paging: AFFILIATE_FIELDS.paging, rowsOf: affiliateRows };

/** Given `limit`, a page; without, the spec's `{ affiliates }`, capped. */
mount(
  adminAffiliatesRouter,
  'affiliateList',
  pagedListHandler(affiliateList, async (_req, res) => ({ affiliates: await cappedRows(affiliateList, res, {}) })),
);

/** The ids of the documents of `collection` whose `field` is one of `values`. */
async function idsWhereIn(collection: string, field: string, values: readonly string[]): Promise<string[]> {
  const parts = await Promise.all(chunks(values, IN_QUERY_CHUNK).map((part) => db().collection(collection).where(field, 'in', part).get()));
  return parts.flatMap((snapshot) => snapshot.docs.map((doc) => doc.id));
}

/**
 * Deletes each affiliate's Auth account first (so the account cannot sign in while its data goes),
 * then its profile, its affiliate jobs and its referrals, all batched. Answers how many profiles went.
 */
mount(adminAffiliatesRouter, 'affiliateDelete', async (req, res) => {
  const { affiliateIds } = parseOr400(affiliateIdsSchema, req.body);
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
  const deleted = await deleteByIds(COLLECTIONS.affiliates, ids);
  res.json({ message: API_MESSAGES.deleted(deleted), deleted });
});
