/**
 * Affiliate jobs are reviewed in real Chromium: an affiliate posts a job and sees
 * it pending review, an admin approves it in the review queue, and it appears on the public list;
 * Approve Selected approves the rows picked in the queue.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, FEEDBACK_MESSAGES, REVIEW_STATE_LABELS } from '@careers/domain';
import { call } from '../support/admin';
import { newAffiliate } from '../support/affiliates';
import { useChromium } from '../support/browser';
import { useEmulators } from '../support/stack';
import { uniqueLetters } from '../support/submissions';
import { gridRows } from './adminLists';
import { shownText, submitAndWait, visible, WAIT_MS, withPage } from './helpers';
import { openAsAdmin, signInAtAffiliate } from './signIn';

useEmulators();

const browser = useChromium();

describe('affiliate job review', () => {
  it('an affiliate posts a job and sees it pending; an admin approves it in the queue; it is on the public list', async () => {
    const affiliate = await newAffiliate();
    const tag = uniqueLetters();
    const title = `Review Lead ${tag}`;
    await withPage(browser(), async ({ page }) => {
      await page.goto('/affiliate-login');
      await signInAtAffiliate(page, affiliate.email, affiliate.password);
      await page.waitForURL('**/affiliate-dashboard', { timeout: WAIT_MS });
      await page.getByRole('link', { name: 'Post a Job', exact: true }).first().click();
      const values = { jobTitle: title, skillset: 'Audit', experience: '2 years', location: 'Indore', domain: 'Finance', salary: '6 LPA' };
      for (const [name, value] of Object.entries(values)) await page.locator(`#job-${name}`).fill(value);
      const posted = await submitAndWait(page, ENDPOINTS.affiliateJobCreate, () => page.getByRole('button', { name: 'Post Job' }).click());
      expect(posted.response.status()).toBe(201);
      const own = page.getByTestId('posted-job').filter({ hasText: title });
      expect(await shownText(own.getByTestId('job-review'))).toBe(REVIEW_STATE_LABELS.pending);

      // The admin's queue, narrowed to this job: the sidebar counts what waits for review.
      await openAsAdmin(page, `/admin/job-review?status=pending&q=${tag}`);
      const row = gridRows(page).filter({ hasText: title });
      await visible(row);
      expect(Number(await shownText(page.getByTestId('nav-count')))).toBeGreaterThan(0);
      const approved = await submitAndWait(page, ENDPOINTS.affiliateJobReview, () =>
        page.getByRole('button', { name: `Approve ${title}` }).click(),
      );
      expect(approved.response.status()).toBe(200);

      await page.goto(`/jobs/current-opening?q=${tag}`);
      await visible(page.getByTestId('job-card').filter({ hasText: title }));
    });
  });

  it('Approve Selected approves the jobs picked in the queue and says how many', async () => {
    const affiliate = await newAffiliate();
    const tag = uniqueLetters();
    const titles = [`Picker ${tag}`, `Sorter ${tag}`];
    for (const jobTitle of titles) {
      const res = await call('affiliateJobCreate', {
        token: affiliate.token,
        json: {
          jobTitle,
          skillset: 'Stock',
          experience: '1 year',
          location: 'Nagpur',
          domain: 'Retail',
          salary: '3 LPA',
          affiliateId: affiliate.id,
        },
      });
      expect(res.status).toBe(201);
    }
    await withPage(browser(), async ({ page }) => {
      await openAsAdmin(page, `/admin/job-review?status=pending&q=${tag}`);
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(2);
      const approve = page.getByRole('button', { name: 'Approve Selected' });
      expect(await approve.isDisabled()).toBe(true);
      for (const title of titles) await gridRows(page).filter({ hasText: title }).locator('input[type="checkbox"]').check();
      await approve.click();
      await expect.poll(() => shownText(page.getByTestId('admin-feedback')), { timeout: WAIT_MS }).toBe(FEEDBACK_MESSAGES.jobsApproved(2));
      // The pending queue empties; the approved ones are public.
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(0);
      await page.goto(`/jobs/current-opening?q=${tag}`);
      await expect.poll(() => page.getByTestId('job-card').count(), { timeout: WAIT_MS }).toBe(2);
    });
  });
});
