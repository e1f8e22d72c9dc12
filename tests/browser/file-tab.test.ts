/** The file's tab (tests/support/browser.ts) hands each test what a fresh context would. */
import { ENDPOINTS, apiPath } from '@careers/domain';
import { describe, expect, it } from 'vitest';
import { openPage, useChromium } from '../support/browser';
import { signInAsAdmin } from './adminSession';

const browser = useChromium();

/** Fetches `path` from the page; answers whether it came from the network (not the browser's cache). */
const fetchedFromNetwork = (page: import('playwright-core').Page, path: string) =>
  page.evaluate(async (path) => {
    const url = new URL(path, location.href).href;
    performance.clearResourceTimings();
    const response = await fetch(url);
    await response.text();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    // The page may load other files meanwhile: the entry of this URL.
    const entry = performance.getEntriesByName(url, 'resource').at(-1) as PerformanceResourceTiming;
    return entry.transferSize > 0;
  }, path);
/** A public answer the server lets browsers keep for 60 s. */
const PUBLIC_ANSWER = apiPath(ENDPOINTS.jobsList);
/** One of the app's scripts (kept a year). */
const appScript = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src);

const firebaseUsers = (page: import('playwright-core').Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );

describe("the file's tab", () => {
  it('leaves nothing of one test to the next: session, storage, cookies, scripts, routes, listeners, cached answers (the app files stay cached)', async () => {
    const first = await openPage(browser());
    await signInAsAdmin(first.page);
    await first.page.goto('/');
    expect(await firebaseUsers(first.page)).toBe(1);
    expect(await fetchedFromNetwork(first.page, PUBLIC_ANSWER)).toBe(true);
    const script = await appScript(first.page);
    await first.page.evaluate(() => localStorage.setItem('left', 'behind'));
    await first.context.addCookies([{ name: 'left', value: 'behind', url: first.page.url() }]);
    await first.page.addInitScript(() => Object.assign(window, { leftBehind: true }));
    await first.page.route('**/contact', (route) => route.fulfill({ body: 'routed' }));
    let heard = 0;
    first.page.on('request', () => heard++);
    await first.close();

    const second = await openPage(browser());
    expect(second.page, 'the same tab').toBe(first.page);
    heard = 0;
    await second.page.goto('/contact');
    expect(await second.page.locator('h1').first().innerText()).not.toBe('routed');
    expect(heard, "the first test's listener").toBe(0);
    expect(await second.page.evaluate(() => 'leftBehind' in window)).toBe(false);
    expect(await second.page.evaluate(() => localStorage.length)).toBe(0);
    expect(await second.context.cookies()).toEqual([]);
    expect(await firebaseUsers(second.page)).toBe(0);
    expect(await fetchedFromNetwork(second.page, PUBLIC_ANSWER), 'a public answer the first test read').toBe(true);
    expect(await fetchedFromNetwork(second.page, script), "the app's script stays cached").toBe(false);
    // Playwright's clock would stay with the context for every later test.
    expect(() => second.page.clock.install()).toThrow(/freshContext/);
    await second.close();
  });

  it('gives a second page asked for at the same time a context of its own', async () => {
    const one = await openPage(browser());
    const two = await openPage(browser());
    try {
      expect(two.context).not.toBe(one.context);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
