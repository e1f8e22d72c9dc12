/** Admin login, the code-based reset of the login page, and the token-based reset form page. */
import { z } from 'zod';
import { ADMIN_MESSAGES as M } from '../messages';
import { emailField, requiredText } from './fields';
import { confirmationCheck, enteredPassword, otpSchema, passwordSchema } from './password';

const username = requiredText(M.usernameRequired);

/** POST /api/login. */
export const adminLoginSchema = z.object({ username, password: enteredPassword() });
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

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
