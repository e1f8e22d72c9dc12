/** Admin login, the code-based reset of the login page, and the token-based reset form page. */
import { z } from 'zod';
import { ADMIN_MESSAGES as M } from '../messages';
import { emailField, requiredText } from './fields';
import { confirmationCheck, enteredPassword, otpSchema, passwordSchema } from './password';

const username = requiredText(M.usernameRequired);
const adminEmail = emailField({ required: M.emailRequired, invalid: M.emailInvalid });

/** POST /api/login. */
export const adminLoginSchema = z.object({ username, password: enteredPassword() });
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** The login page's form: its field is labelled Email (the admin's username is their email), so it checks one. */
export const adminLoginFormSchema = z.object({ username: adminEmail, password: enteredPassword() });

/** POST /api/forgot-password. */
export const adminForgotPasswordSchema = z.object({ username });
export type AdminForgotPasswordInput = z.infer<typeof adminForgotPasswordSchema>;

/** POST /api/reset-password. */
export const adminResetPasswordSchema = z.object({ username, otp: otpSchema, newPassword: passwordSchema });
export type AdminResetPasswordInput = z.infer<typeof adminResetPasswordSchema>;

/** Reset mode of the admin login page: the request plus Confirm New Password. */
export const adminResetPasswordFormSchema = adminResetPasswordSchema
  .extend({ confirmPassword: enteredPassword(M.confirmPasswordRequired) })
  .refine(...confirmationCheck('newPassword', 'confirmPassword', M.passwordsDoNotMatch));
export type AdminResetPasswordFormInput = z.infer<typeof adminResetPasswordFormSchema>;

/** POST /api/admin/reset-password (the /admin/forgot-password page). */
export const adminResetFormSchema = z.object({
  email: emailField({ required: M.emailRequired, invalid: M.emailInvalid }),
  token: requiredText(M.tokenRequired),
  newPassword: passwordSchema,
});
export type AdminResetFormInput = z.infer<typeof adminResetFormSchema>;

/**
 * The code reset both admin sign-in pages share (/admin's reset mode and /admin/forgot-password):
 * the Email field names the account (the API's `username`, or the reset form's `email`).
 */
export const adminCodeRequestSchema = z.object({ email: adminEmail });

/** That flow's second step: the mailed code, the new password and its confirmation. */
export const adminCodeResetFormSchema = z
  .object({ email: adminEmail, otp: otpSchema, newPassword: passwordSchema, confirmPassword: enteredPassword(M.confirmPasswordRequired) })
  .refine(...confirmationCheck('newPassword', 'confirmPassword', M.passwordsDoNotMatch));
export type AdminCodeResetFormInput = z.infer<typeof adminCodeResetFormSchema>;
