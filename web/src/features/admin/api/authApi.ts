import { ENDPOINTS, apiPath, type AdminResetFormInput, type AdminResetPasswordInput } from '@careers/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** The admin's password reset calls of spec section 7 (sign-in itself goes through Firebase Auth in the browser). */

type MessageAnswer = { message?: string } | undefined;

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

/** Mails a reset code to the admin `username` (Forgot Password? and Resend Code). */
export const useRequestAdminResetCode = () => useMutation({ mutationFn: requestAdminResetCode });

/** Reset mode of the login page: username, code and new password. */
export const useResetAdminPassword = () => useMutation({ mutationFn: resetAdminPasswordWithCode });

/** The /admin/forgot-password form: email, reset token and new password. */
export const useResetAdminPasswordForm = () => useMutation({ mutationFn: resetAdminPasswordWithToken });
