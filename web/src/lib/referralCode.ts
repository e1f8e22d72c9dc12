import { REFERRAL_ATTRIBUTION_DAYS, REFERRAL_QUERY_PARAM } from '@careers/domain/referral-link';

/**
 * An affiliate's referral code a visitor arrived with (`?ref=CODE` on any page), kept on this device
 * for REFERRAL_ATTRIBUTION_DAYS so an application made later (after browsing on) still names it.
 * The first code stays while it is fresh (first attribution wins); the server ignores an unknown one.
 */
const KEY = 'careers.referral';
const DAY_MS = 24 * 60 * 60 * 1000;
const CODE_MAX = 40;

interface Stored {
  code: string;
  at: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(storage: Store): Stored | null {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<Stored> | null;
    return value && typeof value.code === 'string' && typeof value.at === 'number' ? { code: value.code, at: value.at } : null;
  } catch {
    return null;
  }
}

const fresh = (stored: Stored | null, now: number): stored is Stored => !!stored && now - stored.at < REFERRAL_ATTRIBUTION_DAYS * DAY_MS;

/** Keeps the code of `search` unless a fresh one is kept already. Storage refused (private mode): nothing kept. */
export function rememberReferralCode(search: string, storage: Store, now = Date.now()): void {
  const code = new URLSearchParams(search).get(REFERRAL_QUERY_PARAM)?.trim().slice(0, CODE_MAX);
  if (!code) return;
  try {
    if (!fresh(read(storage), now)) storage.setItem(KEY, JSON.stringify({ code, at: now }));
  } catch {
    // Storage full or refused: the visit is simply not attributed.
  }
}

/** The kept code while it is fresh, else ''. */
export function referralCodeFor(storage: Store, now = Date.now()): string {
  const stored = read(storage);
  return fresh(stored, now) ? stored.code : '';
}

/** The browser's storage, or none where it is refused. */
export function deviceStorage(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
