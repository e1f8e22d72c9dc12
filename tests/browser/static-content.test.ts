/**
 * Content without state or handlers (components/StaticContent) keeps the server's HTML when a
 * prerendered page hydrates: the very nodes the visitor saw stay in place, their links still
 * navigate inside the app without reloading it, and the same content renders in full when the app
 * shows the page again after a navigation. On every page served as server HTML, each button and
 * in-app link of the static content works on the first load, through its holder's handlers.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../../web/src/config/head';
import { holdAppScripts, openPage, screenshot, useChromium, VIEWPORTS, waitForLive, type WatchedPage } from '../support/browser';
import { cspViolations, recordCspViolations, shareByCopying, WAIT_MS } from './helpers';
import { mustShowOn, routeScreenshotName } from './publicRoutes';

const browser = useChromium();

type Marked = Window & { __appInstance?: string };

describe('static content on a prerendered page', () => {
  it('keeps the server HTML on hydration, navigates its links in the app and renders after a navigation', async () => {
    const { page, errors, close } = await openPage(browser(), VIEWPORTS.phone);
    try {
      const release = await holdAppScripts(page);
      // The held scripts would hold the load event too.
      await page.goto('/', { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { name: 'Campus to Cubicle', level: 2 });
      await heading.waitFor();
      // Marks set on the server's nodes and on the window before any app script has run.
      await heading.evaluate((element) => element.setAttribute('data-server-node', ''));
      await page
        .locator('footer')
        .getByText(/©\s*2023/)
        .evaluate((element) => element.setAttribute('data-server-node', ''));
      await page.evaluate(() => ((window as Marked).__appInstance = 'first load'));
      release();
      await waitForLive(page);
      expect(await page.locator('[data-server-node]').count(), 'server nodes kept through hydration').toBe(2);

      await page.getByRole('link', { name: 'Explore Campus to Cubicle' }).click();
      await page.waitForURL('**/campus-to-cubicle');
      await page.getByRole('heading', { name: 'From the classroom to a career, without the gap', level: 1 }).waitFor();
      expect(await heading.count(), 'the home page has left').toBe(0);
      expect(await page.evaluate(() => (window as Marked).__appInstance), 'no page reload').toBe('first load');

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await heading.waitFor();
      await page.getByRole('heading', { name: 'Our Services', level: 2 }).waitFor();
      await expect.poll(() => page.getByRole('link', { name: 'Learn more' }).count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as Marked).__appInstance), 'still the same app').toBe('first load');
      // Rendered by the client this time, not kept: the marked server node is gone.
      expect(await page.locator('[data-server-node]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('static content with new props', () => {
  it('shows the next service when a service page links to another one', async () => {
    const { page, errors, close } = await openPage(browser(), VIEWPORTS.desktop);
    try {
      await page.goto('/services/oncampus');
      await waitForLive(page);
      const firstHeading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
      await page.locator('footer').getByRole('navigation', { name: 'Services' }).getByRole('link').nth(1).click();
      await page.waitForURL('**/services/offcampus');
      await expect.poll(async () => (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim()).not.toBe(firstHeading);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("the header's static links", () => {
  it('navigate in the app and move the current-page mark when the page changes', async () => {
    const { page, errors, close } = await openPage(browser(), VIEWPORTS.desktop);
    try {
      await page.goto('/');
      await waitForLive(page);
      await page.evaluate(() => ((window as Marked).__appInstance = 'first load'));
      const mainNav = page.getByRole('navigation', { name: 'Main' });
      const current = () => mainNav.locator('[aria-current="page"]').evaluateAll((els) => els.map((el) => el.textContent?.trim()));
      expect(await current()).toEqual(['Home']);

      await mainNav.getByRole('link', { name: 'Employer', exact: true }).click();
      await page.waitForURL('**/employer');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(current).toEqual(['Employer']);

      // The brand mark links home.
      await mainNav.getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(current).toEqual(['Home']);
      expect(await page.evaluate(() => (window as Marked).__appInstance), 'no page reload').toBe('first load');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** A button or an in-app link inside a StaticContent holder, as the page's first load shows it. */
interface StaticTarget {
  /** Its tag on the page (data-static-target). */
  index: number;
  kind: 'button' | 'link';
  /** The link's absolute URL ('' for a button). */
  href: string;
  name: string;
  /** Its holder's text (the header's and the footer's are the same on every page), and its place there. */
  holder: string;
  place: number;
  inMain: boolean;
  inHeader: boolean;
}

const TARGET_ATTRIBUTE = 'data-static-target';
type LoadMarked = Window & { __staticLoad?: number };

/**
 * Tags every button and in-app link inside StaticContent's holders and answers them in page order.
 * A holder is the `display: contents` div StaticContent puts around its content (the app has no
 * other). Left out: what a visitor cannot press (hidden, disabled, the current page's button),
 * links to other sites, new tabs, downloads, files, mail and phone.
 */
function tagTargets(page: Page): Promise<StaticTarget[]> {
  return page.evaluate((attribute) => {
    const isHolder = (element: Element) => element instanceof HTMLDivElement && element.style.display === 'contents';
    const holderOf = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) if (isHolder(parent)) return parent;
      return null;
    };
    const pressable = (element: HTMLElement) =>
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden' &&
      !(element instanceof HTMLButtonElement && (element.disabled || element.getAttribute('aria-current') === 'page'));
    const inApp = (anchor: HTMLAnchorElement) => {
      const url = new URL(anchor.href);
      const newTab = anchor.target !== '' && anchor.target !== '_self';
      return url.origin === location.origin && !newTab && !anchor.hasAttribute('download') && !/\.\w+$/.test(url.pathname);
    };
    const squeeze = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    const targets: StaticTarget[] = [];
    const places = new Map<Element, number>();
    for (const element of document.querySelectorAll<HTMLElement>('button, a[href]')) {
      const holder = holderOf(element);
      if (!holder || !pressable(element) || (element instanceof HTMLAnchorElement && !inApp(element))) continue;
      places.set(holder, (places.get(holder) ?? -1) + 1);
      element.setAttribute(attribute, String(targets.length));
      targets.push({
        index: targets.length,
        kind: element instanceof HTMLButtonElement ? 'button' : 'link',
        href: element instanceof HTMLAnchorElement ? element.href : '',
        name: squeeze(element.getAttribute('aria-label') ?? element.textContent),
        holder: squeeze(holder.textContent),
        place: places.get(holder)!,
        inMain: element.closest('main') !== null,
        inHeader: element.closest('header') !== null,
      });
    }
    return targets;
  }, TARGET_ATTRIBUTE);
}

/**
 * What a press can change: the address and the page shown (each page renders its own canonical
 * link), the pressed button's state and text, the popups open; the document's load mark, and the
 * tagged targets still on the page (a navigation or a re-render takes the others away).
 */
const stateAround = (page: Page, index: number) =>
  page.evaluate(
    ({ attribute, index }) => {
      const button = document.querySelector<HTMLElement>(`[${attribute}="${index}"]`);
      const popups = document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]');
      return {
        url: location.href,
        canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
        load: (window as LoadMarked).__staticLoad ?? null,
        tagged: [...document.querySelectorAll(`[${attribute}]`)].map((element) => Number(element.getAttribute(attribute))),
        hasPopup: button?.hasAttribute('aria-haspopup') ?? false,
        effect: {
          url: location.href,
          expanded: button?.getAttribute('aria-expanded') ?? null,
          pressed: button?.getAttribute('aria-pressed') ?? null,
          text: button?.innerText ?? null,
          open: [...popups].filter((popup) => popup.getClientRects().length > 0).length,
        },
      };
    },
    { attribute: TARGET_ATTRIBUTE, index },
  );
type StateAround = Awaited<ReturnType<typeof stateAround>>;

/** Reads the state around `index` until `done` holds of it (failing with `message` after WAIT_MS); answers the last reading. */
async function until(page: Page, index: number, done: (state: StateAround) => boolean, message: string): Promise<StateAround> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const state = await stateAround(page, index);
    if (done(state)) return state;
    if (Date.now() > deadline) throw new Error(`${message}; last seen: ${JSON.stringify(state.effect)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Every page served as server HTML (prerendered, or rendered per request: the job list), opened
 * fresh: each button and each in-app link inside its static content is pressed on that first load,
 * where React never hydrated the content and only the holder's handler can answer. A link must
 * move the app to its address without loading a new document; a button must visibly do something
 * (change the address, open a menu or dialog, change its aria-expanded, aria-pressed or text).
 *
 * Kept fast, pressing once what is the same: a press that replaces its holder (a link leaving the
 * page, a new page of the list) stands for the holder's other elements, which use the same handler,
 * so the page is loaded again only for holders not pressed yet; elements of one holder with the
 * same name and address are one control for several items (each card's Apply Now); and the header
 * and footer, the same holders on every page, are pressed on the first pages that show them.
 */
describe('every button and link inside static content, on a first load', () => {
  let watched: WatchedPage;
  let documents = 0;
  /** The elements (holder, place, what) pressed, or stood for by a press in their holder, so far. */
  const done = new Set<string>();

  beforeAll(async () => {
    watched = await openPage(browser(), VIEWPORTS.desktop);
    await shareByCopying(watched);
    await recordCspViolations(watched.page);
    const { page } = watched;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
    });
  });
  afterAll(async () => {
    await watched?.close();
  });

  for (const path of PRERENDERED_PATHS) {
    it(`${path}: each static button and link works`, async () => {
      const { page, errors } = watched;
      const errorsBefore = errors.length;
      /** Holders that answered a press on this page. */
      const answered = new Set<string>();
      let pressed = 0;
      let loads = 0;
      /** Elements pressed on this page, without their place: another with the same is the same control for another item. */
      const twins = new Set<string>();
      const twinOf = (target: StaticTarget) => `${target.holder}\n${target.kind} ${target.href} ${target.name}`;
      const keyOf = (target: StaticTarget) => `${twinOf(target)} ${target.place}`;
      // Buttons first (most leave the page as it is), then links to this page, then the page's own
      // links (each leaves the page), then the header's and footer's, which stay when the page goes.
      const rank = (target: StaticTarget) =>
        target.kind === 'button' ? 0 : new URL(target.href).pathname === new URL(path, target.href).pathname ? 1 : target.inMain ? 2 : 3;

      let waiting: number;
      do {
        loads++;
        await page.goto(path, { waitUntil: 'commit' });
        await waitForLive(page);
        if (loads === 1) {
          // The desktop pass of the route matrix (public-routes.test.ts leaves these pages to this one).
          const mustShow = mustShowOn(path);
          expect(mustShow, `${path} in ROUTES`).toBeDefined();
          await page.getByText(mustShow!).filter({ visible: true }).first().waitFor({ timeout: WAIT_MS });
          await screenshot(page, routeScreenshotName('desktop', path));
        }
        expect(await cspViolations(page), 'CSP violations').toEqual([]);
        await page.evaluate((load) => ((window as LoadMarked).__staticLoad = load), loads);
        const targets = await tagTargets(page);
        expect(targets.length, 'static buttons and links on the page').toBeGreaterThan(0);
        const pressedBefore = pressed;
        let onPage = new Set(targets.map((target) => target.index));
        waiting = 0;
        for (const target of [...targets].sort((a, b) => rank(a) - rank(b) || a.index - b.index)) {
          const key = keyOf(target);
          if (done.has(key)) continue;
          if (twins.has(twinOf(target))) {
            // The same control as one pressed on this page.
          } else if (onPage.has(target.index)) {
            const after = await press(page, target, loads, () => documents);
            if (after === 'replaced') {
              // Its holder was re-rendered under the press (the list's pager after a page arrived).
              onPage = new Set((await stateAround(page, target.index)).tagged);
              waiting++;
              continue;
            }
            onPage = new Set(after.tagged);
            answered.add(target.holder);
            twins.add(twinOf(target));
            pressed++;
          } else if (!answered.has(target.holder)) {
            // Its holder went (an earlier press left the page) before any of it was pressed.
            waiting++;
            continue;
          }
          done.add(key);
        }
        // Each load presses at least one element of a holder not pressed yet, so the loads end.
        if (waiting > 0) expect(pressed, `${path}: holders not pressed after a fresh load`).toBeGreaterThan(pressedBefore);
      } while (waiting > 0);
      expect(errors.slice(errorsBefore)).toEqual([]);
    });
  }
});

/**
 * Presses `target` and checks it did what it is for; closes what it opened. Answers the state after,
 * or 'replaced' when the element left the page before it could be pressed (its holder re-rendered).
 */
async function press(page: Page, target: StaticTarget, load: number, documents: () => number): Promise<StateAround | 'replaced'> {
  const what = `${target.kind} "${target.name}"${target.href ? ` (${target.href})` : ''}`;
  // The header hides while the page is scrolled down.
  if (target.inHeader) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const documentsBefore = documents();
  const before = await stateAround(page, target.index);
  // An element handle, not a locator: a locator would wait for the tag to come back to the page.
  const element = await page.$(`[${TARGET_ATTRIBUTE}="${target.index}"]`);
  if (!element) return 'replaced';
  try {
    await element.click();
  } catch (error) {
    if (/not attached to the DOM/.test(String(error))) return 'replaced';
    throw error;
  }

  let after: StateAround;
  if (target.kind === 'link') {
    // The address changes at once; the app shows the new page a moment later (its canonical link):
    // waited for, so that nothing counted as still on the page goes while it is pressed.
    const samePage = new URL(target.href).pathname === new URL(before.url).pathname;
    after = await until(
      page,
      target.index,
      (now) => now.url === target.href && (samePage || now.canonical !== before.canonical),
      `${what} does not lead to its address`,
    );
  } else {
    // A button that says it opens something (aria-haspopup, aria-expanded) must open it.
    const opens = before.hasPopup || before.effect.expanded !== null;
    const changed = (now: StateAround) => JSON.stringify(now.effect) !== JSON.stringify(before.effect);
    const opened = (now: StateAround) => now.effect.open > before.effect.open && [null, 'true'].includes(now.effect.expanded);
    after = await until(page, target.index, (now) => (opens ? opened(now) : changed(now)), `${what} has no visible effect`);
  }
  expect(after.load, `${what}: no new document`).toBe(load);
  expect(documents(), `${what}: no new document`).toBe(documentsBefore);

  if (after.effect.open > before.effect.open) {
    await page.keyboard.press('Escape');
    const closed = (now: StateAround) => now.effect.open === before.effect.open && now.effect.expanded === before.effect.expanded;
    after = await until(page, target.index, closed, `${what}: Escape does not close its popup`);
  }
  return after;
}
