/**
 * Every prerendered public page: the HTML served before any script already shows the page's
 * main heading, and hydrating it logs no console error (React reports hydration mismatches as
 * errors), shifts no layout and inserts no style rule (the HTML carries the first screen's rules
 * under the names the client computes; a server bundle rendering with other names, such as
 * development builds' labelled ones, makes the client insert every rule again).
 */
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../../web/src/config/head';
import { openPage, useChromium, VIEWPORTS } from '../support/browser';
import { BASE_URL } from '../support/stack';
import { WAIT_MS } from './helpers';

const browser = useChromium();

const decode = (text: string) => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The first <h1>'s text in raw HTML. */
function mainHeading(html: string): string | undefined {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner === undefined ? undefined : decode(inner.replace(/<[^>]+>/g, '')).trim();
}

describe('prerendered pages', () => {
  for (const path of [...PRERENDERED_PATHS, '/jobs/JOB1001']) {
    it(`${path}: heading in the served HTML, clean hydration`, async () => {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      const heading = mainHeading(html);
      expect(heading, 'main heading in the HTML').toBeTruthy();

      const { page, context, errors } = await openPage(browser(), VIEWPORTS.phone);
      try {
        await page.addInitScript(() => {
          (window as unknown as { __shift: number }).__shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);
        // Hydrated: React has attached to the server HTML's container.
        await page.waitForFunction(
          () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
          undefined,
          { timeout: WAIT_MS },
        );
        await page.waitForLoadState('networkidle');
        expect(decode(((await page.locator('h1').first().textContent()) ?? '').trim()).replace(/\s+/g, ' ')).toBe(heading!.replace(/\s+/g, ' '));
        expect(errors).toEqual([]);
        const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
        expect(shift, 'cumulative layout shift').toBeLessThan(0.1);
        // Emotion inserts client-side rules into empty <style data-emotion="css"> tags (CSSOM only).
        const inserted = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].reduce((count, tag) => count + (tag.textContent ? 0 : (tag.sheet?.cssRules.length ?? 0)), 0),
        );
        expect(inserted, 'style rules inserted by the client').toBe(0);
      } finally {
        await context.close();
      }
    });
  }
});
