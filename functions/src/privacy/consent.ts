import { emailKeyOf, hasConsent, PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION, type StoredConsent } from '@careers/domain';
import type { z } from 'zod';
import { HttpError } from '../http/errors';
import { parseOr400 } from '../http/validate';
import { EMAIL_KEY } from '../pipeline/applications';

/**
 * A public form's fields, parsed with its shared schema (400 with the field's message), then its
 * consent to the privacy notice (400 with PRIVACY_MESSAGES.consentRequired): nothing is stored
 * without both.
 */
export function parseWithConsent<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const input = parseOr400(schema, body);
  if (!hasConsent(body)) throw new HttpError(400, PRIVACY_MESSAGES.consentRequired, { consent: PRIVACY_MESSAGES.consentRequired });
  return input;
}

/** The consent a record keeps: the notice's version and the server's time. */
export const storedConsent = (now = new Date()): StoredConsent => ({ version: PRIVACY_NOTICE_VERSION, at: now.toISOString() });

/** The fields every public submission stores (its email key: the privacy actions find a person by it) besides its own: its consent and its email key. */
export const consentFields = (email: string) => ({ consent: storedConsent(), [EMAIL_KEY]: emailKeyOf(email) });
