/**
 * Placement fees in real Chromium: an admin sets a fixed job's fee in rupees on the job's form
 * (the API's message shown on the field when it refuses one), sees it on the job's view in the
 * Indian format, and sets an affiliate job's fee from the review queue, approving with it. A
 * recruiter's job form and view carry no money.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMMISSION_MESSAGES, ENDPOINTS, FEEDBACK_MESSAGES, REVIEW_STATE_LABELS, formatPaise } from '@careers/domain';
import { call, createJob } from '../support/admin';
import { newAffiliate, postAffiliateJob } from '../support/affiliates';
import { useChromium } from '../support/browser';
import { adminToken, useEmulators } from '../support/stack';
import { uniqueLetters } from '../support/submissions';
import { gridRows } from './adminLists';
import { expectShown, gone, isCallOf, shownText, submitAndWait, visible, WAIT_MS, withPage } from './helpers';
import { openAsAdmin, openAsRecruiter } from './signIn';

useEmulators();

const browser = useChromium();
const FEE = 'Placement Fee (₹)';

const feeOf = async (kind: 'jobPosts' | 'affiliateJobs', jobId: string) =>
  (await call('jobPlacementFeeRead', { token: await adminToken(), params: { kind, jobId } })).json.placementFee as number | null;

async function findJob(page: Page, tag: string, title: string) {
  await page.getByLabel('Search by job title or ID').fill(tag);
  await visible(gridRows(page).filter({ hasText: title }));
}

describe('placement fees', () => {
  it("an admin posts a job with a fee, is told the API's reason for a bad one, and sees the fee on the job's view", async () => {
    const tag = uniqueLetters();
    const title = `Fee Analyst ${tag}`;
    await withPage(browser(), async ({ page }) => {
      await openAsAdmin(page, '/admin/post-job');
      await page.getByRole('button', { name: 'Post a Job' }).click();
      const dialog = page.getByRole('dialog', { name: 'Post a Job' });
      await visible(dialog);
      await page.locator('#job-title').fill(title);
      await page.locator('#job-location').fill('Chennai');
      // A fee the API would refuse is refused before anything is posted, with the API's own message.
      await dialog.getByLabel(FEE).fill('12.345');
      await dialog.getByRole('button', { name: 'Post Job' }).click();
      await expectShown(dialog, COMMISSION_MESSAGES.feeRange);
      expect(await dialog.getByLabel(FEE).getAttribute('aria-invalid')).toBe('true');
      // Typed as people write rupees; the helper shows it in the Indian format before it is saved.
      await dialog.getByLabel(FEE).fill('1,25,000');
      await expectShown(dialog, formatPaise(12_500_000));
      const fee = await submitAndWait(page, ENDPOINTS.jobPlacementFee, () => dialog.getByRole('button', { name: 'Post Job' }).click());
      expect(fee.response.status()).toBe(200);
      await gone(dialog);
      await findJob(page, tag, title);
      const jobId = (fee.body as { jobId: string }).jobId;
      expect(await feeOf('jobPosts', jobId)).toBe(12_500_000);

      await page.getByRole('button', { name: `View ${title}` }).click();
      const view = page.getByRole('dialog', { name: 'View Job' });
      await visible(view);
      await expect.poll(() => shownText(view.getByTestId(`view-job-${FEE}`)), { timeout: WAIT_MS }).toContain('₹1,25,000');
      await view.getByRole('button', { name: 'Close' }).click();
      await gone(view);

      // Editing shows the stored fee to change; the new one is kept in paise.
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Job' });
      await expect.poll(() => edit.getByLabel(FEE).inputValue(), { timeout: WAIT_MS }).toBe('125000');
      await edit.getByLabel(FEE).fill('83333.50');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await gone(edit);
      await expect.poll(() => feeOf('jobPosts', jobId), { timeout: WAIT_MS }).toBe(8_333_350);
    });
  });

  it('an admin sets an affiliate job’s fee in the review queue (the API’s message on the field) and approves with it', async () => {
    const affiliate = await newAffiliate();
    const tag = uniqueLetters();
    const jobTitle = `Fee Picker ${tag}`;
    const id = await postAffiliateJob(affiliate, { jobTitle, skillset: 'Stock', location: 'Surat' });
    await withPage(
      browser(),
      async ({ page }) => {
        await openAsAdmin(page, `/admin/job-review?status=pending&q=${tag}`);
        const row = gridRows(page).filter({ hasText: jobTitle });
        await visible(row);
        await page.getByRole('button', { name: `Placement fee of ${jobTitle}` }).click();
        const dialog = page.getByRole('dialog', { name: `Placement fee of ${jobTitle}` });
        await visible(dialog);
        // Not a number: the API refuses it, and its message shows on the field.
        await dialog.getByLabel(FEE).fill('ten lakh');
        const refused = await submitAndWait(page, ENDPOINTS.jobPlacementFee, () =>
          dialog.getByRole('button', { name: 'Save Fee' }).click(),
        );
        expect(refused.response.status()).toBe(400);
        await expectShown(dialog, COMMISSION_MESSAGES.feeRange);

        await dialog.getByLabel(FEE).fill('50000');
        const approved = await submitAndWait(page, ENDPOINTS.affiliateJobReview, () =>
          dialog.getByRole('button', { name: 'Approve with Fee' }).click(),
        );
        expect(approved.response.status()).toBe(200);
        // As the queue's Approve: the decision names the review it was made on.
        expect(approved.response.request().postDataJSON()).toEqual({ decision: 'approve', from: 'pending' });
        await gone(dialog);
        await expect
          .poll(() => shownText(page.getByTestId('admin-feedback')), { timeout: WAIT_MS })
          .toBe(FEEDBACK_MESSAGES.jobApprovedWithFee('₹50,000'));
        expect(await feeOf('affiliateJobs', id)).toBe(5_000_000);
        await page.goto(`/admin/job-review?status=approved&q=${tag}`);
        expect(await shownText(gridRows(page).filter({ hasText: jobTitle }).getByTestId('review-state'))).toBe(
          REVIEW_STATE_LABELS.approved,
        );

        // An approved job's fee is edited from the same dialog, which now offers no approval.
        await page.getByRole('button', { name: `Placement fee of ${jobTitle}` }).click();
        await visible(dialog);
        await expect.poll(() => dialog.getByLabel(FEE).inputValue(), { timeout: WAIT_MS }).toBe('50000');
        expect(await dialog.getByRole('button', { name: 'Approve with Fee' }).count()).toBe(0);
        await dialog.getByLabel(FEE).fill('60000');
        await dialog.getByRole('button', { name: 'Save Fee' }).press('Enter');
        await gone(dialog);
        expect(await feeOf('affiliateJobs', id)).toBe(6_000_000);
      },
      [/status of 400/, /Failed to set the placement fee/],
    );
  });

  it("a recruiter's job form and view carry no fee", async () => {
    const tag = uniqueLetters();
    const title = `No Money ${tag}`;
    await createJob(await adminToken(), { title });
    await withPage(browser(), async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (isCallOf(new URL(request.url()).pathname, ENDPOINTS.jobPlacementFeeRead)) asked.push(request.url());
      });
      await openAsRecruiter(page, '/admin/post-job');
      await findJob(page, tag, title);
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Job' });
      await visible(edit.locator('#job-title'));
      expect(await edit.getByLabel(FEE).count()).toBe(0);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: `View ${title}` }).click();
      const view = page.getByRole('dialog', { name: 'View Job' });
      await visible(view.getByTestId('view-job-Job Title'));
      expect(await view.getByTestId(`view-job-${FEE}`).count()).toBe(0);
      expect(asked).toEqual([]);
    });
  });
});
