/**
 * /admin/notification in real Chromium: the bell's View All, a visitor's contact message arriving
 * by the 30 s poll (selection and page kept), type and status filters, Mark as Read (the bell's
 * count drops), delete with confirmation (spec 2 'Notification', 4, 9).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ENDPOINTS, NOTIFICATION_MESSAGES, NOTIFICATION_POLL_MS, apiPath } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { screenshot, useChromium, VIEWPORTS } from '../support/browser';
import { api, useEmulators } from '../support/stack';
import { uniqueLetters } from '../support/submissions';
import { gridRows, pageOf, search } from './adminLists';
import { gone, shownText, storedWhere, visible, WAIT_MS, withPage } from './helpers';
import { openAsAdmin } from './signIn';

useEmulators();
const browser = useChromium();
const NOTIFICATIONS = '/admin/notification';

async function sendContact(name: string) {
  const res = await api(apiPath(ENDPOINTS.contactSubmit), {
    method: 'POST',
    json: { userType: 'student', name, email: 'visitor@example.com', message: 'Please call me back.', consent: true },
  });
  expect(res.status).toBe(201);
}

/** The notification the contact trigger writes for `name`, once it is there. */
async function notificationOf(name: string): Promise<string> {
  const message = NOTIFICATION_MESSAGES.contact(name);
  await expect.poll(async () => (await storedWhere(COLLECTIONS.notifications, 'message', message)).length, { timeout: WAIT_MS }).toBe(1);
  return (await storedWhere(COLLECTIONS.notifications, 'message', message))[0]!.id;
}

const unreadCount = async () => (await db().collection(COLLECTIONS.notifications).where('read', '==', false).count().get()).data().count;
const bellLabel = (page: Page) => page.getByRole('button', { name: /^Notifications: \d+ unread$/ }).getAttribute('aria-label');
const checked = (page: Page) => gridRows(page).locator('input[type="checkbox"]:checked');

async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await gone(page.getByRole('listbox'));
}

describe('/admin/notification', () => {
  it('lists, polls, filters, marks as read and deletes notifications', { timeout: 180_000 }, async () => {
    const tag = uniqueLetters();
    const first = `Asha ${tag}`;
    const second = `Ravi ${tag}`;
    await sendContact(first);
    const firstId = await notificationOf(first);

    await withPage(browser(), { freshContext: true }, async ({ page }) => {
      // The page's clock is Playwright's: the 30 s poll is stepped to, not waited for.
      await page.clock.install();
      // The bell's View All lands on the list.
      await openAsAdmin(page, '/admin/dashboard');
      await page.getByRole('button', { name: /^Notifications: \d+ unread$/ }).click();
      await page.getByRole('link', { name: 'View All' }).click();
      await page.waitForURL((url) => url.pathname === NOTIFICATIONS, { timeout: WAIT_MS });
      await visible(page.getByRole('heading', { name: 'NOTIFICATION', level: 1 }));
      await visible(gridRows(page).first());

      await search(page, 'Search notifications', tag.toLowerCase(), 'Page 1 of 1');
      const firstRow = page.locator(`.MuiDataGrid-row[data-id="${firstId}"]`);
      await visible(firstRow);
      const cells = (await firstRow.locator('[role="gridcell"]').allInnerTexts()).map((text) => text.trim());
      expect(cells).toEqual(expect.arrayContaining(['1', 'Contact', NOTIFICATION_MESSAGES.contact(first), 'Unread']));
      expect(cells.some((text) => /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/.test(text))).toBe(true);
      await firstRow.locator('input[type="checkbox"]').check();

      // A second visitor writes; the next poll brings the row without losing the selection.
      await sendContact(second);
      const secondId = await notificationOf(second);
      const polled = page.waitForResponse((res) => new URL(res.url()).pathname === apiPath(ENDPOINTS.notificationList), {
        timeout: WAIT_MS,
      });
      await page.clock.fastForward(NOTIFICATION_POLL_MS);
      await polled;
      await visible(page.locator(`.MuiDataGrid-row[data-id="${secondId}"]`));
      expect(await firstRow.locator('input[type="checkbox"]').isChecked()).toBe(true);
      expect(await pageOf(page)).toBe('Page 1 of 1');

      // Type and status filters.
      await choose(page, 'Type', 'Student');
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(0);
      await choose(page, 'Type', 'Contact');
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(2);
      await choose(page, 'Status', 'Read');
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(0);
      await choose(page, 'Status', 'Unread');
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(2);
      await screenshot(page, 'admin-notification-1280');
      await page.setViewportSize(VIEWPORTS.phone);
      await screenshot(page, 'admin-notification-390');
      await page.setViewportSize(VIEWPORTS.desktop);

      // Mark as Read of the selected query (no confirmation): both turn Read, and the bell's count drops to what is stored.
      const before = await unreadCount();
      await page.getByRole('button', { name: 'Select All Across Pages' }).click();
      await expect.poll(() => checked(page).count(), { timeout: WAIT_MS }).toBe(2);
      await page.getByRole('button', { name: 'Mark as Read' }).click();
      await gone(page.getByRole('dialog'));
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(0); // the Unread filter hides them now
      expect(await unreadCount()).toBe(before - 2);
      await expect.poll(() => bellLabel(page), { timeout: WAIT_MS }).toBe(`Notifications: ${await unreadCount()} unread`);
      await choose(page, 'Status', 'Read');
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(2);
      expect(await shownText(firstRow.locator('[data-field="read"]'))).toBe('Read');

      // Delete Selected asks with 'Delete Notifications'; the rows and the selection go. (The filter
      // changed: the query selected before is no longer the list's.)
      expect(await page.getByRole('button', { name: 'Delete Selected' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Select All Across Pages' }).click();
      await page.getByRole('button', { name: 'Delete Selected' }).click();
      const dialog = page.getByRole('dialog');
      await visible(dialog);
      expect(await shownText(dialog.getByRole('heading'))).toBe(ADMIN_MESSAGES.deleteNotificationsTitle);
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await gone(dialog);
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(0);
      expect(await page.getByRole('button', { name: 'Delete Selected' }).isDisabled()).toBe(true);
    });
    expect(await storedWhere(COLLECTIONS.notifications, 'message', NOTIFICATION_MESSAGES.contact(first))).toEqual([]);
    expect(await storedWhere(COLLECTIONS.notifications, 'message', NOTIFICATION_MESSAGES.contact(second))).toEqual([]);
  });
});
