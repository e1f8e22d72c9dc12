import { BlockList, isIP } from 'node:net';
import type { Request } from 'express';

/**
 * The proxies in front of the function whose X-Forwarded-For entries are skipped: the address
 * ranges (CIDR, comma-separated) in CAREERS_TRUSTED_PROXIES, e.g. the published ranges of the CDN
 * behind Firebase Hosting. Empty by default.
 */
export function trustedProxies(env: NodeJS.ProcessEnv = process.env): BlockList {
  const list = new BlockList();
  for (const range of (env.CAREERS_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const [network = '', bits = ''] = range.split('/');
    const family = isIP(network);
    if (!family || !/^\d+$/.test(bits)) throw new Error(`CAREERS_TRUSTED_PROXIES: '${range}' is not an address range (CIDR)`);
    list.addSubnet(network, Number(bits), family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

let cached: { source: string | undefined; list: BlockList } | undefined;
const proxiesOf = (env: NodeJS.ProcessEnv) => {
  if (!cached || cached.source !== env.CAREERS_TRUSTED_PROXIES) cached = { source: env.CAREERS_TRUSTED_PROXIES, list: trustedProxies(env) };
  return cached.list;
};

const isTrusted = (proxies: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The address of the client as the platform delivers it, never a value the client can choose.
 *
 * In production the request reaches the function through Google's front end, which APPENDS the
 * address of the peer that connected to it to `X-Forwarded-For`; everything to the left of it is
 * whatever that peer sent and is not trusted. So the client is the last entry, unless that entry
 * is a proxy of our own deployment (CAREERS_TRUSTED_PROXIES: Hosting's CDN, which appends the
 * visitor's address before it): then the entry to its left, and so on. A caller that bypasses
 * the CDN is never in those ranges, so whatever it prepends is still ignored. Express's `req.ip`
 * with `trust proxy = true` takes the LEFTMOST entry, which a forged header sets freely: that is
 * why it is not used.
 *
 * The emulators add no entry of their own (the Hosting emulator forwards the client's header
 * as it is), so locally the header is ignored and the socket's peer address is used.
 */
export function clientAddress(
  req: Pick<Request, 'headers'> & { socket?: { remoteAddress?: string } },
  env: NodeJS.ProcessEnv = process.env,
): string {
  const peer = req.socket?.remoteAddress ?? 'unknown';
  if (env.FUNCTIONS_EMULATOR === 'true') return peer;
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const proxies = proxiesOf(env);
  let at = entries.length - 1;
  while (at > 0 && isTrusted(proxies, entries[at]!)) at--;
  return entries[at] ?? peer;
}
