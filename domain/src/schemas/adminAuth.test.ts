import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES as M, PASSWORD_MESSAGES } from '../messages';
import { expectOnlyIssue, expectValid } from '../testing/expectIssues';
import {
  adminForgotPasswordSchema,
  adminLoginSchema,
  adminResetFormSchema,
  adminResetPasswordFormSchema,
  adminResetPasswordSchema,
} from './adminAuth';

const PASSWORD = 'Admin@2024';

describe('admin login and forgot password', () => {
  it('accept valid bodies', () => {
    expect(expectValid(adminLoginSchema, { username: ' admin ', password: 'anything' })).toEqual({
      username: 'admin',
      password: 'anything',
    });
    expectValid(adminForgotPasswordSchema, { username: 'admin' });
  });

  it.each([
    [adminLoginSchema, { username: '', password: 'x' }, 'username', M.usernameRequired],
    [adminLoginSchema, { username: 'admin', password: '' }, 'password', 'Password is required'],
    [adminForgotPasswordSchema, {}, 'username', M.usernameRequired],
  ])('rejects %#', (schema, input, path, message) => {
    expectOnlyIssue(schema, input, path, message);
  });
});

describe('adminResetPasswordSchema and its form', () => {
  const request = { username: 'admin', otp: '654321', newPassword: PASSWORD };

  it('accept valid bodies', () => {
    expect(expectValid(adminResetPasswordSchema, request)).toEqual(request);
    expectValid(adminResetPasswordFormSchema, { ...request, confirmPassword: PASSWORD });
  });

  it.each([
    ['username missing', { username: '' }, 'username', M.usernameRequired],
    ['otp missing', { otp: '' }, 'otp', M.otpRequired],
    ['otp wrong', { otp: 'abc' }, 'otp', M.otpInvalid],
    ['new password weak', { newPassword: 'admin@2024' }, 'newPassword', PASSWORD_MESSAGES.uppercase],
  ])('%s', (_, override, path, message) => {
    expectOnlyIssue(adminResetPasswordSchema, { ...request, ...override }, path, message);
  });

  it("form: mismatch says 'Passwords do not match.'", () => {
    expectOnlyIssue(
      adminResetPasswordFormSchema,
      { ...request, confirmPassword: 'Admin@2025' },
      'confirmPassword',
      'Passwords do not match.',
    );
  });
});

describe('adminResetFormSchema', () => {
  const body = { email: 'admin@example.com', token: 'tok123', newPassword: PASSWORD };

  it('accepts a valid body', () => {
    expect(expectValid(adminResetFormSchema, body)).toEqual(body);
  });

  it.each([
    ['email missing', { email: '' }, 'email', M.emailRequired],
    ['email invalid', { email: 'admin' }, 'email', M.emailInvalid],
    ['token missing', { token: '' }, 'token', M.tokenRequired],
    ['new password short', { newPassword: 'Ad@1' }, 'newPassword', PASSWORD_MESSAGES.minLength],
  ])('%s', (_, override, path, message) => {
    expectOnlyIssue(adminResetFormSchema, { ...body, ...override }, path, message);
  });
});
