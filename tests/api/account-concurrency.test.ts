/**
 * The last-admin guard under parallel calls over HTTP: two admins, the only active ones, disabling,
 * demoting and removing each other at once. At least one stays an active admin, every refusal is
 * the guard's 409, nothing answers 5xx, and each account's Auth state ends as its record says. Two
 * changes of one account at once (its role, its disabled) both hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ROLES } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { auth, db } from '../../functions/src/firebase';
import { call } from '../support/admin';
import { newAdmin, type TestAdmin } from '../support/accounts';
import { idTokenFor, useEmulators } from '../support/stack';

useEmulators();

let a: TestAdmin;
let b: TestAdmin;
/** A third admin, whom both change at once. */
let c: TestAdmin;
/** The other active admins, disabled while this file runs so that `a` and `b` are the last two. */
let others: string[] = [];

/** Disables or enables accounts in Auth and in their staff records, as an arrangement (not through the API). */
const setDisabled = (uids: readonly string[], disabled: boolean) =>
  Promise.all(
    uids.map(async (uid) => {
      await auth().updateUser(uid, { disabled });
      await db().collection(COLLECTIONS.staffAccounts).doc(uid).update({ disabled });
    }),
  );

/** Makes an account an enabled admin again, in Auth and in its record (between rounds). */
async function reinstate(admin: TestAdmin): Promise<void> {
  await auth().setCustomUserClaims(admin.id, { role: ROLES.admin });
  await auth().updateUser(admin.id, { disabled: false });
  await db().collection(COLLECTIONS.staffAccounts).doc(admin.id).set({ role: ROLES.admin, disabled: false }, { merge: true });
}

beforeAll(async () => {
  [a, b, c] = await Promise.all([newAdmin(), newAdmin(), newAdmin()]);
  const admins = await db().collection(COLLECTIONS.staffAccounts).where('role', '==', ROLES.admin).get();
  others = admins.docs.filter((doc) => doc.get('disabled') !== true && ![a.id, b.id, c.id].includes(doc.id)).map((doc) => doc.id);
  // The third one is disabled too until its own test, so that `a` and `b` are the last two active admins.
  await setDisabled([...others, c.id], true);
});

afterAll(async () => {
  await setDisabled(others, false);
  // Gone from Auth and from the records alike: a record left behind would count as an admin for the files after this one.
  await Promise.all(
    [a, b, c].map(async (admin) => {
      await auth()
        .deleteUser(admin.id)
        .catch(() => undefined);
      await db().collection(COLLECTIONS.staffAccounts).doc(admin.id).delete();
    }),
  );
});

/** An account as Auth has it and as its record says: role and disabled. */
async function stateOf(admin: TestAdmin) {
  const [user, record] = await Promise.all([auth().getUser(admin.id), db().collection(COLLECTIONS.staffAccounts).doc(admin.id).get()]);
  return {
    auth: { role: user.customClaims?.role, disabled: user.disabled },
    record: { role: record.get('role') as unknown, disabled: record.get('disabled') === true },
  };
}

const isActiveAdmin = (state: { role: unknown; disabled: boolean }) => state.role === ROLES.admin && !state.disabled;

describe('two admins changing each other at once', () => {
  it.each([
    ['disable each other', { disabled: true }, { disabled: true }],
    ['demote each other', { role: ROLES.recruiter }, { role: ROLES.recruiter }],
    ['one disables, the other demotes', { disabled: true }, { role: ROLES.recruiter }],
  ])('%s, five times over: one admin always stays active, no 5xx', async (_, byA, byB) => {
    for (let round = 0; round < 5; round++) {
      await Promise.all([reinstate(a), reinstate(b)]);
      const [tokenA, tokenB] = await Promise.all([idTokenFor(a.email, a.password), idTokenFor(b.email, b.password)]);
      const answers = await Promise.all([
        call('accountUpdate', { token: tokenA, params: { uid: b.id }, json: byA }),
        call('accountUpdate', { token: tokenB, params: { uid: a.id }, json: byB }),
        call('accountUpdate', { token: tokenA, params: { uid: b.id }, json: byA }),
        call('accountUpdate', { token: tokenB, params: { uid: a.id }, json: byB }),
      ]);
      for (const answer of answers) {
        expect([200, 401, 409]).toContain(answer.status);
        if (answer.status === 409) expect(answer.json).toEqual({ message: ACCOUNT_MESSAGES.lastAdmin });
      }
      const [stateA, stateB] = await Promise.all([stateOf(a), stateOf(b)]);
      expect(stateA.auth).toEqual(stateA.record);
      expect(stateB.auth).toEqual(stateB.record);
      expect(isActiveAdmin(stateA.record) || isActiveAdmin(stateB.record)).toBe(true);
      expect(answers.some((answer) => answer.status === 200)).toBe(true);
    }
  });

  it('one disabling and the other demoting a third admin at once: both changes hold, in its record and in Auth', async () => {
    for (let round = 0; round < 5; round++) {
      await Promise.all([reinstate(a), reinstate(b), reinstate(c)]);
      const [tokenA, tokenB] = await Promise.all([idTokenFor(a.email, a.password), idTokenFor(b.email, b.password)]);
      const answers = await Promise.all([
        call('accountUpdate', { token: tokenA, params: { uid: c.id }, json: { disabled: true } }),
        call('accountUpdate', { token: tokenB, params: { uid: c.id }, json: { role: ROLES.recruiter } }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const state = await stateOf(c);
      expect(state.record).toEqual({ role: ROLES.recruiter, disabled: true });
      expect(state.auth).toEqual(state.record);
    }
  });

  it('removing each other at once removes one of them at most, and the other stays an active admin', async () => {
    await Promise.all([reinstate(a), reinstate(b)]);
    const [tokenA, tokenB] = await Promise.all([idTokenFor(a.email, a.password), idTokenFor(b.email, b.password)]);
    const answers = await Promise.all([
      call('accountDelete', { token: tokenA, json: { ids: [b.id] } }),
      call('accountDelete', { token: tokenB, json: { ids: [a.id] } }),
    ]);
    for (const answer of answers) expect([200, 401, 404, 409]).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const remaining = await db().collection(COLLECTIONS.staffAccounts).where('role', '==', ROLES.admin).get();
    const active = remaining.docs.filter((doc) => [a.id, b.id].includes(doc.id) && doc.get('disabled') !== true);
    expect(active).toHaveLength(1);
    const survivor = active[0]!.id === a.id ? a : b;
    expect(isActiveAdmin((await stateOf(survivor)).auth)).toBe(true);
  });
});
