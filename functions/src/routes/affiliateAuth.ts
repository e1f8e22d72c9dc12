import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import {
  AFFILIATE_FIELDS,
  AFFILIATE_MESSAGES,
  API_MESSAGES,
  ROLES,
  affiliateLoginSchema,
  affiliateRegistrationSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
  withSearchTokens,
} from '@careers/domain';
import { replacePassword } from '../auth/accounts';
import { resetWithCode, sendResetCode, signInAs } from '../auth/passwordFlows';
import { signInWithPassword } from '../auth/passwordSignIn';
import { COLLECTIONS } from '../collections';
import { auth, db } from '../firebase';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { consentFields, parseWithConsent } from '../privacy/consent';
import { JOBS_POSTED } from '../affiliates/jobsPosted';
import { auditIds, pendingAudit } from '../audit/requestAudit';

/** Affiliate accounts: registration, sign-in, code reset and change password (spec section 7). */
export const affiliateAuthRouter = Router();

/**
 * Creates the Auth user, its role claim and its profile (id = uid). If the claim or the profile
 * cannot be written, the Auth user is deleted again, so a failed registration leaves nothing.
 */
mount(affiliateAuthRouter, 'affiliateRegister', async (req, res) => {
  const { password, confirmPassword: _confirm, ...profile } = parseWithConsent(affiliateRegistrationSchema, req.body);
  let uid: string;
  try {
    uid = (await auth().createUser({ email: profile.email, password, displayName: profile.fullName })).uid;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') throw new HttpError(409, API_MESSAGES.emailAlreadyRegistered);
    throw error;
  }
  try {
    await auth().setCustomUserClaims(uid, { role: ROLES.affiliate });
    await db()
      .collection(COLLECTIONS.affiliates)
      .doc(uid)
      .create({
        ...withSearchTokens(AFFILIATE_FIELDS, profile),
        ...consentFields(profile.email),
        [JOBS_POSTED]: 0,
        createdAt: FieldValue.serverTimestamp(),
      });
  } catch (error) {
    await auth()
      .deleteUser(uid)
      .catch((cleanup) => console.error('registration cleanup failed', uid, cleanup));
    throw error;
  }
  res.status(201).json({ message: API_MESSAGES.affiliateRegistered, affiliate: { id: uid } });
});

/** Verifies the password with the Auth service; answers a Firebase ID token the API accepts. */
mount(affiliateAuthRouter, 'affiliateLogin', async (req, res) => {
  const { email, password } = parseOr400(affiliateLoginSchema, req.body);
  const signedIn = await signInAs(email, password, [ROLES.affiliate]);
  res.json({ token: signedIn.idToken, affiliate: { id: signedIn.uid } });
});

/** The same answer whether or not the email belongs to an affiliate. */
mount(affiliateAuthRouter, 'affiliateForgotPassword', async (req, res) => {
  const { email } = parseOr400(forgotPasswordSchema, req.body);
  await sendResetCode(email, [ROLES.affiliate]);
  res.json({ message: API_MESSAGES.resetCodeSent });
});

mount(affiliateAuthRouter, 'affiliateResetPassword', async (req, res) => {
  const { email, otp, newPassword } = parseOr400(resetPasswordRequestSchema, req.body);
  await resetWithCode(email, [ROLES.affiliate], otp, newPassword);
  res.json({ message: API_MESSAGES.passwordReset });
});

/** The old password is checked with the Auth service first; a wrong one changes nothing. */
mount(affiliateAuthRouter, 'affiliateChangePassword', async (req, res) => {
  const { affiliateId, oldPassword, newPassword } = parseOr400(changePasswordSchema, req.body);
  const user = await auth().getUser(affiliateId);
  const verified = user.email ? await signInWithPassword(user.email, oldPassword) : null;
  if (verified?.uid !== affiliateId) throw new HttpError(400, API_MESSAGES.incorrectOldPassword);
  // The password lives in the Auth service, outside any batch: its entry is committed first, so the
  // change never happens without it (as for a staff account's own password).
  auditIds([affiliateId]);
  await pendingAudit()?.writeAlone();
  await replacePassword(affiliateId, newPassword);
  res.json({ message: AFFILIATE_MESSAGES.passwordChanged });
});
