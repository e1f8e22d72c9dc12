import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../messages';
import { expectOnlyIssue, expectValid } from '../testing/expectIssues';
import { otpSchema, passwordSchema } from './password';

describe('passwordSchema', () => {
  it('accepts a password meeting every rule, untrimmed', () => {
    expect(expectValid(passwordSchema, ' Str0ng!pass ')).toBe(' Str0ng!pass ');
  });

  it.each([
    ['empty', '', 'Password is required'],
    ['7 characters', 'Ab1!xyz', 'Password must be at least 8 characters'],
    ['no uppercase letter', 'str0ng!pass', 'Password must contain at least one uppercase letter'],
    ['no lowercase letter', 'STR0NG!PASS', 'Password must contain at least one lowercase letter'],
    ['no number', 'Strong!pass', 'Password must contain at least one number'],
    ['no special character', 'Str0ngpass', 'Password must contain at least one special character'],
    ['only a space as special character', 'Str0ng pass', PASSWORD_MESSAGES.special],
  ])('%s', (_, password, message) => {
    expectOnlyIssue(passwordSchema, password, '', message);
  });

  it('reports a missing password as required', () => {
    expectOnlyIssue(passwordSchema, undefined, '', PASSWORD_MESSAGES.required);
  });
});

describe('otpSchema', () => {
  it('accepts 6 digits', () => {
    expect(expectValid(otpSchema, ' 012345 ')).toBe('012345');
  });

  it.each([
    ['empty', '', 'Reset code is required'],
    ['5 digits', '12345', 'Reset code must be a 6-digit number'],
    ['letters', '12345a', 'Reset code must be a 6-digit number'],
  ])('%s', (_, otp, message) => {
    expectOnlyIssue(otpSchema, otp, '', message);
  });
});
