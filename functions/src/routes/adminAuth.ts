import { Router } from 'express';
import {
  API_MESSAGES,
  STAFF_ROLES,
  adminForgotPasswordSchema,
  adminLoginSchema,
  adminResetFormSchema,
  adminResetPasswordSchema,
} from '@careers/domain';
import { acceptInvitation } from '../accounts/staffAccounts';
import { resetWithCode, sendResetCode, signInAs } from '../auth/passwordFlows';
import { mount } from '../http/mount';
import { parseOr400 } from '../http/validate';

/**
 * Admin sign-in and password reset (spec section 7, 'Admin authentication'), for every staff role
 * (admin and recruiter, domain/src/accounts.ts). The username is the account's email; the reset code is the same
 * one-time mailed code as the affiliate's (and an invitation's), and the reset form page's `token`
 * is that code.
 */
export const adminAuthRouter = Router();

/** {token}: a Firebase ID token of a staff account (401 wrong credentials, 403 another role). */
mount(adminAuthRouter, 'adminLogin', async (req, res) => {
  const { username, password } = parseOr400(adminLoginSchema, req.body);
  const signedIn = await signInAs(username, password, STAFF_ROLES);
  res.json({ token: signedIn.idToken });
});

/** The same answer whether or not the username is a staff account. */
mount(adminAuthRouter, 'adminForgotPassword', async (req, res) => {
  const { username } = parseOr400(adminForgotPasswordSchema, req.body);
  await sendResetCode(username, STAFF_ROLES);
  res.json({ message: API_MESSAGES.resetCodeSent });
});

mount(adminAuthRouter, 'adminResetPassword', async (req, res) => {
  const { username, otp, newPassword } = parseOr400(adminResetPasswordSchema, req.body);
  await acceptInvitation(await resetWithCode(username, STAFF_ROLES, otp, newPassword));
  res.json({ message: API_MESSAGES.passwordReset });
});

mount(adminAuthRouter, 'adminResetForm', async (req, res) => {
  const { email, token, newPassword } = parseOr400(adminResetFormSchema, req.body);
  await acceptInvitation(await resetWithCode(email, STAFF_ROLES, token, newPassword));
  res.json({ message: API_MESSAGES.passwordReset });
});
