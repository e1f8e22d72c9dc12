/**
 * A paged admin list at a few thousand rows in real Chromium (issue 27): search, sort by a header,
 * pages by cursor, the view kept in the URL through reload and back, a date range, and select all
 * across pages: the query's CSV built on the server, and the query deleted on the server with the
 * count shown, progress, and a stopped delete going on from where it stopped.
 */
import type { Page } from 'playwright-core';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_LIST_MESSAGES,
  ADMIN_MESSAGES,
  BULK_CALL_MAX_ROWS,
  CONTACT_FIELDS,
  ENDPOINTS,
  SEARCH_TOKENS_FIELD,
  apiPath,
  searchTokensOf,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { notificationId } from '../../functions/src/triggers/notifications';
import { useChromium } from '../support/browser';
import { uniqueLetters } from '../support/submissions';
import { signInAsAdmin } from './adminSession';
import { downloadFrom, gridRows, pageOf } from './adminLists';
import { gone, shownText, visible, WAIT_MS, withPage } from './helpers';

const browser = useChromium();
const LIST = '/admin/contact-support';
const SEARCH = 'Search by name, email or message';
const ROWS = 2500;
const PER_DAY = 100;
const tag = uniqueLetters();
const seeded: DocumentReference[] = [];
/** Contact ids by seed order: contact i was sent on the (i / PER_DAY + 1)th day before today, newest first. */
const ids: string[] = [];

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const daysAgo = (days: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, 12);
};
const sentAt = (i: number) => new Date(daysAgo(Math.floor(i / PER_DAY) + 1).getTime() - (i % PER_DAY) * 60_000);

/** The contacts written straight into Firestore, 250 with their notifications per batch (the relay then has none to write). */
async function seedContacts() {
  const batches = Array.from({ length: ROWS / 250 }, (_, b) => {
    const batch = db().batch();
    for (let i = b * 250; i < (b + 1) * 250; i++) {
      const contact = { userType: 'company', name: `${tag} P${String(i).padStart(4, '0')}`, email: `p${i}@example.com`, message: 'Hi' };
      const ref = db().collection(COLLECTIONS.contacts).doc();
      const createdAt = Timestamp.fromDate(sentAt(i));
      batch.set(ref, { ...contact, [SEARCH_TOKENS_FIELD]: searchTokensOf(CONTACT_FIELDS, contact), createdAt });
      const notice = db().collection(COLLECTIONS.notifications).doc(notificationId('contacts', ref.id));
      batch.set(notice, { type: 'contact', message: contact.name, read: true, createdAt, source: 'contacts', sourceId: ref.id });
      ids.push(ref.id);
      seeded.push(ref, notice);
    }
    return batch;
  });
  await Promise.all(batches.map((batch) => batch.commit()));
}

beforeAll(seedContacts);
afterAll(async () => {
  for (let start = 0; start < seeded.length; start += 500) {
    const batch = db().batch();
    for (const ref of seeded.slice(start, start + 500)) batch.delete(ref);
    await batch.commit();
  }
});

const rowIds = (page: Page) => gridRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));
/** The ids of contacts `from` to `from + 9` (or down to `from - 9` going backwards). */
const tenFrom = (from: number, step = 1) => Array.from({ length: 10 }, (_, k) => ids[from + k * step]);
const shows = async (page: Page, pager: string, expected: (string | undefined)[]) => {
  await expect.poll(() => rowIds(page), { timeout: WAIT_MS }).toEqual(expected);
  expect(await pageOf(page)).toBe(pager);
};
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

async function selectQuery(page: Page, count: number) {
  await page.getByRole('button', { name: 'Select All Across Pages' }).click();
  expect(await shownText(page.getByTestId('selection-summary'))).toBe(ADMIN_LIST_MESSAGES.allMatchingSelected(count));
}

/** Delete Selected with the query selected: the spec's title and text, and the count. Answers the dialog. */
async function deleteQuery(page: Page, count: number) {
  await page.getByRole('button', { name: 'Delete Selected' }).click();
  const dialog = page.getByRole('dialog');
  expect(await shownText(dialog.getByRole('heading'))).toBe(ADMIN_MESSAGES.deleteContactsTitle);
  expect(await shownText(dialog.locator('#confirm-action-text'))).toBe(ADMIN_MESSAGES.confirmDeleteContacts);
  expect(await shownText(dialog.locator('#confirm-action-count'))).toBe(ADMIN_LIST_MESSAGES.deleteMatching(count));
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  return dialog;
}

describe('a paged admin list (contacts) at a few thousand rows', () => {
  it('searches, sorts, pages by cursor, keeps its view on reload and back, and deletes a query across pages', async () => {
    await withPage(
      browser(),
      async ({ page }) => {
        const listCalls: URL[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname === apiPath(ENDPOINTS.contactList)) listCalls.push(url);
        });
        await signInAsAdmin(page);
        await page.goto(LIST);
        await visible(gridRows(page).first());

        // The search asks the server (debounced) and lands in the URL; newest first.
        await page.getByLabel(SEARCH).fill(tag);
        await shows(page, 'Page 1 of 250', tenFrom(0));
        expect(await shownText(page.getByTestId('list-total'))).toBe(ADMIN_LIST_MESSAGES.total(ROWS));
        expect(param(page, 'q')).toBe(tag);

        // Name, descending at the first click, then two pages on by cursor.
        await page.getByRole('columnheader', { name: 'Name' }).click();
        await shows(page, 'Page 1 of 250', tenFrom(ROWS - 1, -1));
        expect(param(page, 'sort')).toBe('-name');
        await page.getByRole('button', { name: 'Next' }).click();
        await shows(page, 'Page 2 of 250', tenFrom(ROWS - 11, -1));
        await page.getByRole('button', { name: 'Next' }).click();
        await shows(page, 'Page 3 of 250', tenFrom(ROWS - 21, -1));
        expect(param(page, 'page')).toBe('3');

        // A reload shows page 3 again; Previous finds page 2's cursor; back returns to page 3.
        await page.reload();
        await shows(page, 'Page 3 of 250', tenFrom(ROWS - 21, -1));
        expect(await page.getByLabel(SEARCH).inputValue()).toBe(tag);
        await page.getByRole('button', { name: 'Previous' }).click();
        await shows(page, 'Page 2 of 250', tenFrom(ROWS - 11, -1));
        await page.goBack();
        await shows(page, 'Page 3 of 250', tenFrom(ROWS - 21, -1));

        // A date range of one day: its hundred contacts, by date, from page 1.
        const day = dayOf(daysAgo(4));
        await page.getByLabel(ADMIN_LIST_MESSAGES.dateFrom).fill(day);
        await page.getByLabel(ADMIN_LIST_MESSAGES.dateTo).fill(day);
        await shows(page, 'Page 1 of 10', tenFrom(3 * PER_DAY));
        expect([param(page, 'from'), param(page, 'to'), param(page, 'sort'), param(page, 'page')]).toEqual([day, day, null, null]);

        // Select all across pages selects the query: the dialog names its count; confirmed, the day's rows go.
        await selectQuery(page, PER_DAY);
        const dialog = await deleteQuery(page, PER_DAY);
        await gone(dialog);
        await shows(page, 'Page 1 of 1', []);

        // The rest (more than one bulk call walks): the second call fails, the dialog offers to go on, and does.
        await page.getByLabel(ADMIN_LIST_MESSAGES.dateFrom).fill('');
        await page.getByLabel(ADMIN_LIST_MESSAGES.dateTo).fill('');
        const left = ROWS - PER_DAY;
        await shows(page, `Page 1 of ${left / 10}`, tenFrom(0));
        let bulkCalls = 0;
        await page.route(`**${apiPath(ENDPOINTS.adminListBulk, { list: 'contacts' })}`, (route) =>
          ++bulkCalls === 2 ? route.abort() : route.continue(),
        );
        await selectQuery(page, left);

        // Too many rows for the page to build: Excel gets the server's streamed CSV, every row of the query; no PDF.
        expect(await page.getByRole('button', { name: 'Download PDF' }).isDisabled()).toBe(true);
        const csv = await downloadFrom(page, page.getByRole('button', { name: 'Download Excel' }));
        expect(csv.name).toBe('contacts.csv');
        const lines = csv.bytes.toString('utf8').trim().split(/\r?\n/);
        expect(lines).toHaveLength(left + 1);
        expect(lines[1]).toContain(`${tag} P0000`);

        const again = await deleteQuery(page, left);
        expect(await shownText(again.getByTestId('bulk-stopped'))).toBe(ADMIN_LIST_MESSAGES.stopped(BULK_CALL_MAX_ROWS, left));
        await again.getByRole('button', { name: 'Continue' }).click();
        await gone(again);
        await shows(page, 'Page 1 of 1', []);
        expect(bulkCalls).toBe(3);

        // Every list call asked for one page: the screen never loaded the whole list.
        expect(listCalls.length).toBeGreaterThan(0);
        expect(listCalls.filter((url) => url.searchParams.get('limit') !== '10')).toEqual([]);
      },
      [/Failed to delete|Failed to load resource|ERR_FAILED/],
    );
    const left = await db().getAll(...ids.map((id) => db().collection(COLLECTIONS.contacts).doc(id)));
    expect(left.filter((doc) => doc.exists)).toEqual([]);
  });
});
