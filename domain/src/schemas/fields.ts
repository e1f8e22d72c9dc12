/**
 * Field builders shared by the schemas. Each field reports at most one message: the first rule
 * it breaks, in the order the rules are listed (so 'required' comes before 'invalid').
 * Rule issues do not abort the parse, so object-level checks (password match, course groups)
 * still run and a form can show every field's message at once.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, EMAIL_SHAPE_PATTERN, NAME_PATTERN, PHONE_PATTERN, PINCODE_PATTERN } from '../constants';
import { COMMON_MESSAGES } from '../messages';

/** A predicate and the message shown when it fails. */
export type Rule<T> = readonly [test: (value: T) => boolean, message: string];

/** Adds `rules` to `schema`; only the first failing rule is reported. */
export function withRules<S extends z.ZodType>(schema: S, rules: readonly Rule<z.output<S>>[]): S {
  return schema.superRefine((value, ctx) => {
    const failed = rules.find(([test]) => !test(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1], input: value });
  });
}

/** A trimmed, non-empty string; a missing or non-string value also gets `requiredMessage`. */
export function requiredText(requiredMessage: string, ...rules: Rule<string>[]) {
  return withRules(z.string({ error: requiredMessage }).trim(), [
    [(value) => value.length > 0, requiredMessage],
    ...rules,
  ]);
}

/** A trimmed optional string; missing or null becomes ''. */
export function optionalText() {
  return z
    .string({ error: COMMON_MESSAGES.textInvalid })
    .trim()
    .nullish()
    .transform((value) => value ?? '');
}

export const isName = (value: string) => NAME_PATTERN.test(value);
export const isPhone = (value: string) => PHONE_PATTERN.test(value);
export const isPincode = (value: string) => PINCODE_PATTERN.test(value);
export const hasEmailShape = (value: string) => EMAIL_SHAPE_PATTERN.test(value);
export const isEmail = (value: string) => EMAIL_PATTERN.test(value);
export const emailDomainOf = (value: string) => value.slice(value.lastIndexOf('@') + 1).toLowerCase();

export interface EmailMessages {
  required: string;
  /** No address shape (no @, or nothing on one side of it). */
  invalid: string;
  /** Has the shape but fails the strict pattern; defaults to `invalid`. */
  format?: string;
}

/** A required e-mail address; `domain` restricts it to one mail provider. */
export function emailField(messages: EmailMessages, domain?: { value: string; message: string }) {
  const rules: Rule<string>[] = [
    [hasEmailShape, messages.invalid],
    [isEmail, messages.format ?? messages.invalid],
  ];
  if (domain) rules.push([(value) => emailDomainOf(value) === domain.value, domain.message]);
  return requiredText(messages.required, ...rules);
}

/** A required 10-digit Indian mobile number (PHONE_PATTERN). */
export function phoneField(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, [isPhone, invalidMessage]);
}

/** A name of letters and spaces only. */
export function nameField(requiredMessage: string, lettersOnlyMessage: string) {
  return requiredText(requiredMessage, [isName, lettersOnlyMessage]);
}

/** '' / whitespace / null / undefined become undefined; numeric strings become numbers. */
export function toNumberOrUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isNaN(number) ? value : number;
}

/** A required positive integer given as a number or a numeric string. */
export function positiveIntegerField(requiredMessage: string, invalidMessage: string) {
  const number = z.number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) });
  return z.preprocess(
    toNumberOrUndefined,
    withRules(number, [[(value) => Number.isInteger(value) && value > 0, invalidMessage]]),
  );
}

/** A required 6-digit pincode given as a number or a string; the output is a string. */
export function pincodeField(requiredMessage: string, invalidMessage: string) {
  return z
    .union([z.string(), z.number()], { error: requiredMessage })
    .transform(String)
    .pipe(requiredText(requiredMessage, [isPincode, invalidMessage]));
}

/** A non-empty list of unique values from `options`. */
export function multiSelectField<const T extends readonly [string, ...string[]]>(
  options: T,
  requiredMessage: string,
  invalidMessage: string,
) {
  return z
    .array(z.enum(options, { error: invalidMessage }), { error: requiredMessage })
    .min(1, requiredMessage)
    .transform((values) => [...new Set(values)]);
}

/** A non-empty list of non-empty ids (bulk delete and mark-as-read bodies). */
export function idListField(requiredMessage: string, invalidMessage: string) {
  return z
    .array(requiredText(invalidMessage), { error: requiredMessage })
    .min(1, requiredMessage)
    .transform((ids) => [...new Set(ids)]);
}
