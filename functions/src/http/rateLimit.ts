import { API_MESSAGES } from '@careers/domain';
import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/**
 * A per-instance, per-client fixed-window limit for public writes: it blunts form spam from one
 * address without any shared state (each function instance keeps its own small window map).
 */
export function rateLimit({ limit, windowMs }: { limit: number; windowMs: number }): RequestHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return (req, _res, next) => {
    const key = req.ip ?? 'unknown';
    const now = Date.now();
    const current = windows.get(key);
    if (!current || now - current.start >= windowMs) {
      if (windows.size > 10_000) windows.clear();
      windows.set(key, { start: now, count: 1 });
      return next();
    }
    current.count += 1;
    if (current.count > limit) throw new HttpError(429, API_MESSAGES.tooManyRequests);
    next();
  };
}

/** The limit on the public form posts: generous for people, a wall for a script. One per router. */
export const publicWriteLimit = () => rateLimit({ limit: 30, windowMs: 60_000 });
