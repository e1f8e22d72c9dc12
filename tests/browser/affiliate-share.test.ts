/**
 * An affiliate shares one of its jobs in real Chromium: Share (from the keyboard) copies the job's
 * public page with the affiliate's referral code and says so in a status region; on a phone with a
 * share sheet it offers the link there. An applicant on another device opens the link and applies,
 * and the application is the affiliate's referral.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, jobPagePath } from '@careers/domain';
import { call } from '../support/admin';
import { approveAffiliateJobs, newAffiliate, postAffiliateJob } from '../support/affiliates';
import { useChromium, VIEWPORTS } from '../support/browser';
import { useEmulators } from '../support/stack';
import { CONTENT_TYPES, RESUME_BYTES, applicant, uniqueLetters } from '../support/submissions';
import { clipboardText, giveConsent, shareByCopying, shownText, submitAndWait, visible, WAIT_MS, withPage } from './helpers';
import { signInAtAffiliate } from './signIn';

useEmulators();

const browser = useChromium();

describe("sharing an affiliate's job", () => {
  it('copies the job page with the referral code; an application through it is the affiliate’s referral', async () => {
    const affiliate = await newAffiliate();
    const jobTitle = `Shared Cashier ${uniqueLetters()}`;
    const jobId = await postAffiliateJob(affiliate, { jobTitle });
    await approveAffiliateJobs(jobId);
    const { code } = (await call('affiliateReferralLink', { token: affiliate.token })).json as { code: string };

    await withPage(browser(), { freshContext: true }, async (watched) => {
      const { page } = watched;
      await shareByCopying(watched);
      await page.goto('/affiliate-login');
      await signInAtAffiliate(page, affiliate.email, affiliate.password);
      await page.waitForURL('**/affiliate-dashboard', { timeout: WAIT_MS });
      await page.goto('/affiliate-dashboard/postjob');
      const row = page.getByTestId('posted-job').filter({ hasText: jobTitle });
      const share = row.getByRole('button', { name: `Share ${jobTitle}` });
      await visible(share);
      await share.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => shownText(row.getByRole('status')), { timeout: WAIT_MS }).toBe('Link copied');
      const url = new URL(await clipboardText(page));
      expect(url.pathname).toBe(jobPagePath('affiliate', jobId));
      expect(url.search).toBe(`?ref=${code}`);

      // The Referrals page offers the same Share for the job.
      await page.goto('/affiliate-dashboard/referrals');
      await visible(
        page
          .getByTestId('referral-job')
          .filter({ hasText: jobTitle })
          .getByRole('button', { name: `Share ${jobTitle}` }),
      );

      // On a phone with a share sheet, Share hands the same link to it.
      await page.addInitScript(() => {
        const shared: ShareData[] = [];
        (window as unknown as { __shared: ShareData[] }).__shared = shared;
        Object.defineProperty(Navigator.prototype, 'share', {
          value: (data: ShareData) => (shared.push(data), Promise.resolve()),
          configurable: true,
        });
      });
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto('/affiliate-dashboard/postjob');
      const card = page.getByTestId('posted-job').filter({ hasText: jobTitle });
      const shareOnPhone = card.getByRole('button', { name: `Share ${jobTitle}` });
      await shareOnPhone.click();
      await expect.poll(() => shownText(card.getByRole('status')), { timeout: WAIT_MS }).toBe('Link shared');
      const sheet = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
      expect(sheet).toEqual([{ title: jobTitle, url: url.toString() }]);

      // Another device opens the shared link and applies on the job's page.
      const person = applicant();
      await withPage(browser(), { freshContext: true }, async ({ page: visitor }) => {
        await visitor.goto(`${url.pathname}${url.search}`);
        const jobPage = visitor.getByTestId('job-page');
        await visible(jobPage);
        await jobPage.getByRole('button', { name: 'Apply Now' }).click();
        const modal = visitor.getByTestId('application-modal');
        await visible(modal.getByTestId('job-details'));
        await modal.getByLabel('Name').fill(person.name);
        await modal.getByLabel('Email').fill(person.email);
        await modal.getByLabel('Phone').fill(person.phone);
        await modal.getByTestId('resume-input').setInputFiles({ name: 'cv.pdf', mimeType: CONTENT_TYPES.pdf, buffer: RESUME_BYTES.pdf });
        await giveConsent(modal);
        const { response } = await submitAndWait(visitor, ENDPOINTS.jobApply, () =>
          modal.getByRole('button', { name: 'Submit Application' }).click(),
        );
        expect(response.status()).toBe(201);
      });

      // The affiliate's referrals list the applicant, through its link, at the application's stage.
      const referrals = (await call('affiliateReferralsOwn', { token: affiliate.token })).json as {
        _id: string;
        email: string;
        stage: string;
      }[];
      const referral = referrals.find((entry) => entry.email === person.email);
      expect(referral?.stage).toBe('applied');
      // A referral the link made (an application to its own job without the code is not listed here).
      expect(referral?._id).toMatch(/^link-/);
    });
  }, 180_000);
});
