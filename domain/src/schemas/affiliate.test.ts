import { describe, expect, it } from 'vitest';
import { AFFILIATE_MESSAGES as M, PASSWORD_MESSAGES } from '../messages';
import { expectIssues, expectOnlyIssue, expectValid } from '../testing/expectIssues';
import {
  affiliateLoginSchema,
  affiliateRegistrationSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
} from './affiliate';

const PASSWORD = 'Secret#2024';

describe('affiliateRegistrationSchema', () => {
  const registration = {
    fullName: 'Kiran Shah',
    email: 'kiran@example.com',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phoneNumber: '9988776655',
    companyName: 'Shah Staffing',
    companyEmail: 'contact@shahstaffing.in',
    designation: 'Founder',
  };

  it('accepts a valid registration', () => {
    expect(expectValid(affiliateRegistrationSchema, registration)).toEqual(registration);
  });

  it.each([
    ['full name missing', { fullName: '' }, 'fullName', 'Full Name is required'],
    ['email missing', { email: '' }, 'email', 'Email Address is required'],
    ['email invalid', { email: 'kiran@example' }, 'email', 'Invalid email address'],
    ['password missing', { password: '' }, 'password', 'Password is required'],
    ['password too short', { password: 'Ab1!', confirmPassword: 'Ab1!' }, 'password', PASSWORD_MESSAGES.minLength],
    ['password without uppercase', { password: 'secret#2024', confirmPassword: 'secret#2024' }, 'password', PASSWORD_MESSAGES.uppercase],
    ['password without lowercase', { password: 'SECRET#2024', confirmPassword: 'SECRET#2024' }, 'password', PASSWORD_MESSAGES.lowercase],
    ['password without number', { password: 'Secret#abcd', confirmPassword: 'Secret#abcd' }, 'password', PASSWORD_MESSAGES.number],
    ['password without special', { password: 'Secret2024', confirmPassword: 'Secret2024' }, 'password', PASSWORD_MESSAGES.special],
    ['confirm password missing', { confirmPassword: '' }, 'confirmPassword', 'Confirm Password is required'],
    ['passwords differ', { confirmPassword: 'Secret#2025' }, 'confirmPassword', 'Passwords must match'],
    ['phone missing', { phoneNumber: '' }, 'phoneNumber', 'Phone Number is required'],
    ['phone invalid', { phoneNumber: '12345' }, 'phoneNumber', M.phoneInvalid],
    ['company name missing', { companyName: '' }, 'companyName', 'Company Name is required'],
    ['company email missing', { companyEmail: '' }, 'companyEmail', 'Company Email Address is required'],
    ['company email invalid', { companyEmail: 'contact.shah' }, 'companyEmail', M.emailInvalid],
    ['designation missing', { designation: '' }, 'designation', 'Designation is required'],
  ])('%s', (_, override, path, message) => {
    expectOnlyIssue(affiliateRegistrationSchema, { ...registration, ...override }, path, message);
  });

  it('reports a mismatch even when another field fails', () => {
    expectIssues(
      affiliateRegistrationSchema,
      { ...registration, fullName: '', confirmPassword: 'other' },
      {
        fullName: M.fullNameRequired,
        confirmPassword: M.passwordsMustMatch,
      },
    );
  });
});

describe('affiliateLoginSchema and forgotPasswordSchema', () => {
  it('accept valid bodies; sign-in does not re-check password strength', () => {
    expectValid(affiliateLoginSchema, { email: 'kiran@example.com', password: 'x' });
    expect(expectValid(forgotPasswordSchema, { email: ' kiran@example.com ' })).toEqual({ email: 'kiran@example.com' });
  });

  it.each([
    [affiliateLoginSchema, { email: '', password: 'x' }, 'email', M.emailRequired],
    [affiliateLoginSchema, { email: 'kiran', password: 'x' }, 'email', M.emailInvalid],
    [affiliateLoginSchema, { email: 'kiran@example.com', password: '' }, 'password', M.passwordRequired],
    [forgotPasswordSchema, { email: '' }, 'email', M.emailRequired],
    [forgotPasswordSchema, { email: 'kiran@' }, 'email', M.emailInvalid],
  ])('rejects %#', (schema, input, path, message) => {
    expectOnlyIssue(schema, input, path, message);
  });
});

describe('reset password', () => {
  const request = { email: 'kiran@example.com', otp: '123456', newPassword: PASSWORD };

  it('accepts the API body and the form (which adds confirmPassword)', () => {
    expect(expectValid(resetPasswordRequestSchema, request)).toEqual(request);
    expectValid(resetPasswordFormSchema, { ...request, confirmPassword: PASSWORD });
  });

  it.each([
    ['email missing', { email: '' }, 'email', M.emailRequired],
    ['otp missing', { otp: '' }, 'otp', M.otpRequired],
    ['otp not 6 digits', { otp: '1234567' }, 'otp', M.otpInvalid],
    ['weak new password', { newPassword: 'weakpass' }, 'newPassword', PASSWORD_MESSAGES.uppercase],
  ])('request: %s', (_, override, path, message) => {
    expectOnlyIssue(resetPasswordRequestSchema, { ...request, ...override }, path, message);
  });

  it("form: mismatch says 'Passwords do not match.'", () => {
    expectOnlyIssue(resetPasswordFormSchema, { ...request, confirmPassword: 'Other#2024' }, 'confirmPassword', 'Passwords do not match.');
  });

  it('form: confirm password missing', () => {
    expectOnlyIssue(resetPasswordFormSchema, { ...request, confirmPassword: '' }, 'confirmPassword', M.confirmPasswordRequired);
  });
});

describe('changePasswordSchema', () => {
  const change = { affiliateId: 'aff1', oldPassword: 'old', newPassword: PASSWORD };

  it('accepts a valid change', () => {
    expect(expectValid(changePasswordSchema, change)).toEqual(change);
  });

  it.each([
    ['affiliate id missing', { affiliateId: '' }, 'affiliateId', 'Affiliate ID is required.'],
    ['old password missing', { oldPassword: '' }, 'oldPassword', M.oldPasswordRequired],
    ['new password missing', { newPassword: '' }, 'newPassword', PASSWORD_MESSAGES.required],
    ['new password too short', { newPassword: 'Ab#1' }, 'newPassword', PASSWORD_MESSAGES.minLength],
    ['new password without special', { newPassword: 'Abcdefg1' }, 'newPassword', PASSWORD_MESSAGES.special],
  ])('%s', (_, override, path, message) => {
    expectOnlyIssue(changePasswordSchema, { ...change, ...override }, path, message);
  });
});
