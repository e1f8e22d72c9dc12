import { Router } from 'express';
import {
  API_MESSAGES,
  ROLES,
  adminForgotPasswordSchema,
  adminLoginSchema,
  adminResetFormSchema,
  adminResetPasswordSchema,
} from '@careers/domain';
import { resetWithCode, sendResetCode, signInAs } from '../auth/passwordFlows';
import { mount } from '../http/mount';
import { parseOr400 } from '../http/validate';

/**
 * Admin sign-in and password reset (spec section 7, 'Admin authentication'). The username is the
 * admin's email; the reset code is the same one-time mailed code as the affiliate's, and the reset
 * form page's `token` is that code.
 */
export const adminAuthRouter = Router();

/** {token}: a Firebase ID token of an account with the admin claim (401 wrong credentials, 403 another role). */
mount(adminAuthRouter, 'adminLogin', async (req, res) => {
  const { username, password } = parseOr400(adminLoginSchema, req.body);
  const signedIn = await signInAs(username, password, ROLES.admin);
  res.json({ token: signedIn.idToken });
});

/** The same answer whether or not the username is an admin. */
mount(adminAuthRouter, 'adminForgotPassword', async (req, res) => {
  const { username } = parseOr400(adminForgotPasswordSchema, req.body);
  await sendResetCode(username, ROLES.admin);
  res.json({ message: API_MESSAGES.resetCodeSent });
});

mount(adminAuthRouter, 'adminResetPassword', async (req, res) => {
  const { username, otp, newPassword } = parseOr400(adminResetPasswordSchema, req.body);
  await resetWithCode(username, ROLES.admin, otp, newPassword);
  res.json({ message: API_MESSAGES.passwordReset });
});

mount(adminAuthRouter, 'adminResetForm', async (req, res) => {
  const { email, token, newPassword } = parseOr400(adminResetFormSchema, req.body);
  await resetWithCode(email, ROLES.admin, token, newPassword);
  res.json({ message: API_MESSAGES.passwordReset });
});
