import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { AFFILIATE_JOB_REVIEW_FIELDS, REVIEW_FIELD, reviewStateOf } from '@careers/domain';
import { COLLECTIONS } from '../../collections';
import { db } from '../../firebase';
import { isDocId } from '../../http/docId';
import type { PagedList } from '../pagedList';
import { adminRowOf } from '../records';

const reviewRow = adminRowOf(AFFILIATE_JOB_REVIEW_FIELDS);

/** Affiliate jobs with their affiliate's name and email (one read of each affiliate of the page) and their review state. */
async function reviewRows(docs: readonly DocumentSnapshot[]) {
  const affiliateIds = [...new Set(docs.map((doc) => doc.get('affiliateId')))].filter(
    (id): id is string => typeof id === 'string' && isDocId(id),
  );
  const affiliates = affiliateIds.length
    ? await db().getAll(...affiliateIds.map((id) => db().collection(COLLECTIONS.affiliates).doc(id)))
    : [];
  const byId = new Map(affiliates.filter((doc) => doc.exists).map((doc) => [doc.id, doc]));
  return docs.map((doc) => {
    const affiliate = byId.get(doc.get('affiliateId'));
    return reviewRow(doc, {
      affiliateName: affiliate?.get('fullName') ?? null,
      affiliateEmail: affiliate?.get('email') ?? null,
      review: reviewStateOf(doc.get(REVIEW_FIELD)),
    });
  });
}

/** The admin's review queue: affiliate jobs, newest first, by review state. */
export const AFFILIATE_JOB_REVIEW_LIST: PagedList = {
  page: 'affiliateJobReviewPage',
  paging: AFFILIATE_JOB_REVIEW_FIELDS.paging,
  rowsOf: reviewRows,
};
