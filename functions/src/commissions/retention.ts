import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COMMISSION_PAID_RETENTION_YEARS, commissionRetentionCutoffs } from '@careers/domain';
import { MAX_CHANGE_WRITES, chunks } from '../admin/batchDelete';
import { systemAuditEntry, writeAudit } from '../audit/write';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { everyMatch } from '../firestore/everyMatch';
import { stateOf } from './store';

export interface ExpiredCommissionCounts {
  paid: number;
  void: number;
}

/**
 * The paid entries paid before the cutoff day, and the void entries voided (last changed) before
 * the cutoff: single-field ranges (no composite index), the state checked on what was read.
 */
async function expiredAt(now: Date): Promise<{ paid: DocumentSnapshot[]; void: DocumentSnapshot[] }> {
  const { paidBefore, voidedBefore } = commissionRetentionCutoffs(now);
  const [paid, changed] = await Promise.all([
    everyMatch(db().collection(COLLECTIONS.commissions).where('paidOn', '<', paidBefore)),
    everyMatch(db().collection(COLLECTIONS.commissions).where('updatedAt', '<', Timestamp.fromDate(voidedBefore))),
  ]);
  return {
    paid: paid.filter((doc) => stateOf(doc.get('state')) === 'paid' && typeof doc.get('paidOn') === 'string'),
    void: changed.filter((doc) => stateOf(doc.get('state')) === 'void'),
  };
}

/**
 * Deletes the commission entries past their retention at `now` (domain
 * COMMISSION_PAID_RETENTION_YEARS, COMMISSION_VOID_RETENTION_YEARS): paid entries 8 years past their
 * paid day, void entries 8 years past their voiding. Pending and approved entries are still owed and
 * stay. The first batch carries one audit entry of the run; nothing due, nothing written. Run daily
 * by the deleteExpiredCommissions function; by `npm run delete-expired-commissions` and the tests
 * with a fixed time. Answers the counts.
 */
export async function deleteExpiredCommissions(now: Date): Promise<ExpiredCommissionCounts> {
  const expired = await expiredAt(now);
  const docs = [...expired.paid, ...expired.void];
  const counts = { paid: expired.paid.length, void: expired.void.length };
  if (!docs.length) return counts;
  const summary = `Deleted ${counts.paid} paid and ${counts.void} void commissions past their ${COMMISSION_PAID_RETENTION_YEARS}-year retention`;
  let first = true;
  for (const part of chunks(docs, MAX_CHANGE_WRITES)) {
    const batch = db().batch();
    for (const doc of part) batch.delete(doc.ref);
    if (first)
      writeAudit(
        batch,
        systemAuditEntry({ action: 'retention', kind: COLLECTIONS.commissions, ids: docs.map((doc) => doc.id), summary }, now),
      );
    first = false;
    await batch.commit();
  }
  return counts;
}
