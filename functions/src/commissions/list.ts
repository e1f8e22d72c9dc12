import { AggregateField, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  COMMISSION_LIST_FIELDS,
  COMMISSION_STATES,
  type CommissionListRow,
  type CommissionTotals,
  type FilterValue,
} from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { matchingQuery, type ListQuery, type PagedList } from '../admin/pagedList';
import { COMMISSION_FIELDS, commissionFromDoc } from './store';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The rows of some entries, each with its affiliate's name as its profile has it now (one read of
 * the few profiles a page names; an affiliate gone since shows its id).
 */
async function commissionRows(docs: readonly DocumentSnapshot[]) {
  const ids = [...new Set(docs.map((doc) => text(doc.get('affiliateId'))).filter(isDocId))];
  const profiles = ids.length ? await db().getAll(...ids.map((id) => db().collection(COLLECTIONS.affiliates).doc(id))) : [];
  const names = new Map(profiles.map((profile) => [profile.id, text(profile.get('fullName'))]));
  return docs.map((doc): CommissionListRow & Record<string, unknown> => {
    const entry = commissionFromDoc(doc);
    return {
      ...entry,
      jobTitle: text(doc.get('jobTitle')) || entry.jobId,
      affiliateName: names.get(entry.affiliateId) || entry.affiliateId,
    };
  });
}

/** The Commissions screen's list: newest first, by state and affiliate, sorted by any money column. */
export const COMMISSION_LIST: PagedList = { page: 'commissionPage', paging: COMMISSION_LIST_FIELDS.paging, rowsOf: commissionRows };

/**
 * The totals per state (count and amount in paise) of what the query's affiliate and dates match,
 * whatever its state filter and search: one count-and-sum aggregation per state, which reads no
 * documents, on the list's own indexes.
 */
export async function commissionTotalsOf(query: ListQuery, values: Record<string, FilterValue | undefined>): Promise<CommissionTotals> {
  const unsearched = { ...query, q: undefined, sort: `-${COMMISSION_LIST_FIELDS.paging.dateField}` };
  const answers = await Promise.all(
    COMMISSION_STATES.map(async (state) => {
      const matching = matchingQuery(COMMISSION_LIST.page, unsearched, { ...values, state });
      const totals = await matching
        .aggregate({ count: AggregateField.count(), amount: AggregateField.sum(COMMISSION_FIELDS.amountPaise) })
        .get();
      return [state, { count: totals.data().count, amount: Number(totals.data().amount ?? 0) }] as const;
    }),
  );
  return Object.fromEntries(answers) as CommissionTotals;
}
