import { Router } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  ADMIN_UNPAGED_MAX,
  COMMISSION_MESSAGES,
  adminPageQuerySchema,
  bpToPercent,
  commissionListQuerySchema,
  commissionRateSchema,
  commissionTotals,
  commissionUpdateSchema,
  percentToBp,
  type CommissionListQuery,
} from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { HttpError } from '../http/errors';
import { sendOutcome, transactOnce } from '../http/idempotency';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { auditDetail, auditInto } from '../audit/requestAudit';
import { referralsWithOutcomes } from '../pipeline/referralOutcomes';
import { listFilterValues, pageOfQuery, type ListQuery } from '../admin/pagedList';
import { AFFILIATE_RATE_FIELD, commissionFromDoc, commissions, rateBpOf } from '../commissions/store';
import { COMMISSION_LIST, commissionTotalsOf } from '../commissions/list';
import { moveCommission } from '../commissions/moves';
import { referralCodeOf, referralUrl } from '../commissions/referralCodes';

/** Affiliate commissions: referral links, rates, the commission entries and their admin moves (docs/commissions.md). */
export const commissionsRouter = Router();

const callerId = (req: { caller?: { uid: string } }) => req.caller?.uid ?? '';

mount(commissionsRouter, 'affiliateReferralLink', async (req, res) => {
  const code = await referralCodeOf(callerId(req));
  res.json({ code, url: referralUrl(code) });
});

mount(commissionsRouter, 'affiliateReferralsOwn', async (req, res) => {
  const snapshot = await db().collection(COLLECTIONS.referrals).where('affiliateId', '==', callerId(req)).get();
  const rows = await referralsWithOutcomes(snapshot.docs);
  res.json(rows.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '')));
});

/** The affiliate's own entries, filtered on what one equality query read: the dates are the entries' creation days (UTC). */
function listed(docs: readonly DocumentSnapshot[], query: CommissionListQuery) {
  const rows = docs
    .map(commissionFromDoc)
    .filter((row) => !query.affiliateId || row.affiliateId === query.affiliateId)
    .filter((row) => !query.from || (row.createdAt ?? '').slice(0, 10) >= query.from)
    .filter((row) => !query.to || (row.createdAt ?? '').slice(0, 10) <= query.to)
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  // Totals per state over the other filters, so the state filter does not hide what else is owed.
  const totals = commissionTotals(rows);
  return { rows: query.state ? rows.filter((row) => row.state === query.state) : rows, totals };
}

/** An affiliate reads its own entries only: the query names the caller, never a given affiliate. */
mount(commissionsRouter, 'affiliateCommissionsOwn', async (req, res) => {
  const query = parseOr400(commissionListQuerySchema, req.query);
  const snapshot = await db().collection(COLLECTIONS.commissions).where('affiliateId', '==', callerId(req)).get();
  res.json(listed(snapshot.docs, { ...query, affiliateId: callerId(req) }));
});

/**
 * The admin list on the paged-list machinery: given `limit` one page, without it the newest
 * ADMIN_UNPAGED_MAX rows (its nextCursor goes on from there); always with the totals per state.
 */
mount(commissionsRouter, 'commissionList', async (req, res) => {
  const paged = req.query.limit !== undefined;
  // The page schema asks for a limit: any one without it, since the unpaged answer reads its own.
  const query = parseOr400(adminPageQuerySchema(COMMISSION_LIST.paging), paged ? req.query : { ...req.query, limit: '1' }) as ListQuery;
  const values = listFilterValues(COMMISSION_LIST, query, {});
  const [page, totals] = await Promise.all([
    pageOfQuery(COMMISSION_LIST, query, values, paged ? query.limit : ADMIN_UNPAGED_MAX),
    commissionTotalsOf(query, values),
  ]);
  res.json({ ...page, totals });
});

mount(commissionsRouter, 'affiliateCommissionRateOf', async (req, res) => {
  const id = param(req, 'id');
  const affiliate = isDocId(id) ? await db().collection(COLLECTIONS.affiliates).doc(id).get() : null;
  if (!affiliate?.exists) throw new HttpError(404, COMMISSION_MESSAGES.affiliateNotFound);
  res.json({ affiliateId: affiliate.id, rate: bpToPercent(rateBpOf(affiliate)) });
});

/** Rates are kept in basis points; the entries already made keep the rate they were made at. */
mount(commissionsRouter, 'affiliateCommissionRate', async (req, res) => {
  const { rate } = parseOr400(commissionRateSchema, req.body);
  const id = param(req, 'id');
  const ref = isDocId(id) ? db().collection(COLLECTIONS.affiliates).doc(id) : null;
  if (!ref) throw new HttpError(404, COMMISSION_MESSAGES.affiliateNotFound);
  const rateBp = percentToBp(rate);
  const outcome = await transactOnce(req, async (tx) => {
    const affiliate = await tx.get(ref);
    if (!affiliate.exists) throw new HttpError(404, COMMISSION_MESSAGES.affiliateNotFound);
    auditDetail(`commission rate ${bpToPercent(rateBpOf(affiliate))}% to ${bpToPercent(rateBp)}%`);
    tx.update(ref, { [AFFILIATE_RATE_FIELD]: rateBp });
    auditInto(tx, COLLECTIONS.affiliates, [ref.id]);
    return { status: 200, body: { affiliateId: ref.id, rate: bpToPercent(rateBp) } };
  });
  sendOutcome(res, outcome);
});

mount(commissionsRouter, 'commissionUpdate', async (req, res) => {
  const input = parseOr400(commissionUpdateSchema, req.body);
  const id = param(req, 'id');
  if (!isDocId(id)) throw new HttpError(404, COMMISSION_MESSAGES.notFound);
  const outcome = await transactOnce(req, async (tx) => {
    const answer = await moveCommission(tx, commissions().doc(id), input, auditDetail);
    return { status: 200, body: { ...answer } };
  });
  sendOutcome(res, outcome);
});
