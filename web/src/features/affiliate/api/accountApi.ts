import {
  ENDPOINTS,
  apiPath,
  type AffiliateRegistrationInput,
  type ChangePasswordInput,
  type Consented,
  type ResetPasswordRequestInput,
} from '@careers/domain';
import { apiFetch } from '../../../lib/api';

/** The affiliate account calls of spec section 7 that are not reads: register, reset by code, change password. */

type MessageAnswer = { message?: string } | undefined;

export const registerAffiliate = (body: Consented<AffiliateRegistrationInput>) =>
  apiFetch<MessageAnswer>(apiPath(ENDPOINTS.affiliateRegister), { method: ENDPOINTS.affiliateRegister.method, body, anonymous: true });

export const requestResetCode = (email: string) =>
  apiFetch<MessageAnswer>(apiPath(ENDPOINTS.affiliateForgotPassword), {
    method: ENDPOINTS.affiliateForgotPassword.method,
    body: { email },
    anonymous: true,
  });

export const resetPasswordWithCode = (body: ResetPasswordRequestInput) =>
  apiFetch<MessageAnswer>(apiPath(ENDPOINTS.affiliateResetPassword), {
    method: ENDPOINTS.affiliateResetPassword.method,
    body,
    anonymous: true,
  });

export const changePassword = (body: ChangePasswordInput) =>
  apiFetch<MessageAnswer>(apiPath(ENDPOINTS.affiliateChangePassword), { method: ENDPOINTS.affiliateChangePassword.method, body });
