import type { DocumentReference, DocumentSnapshot, Timestamp, Transaction } from 'firebase-admin/firestore';
import { COMMISSION_MESSAGES, VOIDED_BY_UNHIRE, commissionAmount, type PipelineStage } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { auditInto } from '../audit/requestAudit';
import { ATTRIBUTION } from './attribution';
import { COMMISSION_FIELDS, commissionRefFor, feePaiseOf, rateBpOf, stateOf } from './store';
import { commissionTokens } from './moves';

const HIRED: PipelineStage = 'hired';

/** What a move needs read, in its transaction before any write, to keep its commission in step. */
export interface MoveReads {
  application: DocumentSnapshot;
  commission?: DocumentSnapshot;
  affiliate?: DocumentSnapshot;
  job?: DocumentSnapshot;
}

const textOf = (doc: DocumentSnapshot, field: string) => {
  const value = doc.get(field) as unknown;
  return typeof value === 'string' ? value : '';
};

/**
 * Reads the applications of `refs` in `tx` with what their commissions need: the commission
 * itself, and for an attributed application its affiliate (the rate) and its job (the fee). All
 * reads come first, as a transaction asks.
 */
export async function readForMoves(tx: Transaction, refs: readonly DocumentReference[]): Promise<MoveReads[]> {
  if (!refs.length) return [];
  const docs = await tx.getAll(...refs, ...refs.map((ref) => commissionRefFor(ref.id)));
  const applications = docs.slice(0, refs.length);
  const commissions = docs.slice(refs.length);
  const attributed = applications.filter((doc) => doc.exists && textOf(doc, ATTRIBUTION.affiliateId));
  const terms = attributed.length
    ? await tx.getAll(
        ...attributed.flatMap((doc) => [
          db().collection(COLLECTIONS.affiliates).doc(textOf(doc, ATTRIBUTION.affiliateId)),
          db().doc(textOf(doc, ATTRIBUTION.jobPath) || `${COLLECTIONS.jobs}/-`),
        ]),
      )
    : [];
  return applications.map((application, i) => {
    const at = attributed.indexOf(application);
    return { application, commission: commissions[i], ...(at >= 0 ? { affiliate: terms[2 * at], job: terms[2 * at + 1] } : {}) };
  });
}

/**
 * The commission side of one stage move, written in the move's transaction. Reaching `hired`, an
 * attributed application gets its one commission (its id is the application's, so a second hire
 * finds it): pending, at the affiliate's rate now and the job's fee if it has one. A commission the
 * move out of hired voided comes back to pending on a re-hire, so a hire never has two entries.
 * Leaving `hired` voids a pending or approved commission by itself; a paid one stays paid.
 */
export function writeCommissionOnMove(tx: Transaction, reads: MoveReads, from: PipelineStage, to: PipelineStage, at: Timestamp): void {
  const { application, commission } = reads;
  const ref = commissionRefFor(application.id);
  if (to === HIRED) {
    const affiliateId = textOf(application, ATTRIBUTION.affiliateId);
    if (!affiliateId) return;
    if (commission?.exists) {
      if (stateOf(commission.get('state')) !== 'void' || commission.get('voidedByMove') !== true) return;
      tx.update(ref, { state: 'pending', reason: null, voidedByMove: false, updatedAt: at });
    } else {
      const rateBp = rateBpOf(reads.affiliate);
      const feePaise = feePaiseOf(reads.job);
      const named = { jobTitle: textOf(application, 'jobTitle'), candidateName: textOf(application, 'name') };
      tx.create(ref, {
        affiliateId,
        applicationId: application.id,
        jobId: textOf(application, 'jobId'),
        jobPath: textOf(application, ATTRIBUTION.jobPath),
        ...named,
        ...commissionTokens(named),
        [COMMISSION_FIELDS.feePaise]: feePaise,
        [COMMISSION_FIELDS.rateBp]: rateBp,
        [COMMISSION_FIELDS.amountPaise]: feePaise === null ? null : commissionAmount(feePaise, rateBp),
        state: 'pending',
        payoutRef: null,
        paidOn: null,
        reason: null,
        createdAt: at,
        updatedAt: at,
      });
    }
    auditInto(tx, COLLECTIONS.commissions, [ref.id]);
    return;
  }
  if (from !== HIRED || !commission?.exists || !VOIDED_BY_UNHIRE.includes(stateOf(commission.get('state')))) return;
  tx.update(ref, { state: 'void', reason: COMMISSION_MESSAGES.unhired, voidedByMove: true, updatedAt: at });
  auditInto(tx, COLLECTIONS.commissions, [ref.id]);
}
