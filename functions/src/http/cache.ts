import type { Response } from 'express';

/** Every answer of an endpoint that needs a signed-in caller (set by http/mount), and files served to one. */
export const NO_STORE = 'private, no-store';

/** Public, anonymous job data: browsers keep it a minute, the CDN (Firebase Hosting) five. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

/** Answers 200 with a cacheable body; only successes get the header, so a 404 is never cached. */
export function sendPublic(res: Response, body: unknown): void {
  res.set('Cache-Control', PUBLIC_CACHE_CONTROL).json(body);
}
