import { Router } from 'express';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  COMMISSION_MESSAGES,
  bpToPercent,
  commissionAmount,
  commissionApprovedMail,
  commissionPaidMail,
  commissionListQuerySchema,
  commissionMayMove,
  commissionRateSchema,
  commissionTotals,
  commissionUpdateSchema,
  formatPaise,
  percentToBp,
  rupeesToPaise,
  type CommissionListQuery,
  type CommissionUpdateInput,
} from '@careers/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { HttpError } from '../http/errors';
import { sendOutcome, transactOnce } from '../http/idempotency';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { auditDetail, auditInto } from '../audit/requestAudit';
import { referralsWithOutcomes } from '../pipeline/referralOutcomes';
import {
  AFFILIATE_RATE_FIELD,
  COMMISSION_FIELDS,
  commissionFromDoc,
  commissions,
  feePaiseOf,
  rateBpOf,
  stateOf,
} from '../commissions/store';
import { referralCodeOf, referralUrl } from '../commissions/referralCodes';
import { mailDocument } from '../auth/mail';

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

/** Filters on what one equality query read: the dates are the entries' creation days (UTC). */
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

mount(commissionsRouter, 'commissionList', async (req, res) => {
  const query = parseOr400(commissionListQuerySchema, req.query);
  const source = query.affiliateId ? db().collection(COLLECTIONS.commissions).where('affiliateId', '==', query.affiliateId) : commissions();
  res.json(listed((await source.get()).docs, query));
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

/** The fields a move writes, checked against the entry as it is (409 for a move the states do not allow). */
function moveFields(
  entry: DocumentSnapshot,
  job: DocumentSnapshot | undefined,
  input: CommissionUpdateInput,
  now: Timestamp,
): Record<string, unknown> {
  const from = stateOf(entry.get('state'));
  if (!commissionMayMove(from, input.state)) throw new HttpError(409, COMMISSION_MESSAGES.transition(from, input.state));
  const base = { state: input.state, updatedAt: now };
  if (input.state === 'void') {
    if (!input.reason) throw new HttpError(400, COMMISSION_MESSAGES.reasonRequired, { reason: COMMISSION_MESSAGES.reasonRequired });
    auditDetail(`to void: ${input.reason}`);
    return { ...base, reason: input.reason, voidedByMove: false };
  }
  if (input.state === 'paid') {
    if (!input.payoutRef)
      throw new HttpError(400, COMMISSION_MESSAGES.payoutRefRequired, { payoutRef: COMMISSION_MESSAGES.payoutRefRequired });
    if (!input.paidOn) throw new HttpError(400, COMMISSION_MESSAGES.paidOnRequired, { paidOn: COMMISSION_MESSAGES.paidOnRequired });
    auditDetail(`to paid (${input.payoutRef}, ${input.paidOn})`);
    return { ...base, payoutRef: input.payoutRef, paidOn: input.paidOn };
  }
  // Approval fixes the money: the fee given now, else the one the entry took from its job, else the job's fee now.
  const stored = entry.get(COMMISSION_FIELDS.feePaise) as unknown;
  const feePaise =
    input.placementFee !== undefined ? rupeesToPaise(input.placementFee) : typeof stored === 'number' ? stored : feePaiseOf(job);
  if (feePaise === null) throw new HttpError(400, COMMISSION_MESSAGES.feeRequired, { placementFee: COMMISSION_MESSAGES.feeRequired });
  const rateBp = Number(entry.get(COMMISSION_FIELDS.rateBp) ?? 0);
  const amount = commissionAmount(feePaise, rateBp);
  auditDetail(`to approved (fee ${formatPaise(feePaise)}, ${bpToPercent(rateBp)}%, ${formatPaise(amount)})`);
  return { ...base, [COMMISSION_FIELDS.feePaise]: feePaise, [COMMISSION_FIELDS.amountPaise]: amount };
}

mount(commissionsRouter, 'commissionUpdate', async (req, res) => {
  const input = parseOr400(commissionUpdateSchema, req.body);
  const id = param(req, 'id');
  if (!isDocId(id)) throw new HttpError(404, COMMISSION_MESSAGES.notFound);
  const ref = commissions().doc(id);
  const outcome = await transactOnce(req, async (tx) => {
    const entry = await tx.get(ref);
    if (!entry.exists) throw new HttpError(404, COMMISSION_MESSAGES.notFound);
    const jobPath = entry.get('jobPath') as unknown;
    const job = typeof jobPath === 'string' && jobPath ? await tx.get(db().doc(jobPath)) : undefined;
    const affiliateId = entry.get('affiliateId') as unknown;
    const affiliate =
      typeof affiliateId === 'string' && isDocId(affiliateId)
        ? await tx.get(db().collection(COLLECTIONS.affiliates).doc(affiliateId))
        : undefined;
    const fields = moveFields(entry, job, input, Timestamp.now());
    tx.update(ref, fields);
    mailAffiliate(tx, entry, affiliate, fields);
    auditInto(tx, COLLECTIONS.commissions, [ref.id]);
    return { status: 200, body: { ...commissionFromDoc(entry), ...answerOf(fields), state: input.state } };
  });
  sendOutcome(res, outcome);
});

/**
 * The affiliate hears of an approval and of a payment. Each state is reached once (the moves allow
 * no way back), and the mail's id names the entry and the state, so a retried request never mails twice.
 */
function mailAffiliate(tx: Transaction, entry: DocumentSnapshot, affiliate: DocumentSnapshot | undefined, fields: Record<string, unknown>) {
  const to = affiliate?.get('email') as unknown;
  if (typeof to !== 'string' || !to || (fields.state !== 'approved' && fields.state !== 'paid')) return;
  const amount = Number(fields[COMMISSION_FIELDS.amountPaise] ?? entry.get(COMMISSION_FIELDS.amountPaise) ?? 0);
  const vars = {
    name: String(affiliate?.get('fullName') ?? ''),
    jobTitle: String(entry.get('jobTitle') ?? entry.get('jobId') ?? ''),
    amount,
  };
  const content =
    fields.state === 'approved' ? commissionApprovedMail(vars) : commissionPaidMail(vars, String(fields.payoutRef), String(fields.paidOn));
  tx.set(
    db()
      .collection(COLLECTIONS.mail)
      .doc(`commission-${entry.id}-${String(fields.state)}`),
    mailDocument(to, content),
  );
}

/** The written fields as the API names them (money in paise). */
function answerOf(fields: Record<string, unknown>) {
  const {
    [COMMISSION_FIELDS.feePaise]: placementFee,
    [COMMISSION_FIELDS.amountPaise]: amount,
    updatedAt,
    voidedByMove: _v,
    ...rest
  } = fields;
  return {
    ...rest,
    ...(placementFee !== undefined ? { placementFee } : {}),
    ...(amount !== undefined ? { amount } : {}),
    updatedAt: updatedAt instanceof Timestamp ? updatedAt.toDate().toISOString() : null,
  };
}
