import { Timestamp, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  COMMISSION_LIST_FIELDS,
  COMMISSION_MESSAGES,
  SEARCH_TOKENS_FIELD,
  bpToPercent,
  commissionAmount,
  commissionApprovedMail,
  commissionMayMove,
  commissionPaidMail,
  commissionUpdateSchema,
  formatPaise,
  rupeesToPaise,
  searchTokensOf,
  type Commission,
  type CommissionUpdateInput,
} from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { HttpError } from '../http/errors';
import { auditInto } from '../audit/requestAudit';
import { mailDocument } from '../auth/mail';
import { COMMISSION_FIELDS, commissionFromDoc, feePaiseOf, stateOf } from './store';

/** The search tokens of an entry as it is stored with `changes` (the admin list searches them). */
export const commissionTokens = (data: Readonly<Record<string, unknown>>) => ({
  [SEARCH_TOKENS_FIELD]: searchTokensOf(COMMISSION_LIST_FIELDS, data),
});

/** The fields a move writes and the audit's words for it, checked against the entry as it is (409 for a move the states do not allow). */
function moveFields(
  entry: DocumentSnapshot,
  job: DocumentSnapshot | undefined,
  input: CommissionUpdateInput,
  now: Timestamp,
): { fields: Record<string, unknown>; detail: string } {
  const from = stateOf(entry.get('state'));
  if (!commissionMayMove(from, input.state)) throw new HttpError(409, COMMISSION_MESSAGES.transition(from, input.state));
  const base = { state: input.state, updatedAt: now };
  if (input.state === 'void') {
    if (!input.reason) throw new HttpError(400, COMMISSION_MESSAGES.reasonRequired, { reason: COMMISSION_MESSAGES.reasonRequired });
    return { fields: { ...base, reason: input.reason, voidedByMove: false }, detail: `to void: ${input.reason}` };
  }
  if (input.state === 'paid') {
    if (!input.payoutRef)
      throw new HttpError(400, COMMISSION_MESSAGES.payoutRefRequired, { payoutRef: COMMISSION_MESSAGES.payoutRefRequired });
    if (!input.paidOn) throw new HttpError(400, COMMISSION_MESSAGES.paidOnRequired, { paidOn: COMMISSION_MESSAGES.paidOnRequired });
    const fields = { ...base, payoutRef: input.payoutRef, paidOn: input.paidOn };
    // The payout reference is searched: the tokens follow it.
    return {
      fields: { ...fields, ...commissionTokens({ ...entry.data(), ...fields }) },
      detail: `to paid (${input.payoutRef}, ${input.paidOn})`,
    };
  }
  // Approval fixes the money: the fee given now, else the one the entry took from its job, else the job's fee now.
  const stored = entry.get(COMMISSION_FIELDS.feePaise) as unknown;
  const feePaise =
    input.placementFee !== undefined ? rupeesToPaise(input.placementFee) : typeof stored === 'number' ? stored : feePaiseOf(job);
  if (feePaise === null) throw new HttpError(400, COMMISSION_MESSAGES.feeRequired, { placementFee: COMMISSION_MESSAGES.feeRequired });
  const rateBp = Number(entry.get(COMMISSION_FIELDS.rateBp) ?? 0);
  const amount = commissionAmount(feePaise, rateBp);
  return {
    fields: { ...base, [COMMISSION_FIELDS.feePaise]: feePaise, [COMMISSION_FIELDS.amountPaise]: amount },
    detail: `to approved (fee ${formatPaise(feePaise)}, ${bpToPercent(rateBp)}%, ${formatPaise(amount)})`,
  };
}

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
    [SEARCH_TOKENS_FIELD]: _tokens,
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

/**
 * One admin move of a commission in `tx`: reads the entry, its job (the fee) and its affiliate (the
 * mail), then writes the move, the mail and the audit's ids; `describe` hears the audit's words for
 * it first (the entry takes them as it is written). Answers the entry as moved.
 */
export async function moveCommission(
  tx: Transaction,
  ref: DocumentReference,
  input: CommissionUpdateInput,
  describe?: (detail: string) => void,
): Promise<Commission> {
  const entry = await tx.get(ref);
  if (!entry.exists) throw new HttpError(404, COMMISSION_MESSAGES.notFound);
  const jobPath = entry.get('jobPath') as unknown;
  const job = typeof jobPath === 'string' && jobPath ? await tx.get(db().doc(jobPath)) : undefined;
  const affiliateId = entry.get('affiliateId') as unknown;
  const affiliate =
    typeof affiliateId === 'string' && isDocId(affiliateId)
      ? await tx.get(db().collection(COLLECTIONS.affiliates).doc(affiliateId))
      : undefined;
  const { fields, detail } = moveFields(entry, job, input, Timestamp.now());
  describe?.(detail);
  tx.update(ref, fields);
  mailAffiliate(tx, entry, affiliate, fields);
  auditInto(tx, COLLECTIONS.commissions, [ref.id]);
  return { ...commissionFromDoc(entry), ...answerOf(fields), state: input.state } as Commission;
}

/** An approval with no fee given: the entry's own, else its job's now. */
const APPROVE = commissionUpdateSchema.parse({ state: 'approved' });

/**
 * The bulk approve (select all across pages): each pending entry whose fee is known (its own, or
 * its job's now) is approved as the commission path approves one, mail included; the others (not
 * pending, or with no fee to take) stay as they are, so a repeated call approves nothing twice.
 */
export async function approveWhereFeeKnown(docs: readonly DocumentSnapshot[]): Promise<number> {
  let approved = 0;
  for (const doc of docs) {
    if (stateOf(doc.get('state')) !== 'pending') continue;
    const moved = await db()
      .runTransaction((tx) => moveCommission(tx, doc.ref, APPROVE))
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof HttpError && (error.status === 400 || error.status === 409)) return false;
          throw error;
        },
      );
    if (moved) approved += 1;
  }
  return approved;
}
