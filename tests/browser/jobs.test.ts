/**
 * Current openings (/jobs/current-opening) in real Chromium: search by job name and by location
 * (with server suggestions), filters and order, numbered pages of 12 read from the server a page at
 * a time and kept in the URL, each source failing alone, and the empty result (spec 2, 4, 8,
 * 9).
 */
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_DETAILS,
  ENDPOINTS,
  JOB_LIST_MESSAGES,
  JOBS_PAGE_SIZE,
  jobTypeLabelOf,
  type AdminPage,
  type Endpoint,
  type AffiliateJob,
  type FixedJobCard,
  SUGGESTION_LIST_MAX_HEIGHT_PX,
  apiPath,
  jobPagePath,
  type PublicJobRow,
  type PublicJobsPage,
} from '@careers/domain';
import { holdAppScripts, screenshot, useChromium, waitForLive } from '../support/browser';
import { api } from '../support/stack';
import {
  clipboardText,
  debounceElapsed,
  expectShown,
  gone,
  isCallOf,
  requestsSettled,
  shareByCopying,
  shownText,
  visible,
  WAIT_MS,
  watchRequests,
  withPage,
} from './helpers';

const PATH = '/jobs/current-opening';

interface ListedJob {
  id: string;
  kind: 'fixed' | 'affiliate';
  title: string;
  location: string;
  createdAt: string | null;
}

const browser = useChromium();
/** What the API lists, in the page's order: fixed jobs, then affiliate jobs. */
let allJobs: ListedJob[];

beforeAll(async () => {
  const rows: PublicJobRow[] = [];
  let cursor: string | null = null;
  do {
    const page = (await api(apiPath(ENDPOINTS.jobOpenings, {}, { limit: '100', ...(cursor ? { cursor } : {}) }))).json as PublicJobsPage;
    rows.push(...page.rows);
    cursor = page.nextCursor;
  } while (cursor);
  allJobs = rows.map((job) =>
    job.kind === 'fixed'
      ? { id: job._id, kind: job.kind, title: job.title, location: job.location, createdAt: job.createdAt }
      : { id: job._id, kind: job.kind, title: job.jobTitle, location: job.location, createdAt: job.createdAt },
  );
  // The seeded stack: 36 fixed jobs and 4 affiliate jobs (other test files may add more).
  expect(allJobs.filter((job) => job.kind === 'fixed').length).toBeGreaterThanOrEqual(36);
  expect(allJobs.filter((job) => job.kind === 'affiliate').length).toBeGreaterThanOrEqual(4);
});

/** A page or a search is read from the server: a busy machine's Functions emulator may take a while to answer. */
const PAGE_FETCHED = { timeout: WAIT_MS };
const cards = (page: Page) => page.getByTestId('job-card');
const cardIds = async (page: Page) => cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-job-id') ?? ''));
const pageButton = (page: Page, n: number) => page.getByRole('button', { name: `Go to page ${n}`, exact: true });
/** The page button marked aria-current="page" (MUI names it 'page N', the others 'Go to page N'). */
const currentPage = (page: Page) => page.getByTestId('jobs-pagination').locator('button[aria-current="page"]').innerText();
/** The location box's suggestions (the filters' native selects have options too). */
const suggestions = (page: Page) => page.getByRole('listbox').getByRole('option');
const countText = (page: Page) => shownText(page.getByTestId('jobs-count'));
const showing = (first: number, last: number, total: number) => `Showing ${first}–${last} of ${total} ${total === 1 ? 'job' : 'jobs'}`;

const ids = (jobs: readonly ListedJob[]) => jobs.map((job) => job.id);
/** What the page asks each source for a numbered page. */
const pageQuery = (page: number, sort: 'default' | 'newest') => ({ limit: String(JOBS_PAGE_SIZE), page: String(page), sort });
/** Every job newest first: posting time, a fixed job first within one millisecond (allJobs has the fixed jobs first). */
const newestFirst = () => [...allJobs].sort((a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? ''));
const search = (page: Page) => new URL(page.url()).search;

/** Every job of both sources a filter matches (real HTTP), in the list's featured order: fixed, then affiliate. */
async function jobsMatching(query: Record<string, string>): Promise<ListedJob[]> {
  const read = async <Row>(endpoint: Endpoint) =>
    ((await api(apiPath(endpoint, {}, { ...query, limit: '100' }))).json as AdminPage<Row>).rows;
  const [fixed, affiliate] = await Promise.all([read<FixedJobCard>(ENDPOINTS.jobsList), read<AffiliateJob>(ENDPOINTS.affiliateJobsPublic)]);
  return [
    ...fixed.map((job) => ({ id: job._id, kind: 'fixed' as const, title: job.title, location: job.location, createdAt: job.createdAt })),
    ...affiliate.map((job) => ({
      id: job._id,
      kind: 'affiliate' as const,
      title: job.jobTitle,
      location: job.location,
      createdAt: job.createdAt,
    })),
  ];
}

async function openList(page: Page) {
  await page.goto(PATH);
  await waitForLive(page);
  await visible(cards(page).first());
  expect(await countText(page)).toBe(showing(1, JOBS_PAGE_SIZE, allJobs.length));
}

describe('current openings', () => {
  it('comes with its first page of cards in the HTML, hydrates them without asking for the list, and keeps a page press made before the app is live', async () => {
    await withPage(browser(), async ({ page }) => {
      const fixedCalls = watchRequests(page, ENDPOINTS.jobsList);
      const affiliateCalls = watchRequests(page, ENDPOINTS.affiliateJobsPublic);
      const release = await holdAppScripts(page);
      await page.goto(PATH, { waitUntil: 'commit' });
      // The server's HTML, before any script of the app has run.
      await visible(cards(page).first());
      expect(await cardIds(page)).toEqual(allJobs.slice(0, JOBS_PAGE_SIZE).map((job) => job.id));
      expect(await countText(page)).toBe(showing(1, JOBS_PAGE_SIZE, allJobs.length));
      await pageButton(page, 2).click();
      expect(await currentPage(page)).toBe('1');

      release();
      await waitForLive(page);
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe('2');
      expect(await cardIds(page)).toEqual(allJobs.slice(JOBS_PAGE_SIZE, 2 * JOBS_PAGE_SIZE).map((job) => job.id));
      await requestsSettled(page);
      // Only page 2 was asked for, by its number: each source's share of it.
      expect(fixedCalls).toEqual([apiPath(ENDPOINTS.jobsList, {}, pageQuery(2, 'default'))]);
      expect(affiliateCalls).toEqual([apiPath(ENDPOINTS.affiliateJobsPublic, {}, pageQuery(2, 'default'))]);
      expect(new URL(page.url()).search).toBe('?page=2');
    });
  });

  it("keeps each card's Chat Now link from the server HTML through hydration, and renders the next page's links to the same chat", async () => {
    await withPage(browser(), async ({ page }) => {
      const chatLinks = () =>
        cards(page).evaluateAll((els) =>
          els.map((el) => {
            const link = el.querySelector('a[target="_blank"]');
            return {
              id: el.getAttribute('data-job-id'),
              href: link?.getAttribute('href'),
              name: link?.textContent,
              server: link?.hasAttribute('data-server-node'),
            };
          }),
        );
      const expected = (jobs: ListedJob[], server: boolean) =>
        jobs.map((job) => ({
          id: job.id,
          href: `${CONTACT_DETAILS.chatUrl}?text=${encodeURIComponent(job.title)}`,
          name: 'Chat Now (opens in a new tab)',
          server,
        }));
      const release = await holdAppScripts(page);
      await page.goto(PATH, { waitUntil: 'commit' });
      await visible(cards(page).nth(JOBS_PAGE_SIZE - 1));
      await cards(page).evaluateAll((els) =>
        els.forEach((el) => el.querySelector('a[target="_blank"]')?.setAttribute('data-server-node', '')),
      );
      release();
      await waitForLive(page);
      expect(await chatLinks()).toEqual(expected(allJobs.slice(0, JOBS_PAGE_SIZE), true));

      await pageButton(page, 2).click();
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe('2');
      expect(await chatLinks()).toEqual(expected(allJobs.slice(JOBS_PAGE_SIZE, 2 * JOBS_PAGE_SIZE), false));
    });
  });

  it("opens the application form for the card's job on a press of Apply Now, made before the app is live or after", async () => {
    await withPage(browser(), async ({ page }) => {
      const modal = page.getByTestId('application-modal');
      const release = await holdAppScripts(page);
      await page.goto(PATH, { waitUntil: 'commit' });
      await cards(page).nth(1).getByRole('button', { name: 'Apply Now' }).click();
      expect(await modal.count()).toBe(0);
      release();
      await visible(modal);
      expect(await modal.getByRole('heading', { level: 2 }).innerText()).toContain(allJobs[1]!.title);
      await page.keyboard.press('Escape');
      await gone(modal);

      await pageButton(page, 2).click();
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe('2');
      await cards(page).nth(2).getByRole('button', { name: 'Apply Now' }).click();
      await visible(modal);
      expect(await modal.getByRole('heading', { level: 2 }).innerText()).toContain(allJobs[JOBS_PAGE_SIZE + 2]!.title);
    });
  });

  it('keeps the page buttons from the server HTML and pages with them, and with the ones rendered after; reload and back keep the page', async () => {
    await withPage(browser(), async ({ page }) => {
      const firstPage = allJobs.slice(0, JOBS_PAGE_SIZE).map((job) => job.id);
      const secondPage = allJobs.slice(JOBS_PAGE_SIZE, 2 * JOBS_PAGE_SIZE).map((job) => job.id);
      await openList(page);
      await pageButton(page, 2).click();
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe('2');
      expect(await cardIds(page)).toEqual(secondPage);

      // The URL names the page: a reload comes back to it, rendered by the server.
      await page.reload();
      await waitForLive(page);
      expect(await currentPage(page)).toBe('2');
      expect(await cardIds(page)).toEqual(secondPage);
      expect(await countText(page)).toBe(showing(13, 24, allJobs.length));

      await page.getByRole('button', { name: 'Go to previous page' }).click();
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe('1');
      expect(await cardIds(page)).toEqual(firstPage);
      await page.goBack();
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe('2');
      expect(await cardIds(page)).toEqual(secondPage);
    });
  });

  it('offers every page by number, in the server HTML too, and opens any page from its number or from the URL', async () => {
    const pages = Math.ceil(allJobs.length / JOBS_PAGE_SIZE);
    expect(pages).toBeGreaterThan(2);
    const lastPage = allJobs.slice((pages - 1) * JOBS_PAGE_SIZE).map((job) => job.id);
    await withPage(browser(), async ({ page }) => {
      const release = await holdAppScripts(page);
      await page.goto(PATH, { waitUntil: 'commit' });
      await visible(cards(page).first());
      // The server's pager: the first and the last page by number, whatever the count (MUI's ellipses between).
      await visible(pageButton(page, pages));
      expect(await pageButton(page, pages + 1).count()).toBe(0);
      release();
      await waitForLive(page);
      await pageButton(page, pages).click();
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe(String(pages));
      expect(await cardIds(page)).toEqual(lastPage);
      expect(await countText(page)).toBe(showing((pages - 1) * JOBS_PAGE_SIZE + 1, allJobs.length, allJobs.length));
      expect(new URL(page.url()).search).toBe(`?page=${pages}`);

      // The URL's page, opened directly: the server renders it.
      await holdAppScripts(page);
      await page.goto(`${PATH}?page=${pages}`, { waitUntil: 'commit' });
      await visible(cards(page).first());
      expect(await cardIds(page)).toEqual(lastPage);
      expect(await currentPage(page)).toBe(String(pages));
    });
  });

  it('opens a page named by the URL directly, reading only that page, and pages by number from the keyboard without walking', async () => {
    const newest = newestFirst();
    const pages = Math.ceil(newest.length / JOBS_PAGE_SIZE);
    const onPage = (n: number) => ids(newest.slice((n - 1) * JOBS_PAGE_SIZE, n * JOBS_PAGE_SIZE));
    await withPage(browser(), async ({ page }) => {
      const fixedCalls = watchRequests(page, ENDPOINTS.jobsList);
      const affiliateCalls = watchRequests(page, ENDPOINTS.affiliateJobsPublic);
      await page.goto(`${PATH}?sort=newest&page=3`);
      await waitForLive(page);
      expect(await currentPage(page)).toBe('3');
      expect(await cardIds(page)).toEqual(onPage(3));
      expect(await countText(page)).toBe(showing(25, Math.min(36, newest.length), newest.length));
      // The server rendered page 3 with its cards: the client asked for nothing.
      await requestsSettled(page);
      expect([fixedCalls, affiliateCalls]).toEqual([[], []]);

      // The last page's button, reached and pressed from the keyboard: that page alone is read.
      const last = pageButton(page, pages);
      await last.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe(String(pages));
      expect(await cardIds(page)).toEqual(onPage(pages));
      expect(search(page)).toBe(`?sort=newest&page=${pages}`);
      // Focus moved to the results' heading; Tab from the pager's previous button reaches page 1, and Space presses it.
      await page.getByRole('button', { name: 'Go to previous page' }).focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Go to page 1');
      await page.keyboard.press('Space');
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe('1');
      expect(await cardIds(page)).toEqual(onPage(1));
      await requestsSettled(page);
      expect(fixedCalls).toEqual([pages, 1].map((n) => apiPath(ENDPOINTS.jobsList, {}, pageQuery(n, 'newest'))));
      expect(affiliateCalls).toEqual([pages, 1].map((n) => apiPath(ENDPOINTS.affiliateJobsPublic, {}, pageQuery(n, 'newest'))));

      // A page past the last (a URL made by hand, whatever its number) shows the last, from the server and after it.
      for (const past of [pages + 7, 10 ** 9]) {
        await page.goto(`${PATH}?sort=newest&page=${past}`);
        await waitForLive(page);
        expect(await currentPage(page)).toBe(String(pages));
        expect(await cardIds(page)).toEqual(onPage(pages));
      }
    });
  });

  it("copies the card's job page link with Share, from the server's card and from a rendered one, and says so for a moment", async () => {
    await withPage(browser(), async (watched) => {
      const { page } = watched;
      await shareByCopying(watched);
      const job = allJobs[3]!;
      const card = cards(page).nth(3);
      const share = card.getByRole('button', { name: `Share link to ${job.title}` });
      const release = await holdAppScripts(page);
      await page.goto(PATH, { waitUntil: 'commit' });
      await share.evaluate((element) => element.setAttribute('data-server-node', ''));
      release();
      await waitForLive(page);
      expect(await share.getAttribute('data-server-node'), "the server's button, kept through hydration").toBe('');
      const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin;

      await share.click();
      await expect.poll(() => clipboardText(page)).toBe(`${origin}${jobPagePath(job.kind, job.id)}`);
      expect(await shownText(share)).toBe('Link copied');
      expect(await card.getByRole('status').textContent(), 'announced').toBe('Link copied');
      expect(await shownText(cards(page).nth(2).getByTestId('share-job')), "another card's button").toBe('Share');
      // Back to its label once the moment has passed.
      await expect.poll(() => shownText(share), { timeout: WAIT_MS }).toBe('Share');
      expect(await card.getByRole('status').textContent()).toBe('');

      // Page 2's cards are rendered by the app, not by the server.
      await pageButton(page, 2).click();
      const next = allJobs[JOBS_PAGE_SIZE]!;
      const rendered = cards(page).first();
      await expect.poll(() => rendered.getAttribute('data-job-id'), PAGE_FETCHED).toBe(next.id);
      await rendered.getByRole('button', { name: `Share link to ${next.title}` }).click();
      await expect.poll(() => clipboardText(page)).toBe(`${origin}${jobPagePath(next.kind, next.id)}`);
      expect(await shownText(rendered.getByTestId('share-job'))).toBe('Link copied');
      expect(await rendered.getByRole('status').textContent()).toBe('Link copied');
    });
  });

  it('searches by job name and a suggested location only when Search is pressed, back on page 1', async () => {
    await withPage(browser(), async ({ page }) => {
      const suggestionCalls = watchRequests(page, ENDPOINTS.jobLocations);
      await openList(page);
      await pageButton(page, 2).click();
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe('2');

      await page.getByLabel('Job name').fill('developer');
      const location = page.getByTestId('location-search');
      await location.click();
      await location.pressSequentially('Ben', { delay: 40 });
      // Nothing is filtered before Search is pressed.
      expect(await countText(page)).toBe(showing(13, 24, allJobs.length));

      const bengaluru = page.getByRole('option', { name: 'Bengaluru', exact: true });
      await visible(bengaluru);
      // Asked once, after the typing pause, for the whole text typed.
      expect(suggestionCalls).toEqual([apiPath(ENDPOINTS.jobLocations, {}, { query: 'Ben' })]);
      const listbox = page.getByRole('listbox');
      expect(await listbox.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('150px');
      expect(SUGGESTION_LIST_MAX_HEIGHT_PX).toBe(150);
      const suggested = await listbox.getByRole('option').allInnerTexts();
      expect(suggested.length).toBeGreaterThan(0);
      for (const text of suggested) expect(text.toLowerCase()).toContain('ben');
      await screenshot(page, 'jobs-location-suggestions');

      await bengaluru.click();
      await gone(listbox);
      expect(await location.inputValue()).toBe('Bengaluru');
      await page.getByRole('button', { name: 'Search', exact: true }).click();

      // A word of the title starting with the text, and the whole location (case aside).
      const expected = allJobs.filter((job) => /\bdeveloper/i.test(job.title) && job.location.toLowerCase() === 'bengaluru');
      // The demo data has three Frontend Developer openings in Bengaluru.
      expect(expected.length).toBeGreaterThanOrEqual(3);
      await expect.poll(() => countText(page), PAGE_FETCHED).toBe(showing(1, expected.length, expected.length));
      expect(await cardIds(page)).toEqual(expected.map((job) => job.id));
      for (const card of await cards(page).all()) {
        expect(await card.locator('h3').innerText()).toMatch(/developer/i);
        expect(await card.innerText()).toContain('Bengaluru');
        await visible(card.getByRole('button', { name: 'Apply Now' }));
        await visible(card.getByRole('link', { name: /Chat Now/ }));
      }
      expect(await currentPage(page)).toBe('1');
      expect(await pageButton(page, 2).count()).toBe(0);
      expect(new URL(page.url()).search).toBe('?q=developer&location=Bengaluru');
      await screenshot(page, 'jobs-search-developer-bengaluru');
    });
  });

  it('returns to page 1 after each search; cleared, it pages through every job 12 at a time', async () => {
    await withPage(browser(), async ({ page }) => {
      await openList(page);
      await pageButton(page, 2).click();
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe('2');

      // A search with more than one page of results, pressed while on page 2, starts on page 1.
      const jobName = page.getByTestId('job-name-search');
      await jobName.fill('e');
      await jobName.press('Enter');
      const matching = allJobs.filter((job) => /\be/i.test(job.title));
      expect(matching.length).toBeGreaterThan(JOBS_PAGE_SIZE);
      expect(matching.length).toBeLessThan(allJobs.length);
      await expect.poll(() => countText(page), PAGE_FETCHED).toBe(showing(1, JOBS_PAGE_SIZE, matching.length));
      expect(await currentPage(page)).toBe('1');
      expect(await cardIds(page)).toEqual(matching.slice(0, JOBS_PAGE_SIZE).map((job) => job.id));
      await pageButton(page, 2).click();
      await expect.poll(() => countText(page), PAGE_FETCHED).toBe(showing(13, Math.min(24, matching.length), matching.length));

      // Cleared and searched again: every job, from page 1.
      await jobName.fill('');
      expect(await jobName.inputValue()).toBe('');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect.poll(() => page.url(), PAGE_FETCHED).toMatch(/\/jobs\/current-opening$/);
      await expect.poll(() => countText(page), PAGE_FETCHED).toBe(showing(1, JOBS_PAGE_SIZE, allJobs.length));
      const firstPage = await cardIds(page);
      expect(firstPage).toHaveLength(12);
      expect(firstPage).toEqual(allJobs.slice(0, 12).map((job) => job.id));
      expect(await currentPage(page)).toBe('1');

      await pageButton(page, 2).click();
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe('2');
      // The new page brings focus back to the top of the results.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Open positions');
      expect(await countText(page)).toBe(showing(13, 24, allJobs.length));
      const secondPage = await cardIds(page);
      expect(secondPage).toHaveLength(12);
      expect(secondPage).toEqual(allJobs.slice(12, 24).map((job) => job.id));
      expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
      await screenshot(page, 'jobs-page-2');

      // Next, a page at a time, to the last (each read by its number).
      const pages = Math.ceil(allJobs.length / JOBS_PAGE_SIZE);
      for (let next = 3; next <= pages; next++) {
        await page.getByRole('button', { name: 'Go to next page' }).click();
        await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe(String(next));
      }
      const lastPage = await cardIds(page);
      expect(lastPage).toEqual(allJobs.slice((pages - 1) * JOBS_PAGE_SIZE).map((job) => job.id));
      // Affiliate jobs are merged into the same list (after the fixed ones).
      expect(await page.locator('[data-testid="job-card"][data-job-kind="affiliate"]').count()).toBeGreaterThan(0);
      expect(await pageButton(page, pages + 1).count()).toBe(0);
    });
  });

  it('keeps the filters, the order and the page in the URL through a job page and its back link, reload, back and forward', async () => {
    const fullTime = await jobsMatching({ jobType: 'full-time' });
    expect(fullTime.length).toBeGreaterThan(JOBS_PAGE_SIZE);
    const newest = newestFirst();
    await withPage(browser(), async ({ page }) => {
      await openList(page);
      const jobType = page.getByTestId('job-filter-jobType');
      await jobType.selectOption('full-time');
      await expect.poll(() => countText(page), PAGE_FETCHED).toBe(showing(1, JOBS_PAGE_SIZE, fullTime.length));
      expect(await cardIds(page)).toEqual(ids(fullTime.slice(0, JOBS_PAGE_SIZE)));
      expect(search(page)).toBe('?jobType=full-time');
      // Each card: its job type, the day it was posted, and its role category under that name.
      const card = cards(page).first();
      expect(await card.getByTestId('job-type').innerText()).toBe(jobTypeLabelOf('Full Time'));
      expect(await card.getByTestId('job-posted').innerText()).toMatch(/^Posted \d{1,2} \w{3} \d{4}$/);
      // (Jobs other tests post may have no role category: the first card that has one.)
      const withSkills = cards(page)
        .filter({ has: page.getByTestId('job-skills') })
        .first();
      expect(await withSkills.getByTestId('job-skills').innerText()).toMatch(/^Role Category: \S/);

      await pageButton(page, 2).click();
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe('2');
      expect(await cardIds(page)).toEqual(ids(fullTime.slice(JOBS_PAGE_SIZE, 2 * JOBS_PAGE_SIZE)));
      expect(search(page)).toBe('?jobType=full-time&page=2');

      // A job page: its title names the location, and its back link returns to the list as it was.
      const job = fullTime[JOBS_PAGE_SIZE]!;
      await cards(page).first().getByTestId('job-page-link').click();
      await visible(page.getByTestId('job-page'));
      expect(await page.title()).toContain(`${job.title} in ${job.location}`);
      await page.getByTestId('back-to-jobs').click();
      await expect.poll(() => search(page), PAGE_FETCHED).toBe('?jobType=full-time&page=2');
      await expect.poll(() => cardIds(page), PAGE_FETCHED).toEqual(ids(fullTime.slice(JOBS_PAGE_SIZE, 2 * JOBS_PAGE_SIZE)));

      // Reload: the server renders the same view.
      await page.reload();
      await waitForLive(page);
      expect(await currentPage(page)).toBe('2');
      expect(await cardIds(page)).toEqual(ids(fullTime.slice(JOBS_PAGE_SIZE, 2 * JOBS_PAGE_SIZE)));
      expect(await jobType.inputValue()).toBe('full-time');

      // Newest first, pressed at once after a page turn: the order's page 1 wins, not the page turn.
      await page.getByRole('button', { name: 'Go to previous page' }).click();
      await page.getByTestId('job-sort').selectOption('newest');
      await expect.poll(() => search(page), PAGE_FETCHED).toBe('?jobType=full-time&sort=newest');
      await jobType.selectOption('');
      await expect.poll(() => cardIds(page), PAGE_FETCHED).toEqual(ids(newest.slice(0, JOBS_PAGE_SIZE)));
      expect(search(page)).toBe('?sort=newest');

      await page.goBack();
      await expect.poll(() => search(page), PAGE_FETCHED).toBe('?jobType=full-time&sort=newest');
      await expect.poll(() => jobType.inputValue(), PAGE_FETCHED).toBe('full-time');
      await page.goBack();
      await page.goBack();
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe('2');
      expect(search(page)).toBe('?jobType=full-time&page=2');
      expect(await page.getByTestId('job-sort').inputValue()).toBe('default');
      await page.goForward();
      await expect.poll(() => currentPage(page), PAGE_FETCHED).toBe('1');
      expect(await cardIds(page)).toEqual(ids(fullTime.slice(0, JOBS_PAGE_SIZE)));

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('job-filter-jobType').scrollIntoViewIfNeeded();
      await screenshot(page, 'jobs-list-filtered-390', { fullPage: false });
    });
  });

  it("shows the other source's jobs with a notice when one of the two list calls fails", async () => {
    const sales = await jobsMatching({ department: 'sales' });
    const freshers = await jobsMatching({ experience: 'fresher' });
    const fixedSales = sales.filter((job) => job.kind === 'fixed');
    const affiliateFreshers = freshers.filter((job) => job.kind === 'affiliate');
    expect(fixedSales.length).toBeGreaterThan(0);
    expect(fixedSales.length).toBeLessThan(sales.length);
    expect(affiliateFreshers.length).toBeGreaterThan(0);
    expect(affiliateFreshers.length).toBeLessThan(freshers.length);
    await withPage(
      browser(),
      async ({ page }) => {
        await openList(page);
        const affiliateCall = (url: URL) => isCallOf(url.pathname, ENDPOINTS.affiliateJobsPublic);
        const fixedCall = (url: URL) => isCallOf(url.pathname, ENDPOINTS.jobsList);
        const unavailable = (route: Route) => route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
        const notice = page.getByTestId('jobs-partial');

        await page.route(affiliateCall, unavailable);
        await page.getByTestId('job-filter-department').selectOption('sales');
        expect(await shownText(notice, WAIT_MS)).toBe(JOB_LIST_MESSAGES.partnerJobsUnavailable);
        expect(await countText(page)).toBe(showing(1, fixedSales.length, fixedSales.length));
        expect(await cardIds(page)).toEqual(ids(fixedSales));

        await page.unroute(affiliateCall);
        await page.route(fixedCall, unavailable);
        await page.getByTestId('job-filter-department').selectOption('');
        await page.getByTestId('job-filter-experience').selectOption('fresher');
        await expect.poll(() => shownText(notice), PAGE_FETCHED).toBe(JOB_LIST_MESSAGES.fixedJobsUnavailable);
        expect(await countText(page)).toBe(showing(1, affiliateFreshers.length, affiliateFreshers.length));
        expect(await cardIds(page)).toEqual(ids(affiliateFreshers));
        expect(search(page)).toBe('?experience=fresher');
      },
      [/status of 503/],
    );
  });

  it('shows the empty text when nothing matches', async () => {
    await withPage(browser(), async ({ page }) => {
      await openList(page);
      await page.getByTestId('job-name-search').fill('Astronaut');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      expect(await shownText(page.getByTestId('jobs-empty'))).toBe('No jobs match your search.');
      expect(JOB_LIST_MESSAGES.noResults).toBe('No jobs match your search.');
      expect(await cards(page).count()).toBe(0);
      expect(await page.getByTestId('jobs-pagination').count()).toBe(0);
      await screenshot(page, 'jobs-no-match');

      // A known job name in a city where it is not offered matches nothing either.
      await page.getByTestId('job-name-search').fill('Developer');
      await page.getByTestId('location-search').fill('Atlantis');
      await page.getByTestId('location-search').press('Enter');
      await expectShown(page, 'No jobs match your search.');
      expect(await cards(page).count()).toBe(0);
    });
  });

  it('asks for no suggestions and shows no list while the location box is empty', async () => {
    await withPage(browser(), async ({ page }) => {
      const suggestionCalls = watchRequests(page, ENDPOINTS.jobLocations);
      await openList(page);
      const location = page.getByTestId('location-search');
      await location.click();
      await page.keyboard.press('ArrowDown');
      await debounceElapsed(page);
      expect(await suggestions(page).count()).toBe(0);
      expect(suggestionCalls).toEqual([]);

      // Typed and erased within the pause: still nothing asked, nothing shown.
      await location.pressSequentially('M', { delay: 20 });
      await page.keyboard.press('Backspace');
      await debounceElapsed(page);
      expect(await location.inputValue()).toBe('');
      expect(await suggestions(page).count()).toBe(0);
      expect(suggestionCalls).toEqual([]);

      // One character is enough.
      await location.pressSequentially('M');
      await visible(page.getByRole('option', { name: 'Mumbai', exact: true }));
      expect(suggestionCalls).toEqual([apiPath(ENDPOINTS.jobLocations, {}, { query: 'M' })]);
      await location.fill('');
      await gone(page.getByRole('listbox'));
      await debounceElapsed(page);
      expect(await suggestions(page).count()).toBe(0);
      expect(suggestionCalls).toEqual([apiPath(ENDPOINTS.jobLocations, {}, { query: 'M' })]);
    });
  });
});
