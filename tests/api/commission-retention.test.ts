/**
 * Commission retention against the stack: `npm run delete-expired-commissions` (the daily
 * deleteExpiredCommissions function's run) deletes paid entries 8 years past their paid day and
 * void entries 8 years past their voiding, and keeps recent ones and every entry still owed; the
 * admin's list shows what is left.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMISSION_PAID_RETENTION_YEARS, type Commission } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { deleteExpiredCommissions } from '../../functions/src/commissions/retention';
import { db } from '../../functions/src/firebase';
import { call } from '../support/admin';
import { newAffiliate, type TestAffiliate } from '../support/affiliates';
import { adminToken, useEmulators } from '../support/stack';

useEmulators();

const run = promisify(execFile);
const NOW = new Date();
const yearsAgo = (years: number, days = 0) => {
  const at = new Date(NOW.getTime());
  at.setUTCFullYear(at.getUTCFullYear() - years);
  at.setUTCDate(at.getUTCDate() - days);
  return at;
};
const day = (at: Date) => at.toISOString().slice(0, 10);

let admin: string;
let affiliate: TestAffiliate;

/** A stored entry of the test's affiliate, as the server writes one (money in paise). */
async function seed(id: string, state: Commission['state'], changed: Date, paidOn: string | null = null) {
  await db()
    .collection(COLLECTIONS.commissions)
    .doc(`${id}-${affiliate.id}`)
    .set({
      affiliateId: affiliate.id,
      applicationId: `${id}-${affiliate.id}`,
      jobId: 'JOB-RETENTION',
      jobTitle: 'Retention',
      jobPath: '',
      candidateName: 'Kept Or Not',
      placementFeePaise: 10_000_000,
      rateBp: 1000,
      amountPaise: 1_000_000,
      state,
      payoutRef: paidOn ? `UTR-${id}` : null,
      paidOn,
      reason: state === 'void' ? 'Filled elsewhere' : null,
      createdAt: Timestamp.fromDate(changed),
      updatedAt: Timestamp.fromDate(changed),
    });
  return `${id}-${affiliate.id}`;
}

const listed = async () => {
  const list = await call('commissionList', { token: admin, query: { affiliateId: affiliate.id } });
  expect(list.status).toBe(200);
  return (list.json.rows as Commission[]).map((row) => row._id).sort();
};

beforeAll(async () => {
  [admin, affiliate] = await Promise.all([adminToken(), newAffiliate()]);
});

describe('commission retention', () => {
  it('deletes paid entries 8 years past their paid day and void ones 8 years past their voiding; keeps the rest', async () => {
    const years = COMMISSION_PAID_RETENTION_YEARS;
    // Paid on a day past the cutoff, though recorded (updated) later: the paid day decides.
    const oldPaid = await seed('old-paid', 'paid', yearsAgo(years - 1), day(yearsAgo(years, 2)));
    const recentPaid = await seed('recent-paid', 'paid', yearsAgo(years, 5), day(yearsAgo(years - 1)));
    const oldVoid = await seed('old-void', 'void', yearsAgo(years, 2));
    const recentVoid = await seed('recent-void', 'void', yearsAgo(years - 1));
    // Still owed: never deleted, however old.
    const oldPending = await seed('old-pending', 'pending', yearsAgo(years + 3));
    const oldApproved = await seed('old-approved', 'approved', yearsAgo(years + 3));
    expect(await listed()).toEqual([oldPaid, recentPaid, oldVoid, recentVoid, oldPending, oldApproved].sort());

    const { stdout } = await run('npx', ['tsx', 'scripts/delete-expired-commissions.ts', NOW.toISOString()], { env: process.env });
    expect(stdout).toMatch(/Deleted \d+ paid and \d+ void commissions past their retention/);

    expect(await listed()).toEqual([recentPaid, recentVoid, oldPending, oldApproved].sort());
    const audit = await db().collection(COLLECTIONS.audit).where('kind', '==', COLLECTIONS.commissions).get();
    const run1 = audit.docs.find((doc) => (doc.get('ids') as string[]).includes(oldPaid));
    expect(run1?.get('action')).toBe('retention');
    expect(run1?.get('ids')).toContain(oldVoid);

    // A second run the same day finds nothing more of this affiliate's.
    await deleteExpiredCommissions(NOW);
    expect(await listed()).toEqual([recentPaid, recentVoid, oldPending, oldApproved].sort());
  }, 120_000);
});
