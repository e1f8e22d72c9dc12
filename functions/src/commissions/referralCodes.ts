import { randomInt } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import {
  COMMISSION_MESSAGES,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_QUERY_PARAM,
  absoluteUrl,
  siteOrigin,
} from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { HttpError } from '../http/errors';

/** The affiliate's profile field holding its code; the code's own document says whose it is. */
export const REFERRAL_CODE_FIELD = 'referralCode';

const codes = () => db().collection(COLLECTIONS.referralCodes);

/** A fresh code from a cryptographic source: guessing one is hopeless (about 49 bits). */
function newCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/**
 * The affiliate's code, made on first ask: the profile and the code's document are written in one
 * transaction, so two first asks at once hand out one code, and a code drawn twice is never given
 * to a second affiliate (the create of its document fails the transaction, which retries afresh).
 */
export async function referralCodeOf(affiliateId: string): Promise<string> {
  const profile = db().collection(COLLECTIONS.affiliates).doc(affiliateId);
  return db().runTransaction(async (tx) => {
    const doc = await tx.get(profile);
    // An account with the role but no profile (one being deleted) gets no code: a write here would
    // make a profile of nothing, counted among the affiliates but listed nowhere.
    if (!doc.exists) throw new HttpError(404, COMMISSION_MESSAGES.affiliateNotFound);
    const known = doc.get(REFERRAL_CODE_FIELD) as unknown;
    if (typeof known === 'string' && known) return known;
    const code = newCode();
    const taken = await tx.get(codes().doc(code));
    if (taken.exists) throw new Error('referral code drawn twice');
    tx.create(codes().doc(code), { affiliateId, createdAt: FieldValue.serverTimestamp() });
    tx.set(profile, { [REFERRAL_CODE_FIELD]: code }, { merge: true });
    return code;
  });
}

export const referralUrl = (code: string): string =>
  absoluteUrl(siteOrigin(process.env.SITE_ORIGIN), `/?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`);

/** Whose a code is; anything that is not a stored code (unknown, malformed) is nobody's. */
export async function affiliateOfCode(code: string): Promise<string | null> {
  const normal = code.trim().toUpperCase();
  if (normal.length !== REFERRAL_CODE_LENGTH || [...normal].some((letter) => !REFERRAL_CODE_ALPHABET.includes(letter))) return null;
  const doc = await codes().doc(normal).get();
  const affiliateId = doc.get('affiliateId') as unknown;
  return typeof affiliateId === 'string' && affiliateId ? affiliateId : null;
}
