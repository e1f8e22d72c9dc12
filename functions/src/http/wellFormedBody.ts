import type { RequestHandler } from 'express';
import { COMMON_MESSAGES } from '@careers/domain';
import { HttpError } from './errors';

/** A UTF-16 surrogate without its pair: JSON can carry one (`"\ud800"`), but it is no character, and Firestore refuses to store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path (`name`, `items.2.title`) of the first text in `value` that holds a lone surrogate, keys included. */
export function illFormedTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path || '(body)' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (LONE_SURROGATE.test(key)) return at;
    const found = illFormedTextAt(item, at);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses a JSON body with ill-formed text, on every path before its handler: 400 naming the field,
 * where storing it would have failed with a 500. Other bodies pass untouched: a multipart body is
 * UTF-8, which cannot carry one, and the Functions runtime hands it over as a Buffer, whose walk
 * (an entry per byte) held a 5 MB resume upload for 10 s.
 */
export const wellFormedBody: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) return next();
  const field = illFormedTextAt(req.body);
  next(field ? new HttpError(400, COMMON_MESSAGES.textIllFormed, { [field]: COMMON_MESSAGES.textIllFormed }) : undefined);
};
