/**
 * Field builders shared by the schemas. Each field reports at most one message: the first rule
 * it breaks, in the order the rules are listed (so 'required' comes before 'invalid').
 * Rule issues do not abort the parse, so object-level checks (password match, course groups)
 * still run and a form can show every field's message at once.
 */
import { z } from 'zod';
import {
  EMAIL_PATTERN,
  EMAIL_SHAPE_PATTERN,
  LONG_TEXT_MAX_LENGTH,
  NAME_PATTERN,
  PHONE_PATTERN,
  PINCODE_PATTERN,
  SINGLE_LINE_FORBIDDEN,
  TEXT_MAX_LENGTH,
} from '../constants';
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

/** At most `max` characters (checked before any pattern, so a huge value costs nothing more). */
export const maxLengthRule = (max: number): Rule<string> => [(value) => value.length <= max, COMMON_MESSAGES.tooLong(max)];

/** True when `value` holds no line break and no other control character (SINGLE_LINE_FORBIDDEN). */
export const isSingleLine = (value: string) => !SINGLE_LINE_FORBIDDEN.test(value);

/**
 * Listed after a field's own rules: a field with a pattern (name, email, phone) already refuses a
 * line break with its own message, and every other single-line field gets this one.
 */
export const singleLineRule: Rule<string> = [isSingleLine, COMMON_MESSAGES.singleLine];

// eslint-disable-next-line no-control-regex -- the controls a multi-line text drops
const OTHER_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * A multi-line text as stored: every line break (CRLF, CR, U+2028, U+2029) becomes LF, a tab a
 * space, and the other control characters go, so a pasted text keeps its lines and nothing else
 * that is invisible.
 */
export const plainLines = (value: string) =>
  value
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(OTHER_CONTROLS, '');

/** A string of one line (trimmed), or a multi-line one reduced to plain lines (then trimmed). */
const textOf = (lines: 'single' | 'multi', error: string) =>
  lines === 'single' ? z.string({ error }).trim() : z.string({ error }).overwrite(plainLines).trim();

/**
 * A trimmed, non-empty string of at most TEXT_MAX_LENGTH characters on one line; a missing or
 * non-string value also gets `requiredMessage`. Use `longRequiredText` for multi-line fields.
 */
export function requiredText(requiredMessage: string, ...rules: Rule<string>[]) {
  return withRules(textOf('single', requiredMessage), [
    [(value) => value.length > 0, requiredMessage],
    maxLengthRule(TEXT_MAX_LENGTH),
    ...rules,
    singleLineRule,
  ]);
}

/** A required multi-line text of at most LONG_TEXT_MAX_LENGTH characters (plainLines). */
export function longRequiredText(requiredMessage: string, ...rules: Rule<string>[]) {
  return withRules(textOf('multi', requiredMessage), [
    [(value) => value.length > 0, requiredMessage],
    maxLengthRule(LONG_TEXT_MAX_LENGTH),
    ...rules,
  ]);
}

/** A trimmed optional single-line string of at most TEXT_MAX_LENGTH characters; missing or null becomes ''. */
export function optionalText() {
  return withRules(textOf('single', COMMON_MESSAGES.textInvalid), [maxLengthRule(TEXT_MAX_LENGTH), singleLineRule])
    .nullish()
    .transform((value) => value ?? '');
}

/** An optional multi-line text (LONG_TEXT_MAX_LENGTH, plainLines); missing or null becomes ''. */
export function optionalLongText() {
  return withRules(textOf('multi', COMMON_MESSAGES.textInvalid), [maxLengthRule(LONG_TEXT_MAX_LENGTH)])
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

/** Decimal digits only: no sign, exponent, hex prefix, separator or fraction. */
const DECIMAL_INTEGER = /^[0-9]{1,15}$/;

/**
 * '' / whitespace / null / undefined become undefined; a string of decimal digits becomes its
 * number. Anything else ("0x10", "1e3", "1.5", " 1 2") is passed on unchanged, so the number
 * schema refuses it with the field's message.
 */
export function toNumberOrUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL_INTEGER.test(text) ? Number(text) : value;
}

/** An integer in [min, max]: a safe integer, never NaN, Infinity or 1e308. */
export const integerInRange = (min: number, max: number) => (value: number) => Number.isSafeInteger(value) && value >= min && value <= max;

/** A required integer from 1 to `max`, given as a number or a string of decimal digits. */
export function positiveIntegerField(requiredMessage: string, invalidMessage: string, max: number) {
  const number = z.number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) });
  return z.preprocess(toNumberOrUndefined, withRules(number, [[integerInRange(1, max), invalidMessage]]));
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

/** Most ids one bulk request may name. */
export const ID_LIST_MAX = 1000;

/** A non-empty list of non-empty ids (bulk delete and mark-as-read bodies). */
export function idListField(requiredMessage: string, invalidMessage: string) {
  return z
    .array(requiredText(invalidMessage), { error: requiredMessage })
    .min(1, requiredMessage)
    .max(ID_LIST_MAX, invalidMessage)
    .transform((ids) => [...new Set(ids)]);
}

/**
 * True when `id` can name a Firestore document directly. Path parameters are URL-decoded, so
 * '%2F' arrives as '/', and Firestore refuses '.', '..' and '__name__'-style ids with an error.
 */
export function isDocumentId(id: unknown): id is string {
  return (
    typeof id === 'string' && id.length > 0 && id.length <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id)
  );
}
