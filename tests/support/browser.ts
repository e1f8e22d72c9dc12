import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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
}

/** A fresh context and page whose console errors and page errors are collected. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  { reducedMotion = 'reduce', javaScriptEnabled = true }: PageOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, reducedMotion, javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, context, errors };
}

export interface PageOptions {
  reducedMotion?: 'reduce' | 'no-preference';
  javaScriptEnabled?: boolean;
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
    await watched?.context.close();
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
 * Saves a full-page screenshot for people to look at, when CAREERS_SCREENSHOTS=1: nothing asserts on
 * it, and full-page captures slow every browser test down.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.CAREERS_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
