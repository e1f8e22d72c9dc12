/**
 * Limits per account: every signed-in write path counts the caller's calls whatever its
 * address (domain/src/api/limits.ts), and reset codes are limited per account across codes: codes
 * mailed and wrong guesses, with the same answers as ever, so no one learns which emails have accounts.
 */
import { describe, expect, it } from 'vitest';
import { API_MESSAGES, RESET_CODE_ACCOUNT_LIMITS, accountLimitOf } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { accountClient, rateLimitDocId, type RateLimitCounter } from '../../functions/src/http/rateLimit';
import { TEST_RATE_LIMIT_SCALE } from '../setup/testStack';
import { canSignIn, latestResetCode, mailCount, newAdmin } from '../support/accounts';
import { call } from '../support/admin';
import { newAffiliate, type TestAffiliate } from '../support/affiliates';
import { useEmulators } from '../support/stack';

useEmulators();

/** The counter document of one account in the current window, after making sure the window has `spareMs` left (so the test's calls land in it). */
async function accountCounter(counter: RateLimitCounter, uid: string, windowMs: number, spareMs = 30_000) {
  const left = () => windowMs - (Date.now() % windowMs);
  if (left() < spareMs) await new Promise((resolve) => setTimeout(resolve, left() + 50));
  const windowStart = Date.now() - (Date.now() % windowMs);
  return {
    ref: db()
      .collection(COLLECTIONS.rateLimits)
      .doc(rateLimitDocId(counter, accountClient(uid), windowStart)),
    windowStart,
  };
}

const postJob = (affiliate: TestAffiliate, tag: string) =>
  call('affiliateJobCreate', {
    token: affiliate.token,
    json: {
      affiliateId: affiliate.id,
      jobTitle: `Limit Tester ${tag}`,
      skillset: 'Retail',
      experience: '1-3 years',
      location: 'Pune',
      domain: 'Retail',
      salary: '5 LPA',
    },
  });

const ownJobs = async (affiliateId: string) =>
  (await db().collection(COLLECTIONS.affiliateJobs).where('affiliateId', '==', affiliateId).count().get()).data().count;

describe('per-account limits on signed-in writes', () => {
  it("stops an affiliate's job posts at its limit with 429 and Retry-After while another affiliate still posts", async () => {
    const [first, second] = await Promise.all([newAffiliate(), newAffiliate()]);
    const rule = accountLimitOf('affiliateJobCreate')!;
    const limit = rule.limit * TEST_RATE_LIMIT_SCALE;
    // The day so far: one post short of the (test-scaled) limit.
    const { ref, windowStart } = await accountCounter('affiliateJobCreate', first.id, rule.windowMs);
    await ref.set({ endpoint: 'affiliateJobCreate', windowStart, count: limit - 1 });

    expect((await postJob(first, 'last')).status).toBe(201);
    const secondsLeft = () => Math.ceil((windowStart + rule.windowMs - Date.now()) / 1000);
    const leftBefore = secondsLeft();
    const [refused, refusedAgain, other] = await Promise.all([postJob(first, 'over'), postJob(first, 'over 2'), postJob(second, 'fresh')]);
    const leftAfter = secondsLeft();
    for (const res of [refused, refusedAgain]) {
      expect(res.status).toBe(429);
      expect(res.json).toEqual({ message: API_MESSAGES.tooManyRequests });
      // Until the end of the account's day.
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(leftAfter);
      expect(retryAfter).toBeLessThanOrEqual(leftBefore);
    }
    expect(other.status).toBe(201);
    expect(await ownJobs(first.id)).toBe(1);
    expect(await ownJobs(second.id)).toBe(1);
  });
});

const NEW_PASSWORD = 'Guarded#Reset9';
/** `count` six-digit codes that are not `code`. */
const wrongCodes = (code: string, count: number) =>
  Array.from({ length: count }, (_, k) => String((Number(code) + 1 + k) % 1_000_000).padStart(6, '0'));

interface ResetPaths {
  forgot: (email: string) => Promise<{ status: number; json: unknown }>;
  reset: (email: string, code: string, k: number) => Promise<{ status: number; json: unknown }>;
}
const AFFILIATE_PATHS: ResetPaths = {
  forgot: (email) => call('affiliateForgotPassword', { json: { email } }),
  reset: (email, otp) => call('affiliateResetPassword', { json: { email, otp, newPassword: NEW_PASSWORD } }),
};
/** The admin's two reset paths, taken in turn: the count is the account's, whichever path guesses. */
const ADMIN_PATHS: ResetPaths = {
  forgot: (username) => call('adminForgotPassword', { json: { username } }),
  reset: (email, code, k) =>
    k % 2 === 0
      ? call('adminResetPassword', { json: { username: email, otp: code, newPassword: NEW_PASSWORD } })
      : call('adminResetForm', { json: { email, token: code, newPassword: NEW_PASSWORD } }),
};

/**
 * Two codes, each guessed wrong RESET_CODE_MAX_ATTEMPTS (5) times: the account's 10 wrong guesses.
 * Then a third code: right, yet refused like a wrong one; once the window's count is gone, the same code resets.
 */
async function guessAcrossCodes(account: { id: string; email: string; password: string }, paths: ResetPaths) {
  const { windowMs, limit } = RESET_CODE_ACCOUNT_LIMITS.wrongGuesses;
  const { ref } = await accountCounter('resetCodeGuesses', account.id, windowMs);
  const newCode = async () => {
    expect((await paths.forgot(account.email)).json).toEqual({ message: API_MESSAGES.resetCodeSent });
    return latestResetCode(account.email);
  };
  for (let code = 0; code < 2; code++) {
    const wrong = wrongCodes(await newCode(), limit / 2);
    const answers = await Promise.all(wrong.map((guess, k) => paths.reset(account.email, guess, k)));
    for (const { status, json } of answers)
      expect({ status, json }).toEqual({ status: 400, json: { message: API_MESSAGES.invalidResetCode } });
  }
  const right = await newCode();
  const refused = await paths.reset(account.email, right, 0);
  expect(refused.status).toBe(400);
  expect(refused.json).toEqual({ message: API_MESSAGES.invalidResetCode });
  expect(await canSignIn(account.email, account.password)).toBe(true);

  await ref.delete();
  expect((await paths.reset(account.email, right, 1)).json).toEqual({ message: API_MESSAGES.passwordReset });
}

describe('reset codes per account', () => {
  it('refuses even the right code of a new request after 10 wrong guesses in the hour, across codes and both admin paths', async () => {
    const [affiliate, admin] = await Promise.all([newAffiliate(), newAdmin()]);
    await Promise.all([guessAcrossCodes(affiliate, AFFILIATE_PATHS), guessAcrossCodes(admin, ADMIN_PATHS)]);
  });

  it('mails at most 5 codes an hour and answers forgot-password the same for a known and an unknown email, also past the limit', async () => {
    const affiliate = await newAffiliate();
    const unknown = `nobody.${affiliate.id.toLowerCase()}@example.com`;
    const { limit } = RESET_CODE_ACCOUNT_LIMITS.codesMailed;
    const shape = (res: Awaited<ReturnType<typeof call>>) => ({
      status: res.status,
      json: res.json,
      contentType: res.headers.get('content-type'),
      cacheControl: res.headers.get('cache-control'),
    });
    const forgot = (email: string) => call('affiliateForgotPassword', { json: { email } }).then(shape);
    const expected = await forgot(unknown);
    expect(expected).toMatchObject({ status: 200, json: { message: API_MESSAGES.resetCodeSent } });
    for (let sent = 0; sent < limit; sent++) expect(await forgot(affiliate.email)).toEqual(expected);
    expect(await mailCount(affiliate.email)).toBe(limit);

    const past = await Promise.all([forgot(affiliate.email), forgot(affiliate.email), forgot(unknown)]);
    for (const answer of past) expect(answer).toEqual(expected);
    expect(await mailCount(affiliate.email)).toBe(limit);
    expect(await mailCount(unknown)).toBe(0);
  });
});
