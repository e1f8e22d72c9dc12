import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_PREFIX } from '@careers/domain';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Disposable, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../../scripts/stack/chromium';
import { BASE_URL } from './stack';

export const SCREENSHOT_DIR = join(process.cwd(), 'test-output', 'screenshots');
export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** Debian's Chromium, headless, off the (closed) network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...HEADLESS_CHROMIUM_FLAGS, '--disable-quic'] });
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for every test file of the run (the stack files share one module graph), launched by
 * the first file that asks; answers a getter for it. Contexts keep the tests apart: the browser holds
 * none once a file is done. Playwright stops the browser when the test process exits.
 */
export function useChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await shared;
    if (!browser?.isConnected()) browser = await (shared = launchChromium());
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  return () => browser!;
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Ends the test's use of the page: the file's tab is reset for the next test, a fresh context closed. */
  close(): Promise<void>;
}

export interface PageOptions {
  reducedMotion?: 'reduce' | 'no-preference';
  javaScriptEnabled?: boolean;
  /**
   * A context of its own, for a test that changes what a context keeps: Playwright's clock (it
   * belongs to the context and cannot be uninstalled), or scripts turned off.
   */
  freshContext?: boolean;
}

// Events a test may listen to on its page; the file's tab drops those listeners between tests.
const TEST_EVENTS = [
  'console',
  'pageerror',
  'request',
  'requestfinished',
  'requestfailed',
  'response',
  'dialog',
  'download',
  'popup',
  'framenavigated',
  'load',
] as const;

function watch(page: Page, context: BrowserContext, close: () => Promise<void>): WatchedPage {
  const watched: WatchedPage = { page, context, errors: [], close };
  page.on('console', (msg) => {
    if (msg.type() === 'error') watched.errors.push(msg.text());
  });
  page.on('pageerror', (err) => watched.errors.push(err.message));
  return watched;
}

/**
 * The file's tab: a page in a new context costs a new renderer process and a cold start (measured in
 * docs/benchmarks.md), so the tests of a file take turns on one tab, reset between them to
 * what a fresh context gives a test: no cookies, storage, permissions, routes, init scripts or
 * listeners, and no page or API answer from the browser's cache (fetchPagesAndAnswersAfresh).
 */
interface FileTab {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  initScripts: Disposable[];
  inUse: boolean;
}
const fileTabs = new WeakMap<Browser, FileTab>();

async function fileTab(browser: Browser): Promise<FileTab | undefined> {
  let tab = fileTabs.get(browser);
  if (tab?.page.isClosed()) tab = undefined;
  if (tab?.inUse) return undefined;
  if (!tab) {
    const context = await browser.newContext({ baseURL: BASE_URL });
    const page = await context.newPage();
    const created: FileTab = { context, page, cdp: await context.newCDPSession(page), initScripts: [], inUse: false };
    const addInitScript = page.addInitScript.bind(page);
    page.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
      const script = await addInitScript(...args);
      created.initScripts.push(script);
      return script;
    }) as Page['addInitScript'];
    // Any of these installs Playwright's clock in the context, where it would stay for the next tests.
    for (const method of ['install', 'pauseAt', 'setFixedTime', 'setSystemTime', 'fastForward', 'runFor', 'resume'] as const)
      page.clock[method] = () => {
        throw new Error("A clock stays with its context: open this test's page with { freshContext: true }.");
      };
    await fetchPagesAndAnswersAfresh(created.cdp);
    fileTabs.set(browser, (tab = created));
  }
  tab.inUse = true;
  return tab;
}

/**
 * Pages and API answers are asked of the server each time (the request says `Cache-Control:
 * no-cache`), so none that an earlier test read is served from the browser's cache (public ones may
 * be kept 60 s); the app's scripts, styles and images stay cached, as on a visitor's second visit.
 */
async function fetchPagesAndAnswersAfresh(cdp: CDPSession): Promise<void> {
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const headers = Object.entries(request.headers).map(([name, value]) => ({ name, value }));
    void cdp
      .send('Fetch.continueRequest', { requestId, headers: [...headers, { name: 'Cache-Control', value: 'no-cache' }] })
      .catch(() => {}); // the page went away meanwhile
  });
  await cdp.send('Fetch.enable', {
    patterns: [
      { urlPattern: '*', resourceType: 'Document', requestStage: 'Request' },
      { urlPattern: `${BASE_URL}${API_PREFIX}/*`, requestStage: 'Request' },
    ],
  });
}

async function resetFileTab(tab: FileTab, viewport: { width: number; height: number }, reducedMotion: 'reduce' | 'no-preference') {
  const { page, context, cdp } = tab;
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  for (const event of TEST_EVENTS) page.removeAllListeners(event);
  await Promise.all(tab.initScripts.splice(0).map((script) => script.dispose()));
  // The last test's close() left it blank, unless that navigation failed.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await context.clearCookies();
  await context.clearPermissions();
  for (const host of ['127.0.0.1', 'localhost'])
    await cdp.send('Storage.clearDataForOrigin', { origin: `http://${host}:${new URL(BASE_URL).port}`, storageTypes: 'all' });
  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion });
}

/** A page whose console errors and page errors are collected: the file's tab, or a fresh context when asked or when the tab is taken. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  { reducedMotion = 'reduce', javaScriptEnabled = true, freshContext = false }: PageOptions = {},
): Promise<WatchedPage> {
  const tab = freshContext || !javaScriptEnabled ? undefined : await fileTab(browser);
  if (tab) {
    await resetFileTab(tab, viewport, reducedMotion);
    return watch(tab.page, tab.context, async () => {
      // Off the test's page, so its timers and polls stop while other tests run.
      if (!tab.page.isClosed()) await tab.page.goto('about:blank').catch(() => {});
      tab.inUse = false;
    });
  }
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, reducedMotion, javaScriptEnabled });
  return watch(await context.newPage(), context, () => context.close());
}

/**
 * One page shared by a describe block's tests, each of which navigates it and starts with no errors
 * recorded. Loading a page in a warm tab (its renderer process and HTTP cache kept) costs a fraction
 * of a load in a fresh context; for tests that only read public pages. A test that signs in, writes,
 * or needs a cold first load opens its own page.
 */
export function useSharedPage(
  browser: () => Browser,
  viewport: { width: number; height: number },
  { prepare, ...options }: PageOptions & { prepare?: (page: Page) => Promise<unknown> } = {},
): () => WatchedPage {
  let watched: WatchedPage | undefined;
  beforeAll(async () => {
    watched = await openPage(browser(), viewport, options);
    await prepare?.(watched.page);
  });
  afterAll(async () => {
    await watched?.close();
  });
  return () => {
    watched!.errors.length = 0;
    return watched!;
  };
}

/**
 * Waits until a public page's scripts are attached: the prerendered HTML is painted before the app
 * loads, so behaviour that needs the app (the header hiding on scroll) starts a moment later.
 */
export async function waitForLive(page: Page): Promise<void> {
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
}

/**
 * Holds every script of the app until the returned release is called: the page stays its server
 * HTML, as a visitor sees it before the app has loaded.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Saves a screenshot (full-page unless `fullPage: false`) for people to look at, when CAREERS_SCREENSHOTS=1: nothing asserts on
 * it, and full-page captures slow every browser test down.
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.CAREERS_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/**
 * Saves what the window shows (not the full page: cheap) in every run, for people to look at:
 * the admin screens at each width. Nothing asserts on it.
 */
export async function windowScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // JPEG: encoded several times faster than PNG at 1920 px.
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.jpg`), type: 'jpeg', quality: 80 });
}
