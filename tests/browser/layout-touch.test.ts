/**
 * Layout and touch on every public route, in one tab resized in place: no page scrolls
 * sideways at 320, 390, 768, 1024 or 1280 px; at 390 px the chat button covers no button or link at
 * any scroll position, and on the pages a job seeker acts on every button and link outside running
 * text is a tap target of at least 44 x 44 px. A viewport screenshot of each page at 390 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TAP_TARGET_PX } from '../../web/src/config/theme';
import { screenshot, useChromium, useSharedPage, VIEWPORTS, waitForLive } from '../support/browser';
import { ROUTES, routeScreenshotName } from './publicRoutes';

const browser = useChromium();
const WIDTHS = [320, 390, 768, 1024, 1280] as const;
const PHONE = VIEWPORTS.phone;
const JOB_PAGE = '/jobs/JOB1001';
const PATHS = [...ROUTES.map(([path]) => path), JOB_PAGE];
/** The home page, the job list, a job page and the forms. */
const TAP_CHECKED = new Set([
  '/',
  '/jobs/current-opening',
  JOB_PAGE,
  '/jobs/post-resume',
  '/company-form',
  '/college-form',
  '/contact',
  '/affiliate-form',
  '/affiliate-login',
]);

/** How far the page scrolls sideways at each width (0 when it does not). */
async function sidewaysScroll(page: Page): Promise<Record<number, number>> {
  const overflow: Record<number, number> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    overflow[width] = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }
  await page.setViewportSize(PHONE);
  return overflow;
}

const ACTIONS = 'a[href], button, [role="button"], input[type="checkbox"], input[type="radio"]';

/** Buttons and links (outside running text) smaller than a tap target, as 'name WxH'. */
const smallTapTargets = (page: Page) =>
  page.evaluate(
    ({ selector, min }) =>
      [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || getComputedStyle(element).visibility === 'hidden') return [];
        // A MUI checkbox's input fills its (larger) ButtonBase, which is what a finger meets.
        const target = element instanceof HTMLInputElement ? (element.parentElement ?? element) : element;
        const { width, height } = target.getBoundingClientRect();
        const text = element.textContent?.trim() ?? '';
        const block = element.closest('p, li');
        const inRunningText = element.tagName === 'A' && block !== null && block.textContent?.trim() !== text;
        return inRunningText || (width >= min - 0.5 && height >= min - 0.5)
          ? []
          : [`${text || element.getAttribute('aria-label')} ${Math.round(width)}x${Math.round(height)}`];
      }),
    { selector: ACTIONS, min: TAP_TARGET_PX },
  );

/**
 * Buttons and links the chat button covers at some scroll position. A fixed button covers, over the
 * page's scroll range, the strip below its place; one in the header (which hides as the page scrolls
 * down) only what lies beside it at the top.
 */
const coveredByChat = (page: Page) =>
  page.evaluate((selector) => {
    window.scrollTo(0, 0);
    const chat = [...document.querySelectorAll<HTMLElement>('aside[aria-label="Chat"] a')].find((link) => link.getClientRects().length > 0);
    // The affiliate pages have none.
    if (!chat) return [];
    const button = chat.getBoundingClientRect();
    const scrollRange = getComputedStyle(chat).position === 'fixed' ? document.documentElement.scrollHeight - window.innerHeight : 0;
    return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
      if (element === chat) return [];
      const box = element.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(element).visibility === 'hidden') return [];
      const across = box.left < button.right && box.right > button.left;
      const along = box.top < button.bottom + scrollRange && box.bottom > button.top;
      return across && along ? [element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName] : [];
    });
  }, ACTIONS);

describe('layout and touch on every public route', () => {
  const sharedPage = useSharedPage(browser, PHONE);
  for (const path of PATHS) {
    it(`${path}: no sideways scroll at ${WIDTHS.join(', ')} px; at 390 px the chat button covers nothing${TAP_CHECKED.has(path) ? ', tap targets 44 px' : ''}`, async () => {
      const { page } = sharedPage();
      // A server-rendered page's first request starts its function in the emulator: give it the time.
      await page.goto(path, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      await waitForLive(page);
      expect(await sidewaysScroll(page)).toEqual(Object.fromEntries(WIDTHS.map((width) => [width, 0])));
      expect(await coveredByChat(page)).toEqual([]);
      if (TAP_CHECKED.has(path)) expect(await smallTapTargets(page)).toEqual([]);
      await screenshot(page, routeScreenshotName('layout-390', path), { fullPage: false });
    });
  }
});

describe('focus', () => {
  const sharedPage = useSharedPage(browser, PHONE);
  it('rings every control and link reached by keyboard the same way (no browser ring beside ours)', async () => {
    const { page } = sharedPage();
    await page.goto('/contact');
    await waitForLive(page);
    await page.keyboard.press('Tab');
    const rings = await page.evaluate(async () => {
      const targets = {
        'skip link': document.activeElement,
        'header logo': document.querySelector('header a[href="/"]'),
        'chat button': document.querySelector('header aside[aria-label="Chat"] a'),
        'Send Message': [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Send Message'),
        'footer link': document.querySelector('footer nav a'),
        'contact phone link': document.querySelector('main a[href^="tel:"]'),
      };
      const seen: Record<string, string> = {};
      for (const [name, element] of Object.entries(targets)) {
        (element as HTMLElement).focus();
        // A button's shadow fades in (MUI's transition): read the ring once it is drawn.
        await Promise.all(element!.getAnimations().map((animation) => animation.finished));
        const style = getComputedStyle(element!);
        seen[name] = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} / ${style.boxShadow}`;
      }
      return seen;
    });
    const ring = 'solid 3px rgb(245, 158, 11) / rgb(11, 31, 68) 0px 0px 0px 2px';
    expect(rings).toEqual(Object.fromEntries(Object.keys(rings).map((name) => [name, ring])));
  });
});
