/**
 * Counts and undo on the notifications screen: Select All Across Pages says how many
 * rows it selected, the delete dialog names the number and the kind, Undo in the snackbar brings the
 * rows back, and the Trash screen restores one deleted record, which the Audit screen then lists.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_LIST_MESSAGES,
  auditSummaryOf,
  deleteCountLine,
  KIND_WORDS,
  NOTIFICATION_FIELDS,
  TRASH_MESSAGES,
  withSearchTokens,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { seedDocs } from '../support/admin';
import { useChromium } from '../support/browser';
import { uniqueLetters } from '../support/submissions';
import { DEMO_ADMIN } from '../support/stack';
import { gridRows, openAdminList, pageOf, tick } from './adminLists';
import { gone, shownText, WAIT_MS, withPage } from './helpers';

const browser = useChromium();
const tag = uniqueLetters();
const ROWS = 12;
const kind = KIND_WORDS.notifications;
let ids: string[];

beforeAll(async () => {
  const at = Date.now() - 60 * 60 * 1000;
  ids = await seedDocs(COLLECTIONS.notifications, ROWS, (i) => ({
    ...withSearchTokens(NOTIFICATION_FIELDS, { type: 'contact', message: `Trash check ${tag} ${i}`, read: false }),
    createdAt: Timestamp.fromMillis(at + i * 1000),
  }));
});

afterAll(async () => {
  const batch = db().batch();
  for (const id of ids) batch.delete(db().collection(COLLECTIONS.notifications).doc(id));
  await batch.commit();
});

describe('counts and undo', () => {
  it('counts a selection across pages, names it in the delete dialog, undoes the delete, and restores from the Trash screen', async () => {
    await withPage(browser(), async ({ page }) => {
      await openAdminList(page, `/admin/notification?q=${tag}`);
      expect(await pageOf(page)).toBe('Page 1 of 2');
      const summary = page.getByTestId('selection-summary');
      expect(await shownText(summary)).toBe(ADMIN_LIST_MESSAGES.selected(0));

      // Every row of the query, across both pages: the count is the server's.
      await page.getByRole('button', { name: 'Select All Across Pages' }).click();
      await expect.poll(() => shownText(summary), { timeout: WAIT_MS }).toBe(ADMIN_LIST_MESSAGES.selected(ROWS));
      await page.getByRole('button', { name: 'Delete Selected' }).click();
      const dialog = page.getByRole('dialog');
      expect(await shownText(dialog.locator('#confirm-action-count'))).toBe(deleteCountLine(ROWS, 'notifications'));
      expect(await dialog.innerText()).not.toMatch(/cannot be undone|can't undo/);
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await gone(dialog);
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(0);

      // Undo brings every row back.
      const snackbar = page.getByTestId('undo-message');
      expect(await shownText(snackbar)).toBe(TRASH_MESSAGES.movedToTrash(ROWS, kind));
      await page.getByRole('button', { name: TRASH_MESSAGES.undo }).click();
      await expect.poll(() => shownText(snackbar), { timeout: WAIT_MS }).toBe(TRASH_MESSAGES.restored(ROWS));
      await expect.poll(() => pageOf(page), { timeout: WAIT_MS }).toBe('Page 1 of 2');
      expect(await shownText(summary)).toBe(ADMIN_LIST_MESSAGES.selected(0));

      // One row picked by hand: the dialog names one notification.
      const first = gridRows(page).first();
      const firstId = (await first.getAttribute('data-id'))!;
      await tick(first.locator('input[type="checkbox"]'));
      expect(await shownText(summary)).toBe(ADMIN_LIST_MESSAGES.selected(1));
      await page.getByRole('button', { name: 'Delete Selected' }).click();
      expect(await shownText(dialog.locator('#confirm-action-count'))).toBe(deleteCountLine(1, 'notifications'));
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await gone(page.locator(`.MuiDataGrid-row[data-id="${firstId}"]`));

      // The Trash screen lists it; its Restore puts it back.
      await openAdminList(page, `/admin/trash?q=${tag}`);
      expect(await gridRows(page).count()).toBe(1);
      // Deleting from the Trash is for good: there, and only there, the dialog says it cannot be undone.
      await tick(gridRows(page).first().locator('input[type="checkbox"]'));
      await page.getByRole('button', { name: TRASH_MESSAGES.deleteForGoodTitle, exact: true }).click();
      expect(await shownText(dialog.getByRole('heading'))).toBe(TRASH_MESSAGES.deleteForGoodTitle);
      expect(await shownText(dialog.locator('#confirm-action-text'))).toBe(
        'Are you sure you want to delete the selected records and their files? This action cannot be undone.',
      );
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await gone(dialog);
      await gridRows(page)
        .first()
        .getByRole('button', { name: /Restore/ })
        .click();
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(0);
      expect((await db().collection(COLLECTIONS.notifications).doc(firstId).get()).exists).toBe(true);

      // The Audit screen lists the restore, newest first, and filters by actor and action.
      await openAdminList(page, '/admin/audit?action=restore');
      const newest = () => shownText(gridRows(page).first());
      expect(await newest()).toContain(auditSummaryOf('restore', 'trash', 1));
      await page.getByLabel('Actor (email)').fill(DEMO_ADMIN.email);
      await page.getByLabel('Actor (email)').press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('actor'), { timeout: WAIT_MS }).toBe(DEMO_ADMIN.email);
      await page.getByRole('combobox', { name: 'Action' }).click();
      await page.getByRole('option', { name: 'Delete', exact: true }).click();
      await expect.poll(newest, { timeout: WAIT_MS }).toContain(auditSummaryOf('delete', 'notifications', 1));
      expect(await newest()).toContain(DEMO_ADMIN.email);
    });
  });
});
