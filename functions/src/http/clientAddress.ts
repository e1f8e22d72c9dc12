import type { Request } from 'express';

/**
 * The address of the client as the platform delivers it, never a value the client can choose.
 *
 * In production the request reaches the function through Google's front end (behind Firebase
 * Hosting or on the function's own URL). That front end APPENDS the address of the peer that
 * connected to it to `X-Forwarded-For`; everything to the left of it is whatever the client sent
 * and is not trusted. So the client is the entry `trustedHops` from the right: 1 (the last entry)
 * by default. If the deployment adds one more trusted proxy hop of its own in front of the
 * function (seen in the logs as a Google-owned address in the last place), set
 * CAREERS_TRUSTED_PROXY_HOPS=2. Express's `req.ip` with `trust proxy = true` takes the LEFTMOST
 * entry, which a forged header sets freely: that is why it is not used.
 *
 * The emulators add no entry of their own (the Hosting emulator forwards the client's header
 * as it is), so locally the header is ignored and the socket's peer address is used.
 */
export function clientAddress(req: Pick<Request, 'headers'> & { socket?: { remoteAddress?: string } }, env: NodeJS.ProcessEnv = process.env): string {
  const peer = req.socket?.remoteAddress ?? 'unknown';
  if (env.FUNCTIONS_EMULATOR === 'true') return peer;
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = Math.max(1, Number.parseInt(env.CAREERS_TRUSTED_PROXY_HOPS ?? '1', 10) || 1);
  return entries[entries.length - hops] ?? peer;
}
