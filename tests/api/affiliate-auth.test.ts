/** Affiliate accounts over HTTP with real Auth-emulator tokens: registration, login, code reset, change password. */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_FIELDS,
  AFFILIATE_MESSAGES,
  API_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  ENDPOINTS,
  PASSWORD_MESSAGES,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MS,
  ROLES,
  apiPath,
  withSearchTokens,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { auth, db } from '../../functions/src/firebase';
import { canSignIn, latestResetCode, mailCount, secondAfterSignIn } from '../support/accounts';
import { newAffiliate, registration } from '../support/affiliates';
import { DEMO_ADMIN, api, idTokenFor, useEmulators } from '../support/stack';

useEmulators();

const post = (name: keyof typeof ENDPOINTS, json: unknown, token?: string) =>
  api(apiPath(ENDPOINTS[name]), { method: 'POST', json, token });
/** The status an affiliate-only path answers this token (the affiliate's own profile). */
const profileStatus = async (affiliateId: string, token: string) =>
  (await api(apiPath(ENDPOINTS.affiliateProfile, { affiliateId }), { token })).status;
const userExists = (email: string) =>
  auth()
    .getUserByEmail(email)
    .then(
      () => true,
      () => false,
    );

describe('POST /api/affiliate (registration)', () => {
  it('creates the Auth user with the affiliate claim and the profile under its uid', async () => {
    const body = registration();
    const res = await post('affiliateRegister', body);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ message: API_MESSAGES.affiliateRegistered, affiliate: { id: expect.any(String) } });
    const uid = res.json.affiliate.id as string;
    const user = await auth().getUser(uid);
    expect(user.email).toBe(body.email);
    expect(user.customClaims).toEqual({ role: ROLES.affiliate });
    const { createdAt, consent, emailKey, ...profile } = (await db().collection(COLLECTIONS.affiliates).doc(uid).get()).data()!;
    const { password: _p, confirmPassword: _c, consent: _consent, ...expected } = body;
    expect(consent).toEqual({ version: PRIVACY_NOTICE_VERSION, at: expect.any(String) });
    expect(emailKey).toBe(body.email.toLowerCase());
    // With the tokens the admin's affiliate search finds it by, and no jobs posted yet (the list sorts by it).
    expect(profile).toEqual({ ...withSearchTokens(AFFILIATE_FIELDS, expected), jobsPosted: 0 });
    expect(Math.abs(createdAt.toMillis() - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    ['full name missing', { fullName: '' }, 'fullName', AFFILIATE_MESSAGES.fullNameRequired],
    ['email missing', { email: '' }, 'email', 'Email Address is required'],
    ['email invalid', { email: 'meera.example.com' }, 'email', 'Invalid email address'],
    ['password missing', { password: '', confirmPassword: '' }, 'password', 'Password is required'],
    ['password short', { password: 'Ab1@xyz', confirmPassword: 'Ab1@xyz' }, 'password', 'Password must be at least 8 characters'],
    ['password without uppercase', { password: 'abcd@1234', confirmPassword: 'abcd@1234' }, 'password', PASSWORD_MESSAGES.uppercase],
    ['password without lowercase', { password: 'ABCD@1234', confirmPassword: 'ABCD@1234' }, 'password', PASSWORD_MESSAGES.lowercase],
    [
      'password without number',
      { password: 'Abcd@efgh', confirmPassword: 'Abcd@efgh' },
      'password',
      'Password must contain at least one number',
    ],
    [
      'password without special',
      { password: 'Abcd12345', confirmPassword: 'Abcd12345' },
      'password',
      'Password must contain at least one special character',
    ],
    ['confirmation missing', { confirmPassword: '' }, 'confirmPassword', 'Confirm Password is required'],
    ['confirmation different', { confirmPassword: 'Other@2024' }, 'confirmPassword', 'Passwords must match'],
    ['phone missing', { phoneNumber: '' }, 'phoneNumber', 'Phone Number is required'],
    ['company name missing', { companyName: '' }, 'companyName', 'Company Name is required'],
    ['company email missing', { companyEmail: '' }, 'companyEmail', 'Company Email Address is required'],
    ['company email invalid', { companyEmail: 'team@' }, 'companyEmail', 'Invalid email address'],
    ['designation missing', { designation: '  ' }, 'designation', 'Designation is required'],
  ])('refuses %s with 400 and the rule message, creating nothing', async (_, override, field, message) => {
    const body = registration(override);
    const res = await post('affiliateRegister', body);
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBe(message);
    if (body.email.includes('@') && body.email.includes('.')) expect(await userExists(body.email)).toBe(false);
  });

  it('answers 409 with a clear message for a taken email and keeps the first account', async () => {
    const body = registration();
    const first = await post('affiliateRegister', body);
    expect(first.status).toBe(201);
    expect(await canSignIn(body.email, body.password)).toBe(true);
    const again = await post('affiliateRegister', { ...registration(), email: body.email });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: API_MESSAGES.emailAlreadyRegistered });
    const profiles = await db().collection(COLLECTIONS.affiliates).where('email', '==', body.email).get();
    expect(profiles.docs.map((doc) => doc.id)).toEqual([first.json.affiliate.id]);
    expect(await canSignIn(body.email, body.password)).toBe(true);
  });
});

describe('POST /api/affiliate/login', () => {
  it('answers a Firebase ID token the API accepts and the affiliate id', async () => {
    const affiliate = await newAffiliate();
    const res = await post('affiliateLogin', { email: affiliate.email, password: affiliate.password });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ token: expect.any(String), affiliate: { id: affiliate.id } });
    const decoded = await auth().verifyIdToken(res.json.token);
    expect(decoded).toMatchObject({ uid: affiliate.id, role: ROLES.affiliate });
    const profile = await api(apiPath(ENDPOINTS.affiliateProfile, { affiliateId: affiliate.id }), { token: res.json.token });
    expect(profile.status).toBe(200);
  });

  it('answers 401 with a message for a wrong password or an unknown email', async () => {
    const affiliate = await newAffiliate();
    for (const body of [
      { email: affiliate.email, password: 'Wrong@12345' },
      { email: `nobody.${affiliate.id.toLowerCase()}@example.com`, password: affiliate.password },
    ]) {
      const res = await post('affiliateLogin', body);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: API_MESSAGES.invalidCredentials });
    }
  });

  it('refuses an account without the affiliate claim (the demo admin)', async () => {
    const res = await post('affiliateLogin', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(res.status).toBe(403);
    expect(res.json.token).toBeUndefined();
  });

  it('answers 400 for a missing email or password', async () => {
    const res = await post('affiliateLogin', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({ email: 'Email Address is required', password: 'Password is required' });
  });
});

describe('forgot and reset password with a mailed one-time code', () => {
  const NEW_PASSWORD = 'Fresh#Start9';

  it('mails a 6-digit code stored only hashed; the code resets the password once and revokes sessions', async () => {
    const affiliate = await newAffiliate();
    const sent = await post('affiliateForgotPassword', { email: affiliate.email });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ message: API_MESSAGES.resetCodeSent });
    const code = await latestResetCode(affiliate.email);
    expect(code).toMatch(/^\d{6}$/);

    const stored = (await db().collection(COLLECTIONS.resetCodes).doc(affiliate.id).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored.expiresAt.toMillis() - Date.now()).toBeGreaterThan(RESET_CODE_TTL_MS - 60_000);
    expect(stored.expiresAt.toMillis() - Date.now()).toBeLessThanOrEqual(RESET_CODE_TTL_MS);
    expect(RESET_CODE_TTL_MS).toBe(10 * 60 * 1000);

    expect(await profileStatus(affiliate.id, affiliate.token)).toBe(200);
    await secondAfterSignIn(affiliate.token);
    const reset = await post('affiliateResetPassword', { email: affiliate.email, otp: code, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ message: API_MESSAGES.passwordReset });
    expect(await canSignIn(affiliate.email, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(affiliate.email, affiliate.password)).toBe(false);
    // The session from before the reset ends at once.
    expect(await profileStatus(affiliate.id, affiliate.token)).toBe(401);

    const reused = await post('affiliateResetPassword', { email: affiliate.email, otp: code, newPassword: 'Another#Pass1' });
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual({ message: API_MESSAGES.invalidResetCode });
    expect(await canSignIn(affiliate.email, NEW_PASSWORD)).toBe(true);
  });

  it('gives an unknown email the same answer and mails nothing', async () => {
    const email = `ghost.${Date.now()}@example.com`;
    const res = await post('affiliateForgotPassword', { email });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: API_MESSAGES.resetCodeSent });
    expect(await mailCount(email)).toBe(0);
  });

  it('refuses an expired code and leaves the password unchanged', async () => {
    const affiliate = await newAffiliate();
    await post('affiliateForgotPassword', { email: affiliate.email });
    const code = await latestResetCode(affiliate.email);
    // Ten minutes pass: the stored expiry is moved into the past instead of sleeping.
    await db()
      .collection(COLLECTIONS.resetCodes)
      .doc(affiliate.id)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const res = await post('affiliateResetPassword', { email: affiliate.email, otp: code, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: API_MESSAGES.invalidResetCode });
    expect(await canSignIn(affiliate.email, affiliate.password)).toBe(true);
  });

  it(`voids the code after ${RESET_CODE_MAX_ATTEMPTS} wrong tries, even for the right code afterwards`, async () => {
    const affiliate = await newAffiliate();
    await post('affiliateForgotPassword', { email: affiliate.email });
    const code = await latestResetCode(affiliate.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < RESET_CODE_MAX_ATTEMPTS; i += 1) {
      const res = await post('affiliateResetPassword', { email: affiliate.email, otp: wrong, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(400);
    }
    const right = await post('affiliateResetPassword', { email: affiliate.email, otp: code, newPassword: NEW_PASSWORD });
    expect(right.status).toBe(400);
    expect(right.json).toEqual({ message: API_MESSAGES.invalidResetCode });
    expect(await canSignIn(affiliate.email, affiliate.password)).toBe(true);
  });

  it('checks the new password against the registration rules', async () => {
    const affiliate = await newAffiliate();
    const res = await post('affiliateResetPassword', { email: affiliate.email, otp: '123456', newPassword: 'short' });
    expect(res.status).toBe(400);
    expect(res.json.errors.newPassword).toBe(PASSWORD_MESSAGES.minLength);
  });
});

describe('POST /api/affiliate/change-password', () => {
  it('refuses a wrong old password and keeps the old one working', async () => {
    const affiliate = await newAffiliate();
    const res = await post(
      'affiliateChangePassword',
      { affiliateId: affiliate.id, oldPassword: 'Wrong@12345', newPassword: 'Changed#2025' },
      affiliate.token,
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: API_MESSAGES.incorrectOldPassword });
    expect(await canSignIn(affiliate.email, affiliate.password)).toBe(true);
    expect(await canSignIn(affiliate.email, 'Changed#2025')).toBe(false);
  });

  it('changes the password with the right old one, ending the other sessions; the new one must follow the rules', async () => {
    const affiliate = await newAffiliate();
    const otherSession = await idTokenFor(affiliate.email, affiliate.password);
    await secondAfterSignIn(otherSession);
    const weak = await post(
      'affiliateChangePassword',
      { affiliateId: affiliate.id, oldPassword: affiliate.password, newPassword: 'changed2025' },
      affiliate.token,
    );
    expect(weak.status).toBe(400);
    expect(weak.json.errors.newPassword).toBe(PASSWORD_MESSAGES.uppercase);
    const res = await post(
      'affiliateChangePassword',
      { affiliateId: affiliate.id, oldPassword: affiliate.password, newPassword: 'Changed#2025' },
      affiliate.token,
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: AFFILIATE_MESSAGES.passwordChanged });
    expect(await canSignIn(affiliate.email, 'Changed#2025')).toBe(true);
    expect(await canSignIn(affiliate.email, affiliate.password)).toBe(false);
    expect(await profileStatus(affiliate.id, otherSession)).toBe(401);
    expect(await profileStatus(affiliate.id, await idTokenFor(affiliate.email, 'Changed#2025'))).toBe(200);
  });
});
