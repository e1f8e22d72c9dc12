/** Shared steps of the browser tests: a watched page per test, waits, request tracking, timing. */
import type { Browser, Locator, Page } from 'playwright-core';
import { ENDPOINTS, LOCATION_SUGGEST_DEBOUNCE_MS, PRIVACY_MESSAGES, apiPath, apiPathPattern, type Endpoint } from '@careers/domain';
import { expect } from 'vitest';
import { openPage, VIEWPORTS, type PageOptions, type WatchedPage } from '../support/browser';
import { db } from '../../functions/src/firebase';

// Counting is shared with the API tests (tests/support/submissions.ts).
export { countDocs } from '../support/submissions';

export const WAIT_MS = 15_000;

/** Ticks a public form's consent to the privacy notice (required before it sends, domain/src/privacy.ts). */
export const giveConsent = (scope: Page | Locator) => scope.getByRole('checkbox', { name: PRIVACY_MESSAGES.consentLabel }).check();

type PageBody = (watched: WatchedPage) => Promise<void>;

/**
 * Runs `body` on a desktop page (the file's tab, or a context of its own with `freshContext`), then
 * checks the page logged no console errors except those matching `expectedErrors`. The page is
 * always given back.
 */
export async function withPage(browser: Browser, body: PageBody, expectedErrors?: readonly RegExp[]): Promise<void>;
export async function withPage(browser: Browser, options: PageOptions, body: PageBody, expectedErrors?: readonly RegExp[]): Promise<void>;
export async function withPage(
  browser: Browser,
  ...args: [PageBody, (readonly RegExp[])?] | [PageOptions, PageBody, (readonly RegExp[])?]
): Promise<void> {
  const [options, body, expectedErrors = []] =
    typeof args[0] === 'function'
      ? [{}, args[0], args[1] as readonly RegExp[] | undefined]
      : (args as [PageOptions, PageBody, (readonly RegExp[])?]);
  const watched = await openPage(browser, VIEWPORTS.desktop, options);
  try {
    await body(watched);
    expect(watched.errors.filter((error) => !expectedErrors.some((pattern) => pattern.test(error)))).toEqual([]);
  } finally {
    await watched.close();
  }
}

/**
 * Makes the page's Share buttons copy their link to the clipboard, which the test can read back:
 * where the browser has a share sheet the page opens it instead.
 */
export async function shareByCopying({ page, context }: WatchedPage): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
}

/** Makes every document the page loads from now on record its Content-Security-Policy violations. */
export const recordCspViolations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = []);
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });

/** The violations the current document recorded (see recordCspViolations). */
export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** What the page's clipboard holds. */
export const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

export const visible = (locator: Locator, timeout = WAIT_MS) => locator.waitFor({ state: 'visible', timeout });
export const gone = (locator: Locator, timeout = WAIT_MS) => locator.waitFor({ state: 'hidden', timeout });

/** Goes to `path` and waits for the form with data-testid `testId`; answers the form. */
export async function openForm(page: Page, path: string, testId: string): Promise<Locator> {
  await page.goto(path);
  const form = page.getByTestId(testId);
  await visible(form);
  return form;
}

/** Waits until `locator` (the first match) is visible and answers its trimmed text. */
export async function shownText(locator: Locator, timeout = WAIT_MS): Promise<string> {
  await visible(locator.first(), timeout);
  return (await locator.first().innerText()).trim();
}

/** Waits for the exact visible text `text` inside `scope`. */
export async function expectShown(scope: Page | Locator, text: string, timeout = WAIT_MS): Promise<void> {
  await visible(scope.getByText(text, { exact: true }).first(), timeout);
}

/** Whether a URL path is a call of one of `endpoints` (each `:param` matches any one segment). */
export const isCallOf = (pathname: string, ...endpoints: readonly Pick<Endpoint, 'path'>[]): boolean =>
  endpoints.some((endpoint) => apiPathPattern(endpoint.path).test(pathname));

/** The URLs (path and query) of the calls of `endpoint` the page sends, with its method, collected as they go. */
export function watchRequests(page: Page, endpoint: Pick<Endpoint, 'path' | 'method'>): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== endpoint.method) return;
    const url = new URL(request.url());
    if (isCallOf(url.pathname, endpoint)) seen.push(url.pathname + url.search);
  });
  return seen;
}

/**
 * Performs `action` (a click that submits) and answers the response of the call of `endpoint` it
 * makes, with its JSON body.
 */
export async function submitAndWait(page: Page, endpoint: Pick<Endpoint, 'path' | 'method'>, action: () => Promise<void>) {
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === endpoint.method && isCallOf(new URL(res.url()).pathname, endpoint), {
      timeout: 30_000,
    }),
    action(),
  ]);
  return { response, body: (await response.json()) as { message?: string; _id?: string } };
}

/** How far from its deadline a message that goes away by itself is looked at, either side. */
const DISMISS_SLACK_MS = 500;

/**
 * Stops the page's clock (Playwright's, installed with `page.clock.install()` before the page
 * loaded): from here on its timers fire only when a test steps the clock. It jumps a second ahead
 * first, as the page's time moves on while this command travels.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * A message that goes away by itself `ms` after it appeared, on a page whose clock was paused
 * (pauseClock) before the action that shows it: still there `DISMISS_SLACK_MS` before its deadline,
 * gone after it. The wait is stepped over, not sat through; the clock runs again afterwards.
 */
export async function expectAutoDismiss(page: Page, message: Locator, ms: number): Promise<void> {
  await visible(message);
  await page.clock.fastForward(ms - DISMISS_SLACK_MS);
  expect(await message.isVisible(), `still shown ${DISMISS_SLACK_MS} ms before its ${ms} ms`).toBe(true);
  await page.clock.fastForward(2 * DISMISS_SLACK_MS);
  await page.clock.resume();
  await gone(message);
}

/**
 * Waits until every request the page had started so far has been seen: the page fetches a
 * sentinel and the test waits for that request's event, which comes after any earlier one. Use it
 * before asserting that an action sent nothing (instead of sleeping and hoping).
 */
export async function requestsSettled(page: Page): Promise<void> {
  const marker = apiPath(ENDPOINTS.health, {}, { settled: Math.random().toString(36).slice(2) });
  await Promise.all([
    page.waitForResponse((res) => res.url().endsWith(marker)),
    page.evaluate((url) => fetch(url).then(() => undefined), marker),
  ]);
}

/**
 * Waits for the location box's debounce deadline to pass in the page (its own timer, set after
 * the last keystroke, so it fires after the debounced one would have), then for every request
 * started by then. What a debounced box did NOT ask can only be asserted after that deadline.
 */
export async function debounceElapsed(page: Page): Promise<void> {
  await page.evaluate((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)), LOCATION_SUGGEST_DEBOUNCE_MS + 50);
  await requestsSettled(page);
}

/** Documents of `collection` whose `field` equals `value`. */
export async function storedWhere(collection: string, field: string, value: unknown) {
  const snapshot = await db().collection(collection).where(field, '==', value).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & { id: string });
}

/** Opens a multi-select (MUI Select) by its combobox name, clicks `options` in order, and closes it. */
export async function pickOptions(page: Page, combobox: RegExp, options: readonly string[]): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).click();
  const listbox = page.getByRole('listbox');
  await visible(listbox);
  for (const option of options) await listbox.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
  await gone(listbox);
}

/** The chips (chosen values) a multi-select shows. */
export async function chosenChips(page: Page, testId: string): Promise<string[]> {
  return (await page.getByTestId(testId).locator('.MuiChip-label').allInnerTexts()).map((text) => text.trim());
}

/** Types a state prefix into the address block's State box and picks `state` from its suggestions. */
export async function pickState(page: Page, prefix: string, state: string): Promise<void> {
  await page.getByTestId('state').fill(prefix);
  const option = page.getByRole('option', { name: state, exact: true });
  await visible(option);
  await option.click();
  await gone(page.getByRole('listbox'));
}
