/**
 * Admin feedback in real Chromium: an instant double click on Post Job stores one job and ends
 * with the snackbar; a dashboard card opens its screen; a bell item opens the record its
 * notification is about, the row highlighted.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, FEEDBACK_MESSAGES, NOTIFICATION_MESSAGES, apiPath } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { useChromium } from '../support/browser';
import { api, useEmulators } from '../support/stack';
import { uniqueLetters } from '../support/submissions';
import { gone, shownText, storedWhere, visible, WAIT_MS, withPage } from './helpers';
import { openAsAdmin } from './signIn';

useEmulators();
const browser = useChromium();

describe('admin feedback and notifications', () => {
  it('stores one job for a double click on Post Job, and says so', async () => {
    const title = `Double Click Tester ${uniqueLetters()}`;
    await withPage(browser(), async ({ page }) => {
      await openAsAdmin(page, '/admin/post-job');
      await page.getByRole('button', { name: 'Post a Job' }).click();
      const dialog = page.getByRole('dialog', { name: 'Post a Job' });
      await page.locator('#job-title').fill(title);
      await page.locator('#job-location').fill('Pune');
      await dialog.getByRole('button', { name: 'Post Job' }).dblclick();
      await gone(dialog);
      expect(await shownText(page.getByTestId('admin-feedback'))).toBe(FEEDBACK_MESSAGES.jobPosted);
      await visible(page.locator('.MuiDataGrid-row').filter({ hasText: title }));
    });
    expect(await storedWhere(COLLECTIONS.jobs, 'title', title)).toHaveLength(1);
  });

  it('opens a dashboard card’s screen, and a notification’s record from the bell', async () => {
    const name = `Notified ${uniqueLetters()}`;
    const sent = await api(apiPath(ENDPOINTS.contactSubmit), {
      method: 'POST',
      json: { userType: 'student', name, email: 'visitor@example.com', message: 'Please call me back.', consent: true },
    });
    expect(sent.status).toBe(201);
    const contactId = sent.json._id as string;
    await expect
      .poll(async () => (await storedWhere(COLLECTIONS.notifications, 'sourceId', contactId)).length, { timeout: WAIT_MS })
      .toBe(1);

    await withPage(browser(), async ({ page }) => {
      await openAsAdmin(page, '/admin/dashboard');
      await page.getByRole('region', { name: 'Contacted' }).getByRole('link').click();
      await page.waitForURL((url) => url.pathname === '/admin/contact-support', { timeout: WAIT_MS });

      await page.getByRole('button', { name: /^Notifications: \d+ unread$/ }).click();
      await page
        .getByTestId('bell-item')
        .filter({ hasText: NOTIFICATION_MESSAGES.contact(name) })
        .click();
      await page.waitForURL((url) => url.searchParams.get('highlight') === contactId, { timeout: WAIT_MS });
      // The row may show already (the list was open): wait for it marked, once the link's view is drawn.
      await visible(page.locator(`.MuiDataGrid-row.row-highlighted[data-id="${contactId}"]`));
    });
    // Opening it read it.
    await expect
      .poll(async () => (await storedWhere(COLLECTIONS.notifications, 'sourceId', contactId))[0]?.read, { timeout: WAIT_MS })
      .toBe(true);
  });
});
