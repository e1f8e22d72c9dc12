/**
 * Staff accounts and roles over HTTP: an admin invites a recruiter, who sets a password
 * with the mailed code on the existing reset path and signs in; role changes, disabling and removal
 * end the account's sessions; the last active admin stays; every account changes its own password.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, API_MESSAGES, PASSWORD_MESSAGES, ROLES, TEXT_MAX_LENGTH, staffSetPasswordPath } from '@careers/domain';
import { backfillStaffRecords } from '../../functions/src/accounts/staffAccounts';
import { COLLECTIONS } from '../../functions/src/collections';
import { auth, db } from '../../functions/src/firebase';
import { call } from '../support/admin';
import { canSignIn, latestResetCode, newAdmin, newStaff, secondAfterSignIn, type TestAdmin } from '../support/accounts';
import { newAffiliate } from '../support/affiliates';
import { idTokenFor, useEmulators } from '../support/stack';
import { uniqueLetters } from '../support/submissions';

useEmulators();

const PASSWORD = 'Recruits#2026';
let admin: TestAdmin;
let adminToken: string;

beforeAll(async () => {
  admin = await newAdmin();
  adminToken = await idTokenFor(admin.email, admin.password);
});

const signedInAs = (account: { email: string; password: string }) => idTokenFor(account.email, account.password);
const jobListWith = (token: string) => call('jobAdminList', { token, query: { limit: '1' } });

describe('inviting a recruiter', () => {
  it('mails a code the reset path takes; the recruiter signs in to the staff paths and is refused the admin-only ones', async () => {
    const email = `invited.${uniqueLetters().toLowerCase()}@careers.test`;
    const invited = await call('accountInvite', { token: adminToken, json: { email, role: ROLES.recruiter } });
    expect(invited.status).toBe(201);
    expect(invited.json).toMatchObject({
      message: ACCOUNT_MESSAGES.invited(email),
      account: { email, role: ROLES.recruiter, disabled: false },
    });
    const uid = invited.json.account._id as string;

    const [again, badRole, tooLong, asRecruiterBefore] = await Promise.all([
      call('accountInvite', { token: adminToken, json: { email, role: ROLES.admin } }),
      call('accountInvite', { token: adminToken, json: { email: `x.${email}`, role: ROLES.affiliate } }),
      call('accountInvite', { token: adminToken, json: { email: `${'a'.repeat(TEXT_MAX_LENGTH)}@careers.test`, role: ROLES.admin } }),
      signedInAs({ email, password: PASSWORD }).catch(() => null),
    ]);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: ACCOUNT_MESSAGES.emailTaken });
    expect(badRole.status).toBe(400);
    expect(badRole.json.errors).toEqual({ role: ACCOUNT_MESSAGES.roleInvalid });
    expect(tooLong.status).toBe(400);
    expect(asRecruiterBefore).toBeNull();

    const mails = await db().collection(COLLECTIONS.mail).where('to', '==', email).get();
    expect(mails.docs[0]!.get('message.text')).toContain(staffSetPasswordPath(email));
    const otp = await latestResetCode(email);
    const reset = await call('adminResetPassword', { json: { username: email, otp, newPassword: PASSWORD } });
    expect(reset.status).toBe(200);

    const login = await call('adminLogin', { json: { username: email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(await auth().verifyIdToken(login.json.token)).toMatchObject({ uid, role: ROLES.recruiter });
    const token = login.json.token as string;
    const [jobs, accounts, contacts, deleteJobs, listed] = await Promise.all([
      jobListWith(token),
      call('accountList', { token }),
      call('contactList', { token }),
      call('jobDelete', { token, json: { jobId: ['JOB-NONE'] } }),
      call('accountList', { token: adminToken }),
    ]);
    expect(jobs.status).toBe(200);
    expect([accounts.status, contacts.status, deleteJobs.status]).toEqual([403, 403, 403]);
    expect(accounts.json).toEqual({ message: API_MESSAGES.forbidden });
    expect(listed.status).toBe(200);
    expect(listed.json.accounts).toContainEqual(expect.objectContaining({ _id: uid, email, role: ROLES.recruiter, disabled: false }));
    expect(listed.json.accounts).toContainEqual(expect.objectContaining({ _id: admin.id, role: ROLES.admin }));

    const entries = await db().collection(COLLECTIONS.audit).where('action', '==', 'accountInvite').get();
    expect(entries.docs.filter((doc) => doc.get('ids')[0] === uid).map((doc) => doc.get('actor.uid'))).toEqual([admin.id]);
  });
});

describe('changing, disabling and removing an account', () => {
  it('ends its sessions at every change: the old token gets 401', async () => {
    const staff = await newStaff(ROLES.recruiter);
    const first = await signedInAs(staff);
    await secondAfterSignIn(first);
    const promoted = await call('accountUpdate', { token: adminToken, params: { uid: staff.id }, json: { role: ROLES.admin } });
    expect(promoted.status).toBe(200);
    expect(promoted.json.account).toMatchObject({ role: ROLES.admin, disabled: false });
    expect((await jobListWith(first)).status).toBe(401);

    const second = await signedInAs(staff);
    expect((await auth().verifyIdToken(second)).role).toBe(ROLES.admin);
    expect((await call('contactList', { token: second })).status).toBe(200);
    await secondAfterSignIn(second);
    const disabled = await call('accountUpdate', { token: adminToken, params: { uid: staff.id }, json: { disabled: true } });
    expect(disabled.status).toBe(200);
    expect(disabled.json.account).toMatchObject({ disabled: true });
    expect((await jobListWith(second)).status).toBe(401);
    expect(await canSignIn(staff.email, staff.password)).toBe(false);

    const enabled = await call('accountUpdate', {
      token: adminToken,
      params: { uid: staff.id },
      json: { disabled: false, role: ROLES.recruiter },
    });
    expect(enabled.json.account).toMatchObject({ disabled: false, role: ROLES.recruiter });
    const third = await signedInAs(staff);
    const removed = await call('accountDelete', { token: adminToken, json: { ids: [staff.id] } });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: ACCOUNT_MESSAGES.removed(1), deleted: 1 });
    expect((await jobListWith(third)).status).toBe(401);
    expect(await canSignIn(staff.email, staff.password)).toBe(false);
  });

  it('answers 400 for no change, 404 for an unknown account or an affiliate', async () => {
    const affiliate = await newAffiliate();
    const [empty, unknown, ofAffiliate, removeUnknown] = await Promise.all([
      call('accountUpdate', { token: adminToken, params: { uid: admin.id }, json: {} }),
      call('accountUpdate', { token: adminToken, params: { uid: 'no-such-account' }, json: { disabled: true } }),
      call('accountUpdate', { token: adminToken, params: { uid: affiliate.id }, json: { role: ROLES.admin } }),
      call('accountDelete', { token: adminToken, json: { ids: [affiliate.id] } }),
    ]);
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(ACCOUNT_MESSAGES.nothingToUpdate);
    expect([unknown.status, ofAffiliate.status, removeUnknown.status]).toEqual([404, 404, 404]);
    expect((await auth().getUser(affiliate.id)).customClaims).toEqual({ role: ROLES.affiliate });
  });
});

/** Disables or enables accounts in Auth and in their staff records, as an arrangement (not through the API). */
const setDisabled = (uids: readonly string[], disabled: boolean) =>
  Promise.all(
    uids.map(async (uid) => {
      await auth().updateUser(uid, { disabled });
      await db().collection(COLLECTIONS.staffAccounts).doc(uid).update({ disabled });
    }),
  );

async function activeAdminIds(): Promise<string[]> {
  const listed = await call('accountList', { token: adminToken });
  return (listed.json.accounts as { _id: string; role: string; disabled: boolean }[])
    .filter((row) => row.role === ROLES.admin && !row.disabled)
    .map((row) => row._id);
}

describe('the last active admin', () => {
  it('can be neither disabled, demoted nor removed (409), alone or with the others', async () => {
    const activeAdmins = await activeAdminIds();
    const all = await call('accountDelete', { token: adminToken, json: { ids: activeAdmins } });
    expect(all.status).toBe(409);
    expect(all.json).toEqual({ message: ACCOUNT_MESSAGES.lastAdmin });

    // Alone: every other admin disabled for the moment, in Auth and in its staff record (and enabled again whatever happens).
    const others = activeAdmins.filter((uid) => uid !== admin.id);
    await setDisabled(others, true);
    try {
      const [disable, demote, remove] = await Promise.all([
        call('accountUpdate', { token: adminToken, params: { uid: admin.id }, json: { disabled: true } }),
        call('accountUpdate', { token: adminToken, params: { uid: admin.id }, json: { role: ROLES.recruiter } }),
        call('accountDelete', { token: adminToken, json: { ids: [admin.id] } }),
      ]);
      for (const res of [disable, demote, remove]) expect(res.json).toEqual({ message: ACCOUNT_MESSAGES.lastAdmin });
      expect([disable.status, demote.status, remove.status]).toEqual([409, 409, 409]);
    } finally {
      await setDisabled(others, false);
    }
    const user = await auth().getUser(admin.id);
    expect([user.disabled, user.customClaims?.role]).toEqual([false, ROLES.admin]);
  });
});

describe('an invited admin', () => {
  it('counts as an active admin only once it has set its password', async () => {
    const others = (await activeAdminIds()).filter((uid) => uid !== admin.id);
    await setDisabled(others, true);
    const email = `invited.admin.${uniqueLetters().toLowerCase()}@careers.test`;
    try {
      const invited = await call('accountInvite', { token: adminToken, json: { email, role: ROLES.admin } });
      expect(invited.status).toBe(201);
      const invitedId = invited.json.account._id as string;
      // No one can sign in to the invitation yet, so the only admin who can may not demote itself.
      const demote = await call('accountUpdate', { token: adminToken, params: { uid: admin.id }, json: { role: ROLES.recruiter } });
      expect(demote.status).toBe(409);
      expect(demote.json).toEqual({ message: ACCOUNT_MESSAGES.lastAdmin });

      const reset = await call('adminResetForm', { json: { email, token: await latestResetCode(email), newPassword: PASSWORD } });
      expect(reset.status).toBe(200);
      const invitedToken = await signedInAs({ email, password: PASSWORD });
      const disable = await call('accountUpdate', { token: invitedToken, params: { uid: admin.id }, json: { disabled: true } });
      expect(disable.status).toBe(200);
      const enable = await call('accountUpdate', { token: invitedToken, params: { uid: admin.id }, json: { disabled: false } });
      expect(enable.status).toBe(200);
      adminToken = await idTokenFor(admin.email, admin.password);
      expect((await call('accountDelete', { token: adminToken, json: { ids: [invitedId] } })).status).toBe(200);
    } finally {
      await setDisabled(others, false);
    }
  });
});

describe('npm run backfill-staff-accounts', () => {
  it('records an admin made before the records existed, and the Accounts list then shows it', async () => {
    const email = `legacy.admin.${uniqueLetters().toLowerCase()}@careers.test`;
    const { uid } = await auth().createUser({ email, password: PASSWORD });
    await auth().setCustomUserClaims(uid, { role: ROLES.admin });
    const before = await call('accountList', { token: adminToken });
    expect(before.json.accounts.map((row: { _id: string }) => row._id)).not.toContain(uid);

    expect(await backfillStaffRecords()).toBeGreaterThan(0);
    const after = await call('accountList', { token: adminToken });
    expect(after.json.accounts).toContainEqual(expect.objectContaining({ _id: uid, email, role: ROLES.admin, disabled: false }));
  });
});

describe('POST /api/account/password (own password)', () => {
  it('checks the current password, sets the new one and ends the sessions, for every role', async () => {
    const [affiliate, ...staff] = await Promise.all([newAffiliate(), newStaff(ROLES.admin), newStaff(ROLES.recruiter)]);
    const accounts = [...staff, { email: affiliate.email, password: affiliate.password }];
    const NEW = 'Changed#Own2026';
    await Promise.all(
      accounts.map(async (account) => {
        const token = await signedInAs(account);
        const [wrong, weak] = await Promise.all([
          call('ownPasswordChange', { token, json: { currentPassword: 'Wrong#12345', newPassword: NEW } }),
          call('ownPasswordChange', { token, json: { currentPassword: account.password, newPassword: 'weak' } }),
        ]);
        expect(wrong.status).toBe(400);
        expect(wrong.json).toEqual({ message: ACCOUNT_MESSAGES.currentPasswordIncorrect });
        expect(weak.status).toBe(400);
        expect(weak.json.errors).toEqual({ newPassword: PASSWORD_MESSAGES.minLength });
        await secondAfterSignIn(token);
        const changed = await call('ownPasswordChange', { token, json: { currentPassword: account.password, newPassword: NEW } });
        expect(changed.status, account.email).toBe(200);
        expect(changed.json).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
        expect((await call('ownPasswordChange', { token, json: {} })).status).toBe(401);
        expect([await canSignIn(account.email, account.password), await canSignIn(account.email, NEW)]).toEqual([false, true]);
      }),
    );
  });
});
