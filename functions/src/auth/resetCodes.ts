import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import {
  BRAND_NAME,
  OTP_LENGTH,
  RESET_CODE_ACCOUNT_LIMITS,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MS,
  type MailContent,
} from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { accountClient, consumeRateLimit, refundRateLimit } from '../http/rateLimit';
import { queueMail } from './mail';

/**
 * One-time password reset codes (affiliate and admin): 6 random digits, stored only as a salted
 * hash in `resetCodes/{uid}` with an expiry and a count of wrong tries, mailed through `mail`.
 * A new request replaces the previous code. Per account, whatever the address, at most
 * RESET_CODE_ACCOUNT_LIMITS.codesMailed codes are mailed and wrongGuesses codes tried in vain per
 * window, across codes (the counters live in `rateLimits`, keyed by the hashed uid, not in the code).
 */
interface StoredResetCode {
  hash: string;
  salt: string;
  expiresAt: Timestamp;
  attempts: number;
}

const hashCode = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

const codeDoc = (uid: string) => db().collection(COLLECTIONS.resetCodes).doc(uid);

/** The reset code's mail: a forgotten password's. */
const resetMail = (code: string, minutes: number): MailContent => ({
  subject: `${BRAND_NAME} password reset code`,
  text: `Your password reset code is ${code}. It expires in ${minutes} minutes and works once.\nIf you did not ask for it, ignore this mail.`,
});

/**
 * Makes a new code for `uid`, stores its hash and mails it to `email` (with `mail`'s words: a
 * reset's, or an invitation's); does nothing once the account had its codes of the window (the
 * caller answers the same either way).
 */
export async function issueResetCode(
  uid: string,
  email: string,
  { mail = resetMail, ttlMs = RESET_CODE_TTL_MS }: { mail?: (code: string, minutes: number) => MailContent; ttlMs?: number } = {},
): Promise<void> {
  if (!(await consumeRateLimit('resetCodesMailed', accountClient(uid), RESET_CODE_ACCOUNT_LIMITS.codesMailed)).allowed) return;
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  const stored: StoredResetCode = {
    hash: hashCode(code, salt),
    salt,
    expiresAt: Timestamp.fromMillis(Date.now() + ttlMs),
    attempts: 0,
  };
  await codeDoc(uid).set(stored);
  const minutes = Math.round(ttlMs / 60_000);
  const { subject, text } = mail(code, minutes);
  await queueMail(email, subject, text);
}

/**
 * True when `code` is the live code of `uid`, which is then used up (deleted, in the same
 * transaction, so it works once). A wrong code counts a try; after RESET_CODE_MAX_ATTEMPTS wrong
 * tries, or past its expiry, the code is void. Every try also counts against the account's
 * wrong guesses of the window, which a new code does not reset: past them even the right code is
 * refused. The try is counted before the code is compared (so a burst cannot slip past the count)
 * and given back when the code was right.
 */
export async function consumeResetCode(uid: string, code: string): Promise<boolean> {
  const now = Date.now();
  const rule = RESET_CODE_ACCOUNT_LIMITS.wrongGuesses;
  if (!(await consumeRateLimit('resetCodeGuesses', accountClient(uid), rule, now)).allowed) return false;
  const right = await compareAndUse(uid, code);
  if (right) await refundRateLimit('resetCodeGuesses', accountClient(uid), rule, now);
  return right;
}

async function compareAndUse(uid: string, code: string): Promise<boolean> {
  const ref = codeDoc(uid);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return false;
    const stored = snapshot.data() as StoredResetCode;
    if (stored.attempts >= RESET_CODE_MAX_ATTEMPTS || stored.expiresAt.toMillis() <= Date.now()) {
      tx.delete(ref);
      return false;
    }
    const expected = Buffer.from(stored.hash, 'hex');
    const given = Buffer.from(hashCode(code, stored.salt), 'hex');
    if (!timingSafeEqual(expected, given)) {
      tx.update(ref, { attempts: stored.attempts + 1 });
      return false;
    }
    tx.delete(ref);
    return true;
  });
}
