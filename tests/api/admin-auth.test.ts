/**
 * Admin authentication over HTTP (spec section 7 'Admin authentication'): /api/login answers a
 * Firebase ID token the admin paths accept; the mailed one-time code resets the password through
 * /api/reset-password and the reset form's /api/admin/reset-password, and ends the old sessions.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, API_MESSAGES, PASSWORD_MESSAGES, ROLES, SESSION_MESSAGES } from '@careers/domain';
import { auth, db } from '../../functions/src/firebase';
import { COLLECTIONS } from '../../functions/src/collections';
import { call } from '../support/admin';
import { canSignIn, latestResetCode, mailCount, newAdmin, secondAfterSignIn, type TestAdmin } from '../support/accounts';
import { newAffiliate } from '../support/affiliates';
import { DEMO_ADMIN, idTokenFor, useEmulators } from '../support/stack';

useEmulators();

const NEW_PASSWORD = 'Renewed#Admin7';
/** An admin path the token is tried on. */
const countWith = (token: string) => call('collegeCount', { token });

async function mailedCode(admin: TestAdmin): Promise<string> {
  const sent = await call('adminForgotPassword', { json: { username: admin.email } });
  expect(sent.status).toBe(200);
  expect(sent.json).toEqual({ message: API_MESSAGES.resetCodeSent });
  return latestResetCode(admin.email);
}

describe('POST /api/login', () => {
  it('answers a Firebase ID token with the admin claim that works as a Bearer token on admin paths', async () => {
    const admin = await newAdmin();
    const res = await call('adminLogin', { json: { username: admin.email, password: admin.password } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(['token']);
    expect(await auth().verifyIdToken(res.json.token)).toMatchObject({ uid: admin.id, role: ROLES.admin });
    const count = await countWith(res.json.token);
    expect(count.status).toBe(200);
    expect(count.json.count).toEqual(expect.any(Number));
  });

  it('answers 401 with a message for a wrong password, an unknown email or a username that is no email', async () => {
    for (const body of [
      { username: DEMO_ADMIN.email, password: 'Wrong@12345' },
      { username: `nobody.${Date.now()}@careers.test`, password: DEMO_ADMIN.password },
      { username: 'admin', password: DEMO_ADMIN.password },
    ]) {
      const res = await call('adminLogin', { json: body });
      expect(res.status, body.username).toBe(401);
      expect(res.json).toEqual({ message: API_MESSAGES.invalidCredentials });
    }
  });

  it('refuses an affiliate account with 403 and the wrong-role message, without a token', async () => {
    const affiliate = await newAffiliate();
    const res = await call('adminLogin', { json: { username: affiliate.email, password: affiliate.password } });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: SESSION_MESSAGES.wrongRole('admin') });
  });

  it('answers 400 with the field messages for an empty username and password', async () => {
    const res = await call('adminLogin', { json: { username: ' ', password: '' } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({ username: ADMIN_MESSAGES.usernameRequired, password: PASSWORD_MESSAGES.required });
  });
});

describe('POST /api/forgot-password and /api/reset-password', () => {
  it('resets with the mailed code once, and the token from before the reset is refused afterwards', async () => {
    const admin = await newAdmin();
    const login = await call('adminLogin', { json: { username: admin.email, password: admin.password } });
    const oldToken = login.json.token as string;
    expect((await countWith(oldToken)).status).toBe(200);

    const code = await mailedCode(admin);
    expect(code).toMatch(/^\d{6}$/);
    const stored = (await db().collection(COLLECTIONS.resetCodes).doc(admin.id).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(code);

    await secondAfterSignIn(oldToken);
    const reset = await call('adminResetPassword', { json: { username: admin.email, otp: code, newPassword: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ message: API_MESSAGES.passwordReset });
    expect(await canSignIn(admin.email, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(admin.email, admin.password)).toBe(false);

    const revoked = await countWith(oldToken);
    expect(revoked.status).toBe(401);
    expect(revoked.json.message).toBe(API_MESSAGES.unauthorized);
    expect((await countWith(await idTokenFor(admin.email, NEW_PASSWORD))).status).toBe(200);

    const reused = await call('adminResetPassword', { json: { username: admin.email, otp: code, newPassword: 'Another#Pass1' } });
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual({ message: API_MESSAGES.invalidResetCode });
    expect(await canSignIn(admin.email, NEW_PASSWORD)).toBe(true);
  });

  it('gives an unknown username and an affiliate the same answer and mails neither', async () => {
    const affiliate = await newAffiliate();
    const ghost = `ghost.${Date.now()}@careers.test`;
    for (const username of [ghost, affiliate.email]) {
      const res = await call('adminForgotPassword', { json: { username } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ message: API_MESSAGES.resetCodeSent });
      expect(await mailCount(username)).toBe(0);
    }
  });

  it('answers 400 with the field message for an empty username', async () => {
    const res = await call('adminForgotPassword', { json: { username: ' ' } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({ username: ADMIN_MESSAGES.usernameRequired });
  });

  it('refuses a wrong code with 400 and changes nothing', async () => {
    const admin = await newAdmin();
    const code = await mailedCode(admin);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await call('adminResetPassword', { json: { username: admin.email, otp: wrong, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: API_MESSAGES.invalidResetCode });
    expect(await canSignIn(admin.email, admin.password)).toBe(true);
    expect(await canSignIn(admin.email, NEW_PASSWORD)).toBe(false);
  });

  it('answers 400 with the rule messages for a malformed code and a weak password', async () => {
    const admin = await newAdmin();
    const res = await call('adminResetPassword', { json: { username: admin.email, otp: '12ab', newPassword: 'short' } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({ otp: ADMIN_MESSAGES.otpInvalid, newPassword: PASSWORD_MESSAGES.minLength });
    expect(await canSignIn(admin.email, admin.password)).toBe(true);
  });
});

describe('POST /api/admin/reset-password (the reset form page)', () => {
  it('resets with {email, token, newPassword} where the token is the mailed code', async () => {
    const admin = await newAdmin();
    const code = await mailedCode(admin);
    const res = await call('adminResetForm', { json: { email: admin.email, token: code, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: API_MESSAGES.passwordReset });
    expect(await canSignIn(admin.email, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(admin.email, admin.password)).toBe(false);
  });

  it('refuses a wrong token with 400, keeps the password, and spends no code of another role', async () => {
    const admin = await newAdmin();
    const code = await mailedCode(admin);
    const wrong = await call('adminResetForm', { json: { email: admin.email, token: 'not-the-code', newPassword: NEW_PASSWORD } });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ message: API_MESSAGES.invalidResetCode });
    expect(await canSignIn(admin.email, admin.password)).toBe(true);

    const affiliate = await newAffiliate();
    const sent = await call('affiliateForgotPassword', { json: { email: affiliate.email } });
    expect(sent.status).toBe(200);
    const affiliateCode = await latestResetCode(affiliate.email);
    const crossRole = await call('adminResetForm', { json: { email: affiliate.email, token: affiliateCode, newPassword: NEW_PASSWORD } });
    expect(crossRole.status).toBe(400);
    expect(await canSignIn(affiliate.email, affiliate.password)).toBe(true);

    // The admin's code still works after the one wrong try.
    const right = await call('adminResetForm', { json: { email: admin.email, token: code, newPassword: NEW_PASSWORD } });
    expect(right.status).toBe(200);
  });

  it('answers 400 with the field messages for a bad email, a missing token and a weak password', async () => {
    const res = await call('adminResetForm', { json: { email: 'admin@', token: '', newPassword: 'weakpass1' } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({
      email: ADMIN_MESSAGES.emailInvalid,
      token: ADMIN_MESSAGES.tokenRequired,
      newPassword: PASSWORD_MESSAGES.uppercase,
    });
  });
});
