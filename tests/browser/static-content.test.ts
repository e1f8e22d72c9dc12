/**
 * Content without state or handlers (components/StaticContent) keeps the server's HTML when a
 * prerendered page hydrates: the very nodes the visitor saw stay in place, their links still
 * navigate inside the app without reloading it, and the same content renders in full when the app
 * shows the page again after a navigation.
 */
import { describe, expect, it } from 'vitest';
import { holdAppScripts, openPage, useChromium, VIEWPORTS, waitForLive } from '../support/browser';

const browser = useChromium();

type Marked = Window & { __appInstance?: string };

describe('static content on a prerendered page', () => {
  it('keeps the server HTML on hydration, navigates its links in the app and renders after a navigation', async () => {
    const { page, context, errors } = await openPage(browser(), VIEWPORTS.phone);
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
      await context.close();
    }
  });
});

describe('static content with new props', () => {
  it('shows the next service when a service page links to another one', async () => {
    const { page, context, errors } = await openPage(browser(), VIEWPORTS.desktop);
    try {
      await page.goto('/services/oncampus');
      await waitForLive(page);
      const firstHeading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
      await page.locator('footer').getByRole('navigation', { name: 'Services' }).getByRole('link').nth(1).click();
      await page.waitForURL('**/services/offcampus');
      await expect.poll(async () => (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim()).not.toBe(firstHeading);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the header's static links", () => {
  it('navigate in the app and move the current-page mark when the page changes', async () => {
    const { page, context, errors } = await openPage(browser(), VIEWPORTS.desktop);
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
      await context.close();
    }
  });
});
