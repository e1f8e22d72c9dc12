/** Password rules shared by affiliate registration, change password and both resets. */
import { z } from 'zod';
import { OTP_PATTERN, PASSWORD_MIN_LENGTH, TEXT_MAX_LENGTH } from '../constants';
import { COMMON_MESSAGES, PASSWORD_MESSAGES as M } from '../messages';
import { maxLengthRule, requiredText, singleLineRule, withRules } from './fields';

/** Passwords are not trimmed: spaces are characters like any other. */
export const passwordSchema = withRules(z.string({ error: M.required }), [
  [(value) => value.length > 0, M.required],
  [(value) => value.length >= PASSWORD_MIN_LENGTH, M.minLength],
  maxLengthRule(TEXT_MAX_LENGTH),
  [(value) => /[A-Z]/.test(value), M.uppercase],
  [(value) => /[a-z]/.test(value), M.lowercase],
  [(value) => /[0-9]/.test(value), M.number],
  [(value) => /[^A-Za-z0-9\s]/.test(value), M.special],
  singleLineRule,
]);

/** A password that only has to be present (sign-in, old password): compared as typed, so it takes any character. */
export function enteredPassword(requiredMessage: string = M.required) {
  return withRules(z.string({ error: requiredMessage }), [[(value) => value.length > 0, requiredMessage], maxLengthRule(TEXT_MAX_LENGTH)]);
}

/** The 6-digit one-time reset code. */
export const otpSchema = requiredText(COMMON_MESSAGES.otpRequired, [(value) => OTP_PATTERN.test(value), COMMON_MESSAGES.otpInvalid]);

/** Runs a password-match check only when both fields are strings, even if other fields failed. */
export function whenBothStrings(a: string, b: string) {
  return (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | undefined;
    return typeof value?.[a] === 'string' && typeof value?.[b] === 'string';
  };
}

/**
 * Arguments for `.refine(...)`: `confirmField` must equal `field`, reported at `confirmField`.
 * Checked once both are filled in (an empty one already has its 'required' message).
 */
export function confirmationCheck(field: string, confirmField: string, message: string) {
  const matches = (data: Record<string, unknown>) => !data[field] || !data[confirmField] || data[field] === data[confirmField];
  const params = { error: message, path: [confirmField], when: whenBothStrings(field, confirmField) };
  return [matches, params] as [typeof matches, typeof params];
}
