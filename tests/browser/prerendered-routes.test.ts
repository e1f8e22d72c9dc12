/**
 * Every prerendered public page, on a phone: the HTML served before any script already shows the
 * page's main heading, the live page shows its text from publicRoutes.ts (and is screenshotted),
 * and hydrating it logs no console error (React reports hydration mismatches as
 * errors), shifts no layout, runs no CSS transition (fields enabled on hydration would fade in frame
 * by frame), leaves the server's style tags in place (a style sheet taken out and put back restyles
 * the whole page) and inserts no style rule (the HTML carries the first screen's rules
 * under the names the client computes; a server bundle rendering with other names, such as
 * development builds' labelled ones, makes the client insert every rule again). On a phone the page
 * reads in document order: the browser paints a page while still parsing it, so content that CSS
 * moves above content written before it pushes that content down once it is parsed (a layout
 * shift that shows only when the parser pauses at the wrong place; a box shorter than
 * REORDER_TOLERANCE_PX, such as a figure shown above its label, moves too little to matter).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../../web/src/config/head';
import { GLOBAL_STYLES_NAME, SERVER_STYLES_NAME } from '../../web/src/lib/emotionCache';
import { screenshot, useChromium, useSharedPage, VIEWPORTS, waitForLive } from '../support/browser';
import { BASE_URL } from '../support/stack';
import { WAIT_MS } from './helpers';
import { mustShowOn, routeScreenshotName } from './publicRoutes';

const browser = useChromium();
const REORDER_TOLERANCE_PX = 50;

/** What the page's init script counts while the page loads and hydrates. */
type LoadProbe = Window & { __shift: number; __shifted: string[]; __stylesMoved: number };

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The first <h1>'s text in raw HTML. */
function mainHeading(html: string): string | undefined {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner === undefined ? undefined : decode(inner.replace(/<[^>]+>/g, '')).trim();
}

describe('prerendered pages', () => {
  const sharedPage = useSharedPage(browser, VIEWPORTS.phone, {
    prepare: (page) =>
      page.addInitScript(
        (serverStyleNames) => {
          const probe = window as unknown as LoadProbe;
          probe.__shift = 0;
          probe.__shifted = [];
          type Shift = {
            value: number;
            hadRecentInput: boolean;
            startTime: number;
            sources: { node?: Node; currentRect: DOMRectReadOnly }[];
          };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as Shift[]) {
              if (entry.hadRecentInput) continue;
              probe.__shift += entry.value;
              // What moved, for the failure message.
              for (const source of entry.sources)
                probe.__shifted.push(
                  `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${source.node?.nodeName}.${(source.node as Element | undefined)?.className} to ${JSON.stringify(source.currentRect)}`,
                );
            }
          }).observe({ type: 'layout-shift', buffered: true });
          // The server's component rules are adopted where they are and its global rules kept as they
          // are: emotion's own adoption re-inserts each tag, and the browser restyles the page.
          probe.__stylesMoved = 0;
          new MutationObserver((records) => {
            for (const record of records)
              for (const node of record.removedNodes)
                if (node instanceof HTMLStyleElement) {
                  // <Global> renames the tag it adopts to the bare name before moving it.
                  const name = node.dataset.emotion?.split(' ')[0];
                  if (name !== undefined && serverStyleNames.includes(name)) probe.__stylesMoved++;
                }
          }).observe(document, { childList: true, subtree: true });
        },
        [SERVER_STYLES_NAME, GLOBAL_STYLES_NAME],
      ),
  });
  for (const path of [...PRERENDERED_PATHS, '/jobs/JOB1001']) {
    it(`${path}: heading in the served HTML, clean hydration`, async () => {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      const heading = mainHeading(html);
      expect(heading, 'main heading in the HTML').toBeTruthy();

      const { page, errors } = sharedPage();
      await page.goto(path);
      // Hydrated: React has attached to the server HTML's container.
      await page.waitForFunction(
        () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
        undefined,
        { timeout: WAIT_MS },
      );
      await page.waitForLoadState('networkidle');
      await waitForLive(page);
      expect(decode(((await page.locator('h1').first().textContent()) ?? '').trim()).replace(/\s+/g, ' ')).toBe(
        heading!.replace(/\s+/g, ' '),
      );
      const mustShow = mustShowOn(path);
      if (mustShow) await page.getByText(mustShow).filter({ visible: true }).first().waitFor({ timeout: WAIT_MS });
      await screenshot(page, routeScreenshotName('phone', path));
      expect(errors).toEqual([]);
      const shift = await page.evaluate(() => (window as unknown as LoadProbe).__shift);
      expect(
        shift,
        `cumulative layout shift: ${await page.evaluate(() => (window as unknown as LoadProbe).__shifted.join('; '))}`,
      ).toBeLessThan(0.1);
      // Emotion inserts client-side rules into empty <style data-emotion="css"> tags (CSSOM only),
      // and global ones (a <GlobalStyles> the server did not render) into "css-global" tags.
      const inserted = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"], style[data-emotion="css-global"]')].reduce(
          (count, tag) => count + (tag.textContent ? 0 : (tag.sheet?.cssRules.length ?? 0)),
          0,
        ),
      );
      expect(inserted, 'style rules inserted by the client').toBe(0);
      expect(await page.evaluate(() => (window as unknown as LoadProbe).__stylesMoved), 'server style tags moved').toBe(0);
      expect(await page.locator(`head > style[data-emotion^="${SERVER_STYLES_NAME} "]`).count(), "the server's component rules").toBe(1);
      const reordered = await page.evaluate((tolerance) => {
        const inFlow = (element: Element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return style.position !== 'absolute' && style.position !== 'fixed' && box.height > 0 && box.width > 0;
        };
        const found: string[] = [];
        // HTML boxes only: the shapes of an SVG drawing are placed by their coordinates.
        for (const parent of document.querySelectorAll<HTMLElement>('#root *:not(svg *)')) {
          const children = [...parent.children].filter((child) => child instanceof HTMLElement && inFlow(child));
          children.forEach((child, index) => {
            const before = children[index - 1];
            const box = child.getBoundingClientRect();
            if (before && box.bottom <= before.getBoundingClientRect().top && box.height >= tolerance)
              found.push(child.outerHTML.slice(0, 80));
          });
        }
        return found;
      }, REORDER_TOLERANCE_PX);
      expect(reordered, 'elements shown above content that comes before them in the document').toEqual([]);
    });
  }
});

describe('multiline fields on prerendered forms', () => {
  // An auto-sizing textarea is measured in the browser; the server's HTML must already give it its
  // minimum rows, or it grows when the page hydrates and pushes the submit button down.
  const servedPage = useSharedPage(browser, VIEWPORTS.phone, { javaScriptEnabled: false });
  const livePage = useSharedPage(browser, VIEWPORTS.phone);
  const boxHeights = (page: Page) =>
    page.locator('textarea:not([aria-hidden])').evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().height)));
  for (const path of ['/contact', '/company-form', '/college-form']) {
    it(`${path}: the message box keeps its height when the page hydrates`, async () => {
      const { page: served } = servedPage();
      await served.goto(path);
      const servedHeights = await boxHeights(served);
      const { page: live } = livePage();
      await live.goto(path);
      await waitForLive(live);
      expect(servedHeights.length, 'a multiline field in the HTML').toBeGreaterThan(0);
      expect(await boxHeights(live)).toEqual(servedHeights);
    });
  }
});
