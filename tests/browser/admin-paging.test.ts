/**
 * The applications list at a few thousand rows in real Chromium: search, sort by a
 * header, pages by cursor, the view kept in the URL through reload and back, a stage filter with a
 * date range, and select all across pages: the query's CSV built on the server, and the query
 * deleted on the server with the count shown, progress, and a stopped delete going on from where
 * it stopped.
 */
import type { Page } from 'playwright-core';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_LIST_MESSAGES,
  ADMIN_MESSAGES,
  APPLICATION_FIELDS,
  BULK_CALL_MAX_ROWS,
  deleteCountLine,
  ENDPOINTS,
  formatIsoDay,
  apiPath,
  withSearchTokens,
  type PipelineStage,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { NOTIFICATION_SOURCES, notificationId } from '../../functions/src/triggers/notifications';
import { useChromium } from '../support/browser';
import { uniqueLetters } from '../support/submissions';
import { signInAsAdmin } from './adminSession';
import { downloadFrom, gridRows, pageOf } from './adminLists';
import { gone, shownText, visible, WAIT_MS, withPage } from './helpers';

const browser = useChromium();
const SEARCH = 'Search by name';
const ROWS = 2500;
const PER_DAY = 100;
const tag = uniqueLetters();
const jobId = `paging-${tag.toLowerCase()}`;
const LIST = `/admin/StudentApplied?jobId=${jobId}`;
const seeded: DocumentReference[] = [];
/** Application ids by seed order: application i came on the (i / PER_DAY + 1)th day before today, newest first. */
const ids: string[] = [];

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const daysAgo = (days: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, 12);
};
const appliedAt = (i: number) => new Date(daysAgo(Math.floor(i / PER_DAY) + 1).getTime() - (i % PER_DAY) * 60_000);
/** Every fourth application is at Screening, the others at Applied. */
const stageOf = (i: number): PipelineStage => (i % 4 === 0 ? 'screening' : 'applied');

/** The applications written straight into Firestore, 250 with their notifications per batch (the relay then has none to write). */
async function seedApplications() {
  const { type } = NOTIFICATION_SOURCES.applications;
  const batches = Array.from({ length: ROWS / 250 }, (_, b) => {
    const batch = db().batch();
    for (let i = b * 250; i < (b + 1) * 250; i++) {
      const at = Timestamp.fromDate(appliedAt(i));
      const name = `${tag} P${String(i).padStart(4, '0')}`;
      const application = { jobId, jobTitle: 'Paging Analyst', affiliateId: '', name, email: `p${i}@example.com`, phone: '9876543210' };
      const ref = db().collection(COLLECTIONS.applications).doc();
      batch.set(ref, { ...withSearchTokens(APPLICATION_FIELDS, application), appliedAt: at, stage: stageOf(i) });
      const notice = db().collection(COLLECTIONS.notifications).doc(notificationId('applications', ref.id));
      batch.set(notice, { type, message: name, read: true, createdAt: at, source: 'applications', sourceId: ref.id });
      ids.push(ref.id);
      seeded.push(ref, notice);
    }
    return batch;
  });
  await Promise.all(batches.map((batch) => batch.commit()));
}

beforeAll(seedApplications);
afterAll(async () => {
  for (let start = 0; start < seeded.length; start += 500) {
    const batch = db().batch();
    for (const ref of seeded.slice(start, start + 500)) batch.delete(ref);
    await batch.commit();
  }
});

const rowIds = (page: Page) => gridRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));
/** The ids of applications `from`, `from + step`, ... (ten of them, or `count`). */
const idsFrom = (from: number, step = 1, count = 10) => Array.from({ length: count }, (_, k) => ids[from + k * step]);
const shows = async (page: Page, pager: string, expected: (string | undefined)[]) => {
  await expect.poll(() => rowIds(page), { timeout: WAIT_MS }).toEqual(expected);
  expect(await pageOf(page)).toBe(pager);
};
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

async function chooseStage(page: Page, stage: RegExp) {
  await page.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: stage }).click();
  await gone(page.getByRole('listbox'));
}

async function selectQuery(page: Page, count: number) {
  await page.getByRole('button', { name: 'Select All Across Pages' }).click();
  expect(await shownText(page.getByTestId('selection-summary'))).toBe(ADMIN_LIST_MESSAGES.selected(count));
}

/** Delete Selected with the query selected: the spec's title and text, and the count. Answers the dialog. */
async function deleteQuery(page: Page, count: number) {
  await page.getByRole('button', { name: 'Delete Selected' }).click();
  const dialog = page.getByRole('dialog');
  expect(await shownText(dialog.getByRole('heading'))).toBe(ADMIN_MESSAGES.deleteStudentsTitle);
  expect(await shownText(dialog.locator('#confirm-action-text'))).toBe('Are you sure you want to delete the selected students?');
  expect(await shownText(dialog.locator('#confirm-action-count'))).toBe(deleteCountLine(count, 'applications'));
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  return dialog;
}

describe('the applications list at a few thousand rows', () => {
  it('searches, sorts, pages by cursor, keeps its view on reload and back, filters by stage and date, and deletes a query', async () => {
    await withPage(
      browser(),
      async ({ page }) => {
        const listCalls: URL[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname === apiPath(ENDPOINTS.applicationList, { jobId })) listCalls.push(url);
        });
        await signInAsAdmin(page);
        await page.goto(LIST);
        await visible(gridRows(page).first());
        // The pager sits above the grid, whose rows are measured after they render: below it, a
        // pager moved between a press and its release, and the press was lost.
        const pagerTop = (await page.getByTestId('page-of').boundingBox())!.y;
        expect(pagerTop).toBeLessThan((await page.locator('.MuiDataGrid-root').boundingBox())!.y);

        // The search asks the server (after a pause in typing) and lands in the URL; newest first.
        await page.getByLabel(SEARCH).fill(tag);
        // Every row of the job matches, so the rows alone cannot tell the search has run: its URL can.
        await expect.poll(() => param(page, 'q'), { timeout: WAIT_MS }).toBe(tag);
        await shows(page, 'Page 1 of 250', idsFrom(0));
        expect(await shownText(page.getByTestId('list-total'))).toBe(ADMIN_LIST_MESSAGES.total(ROWS));
        expect([param(page, 'q'), param(page, 'jobId')]).toEqual([tag, jobId]);

        // Name, descending at the first click: a search of a list this large answers by date in the
        // sort's direction (newest first here), then two pages on by cursor.
        await page.getByRole('columnheader', { name: 'Name' }).click();
        await shows(page, 'Page 1 of 250', idsFrom(0));
        expect(param(page, 'sort')).toBe('-name');
        await page.getByRole('button', { name: 'Next' }).click();
        await shows(page, 'Page 2 of 250', idsFrom(10));
        await page.getByRole('button', { name: 'Next' }).click();
        await shows(page, 'Page 3 of 250', idsFrom(20));
        expect(param(page, 'page')).toBe('3');

        // A reload shows page 3 again; Previous finds page 2's cursor; back returns to page 3.
        await page.reload();
        await shows(page, 'Page 3 of 250', idsFrom(20));
        expect(await page.getByLabel(SEARCH).inputValue()).toBe(tag);
        await page.getByRole('button', { name: 'Previous' }).click();
        await shows(page, 'Page 2 of 250', idsFrom(10));
        // Back at once (the router may not have written page 2's URL yet): page 3 again.
        await page.goBack();
        await shows(page, 'Page 3 of 250', idsFrom(20));

        // Screening on one day: its 25, by date, from page 1.
        await chooseStage(page, /^Screening/);
        const day = dayOf(daysAgo(4));
        // Typed as the spec writes dates, DD-MM-YYYY; the URL keeps YYYY-MM-DD.
        await page.getByLabel(ADMIN_LIST_MESSAGES.dateFrom).fill(formatIsoDay(day));
        await page.getByLabel(ADMIN_LIST_MESSAGES.dateTo).fill(formatIsoDay(day));
        await shows(page, 'Page 1 of 3', idsFrom(3 * PER_DAY, 4));
        expect(['stage', 'from', 'to', 'sort', 'page'].map((name) => param(page, name))).toEqual(['screening', day, day, null, null]);

        // Select all across pages selects the query: the dialog names its count; confirmed, those rows go.
        const screened = PER_DAY / 4;
        await selectQuery(page, screened);
        await gone(await deleteQuery(page, screened));
        await shows(page, 'Page 1 of 1', []);

        // Every stage and day again: the rest, more than one bulk call walks.
        await chooseStage(page, /^All$/);
        await page.getByLabel(ADMIN_LIST_MESSAGES.dateFrom).fill('');
        await page.getByLabel(ADMIN_LIST_MESSAGES.dateTo).fill('');
        const left = ROWS - screened;
        await shows(page, `Page 1 of ${Math.ceil(left / 10)}`, idsFrom(0));
        await selectQuery(page, left);

        // Too many rows for the page to build: Excel gets the server's streamed CSV, every row of the query; no PDF.
        expect(await page.getByRole('button', { name: 'Download PDF' }).isDisabled()).toBe(true);
        const csv = await downloadFrom(page, page.getByRole('button', { name: 'Download Excel' }));
        // Named with the filter it was made with (the job, the search).
        expect(csv.name).toBe(`studentsApplied (Job Id ${jobId}, Search ${tag}).csv`);
        const lines = csv.bytes.toString('utf8').trim().split(/\r?\n/);
        expect(lines).toHaveLength(left + 1);
        expect(lines[1]).toContain(`${tag} P0000`);

        // The delete's second call fails: the dialog says where it stopped, and goes on from there.
        let bulkCalls = 0;
        await page.route(`**${apiPath(ENDPOINTS.adminListBulk, { list: 'applications' })}`, (route) =>
          ++bulkCalls === 2 ? route.abort() : route.continue(),
        );
        const dialog = await deleteQuery(page, left);
        // The first call moves 2,000 rows to the trash before the second fails: a server's work, not a page's.
        expect(await shownText(dialog.getByTestId('bulk-stopped'), 4 * WAIT_MS)).toBe(
          ADMIN_LIST_MESSAGES.stopped(BULK_CALL_MAX_ROWS, left),
        );
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await gone(dialog);
        await shows(page, 'Page 1 of 1', []);
        expect(bulkCalls).toBe(3);

        // Every list call asked for one page (or one row, to name the job): the screen never loaded the whole list.
        expect(listCalls.length).toBeGreaterThan(0);
        expect(listCalls.filter((url) => !['10', '1'].includes(url.searchParams.get('limit') ?? ''))).toEqual([]);
      },
      [/Failed to delete|Failed to load resource|ERR_FAILED/],
    );
    const left = await db().getAll(...ids.map((id) => db().collection(COLLECTIONS.applications).doc(id)));
    expect(left.filter((doc) => doc.exists)).toEqual([]);
  });
});
