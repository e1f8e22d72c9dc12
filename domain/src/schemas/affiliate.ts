/** Affiliate registration, sign-in, password reset and change password. */
import { z } from 'zod';
import { AFFILIATE_MESSAGES as M } from '../messages';
import { emailField, phoneField, requiredText } from './fields';
import { confirmationCheck, enteredPassword, otpSchema, passwordSchema } from './password';

const affiliateEmail = (requiredMessage: string) => emailField({ required: requiredMessage, invalid: M.emailInvalid });

/** POST /api/affiliate (the body includes confirmPassword). */
export const affiliateRegistrationSchema = z
  .object({
    fullName: requiredText(M.fullNameRequired),
    email: affiliateEmail(M.emailRequired),
    password: passwordSchema,
    confirmPassword: enteredPassword(M.confirmPasswordRequired),
    phoneNumber: phoneField(M.phoneRequired, M.phoneInvalid),
    companyName: requiredText(M.companyNameRequired),
    companyEmail: affiliateEmail(M.companyEmailRequired),
    designation: requiredText(M.designationRequired),
  })
  .refine(...confirmationCheck('password', 'confirmPassword', M.passwordsMustMatch));
export type AffiliateRegistrationInput = z.infer<typeof affiliateRegistrationSchema>;

/** POST /api/affiliate/login. */
export const affiliateLoginSchema = z.object({
  email: affiliateEmail(M.emailRequired),
  password: enteredPassword(),
});
export type AffiliateLoginInput = z.infer<typeof affiliateLoginSchema>;

/** POST /api/affiliate/forgot-password. */
export const forgotPasswordSchema = z.object({ email: affiliateEmail(M.emailRequired) });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/affiliate/reset-password. */
export const resetPasswordRequestSchema = z.object({
  email: affiliateEmail(M.emailRequired),
  otp: otpSchema,
  newPassword: passwordSchema,
});
export type ResetPasswordRequestInput = z.infer<typeof resetPasswordRequestSchema>;

/** Sign-in page, mode 3: the request plus a confirmation. */
export const resetPasswordFormSchema = resetPasswordRequestSchema
  .extend({ confirmPassword: enteredPassword(M.confirmPasswordRequired) })
  .refine(...confirmationCheck('newPassword', 'confirmPassword', M.passwordsDoNotMatch));
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** POST /api/affiliate/change-password. */
export const changePasswordSchema = z.object({
  affiliateId: requiredText(M.affiliateIdRequired),
  oldPassword: enteredPassword(M.oldPasswordRequired),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
