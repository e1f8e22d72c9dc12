/** The admin dashboard and the notification bell in real Chromium (spec: Dashboard, admin layout). */
import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  FUNNEL_DAYS,
  NOTIFICATION_DROPDOWN,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_POLL_MS,
  PIPELINE_STAGES,
  STAGE_LABELS,
  WEEKLY_WEEKS,
  apiPath,
  type PipelineStats,
} from '@careers/domain';
import { demoJobs } from '../../scripts/stack/demoData';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { openPage, screenshot, useChromium, VIEWPORTS } from '../support/browser';
import { adminToken, api, useEmulators } from '../support/stack';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster } from '../support/submissions';
import { signInAsAdmin } from './adminSession';
import { countDocs, expectShown, shownText, visible, WAIT_MS, withPage } from './helpers';

useEmulators();
const browser = useChromium();

/** The spec's card labels and the count each shows. */
const DASHBOARD_COUNTS = [
  { label: 'Students (Posted Resumes)', endpoint: 'resumeCount' },
  { label: 'Students (Applied for Jobs)', endpoint: 'applicationCount' },
  { label: 'Total Colleges', endpoint: 'collegeCount' },
  { label: 'Total Companies', endpoint: 'companyCount' },
  { label: 'Jobs Posted', endpoint: 'jobCount' },
  { label: 'Affiliate Register', endpoint: 'affiliateCount' },
  { label: 'Contacted', endpoint: 'contactCount' },
] as const;

const unreadCount = async () => (await db().collection(COLLECTIONS.notifications).where('read', '==', false).count().get()).data().count;

describe('admin dashboard', () => {
  it('shows the live clock and the seven counts the API answers', async () => {
    await withPage(browser(), async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/admin/dashboard');
      const clock = page.getByTestId('live-clock');
      await visible(clock);
      const first = await clock.innerText();
      expect(first).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
      await page.waitForFunction((shown) => document.querySelector('[data-testid="live-clock"]')?.textContent !== shown, first, {
        timeout: 5000,
      });

      const token = await adminToken();
      for (const { label, endpoint } of DASHBOARD_COUNTS) {
        const card = page.getByRole('region', { name: label });
        const value = card.getByTestId('count-value');
        await page.waitForFunction((el) => /^\d+$/.test(el?.textContent ?? ''), await value.elementHandle(), { timeout: WAIT_MS });
        const expected = (await api(apiPath(ENDPOINTS[endpoint]), { token })).json.count;
        expect(Number(await value.innerText()), label).toBe(expected);
      }

      // The pipeline: the funnel of 30 days as the API counts it, the weekly chart (loaded after the counts), the median.
      const stats = (await api(apiPath(ENDPOINTS.applicationPipelineStats), { token })).json as PipelineStats;
      const funnel = page.getByRole('region', { name: `Funnel (last ${FUNNEL_DAYS} days)` });
      await visible(funnel);
      for (const stage of PIPELINE_STAGES) {
        const row = funnel.locator(`[data-testid="funnel-stage"][data-stage="${stage}"]`);
        expect(await shownText(row.locator('dt')), stage).toBe(STAGE_LABELS[stage]);
        expect(Number(await shownText(row.getByTestId('funnel-count'))), stage).toBe(stats.funnel[stage]);
      }
      expect(await shownText(funnel.getByTestId('median-days'))).toMatch(/^Median days from applied to hired: (no hires yet|[\d.]+ days)/);
      const weekly = page.getByRole('region', { name: `Applications per week (last ${WEEKLY_WEEKS} weeks)` });
      await visible(weekly.getByTestId('weekly-chart').locator('svg').first());
      expect(await weekly.getByTestId('weekly-table').locator('tr').count()).toBe(WEEKLY_WEEKS);
      await screenshot(page, 'admin-dashboard-1280');
    });
  });

  it('looks right on a phone', async () => {
    const watched = await openPage(browser(), VIEWPORTS.phone);
    try {
      await signInAsAdmin(watched.page);
      await watched.page.goto('/admin/dashboard');
      await visible(watched.page.getByRole('region', { name: 'Contacted' }));
      await watched.page.waitForFunction(
        () => document.querySelectorAll('[data-testid="count-value"] [role="progressbar"]').length === 0,
        undefined,
        { timeout: WAIT_MS },
      );
      await visible(watched.page.getByTestId('weekly-chart').locator('svg').first());
      await screenshot(watched.page, 'admin-dashboard-390');
      expect(await watched.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      expect(watched.errors).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('the bell shows the notification of a visitor who applies within one poll, and opening it marks nothing read', async () => {
    await withPage(browser(), { freshContext: true }, async ({ page }) => {
      // The page's clock is Playwright's: the next poll is stepped to, not waited for.
      await page.clock.install();
      await signInAsAdmin(page);
      await page.goto('/admin/dashboard');
      const bell = page.getByRole('button', { name: /^Notifications: \d+ unread$/ });
      await visible(bell);

      // A visitor applies to a job (the browser form is tested in job-application.test.ts).
      const job = demoJobs()[0]!;
      const visitor = applicant();
      const applied = await multipartPoster(apiPath(ENDPOINTS.jobApply))(
        { ...visitor, jobId: job.jobId, jobTitle: job.title, affiliateId: '' },
        { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
      );
      expect(applied.status).toBe(201);
      const message = NOTIFICATION_MESSAGES.application(visitor.name, job.title);
      // The notification is written by the trigger; the bell sees it at its next poll.
      const unread = await waitForUnreadIncludingNew(message);
      await page.clock.fastForward(NOTIFICATION_POLL_MS);
      await page.getByRole('button', { name: `Notifications: ${unread} unread`, exact: true }).waitFor({ timeout: WAIT_MS });

      const unreadBefore = await unreadCount();
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const dropdown = page.locator('.MuiPopover-paper');
      await expectShown(dropdown, message);
      // Layout size (the opening animation scales the box, offsetWidth ignores transforms).
      const [width, height] = await dropdown.evaluate((el: HTMLElement) => [el.offsetWidth, el.offsetHeight]);
      expect(width).toBe(NOTIFICATION_DROPDOWN.widthPx);
      expect(height).toBeLessThanOrEqual(NOTIFICATION_DROPDOWN.maxHeightPx);
      expect(await dropdown.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/admin/notification');
      expect(await unreadCount()).toBe(unreadBefore);
      expect(await countDocs(COLLECTIONS.notifications, 'message', message)).toBe(1);
    });
  });
});

/** Waits for the trigger to write the notification `message`; answers the unread count then. */
async function waitForUnreadIncludingNew(message: string): Promise<number> {
  await expect
    .poll(() => countDocs(COLLECTIONS.notifications, 'message', message), {
      timeout: WAIT_MS,
      message: `the notification '${message}' is written`,
    })
    .toBe(1);
  return unreadCount();
}
