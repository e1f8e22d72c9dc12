/**
 * The job lifecycle in real Chromium: an admin closes a job from the job posts screen,
 * and the job's public page says it is closed, without Apply Now.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, JOB_LIFECYCLE_MESSAGES, jobPagePath } from '@careers/domain';
import { createJob } from '../support/admin';
import { useChromium } from '../support/browser';
import { adminToken } from '../support/stack';
import { uniqueLetters } from '../support/submissions';
import { gridRow } from './adminLists';
import { expectShown, shownText, submitAndWait, visible, withPage } from './helpers';
import { openAsAdmin } from './signIn';

const browser = useChromium();

describe('closing a job', () => {
  it('an admin closes a job on the job posts screen; its public page says it is closed and offers no Apply Now', async () => {
    const title = `Lifecycle Welder ${uniqueLetters()}`;
    const { jobId } = await createJob(await adminToken(), { title, location: 'Nagpur' });
    await withPage(browser(), async ({ page }) => {
      await openAsAdmin(page, `/admin/post-job?${new URLSearchParams({ q: title })}`);
      const row = gridRow(page, jobId);
      await visible(row);
      expect(await shownText(row.locator('[data-field="status"]'))).toBe('Open');

      const closed = await submitAndWait(page, ENDPOINTS.jobStatus, () => row.getByRole('button', { name: `Close ${title}` }).click());
      expect(closed.response.status()).toBe(200);
      await expectShown(row.locator('[data-field="status"]'), 'Closed');
      await visible(row.getByRole('button', { name: `Reopen ${title}` }));

      await page.goto(jobPagePath('fixed', jobId));
      await expectShown(page.getByTestId('closed-job'), JOB_LIFECYCLE_MESSAGES.closedJob);
      expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    });
  });
});
