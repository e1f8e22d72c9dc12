/**
 * Every admin list screen of the registry at 390, 1280 and 1920 px,
 * found from the sidebar (made from the registry) and opened through it, so a new screen is covered
 * without new code:
 * from 1280 px every column the spec lists (the domain definition's, named by the screen's
 * data-list) and every control of the first row lies inside the window, and the table does not
 * scroll sideways; below 600 px the rows are cards with a working checkbox. On one screen, search,
 * sort, select, export and delete as cards. Every admin screen (the lists, the sign-in pages, the
 * dashboard and the screens reached from a row) is saved as a screenshot at each width, in every run. Then the applications' job: named, unknown, empty, All jobs.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ADMIN_EMPTY_TEXTS,
  ADMIN_LIST_DEFINITIONS,
  ADMIN_LIST_MESSAGES,
  COMMISSION_LIST_FIELDS,
  CONTACT_FIELDS,
  ENDPOINTS,
  apiPath,
  specColumnHeadersOf,
  withSearchTokens,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { demoJobs } from '../../scripts/stack/demoData';
import { call, createJob } from '../support/admin';
import { useChromium, windowScreenshot } from '../support/browser';
import { adminToken, api } from '../support/stack';
import { uniqueLetters } from '../support/submissions';
import { downloadFrom, readSheet } from './adminLists';
import { gone, shownText, visible, WAIT_MS, withPage } from './helpers';
import { openAsAdmin } from './signIn';

const browser = useChromium();
const DESKTOP_WIDTHS = [1280, 1920] as const;
const PHONE = { width: 390, height: 844 };
const HEIGHT = 900;

const firstRow = (page: Page) => page.locator('.MuiDataGrid-row[data-id]').first();
const cards = (page: Page) => page.getByTestId('resource-card');
const slugOf = (path: string) =>
  path
    .replace(/^\/admin\/?/, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase() || 'login';
const WIDTHS = [PHONE.width, ...DESKTOP_WIDTHS] as const;

/** test-output/screenshots/admin-<screen>-<width>.png of a screen that is not a list, once its heading shows and nothing loads. */
async function screenshotAtEveryWidth(page: Page, path: string, name = slugOf(path)) {
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  for (const width of WIDTHS) {
    await page.setViewportSize(width === PHONE.width ? PHONE : { width, height: HEIGHT });
    await visible(page.getByRole('heading', { level: 1 }).first());
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: WAIT_MS }).toBe(0);
    await windowScreenshot(page, `admin-${name}-${width}`);
  }
}

/** What lies outside the window at this width: headers, the first row's controls, sideways scroll. */
function layoutProblems(page: Page, specHeaders: readonly string[]) {
  return page.evaluate((expected) => {
    const inWindow = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
    };
    const headers = new Map(
      [...document.querySelectorAll('.MuiDataGrid-columnHeader')].map((header) => [
        header.querySelector('.MuiDataGrid-columnHeaderTitle')?.textContent?.trim() ?? '',
        header,
      ]),
    );
    const problems: string[] = [];
    for (const name of expected) {
      const header = headers.get(name);
      if (!header) problems.push(`no column ${name}`);
      else if (!inWindow(header)) problems.push(`column ${name} outside the window`);
    }
    const row = document.querySelector('.MuiDataGrid-row[data-id]');
    const controls = [...(row?.querySelectorAll('button, a[href], input') ?? [])];
    if (controls.length === 0) problems.push('no checkbox in the first row');
    for (const control of controls) {
      const name = control.getAttribute('aria-label') ?? control.textContent;
      if (!inWindow(control)) problems.push(`${name} outside the window`);
      // Within its cell (which clips it), and its label on one line.
      const cell = control.closest('.MuiDataGrid-cell')?.getBoundingClientRect();
      const box = control.getBoundingClientRect();
      if (cell && (box.left < cell.left - 1 || box.right > cell.right + 1)) problems.push(`${name} cut off by its cell`);
      const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        if (text.textContent?.trim() && range.getClientRects().length > 1) problems.push(`${name} wraps its label`);
      }
    }
    // The grid scrolls its rows sideways (its own scrollbar) only when it marks its scroller so.
    const scroller = document.querySelector('.MuiDataGrid-virtualScroller');
    if (
      !scroller ||
      scroller.classList.contains('MuiDataGrid-virtualScroller--hasScrollX') ||
      getComputedStyle(scroller).overflowX !== 'hidden'
    )
      problems.push('the table scrolls sideways');
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) problems.push('the page scrolls sideways');
    return problems;
  }, specHeaders);
}

/** The screen's spec columns, from the domain definition its page names. */
async function specHeadersOf(page: Page): Promise<string[]> {
  const list = await page.locator('[data-list]').getAttribute('data-list');
  const definition = ADMIN_LIST_DEFINITIONS[list as keyof typeof ADMIN_LIST_DEFINITIONS];
  expect(definition, `the domain definition of ${list}`).toBeDefined();
  return specColumnHeadersOf(definition);
}

describe('admin list screens at every width', () => {
  beforeAll(async () => {
    // The Trash screen has a row to measure even when no test deleted anything before this one.
    const ref = db().collection(COLLECTIONS.contacts).doc();
    const contact = { userType: 'campus', name: `Widths ${uniqueLetters()}`, email: 'widths@example.com', message: 'Hi.' };
    await ref.set({ ...withSearchTokens(CONTACT_FIELDS, contact), createdAt: Timestamp.now() });
    expect((await call('contactDelete', { token: await adminToken(), json: { ids: [ref.id] } })).status).toBe(200);
    // So has the Commissions screen when no hire through an affiliate came before: a paid entry, every column filled.
    const named = { candidateName: `Widths ${uniqueLetters()}`, jobTitle: 'Senior Data Analyst', payoutRef: 'UTR-2026-000417' };
    await db()
      .collection(COLLECTIONS.commissions)
      .doc()
      .set({
        ...withSearchTokens(COMMISSION_LIST_FIELDS, named),
        affiliateId: 'widths-affiliate',
        applicationId: 'widths-application',
        jobId: 'JOB-WIDTHS',
        placementFeePaise: 12_500_000,
        rateBp: 1250,
        amountPaise: 1_562_500,
        state: 'paid',
        paidOn: '2026-12-01',
        reason: null,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
  });

  it('shows every spec column and row action from 1280 px, and cards with checkboxes at 390 px', async () => {
    await withPage(browser(), async ({ page }) => {
      await openAsAdmin(page, '/admin/dashboard');
      const nav = page.getByRole('navigation', { name: 'Admin' });
      await visible(nav);
      const paths = (await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))).filter(
        // The list screens: not the dashboard, nor the Privacy screen (a search, not a list), nor Interviews (a day or week view).
        (path) => !['/admin/dashboard', '/admin/privacy', '/admin/interviews'].includes(path),
      );
      expect(paths).toContain('/admin/accounts');
      expect(paths.length).toBeGreaterThanOrEqual(8);
      const problems: Record<string, string[]> = {};
      const shownList = () => page.evaluate(() => document.querySelector('[data-list]')?.getAttribute('data-list') ?? null);
      let previous: string | null = null;
      for (const path of paths) {
        // Through the sidebar: the app stays loaded, so each screen opens in a moment.
        await page.setViewportSize({ width: DESKTOP_WIDTHS[0], height: HEIGHT });
        await nav.locator(`a[href="${path}"]`).click();
        await page.waitForURL((url) => url.pathname === path, { timeout: WAIT_MS });
        // The router keeps the previous screen up until the next one renders.
        await expect.poll(shownList, { timeout: WAIT_MS }).not.toBe(previous);
        previous = await shownList();
        await visible(firstRow(page));
        const specHeaders = await specHeadersOf(page);
        for (const width of DESKTOP_WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await visible(firstRow(page));
          const found = await layoutProblems(page, specHeaders);
          if (found.length) problems[`${path} at ${width}`] = found;
          await windowScreenshot(page, `admin-${slugOf(path)}-${width}`);
        }

        await page.setViewportSize(PHONE);
        const card = cards(page).first();
        await visible(card);
        expect(await page.locator('.MuiDataGrid-root').count()).toBe(0);
        expect(await shownText(card.getByTestId('card-title'))).not.toBe('');
        const checkbox = card.getByRole('checkbox');
        await checkbox.check();
        expect(await shownText(page.getByTestId('selection-summary'))).toMatch(/^1 /);
        if (await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth))
          problems[`${path} at ${PHONE.width}`] = ['the page scrolls sideways'];
        await windowScreenshot(page, `admin-${slugOf(path)}-${PHONE.width}`);
      }
      expect(problems).toEqual({});
    });
  });

  it('saves every other admin screen at every width: the sign-in pages, the dashboard, the screens reached from a row', async () => {
    const [affiliate, application] = await Promise.all(
      [COLLECTIONS.affiliates, COLLECTIONS.applications].map(async (name) => (await db().collection(name).limit(1).get()).docs[0]!),
    );
    await withPage(browser(), async ({ page }) => {
      for (const path of ['/admin', '/admin/forgot-password']) await screenshotAtEveryWidth(page, path);
      await openAsAdmin(page, '/admin/dashboard');
      await screenshotAtEveryWidth(page, '/admin/dashboard');
      await screenshotAtEveryWidth(page, `/admin/view-post/${affiliate!.id}`, 'view-post');
      await screenshotAtEveryWidth(page, `/admin/applications/${application!.id}`, 'application');
      await screenshotAtEveryWidth(page, `/admin/jobs/${demoJobs()[0]!.jobId}/pipeline`, 'job-pipeline');
    });
  });

  it('searches, selects, exports and deletes as cards at 390 px', async () => {
    const tag = uniqueLetters();
    const names = ['Asha', 'Ravi'].map((first) => `${tag} ${first}`);
    await Promise.all(
      names.map(async (name) => {
        const body = { userType: 'campus', name, email: `${tag.toLowerCase()}.${name.length}@example.com`, message: 'Please call.' };
        expect((await api(apiPath(ENDPOINTS.contactSubmit), { method: 'POST', json: { ...body, consent: true } })).status).toBe(201);
      }),
    );
    await withPage(browser(), async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openAsAdmin(page, `/admin/contact-support?q=${tag}`);
      await expect.poll(() => cards(page).count(), { timeout: WAIT_MS }).toBe(2);
      // No headers to press: the sort select sorts the cards, as the grid's headers do (the URL's sort).
      const titles = () => cards(page).getByTestId('card-title').allInnerTexts();
      for (const descending of [false, true]) {
        await page.getByRole('combobox', { name: ADMIN_LIST_MESSAGES.sortBy }).click();
        await page
          .getByRole('option', { name: ADMIN_LIST_MESSAGES.sortOption(CONTACT_FIELDS.fields.name.label, descending, false) })
          .click();
        await page.waitForURL((url) => url.searchParams.get('sort') === `${descending ? '-' : ''}name`, { timeout: WAIT_MS });
        const expected = (descending ? [...names].reverse() : names).map((name, i) => `${i + 1}.${name}`);
        await expect
          .poll(async () => (await titles()).map((title) => title.replace(/\s+/g, '')), { timeout: WAIT_MS })
          .toEqual(expected.map((title) => title.replace(/\s+/g, '')));
      }
      for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
      const excel = await downloadFrom(page, page.getByRole('button', { name: 'Download Excel' }));
      expect(
        readSheet(excel.bytes)
          .rows.slice(1)
          .map((row) => row[1]),
      ).toEqual(expect.arrayContaining(names));
      await page.getByRole('button', { name: 'Delete Selected' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await gone(dialog);
      await expect.poll(() => cards(page).count(), { timeout: WAIT_MS }).toBe(0);
      expect(await shownText(page.getByTestId('list-empty'))).toBe(ADMIN_LIST_MESSAGES.noMatches);
    });
  });

  it('names the job of the applications, says when a job id names none, and offers All jobs', async () => {
    const job = await createJob(await adminToken(), { title: `Widths Analyst ${uniqueLetters()}` });
    const demo = demoJobs()[0]!;
    await withPage(browser(), async ({ page }) => {
      await openAsAdmin(page, `/admin/StudentApplied?jobId=${job.jobId}`);
      expect(await shownText(page.getByTestId('scope-heading'))).toBe(ADMIN_LIST_MESSAGES.applicationsFor(job.title));
      expect(await shownText(page.getByTestId('list-empty'))).toBe(ADMIN_EMPTY_TEXTS.applicationsFor(job.title));

      await page.goto('/admin/studentapplied?jobId=NO-SUCH-JOB');
      expect(await shownText(page.getByTestId('scope-unknown'))).toBe(ADMIN_LIST_MESSAGES.noJobWithId('NO-SUCH-JOB'));

      // The picker finds a job by its id or title and shows its applications; All jobs shows every job's.
      const picker = page.getByRole('combobox', { name: ADMIN_LIST_MESSAGES.jobPicker });
      await picker.fill(demo.jobId);
      await page.getByRole('option', { name: `${demo.title} (${demo.jobId})` }).click();
      await page.waitForURL((url) => url.searchParams.get('jobId') === demo.jobId, { timeout: WAIT_MS });
      expect(await shownText(page.getByTestId('scope-heading'))).toBe(ADMIN_LIST_MESSAGES.applicationsFor(demo.title));
      await picker.click();
      await page.getByRole('option', { name: ADMIN_LIST_MESSAGES.allJobs }).click();
      await page.waitForURL((url) => !url.searchParams.has('jobId'), { timeout: WAIT_MS });
      await gone(page.getByTestId('scope-heading'));
      await visible(firstRow(page));
    });
  });
});
