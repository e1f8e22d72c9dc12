import type { RequestHandler } from 'express';
import { API_MESSAGES, MAX_JSON_DEPTH } from '@careers/domain';
import { HttpError } from './errors';

/**
 * True when `value` nests objects or arrays deeper than `max`. Walked with a list of its own, not
 * by recursion: the point is to stop a body before anything recursive (the text checks, zod,
 * Firestore's encoder) runs out of stack on it.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [item: unknown, depth: number][] = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Refuses a JSON body nested deeper than MAX_JSON_DEPTH with 400, on every path before its handler. */
export const bodyDepthGuard: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) return next();
  next(nestedDeeperThan(req.body, MAX_JSON_DEPTH) ? new HttpError(400, API_MESSAGES.bodyTooDeep) : undefined);
};
