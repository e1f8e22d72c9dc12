/** The affiliate area in real Chromium: register, sign in, post, counts, referrals, profile, reset, guard, screenshots. */
import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_MESSAGES,
  AFFILIATE_RESEND_SECONDS,
  API_MESSAGES,
  CONFETTI_MS,
  ENDPOINTS,
  PIPELINE_STAGES,
  REVIEW_STATE_LABELS,
  SESSION_MESSAGES,
  STAGE_WORDS,
  apiPath,
  type PipelineStage,
  type ReferralFields,
} from '@careers/domain';
import { DEMO_AFFILIATE_JOBS } from '../../scripts/stack/demoData';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { canSignIn, latestResetCode } from '../support/accounts';
import { call } from '../support/admin';
import { approveAffiliateJobs, newAffiliate, registration } from '../support/affiliates';
import { openPage, screenshot, useChromium, VIEWPORTS, waitForLive } from '../support/browser';
import { DEMO_ADMIN, DEMO_AFFILIATE, adminToken, api, useEmulators } from '../support/stack';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster, uniqueLetters } from '../support/submissions';
import { giveConsent, expectShown, gone, shownText, submitAndWait, visible, watchRequests, withPage, WAIT_MS } from './helpers';
import { signInAtAffiliate as signIn } from './signIn';

useEmulators();

const browser = useChromium();
const postApply = multipartPoster(apiPath(ENDPOINTS.jobApply));

async function fill(page: Page, values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) await page.locator(`#${id}`).fill(value);
}

const toastTitle = async (page: Page, testId: string) => shownText(page.getByTestId(testId).locator('.MuiAlertTitle-root'));

/** A referral as stored before stages existed: a free-text status (read as a stage: legacyReferralStage). */
async function addReferral(affiliateId: string, affiliateJobId: string, studentName: string, status: string) {
  const referral: Omit<ReferralFields, 'stage'> & { status: string } = {
    affiliateJobId,
    affiliateId,
    jobId: affiliateJobId,
    jobTitle: 'Referred job',
    studentName,
    email: `${studentName.toLowerCase().replace(/ /g, '.')}@example.com`,
    status,
  };
  await db()
    .collection(COLLECTIONS.referrals)
    .add({ ...referral, createdAt: FieldValue.serverTimestamp() });
}

describe('affiliate area', () => {
  it('registers, signs in, posts a job, sees counts, referrals, profile, changes the password and logs out', async () => {
    await withPage(
      browser(),
      async ({ page }) => {
        const body = registration();
        await page.goto('/affiliate-form');
        await visible(page.getByTestId('affiliate-form'));
        await fill(page, {
          'aff-full-name': body.fullName,
          'aff-email': body.email,
          'aff-password': body.password,
          'aff-confirm-password': body.confirmPassword,
          'aff-phone': body.phoneNumber,
          'aff-company': body.companyName,
          'aff-company-email': body.companyEmail,
          'aff-designation': body.designation,
        });
        await giveConsent(page);
        const { response } = await submitAndWait(page, ENDPOINTS.affiliateRegister, () =>
          page.getByRole('button', { name: 'Register' }).click(),
        );
        expect(response.status()).toBe(201);
        expect(await toastTitle(page, 'affiliate-form-toast')).toBe(AFFILIATE_MESSAGES.registeredTitle);
        expect(await shownText(page.getByTestId('affiliate-form-toast'))).toContain(API_MESSAGES.affiliateRegistered);

        // Signed out, the dashboard sends to sign-in and comes back after it.
        await page.goto('/affiliate-dashboard/postjob');
        await page.waitForURL('**/affiliate-login', { timeout: WAIT_MS });
        await signIn(page, body.email, body.password);
        await page.waitForURL('**/affiliate-dashboard/postjob', { timeout: WAIT_MS });
        await expectShown(page, AFFILIATE_MESSAGES.noJobsPosted);

        const title = `Warehouse Lead ${uniqueLetters()}`;
        await fill(page, {
          'job-jobTitle': title,
          'job-skillset': 'Inventory, SAP',
          'job-experience': '2-4 years',
          'job-location': 'Nagpur',
          'job-domain': 'Logistics',
          'job-salary': '5 LPA',
        });
        const posted = await submitAndWait(page, ENDPOINTS.affiliateJobCreate, () =>
          page.getByRole('button', { name: 'Post Job' }).click(),
        );
        expect(posted.response.status()).toBe(201);
        expect(await shownText(page.getByTestId('post-job-toast'))).toContain(AFFILIATE_MESSAGES.jobPosted);
        const row = page.getByTestId('posted-job').filter({ hasText: title });
        await visible(row);
        expect((await row.locator('td').allInnerTexts()).map((text) => text.trim())).toEqual([
          '1',
          title,
          'Inventory, SAP',
          '2-4 years',
          'Nagpur',
          'Logistics',
          '5 LPA',
          REVIEW_STATE_LABELS.pending,
          'Edit\nClose',
        ]);
        expect(await page.locator('#posted-jobs-title').innerText()).toBe('Posted Jobs');

        const job = posted.body as unknown as { _id: string; affiliateId: string };
        for (const [name, status] of [
          ['Asha Verma', 'Offer Letter'],
          ['Imran Khan', 'HR'],
          ['Divya Nair', 'Interview'],
          ['Karan Joshi', 'On Hold'],
        ] as const) {
          await addReferral(job.affiliateId, job._id, name, status);
        }

        await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
        await page.waitForURL('**/affiliate-dashboard', { timeout: WAIT_MS });
        await visible(page.getByTestId('job-count').filter({ hasText: /^1$/ }));
        await visible(page.getByTestId('referral-count').filter({ hasText: /^4$/ }));

        await page.getByRole('link', { name: 'Referrals', exact: true }).click();
        const card = page.getByTestId('referral-job').filter({ hasText: title });
        await visible(card);
        await visible(
          card.getByTestId('referral-count-badge').filter({ hasText: new RegExp(`^${AFFILIATE_MESSAGES.referralsBadge(4)}$`) }),
        );
        const colours = await card
          .getByTestId('referral-status')
          .evaluateAll((chips) =>
            chips.map((chip) => [chip.textContent, getComputedStyle(chip).backgroundColor, (chip as HTMLElement).dataset.color]),
          );
        // The spec's free-text statuses, shown as written, coloured by the stage each names (none: Referred's grey).
        expect(colours.map(([text, , colour]) => [text, colour])).toEqual([
          ['Offer Letter', 'success'],
          ['HR', 'warning'],
          ['Interview', 'info'],
          ['On Hold', 'default'],
        ]);
        // Green, orange, blue, and a neutral grey: four different backgrounds.
        expect(new Set(colours.map(([, background]) => background)).size).toBe(4);
        // The job's counts agree with its referrals: none applied yet, each counts at the stage it names.
        expect(await card.getByTestId('job-stage-counts').getByTestId('stage-count').allInnerTexts()).toEqual(
          PIPELINE_STAGES.map((stage) => `${STAGE_WORDS[stage]}: ${['screening', 'interview', 'offer'].includes(stage) ? 1 : 0}`),
        );

        await page.getByRole('button', { name: 'Profile menu' }).click();
        await page.getByRole('menuitem', { name: 'Profile' }).click();
        await page.waitForURL('**/affiliate-dashboard/profile', { timeout: WAIT_MS });
        await visible(page.getByTestId('profile-fields'));
        expect(await page.locator('#profile-fullName').inputValue()).toBe(body.fullName);
        expect(await page.locator('#profile-companyEmail').inputValue()).toBe(body.companyEmail);
        expect(await page.locator('#profile-designation').getAttribute('readonly')).not.toBeNull();

        await fill(page, { 'old-password': 'Wrong@12345', 'new-password': 'Changed#2025' });
        await page.getByRole('button', { name: 'Show New Password' }).click();
        expect(await page.locator('#new-password').getAttribute('type')).toBe('text');
        await page.getByRole('button', { name: 'Change Password' }).click();
        expect(await shownText(page.getByTestId('change-password-toast'))).toContain(AFFILIATE_MESSAGES.passwordChangeFailed);
        expect(await canSignIn(body.email, body.password)).toBe(true);

        await fill(page, { 'old-password': body.password });
        await page.getByRole('button', { name: 'Change Password' }).click();
        await visible(page.getByTestId('change-password-toast').filter({ hasText: AFFILIATE_MESSAGES.passwordChanged }));
        expect(await canSignIn(body.email, 'Changed#2025')).toBe(true);

        await page.getByRole('button', { name: 'Profile menu' }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await page.waitForURL('**/affiliate-login', { timeout: WAIT_MS });
        await page.goto('/affiliate-dashboard');
        await page.waitForURL('**/affiliate-login', { timeout: WAIT_MS });

        // Once approved (an admin's review; a new affiliate job is pending), the job is in the public Current openings list too.
        await approveAffiliateJobs(job._id);
        await page.goto('/jobs/current-opening');
        await page.getByLabel('Job name').fill(title);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expectShown(page, title);
      },
      [/status of 400/],
    );
  });

  it("sees a referral's outcome: the badge follows the stage of the application it led to, and the jobs count applications per stage", async () => {
    // Seeded through the API: an affiliate's job, an admin's referral, the student's application, an admin's move.
    const affiliate = await newAffiliate();
    const posted = await api(apiPath(ENDPOINTS.affiliateJobCreate), {
      method: 'POST',
      token: affiliate.token,
      json: { ...DEMO_AFFILIATE_JOBS[0], jobTitle: `Outcome Analyst ${uniqueLetters()}`, affiliateId: affiliate.id },
    });
    expect(posted.status).toBe(201);
    const job = posted.json as { _id: string; jobTitle: string };
    await approveAffiliateJobs(job._id);
    const admin = await adminToken();
    const student = applicant();
    const referred = await call('referStudent', {
      token: admin,
      json: { jobId: job._id, affiliateId: affiliate.id, studentName: student.name, email: student.email, jobTitle: job.jobTitle },
    });
    expect(referred.status).toBe(201);
    const applied = await postApply(
      { ...student, jobId: job._id, jobTitle: job.jobTitle, affiliateId: affiliate.id },
      { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
    );
    expect(applied.status).toBe(201);
    const moveTo = async (stage: PipelineStage) => {
      const res = await api(apiPath(ENDPOINTS.applicationStageMove, { id: applied.json._id }), {
        method: 'PUT',
        token: admin,
        json: { stage },
      });
      expect(res.status).toBe(200);
    };
    await moveTo('interview');

    await withPage(browser(), async ({ page }) => {
      await page.goto('/affiliate-login');
      await signIn(page, affiliate.email, affiliate.password);
      await page.waitForURL('**/affiliate-dashboard', { timeout: WAIT_MS });
      // The dashboard: the applications to all the affiliate's jobs, per stage.
      const all = page.getByTestId('all-stage-counts');
      await visible(all.locator('[data-stage="interview"]').filter({ hasText: `${STAGE_WORDS.interview}: 1` }));
      expect(await all.getByTestId('stage-count').allInnerTexts()).toEqual(
        PIPELINE_STAGES.map((stage) => `${STAGE_WORDS[stage]}: ${stage === 'interview' ? 1 : 0}`),
      );

      await page.getByRole('link', { name: 'Referrals', exact: true }).click();
      const card = page.getByTestId('referral-job').filter({ hasText: job.jobTitle });
      const badge = card.getByTestId('referral-row').filter({ hasText: student.name }).getByTestId('referral-status');
      expect(await shownText(badge)).toBe(STAGE_WORDS.interview);
      expect(await badge.getAttribute('data-color')).toBe('info');
      expect(await badge.evaluate((el) => el.className)).toContain('MuiChip-colorInfo');
      const counts = card.getByTestId('job-stage-counts');
      expect(await shownText(counts.locator('[data-stage="interview"]'))).toBe(`${STAGE_WORDS.interview}: 1`);
      expect(await shownText(counts.locator('[data-stage="applied"]'))).toBe(`${STAGE_WORDS.applied}: 0`);
      // Counts only: the applicant's phone is nowhere on the affiliate's screen.
      expect(await page.locator('main').innerText()).not.toContain(student.phone);

      // The admin moves the application on; the affiliate's screen, opened again, follows.
      await moveTo('offer');
      await page.reload();
      await visible(badge.filter({ hasText: STAGE_WORDS.offer }));
      expect(await badge.getAttribute('data-color')).toBe('success');
      expect(await shownText(counts.locator('[data-stage="offer"]'))).toBe(`${STAGE_WORDS.offer}: 1`);
      expect(await shownText(counts.locator('[data-stage="interview"]'))).toBe(`${STAGE_WORDS.interview}: 0`);
    });
  });

  it('shows the server message for a taken email', async () => {
    const taken = await newAffiliate();
    await withPage(
      browser(),
      async ({ page }) => {
        const body = registration({ email: taken.email });
        await page.goto('/affiliate-form');
        await fill(page, {
          'aff-full-name': body.fullName,
          'aff-email': body.email,
          'aff-password': body.password,
          'aff-confirm-password': body.confirmPassword,
          'aff-phone': body.phoneNumber,
          'aff-company': body.companyName,
          'aff-company-email': body.companyEmail,
          'aff-designation': body.designation,
        });
        await giveConsent(page);
        await page.getByRole('button', { name: 'Register' }).click();
        expect(await toastTitle(page, 'affiliate-form-toast')).toBe(AFFILIATE_MESSAGES.registrationErrorTitle);
        expect(await shownText(page.getByTestId('affiliate-form-toast'))).toContain(API_MESSAGES.emailAlreadyRegistered);
      },
      [/409/],
    );
  });

  it('offers Logout, not Sign In, in the header while signed in, and shows a profile that cannot load as the error toast', async () => {
    const affiliate = await newAffiliate();
    await withPage(
      browser(),
      async ({ page }) => {
        const header = page.getByRole('navigation', { name: 'Affiliate' });
        await page.goto('/affiliate-login');
        await visible(header.getByRole('link', { name: 'Sign In', exact: true }));
        await signIn(page, affiliate.email, affiliate.password);
        await page.waitForURL('**/affiliate-dashboard', { timeout: WAIT_MS });
        await visible(header.getByRole('button', { name: 'Logout', exact: true }));
        expect(await header.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);

        await db().collection(COLLECTIONS.affiliates).doc(affiliate.id).delete();
        await page.goto('/affiliate-dashboard/profile');
        expect(await toastTitle(page, 'profile-toast')).toBe(AFFILIATE_MESSAGES.errorTitle);
        expect(await shownText(page.getByTestId('profile-toast'))).toContain(AFFILIATE_MESSAGES.profileLoadFailed);
        expect(await page.getByTestId('profile-fields').count()).toBe(0);

        await header.getByRole('button', { name: 'Logout', exact: true }).click();
        await page.waitForURL('**/affiliate-login', { timeout: WAIT_MS });
        await visible(header.getByRole('link', { name: 'Sign In', exact: true }));
      },
      [/404/],
    );
  });

  it('asks for every registration field with the spec messages, sending nothing', async () => {
    await withPage(browser(), async ({ page }) => {
      const posts = watchRequests(page, ENDPOINTS.affiliateRegister);
      await page.goto('/affiliate-form');
      await page.getByRole('button', { name: 'Register' }).click();
      for (const message of [
        'Full Name is required',
        'Email Address is required',
        'Password is required',
        'Confirm Password is required',
        'Phone Number is required',
        'Company Name is required',
        'Company Email Address is required',
        'Designation is required',
      ]) {
        await expectShown(page, message);
      }
      await fill(page, { 'aff-password': 'abcdefgh', 'aff-confirm-password': 'abcdefgX', 'aff-email': 'nope' });
      await page.getByRole('button', { name: 'Register' }).click();
      await expectShown(page, 'Password must contain at least one uppercase letter');
      await expectShown(page, 'Passwords must match');
      await expectShown(page, 'Invalid email address');
      await screenshot(page, 'affiliate-form-errors');
      expect(posts).toEqual([]);
    });
  });

  it('refuses wrong credentials and a non-affiliate account with clear messages', async () => {
    await withPage(
      browser(),
      async ({ page }) => {
        await page.goto('/affiliate-login');
        await signIn(page, DEMO_AFFILIATE.email, 'Wrong@Pass1');
        expect(await shownText(page.getByTestId('login-error'))).toBe(AFFILIATE_MESSAGES.loginFailed);
        await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
        await visible(page.getByTestId('login-error').filter({ hasText: SESSION_MESSAGES.wrongRole('affiliate') }));
        expect(page.url()).toMatch(/\/affiliate-login$/);
      },
      [/400/],
    );
  });

  it('resets a forgotten password with the mailed code and a 60 s resend countdown', async () => {
    const affiliate = await newAffiliate();
    await withPage(
      browser(),
      async ({ page }) => {
        await page.goto('/affiliate-login');
        // The page is prerendered now: a press before its scripts run would do nothing.
        await waitForLive(page);
        await page.getByRole('button', { name: 'Forgot Password?' }).click();
        await fill(page, { 'reset-email': affiliate.email });
        await page.getByRole('button', { name: 'Send Code' }).click();
        await expectShown(page, AFFILIATE_MESSAGES.resetCodeSent);
        const resend = page.getByRole('button', { name: /^Resend Code in \d+s$/ });
        await visible(resend);
        expect(await resend.isDisabled()).toBe(true);
        const seconds = Number(/(\d+)s$/.exec(await resend.innerText())![1]);
        expect(seconds).toBeLessThanOrEqual(AFFILIATE_RESEND_SECONDS);
        expect(seconds).toBeGreaterThan(AFFILIATE_RESEND_SECONDS - 5);
        await screenshot(page, 'affiliate-login-reset');

        const resets = watchRequests(page, ENDPOINTS.affiliateResetPassword);
        const code = await latestResetCode(affiliate.email);
        await fill(page, { 'reset-otp': code, 'reset-new-password': 'Fresh#Start9', 'reset-confirm-password': 'Fresh#Start8' });
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await expectShown(page, AFFILIATE_MESSAGES.passwordsDoNotMatch);
        expect(resets).toEqual([]);

        await fill(page, { 'reset-confirm-password': 'Fresh#Start9' });
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await expectShown(page, AFFILIATE_MESSAGES.resetSuccess);
        await signIn(page, affiliate.email, 'Fresh#Start9');
        await page.waitForURL('**/affiliate-dashboard', { timeout: WAIT_MS });
      },
      [/400/],
    );
  });

  it('shows confetti for about 2.5 s, and none with reduced motion', async () => {
    const affiliate = await newAffiliate();
    const { page, close } = await openPage(browser(), VIEWPORTS.desktop, { reducedMotion: 'no-preference' });
    try {
      await page.goto('/affiliate-login');
      await signIn(page, affiliate.email, affiliate.password);
      await page.waitForURL('**/affiliate-dashboard', { timeout: WAIT_MS });
      await visible(page.getByTestId('job-count'));
      const started = performance.now();
      await gone(page.getByTestId('confetti'), CONFETTI_MS + 5000);
      expect(performance.now() - started).toBeLessThanOrEqual(CONFETTI_MS + 1000);

      // The dashboard again, still signed in, for a reader who asks for reduced motion.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/affiliate-dashboard');
      await visible(page.getByTestId('job-count'));
      expect(await page.getByTestId('confetti').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('shows every affiliate screen at 390 and 1280 px without console errors (demo affiliate)', async () => {
    // One page, each screen loaded once and shown at both widths (a resize lays it out again).
    const { page, errors, close } = await openPage(browser(), VIEWPORTS.desktop);
    const atEveryWidth = async (screen: string, shown: () => Promise<unknown>) => {
      for (const viewport of Object.values(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await shown();
        await screenshot(page, `affiliate-${screen}-${viewport.width}`);
      }
    };
    try {
      for (const [screen, path] of [
        ['landing', '/affiliate'],
        ['form', '/affiliate-form'],
        ['login', '/affiliate-login'],
      ] as const) {
        await page.goto(path);
        await atEveryWidth(screen, () => visible(page.locator('h1').first()));
      }
      await signIn(page, DEMO_AFFILIATE.email, DEMO_AFFILIATE.password);
      await page.waitForURL('**/affiliate-dashboard', { timeout: WAIT_MS });
      await atEveryWidth('dashboard', () => visible(page.getByTestId('job-count').filter({ hasText: /\d/ })));
      for (const [screen, shown] of [
        ['postjob', () => visible(page.getByTestId('posted-job').first())],
        ['referrals', () => visible(page.getByTestId('referral-status').first())],
        ['profile', () => visible(page.getByTestId('profile-fields'))],
      ] as const) {
        await page.goto(`/affiliate-dashboard/${screen}`);
        await atEveryWidth(screen, shown);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
