/**
 * A job's own page in real Chromium: reached from its card's title, it shows the job and applies
 * with the same application form; loaded directly (server-rendered HTML) it hydrates cleanly.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, REFERENCE_PATTERN, apiPath, jobPagePath } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { holdAppScripts, screenshot, useChromium, waitForLive } from '../support/browser';
import { api, useEmulators } from '../support/stack';
import { applicant, CONTENT_TYPES, RESUME_BYTES } from '../support/submissions';
import { giveConsent, clipboardText, shareByCopying, shownText, storedWhere, submitAndWait, visible, withPage } from './helpers';

useEmulators();

const browser = useChromium();

describe('job page', () => {
  it('opens from the card title and applies from the page', async () => {
    await withPage(browser(), async ({ page }) => {
      await page.goto('/jobs/current-opening');
      await page.getByTestId('job-name-search').fill('QA Engineer');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const card = page.locator('[data-testid="job-card"][data-job-kind="fixed"]').filter({ hasText: 'QA Engineer' }).first();
      await visible(card);
      const jobId = (await card.getAttribute('data-job-id'))!;
      const job = (await api(apiPath(ENDPOINTS.jobDetails, { id: jobId }))).json as { jobId: string; title: string; location: string };

      await card.getByTestId('job-page-link').click();
      await page.waitForURL((url) => url.pathname === jobPagePath('fixed', jobId));
      const jobPage = page.getByTestId('job-page');
      await visible(jobPage);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('QA Engineer');
      expect(await jobPage.innerText()).toContain(job.location);
      expect(await page.title()).toBe(`QA Engineer in ${job.location} | CareerSetu`);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/jobs/${jobId}$`));
      expect(await jobPage.getByRole('link', { name: /Chat Now/ }).getAttribute('href')).toContain(encodeURIComponent('QA Engineer'));

      await jobPage.getByRole('button', { name: 'Apply Now' }).click();
      const modal = page.getByTestId('application-modal');
      await visible(modal.getByTestId('job-details'));
      const person = applicant();
      await modal.getByLabel('Name').fill(person.name);
      await modal.getByLabel('Email').fill(person.email);
      await modal.getByLabel('Phone').fill(person.phone);
      await modal.getByTestId('resume-input').setInputFiles({ name: 'CV.pdf', mimeType: CONTENT_TYPES.pdf, buffer: RESUME_BYTES.pdf });
      await giveConsent(modal);
      const { response, body } = await submitAndWait(page, ENDPOINTS.jobApply, () =>
        modal.getByRole('button', { name: 'Submit Application' }).click(),
      );
      expect(response.status()).toBe(201);
      const { reference } = body as { reference: string };
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(await shownText(modal.getByTestId('application-reference'))).toBe(reference);
      await screenshot(page, 'job-page-applied');

      const stored = await storedWhere(COLLECTIONS.applications, 'email', person.email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ jobId: job.jobId, jobTitle: 'QA Engineer', affiliateId: '' });
    });
  });

  it('loads an affiliate job page directly, hydrating the server HTML without errors, and copies its link with Share', async () => {
    const [job] = (await api(apiPath(ENDPOINTS.affiliateJobsPublic))).json as { _id: string; jobTitle: string }[];
    await withPage(browser(), async (watched) => {
      const { page } = watched;
      await shareByCopying(watched);
      await page.goto(jobPagePath('affiliate', job!._id));
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(job!.jobTitle);
      const jobPage = page.getByTestId('job-page');
      await visible(jobPage.getByRole('button', { name: 'Apply Now' }));
      await screenshot(page, 'job-page-affiliate');

      await waitForLive(page);
      const share = jobPage.getByRole('button', { name: `Share link to ${job!.jobTitle}` });
      await share.click();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      await expect.poll(() => clipboardText(page)).toBe(canonical);
      expect(await shownText(share)).toBe('Link copied');
      expect(await jobPage.getByRole('status').textContent()).toBe('Link copied');
    });
  });

  it("opens the application form for a press on Apply Now made before the page's scripts ran", async () => {
    await withPage(browser(), async ({ page }) => {
      // The server HTML is on screen; the app's scripts are held until the visitor has pressed.
      const release = await holdAppScripts(page);
      await page.goto('/jobs/JOB1001', { waitUntil: 'commit' });
      await page.getByTestId('job-page').getByRole('button', { name: 'Apply Now' }).click();
      const modal = page.getByTestId('application-modal');
      expect(await modal.count()).toBe(0);
      release();
      await visible(modal.getByTestId('job-details'));
    });
  });
});
