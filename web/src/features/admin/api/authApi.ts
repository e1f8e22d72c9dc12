import { ENDPOINTS, apiPath, type AdminResetFormInput, type AdminResetPasswordInput } from '@careers/domain';
import { useMutation } from '@tanstack/react-query';
import type { CodeReset } from '../../../components/forms/CodeResetPanel';
import { apiFetch } from '../../../lib/api';

/** The admin's password reset calls of spec section 7 (sign-in itself goes through Firebase Auth in the browser). */

type MessageAnswer = { message?: string } | undefined;

/** Mails a reset code to the admin whose email (the API's `username`) is given. */
export const requestAdminResetCode = (username: string) =>
  apiFetch<MessageAnswer>(apiPath(ENDPOINTS.adminForgotPassword), {
    method: ENDPOINTS.adminForgotPassword.method,
    body: { username },
    anonymous: true,
  });

export const resetAdminPasswordWithCode = (body: AdminResetPasswordInput) =>
  apiFetch<MessageAnswer>(apiPath(ENDPOINTS.adminResetPassword), { method: ENDPOINTS.adminResetPassword.method, body, anonymous: true });

export const resetAdminPasswordWithToken = (body: AdminResetFormInput) =>
  apiFetch<MessageAnswer>(apiPath(ENDPOINTS.adminResetForm), { method: ENDPOINTS.adminResetForm.method, body, anonymous: true });

/** Reset mode of the login page: POST /api/reset-password {username, otp, newPassword}. */
export const resetFromLoginPage = ({ email, otp, newPassword }: CodeReset) =>
  resetAdminPasswordWithCode({ username: email, otp, newPassword });

/** The /admin/forgot-password page: POST /api/admin/reset-password {email, token, newPassword} (the token is the mailed code). */
export const resetFromResetPage = ({ email, otp, newPassword }: CodeReset) =>
  resetAdminPasswordWithToken({ email, token: otp, newPassword });

/** Mails a reset code (the login page's Forgot Password?). */
export const useRequestAdminResetCode = () => useMutation({ mutationFn: requestAdminResetCode });
