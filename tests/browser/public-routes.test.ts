import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdAppScripts, openPage, screenshot, useChromium, useSharedPage, VIEWPORTS, waitForLive } from '../support/browser';
import { cspViolations, recordCspViolations } from './helpers';
import { PRERENDERED_PATHS } from '../../web/src/config/head';
import { ROUTES, routeScreenshotName } from './publicRoutes';

const browser = useChromium();

type Marked = Window & { __appInstance?: string };

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  describe(`public routes at ${viewport.width}px`, () => {
    // On a phone, prerendered-routes.test.ts opens every prerendered page (its text, its console,
    // its screenshot, and more); the other routes are opened here.
    const routes = viewport === VIEWPORTS.phone ? ROUTES.filter(([path]) => !PRERENDERED_PATHS.includes(path)) : ROUTES;
    const sharedPage = useSharedPage(browser, viewport, { prepare: recordCspViolations });
    for (const [path, mustShow] of routes) {
      it(`${path} renders its content without console errors or CSP violations`, async () => {
        const { page, errors } = sharedPage();
        await page.goto(path);
        await page.getByText(mustShow).filter({ visible: true }).first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        await screenshot(page, routeScreenshotName(viewportName, path));
        // An unknown path's document is Hosting's 404.html with status 404, which Chromium logs as a failed load.
        expect(errors).toEqual(
          mustShow === 'Page Not Found' ? ['Failed to load resource: the server responded with a status of 404 (Not Found)'] : [],
        );
        expect(await cspViolations(page)).toEqual([]);
      });
    }
  });
}

describe('navigation shell', () => {
  it('hides the header when scrolling down and shows it when scrolling up', async () => {
    const { page, close } = await openPage(browser(), VIEWPORTS.desktop);
    try {
      await page.goto('/');
      const header = page.locator('header').first();
      await waitForLive(page);
      const headerTop = () => header.evaluate((el) => el.getBoundingClientRect().bottom);
      await page.mouse.wheel(0, 1500);
      await expect.poll(headerTop, { timeout: 5000 }).toBeLessThanOrEqual(0);
      await page.mouse.wheel(0, -400);
      await expect.poll(headerTop, { timeout: 5000 }).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('scrolls to the top on every route change and shows the 2023 footer', async () => {
    const { page, close } = await openPage(browser(), VIEWPORTS.desktop);
    try {
      await page.goto('/employer');
      const copyright = page.locator('footer').getByText(/©\s*2023/);
      await copyright.waitFor({ state: 'attached' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await copyright.waitFor({ state: 'visible' });
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.locator('footer').getByRole('link', { name: 'Contact us' }).first().click();
      await page.waitForURL('**/contact');
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    } finally {
      await close();
    }
  });

  it('scrolls to the linked home anchors #our-services and #ready-to-transform', async () => {
    const { page, close } = await openPage(browser(), VIEWPORTS.desktop);
    try {
      for (const anchor of ['our-services', 'ready-to-transform']) {
        await page.goto(`/#${anchor}`);
        const section = page.locator(`#${anchor}`);
        await section.waitFor({ state: 'visible' });
        await page.waitForFunction((id) => {
          const box = document.getElementById(id)!.getBoundingClientRect();
          return window.scrollY > 0 && box.top < window.innerHeight && box.bottom > 0;
        }, anchor);
      }
    } finally {
      await close();
    }
  });

  it("navigates with the header's links without reloading, moving the current-page mark, and from one service page to the next", async () => {
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

      await page.goto('/services/oncampus');
      await waitForLive(page);
      const heading = async () => (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
      const firstHeading = await heading();
      await page.evaluate(() => ((window as Marked).__appInstance = 'service page'));
      await page.locator('footer').getByRole('navigation', { name: 'Services' }).getByRole('link').nth(1).click();
      await page.waitForURL('**/services/offcampus');
      await expect.poll(heading).not.toBe(firstHeading);
      expect(await page.evaluate(() => (window as Marked).__appInstance), 'no page reload').toBe('service page');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('offers the floating chat widget on public pages', async () => {
    const { page, close } = await openPage(browser(), VIEWPORTS.phone);
    try {
      for (const path of ['/', '/contact', '/jobs/current-opening']) {
        await page.goto(path);
        // Inside its own landmark, so no page content lies outside one.
        const chat = page.getByRole('complementary', { name: 'Chat' }).getByRole('link', { name: /chat with us/i });
        await chat.waitFor({ state: 'visible' });
        expect(await chat.getAttribute('target')).toBe('_blank');
      }
    } finally {
      await close();
    }
  });

  it('opens the Service and Jobs menus from the server HTML, says which is open, and marks the current page there and in the mobile drawer', async () => {
    const { page, close } = await openPage(browser(), VIEWPORTS.desktop);
    try {
      await page.goto('/services/seminar');
      await waitForLive(page);
      // includeHidden: while a menu is open, the page behind it is hidden from the accessibility tree.
      const service = page.getByRole('button', { name: 'Service', includeHidden: true });
      expect(await service.getAttribute('aria-expanded')).toBe('false');
      await service.click();
      const menu = page.getByRole('menu');
      await menu.waitFor({ state: 'visible' });
      expect(await service.getAttribute('aria-expanded')).toBe('true');
      const controlled = await service.getAttribute('aria-controls');
      expect(await page.locator(`[id="${controlled}"]`).getByRole('menu').count(), 'the menu is in what the button controls').toBe(1);
      const current = menu.getByRole('menuitem', { name: 'Seminars & Workshops' });
      expect(await current.getAttribute('aria-current')).toBe('page');
      expect(await menu.locator('[aria-current="page"]').count()).toBe(1);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await service.getAttribute('aria-expanded')).toBe('false');
      expect(await service.evaluate((button) => button === document.activeElement), 'focus back on the button').toBe(true);

      const jobs = page.getByRole('button', { name: 'Jobs', includeHidden: true });
      await jobs.click();
      expect(await jobs.getAttribute('aria-expanded')).toBe('true');
      await menu.getByRole('menuitem', { name: 'Current Openings' }).click();
      await page.waitForURL('**/jobs/current-opening');
      await menu.waitFor({ state: 'hidden' });
      expect(await jobs.getAttribute('aria-expanded')).toBe('false');

      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto('/jobs/post-resume');
      await page.getByRole('button', { name: 'Open menu' }).click();
      // Open: the rest of the page (the footer's Post Resume link too) is hidden from the accessibility tree.
      await page.getByRole('button', { name: 'Close menu' }).waitFor({ state: 'visible' });
      const drawerLink = page.getByRole('link', { name: 'Post Resume' });
      await drawerLink.waitFor({ state: 'visible' });
      expect(await drawerLink.getAttribute('aria-current')).toBe('page');
      expect(await page.getByRole('link', { name: 'Current Openings' }).getAttribute('aria-current')).toBeNull();
    } finally {
      await close();
    }
  });

  it('opens the menu a user clicked on the prerendered page before its script had run', async () => {
    const cases = [
      { viewport: VIEWPORTS.desktop, button: 'Service', opened: (page: Page) => page.getByRole('menu') },
      { viewport: VIEWPORTS.phone, button: 'Open menu', opened: (page: Page) => page.getByRole('button', { name: 'Close menu' }) },
    ];
    for (const { viewport, button, opened } of cases) {
      const { page, close } = await openPage(browser(), viewport);
      try {
        // Hold every script of the app until the user has clicked: the page is only its prerendered HTML.
        const release = await holdAppScripts(page);
        await page.goto('/services/seminar', { waitUntil: 'commit' });
        await page.getByRole('button', { name: button }).click();
        expect(await opened(page).count(), button).toBe(0);
        release();
        await opened(page).waitFor({ state: 'visible' });
      } finally {
        await close();
      }
    }
  });

  it('shows a focus ring on the navigation when reached with the keyboard', async () => {
    const { page, close } = await openPage(browser(), VIEWPORTS.desktop);
    try {
      await page.goto('/');
      await page.locator('header').getByRole('link', { name: 'Employer' }).waitFor();
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Tab');
        if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Employer') break;
      }
      const ring = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return { text: document.activeElement!.textContent?.trim(), outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring).toMatchObject({ text: 'Employer', outline: 'solid' });
      expect(ring.width).toBeGreaterThanOrEqual(2);
    } finally {
      await close();
    }
  });

  it('keeps every counselling bubble word inside its circle on a phone', async () => {
    const { page, close } = await openPage(browser(), { width: 360, height: 800 });
    try {
      await page.goto('/services/counselling');
      await page.getByText('Government Job', { exact: true }).waitFor();
      const bubbles = await page.evaluate(() =>
        ['Higher Studies', 'Start Up', 'Passion', 'Government Job', 'Career'].map((text) => {
          const bubble = Array.from(document.querySelectorAll('li')).find((li) => li.textContent?.trim() === text)!;
          const range = document.createRange();
          range.selectNodeContents(bubble);
          const words = range.getBoundingClientRect();
          const box = bubble.getBoundingClientRect();
          return { text, fits: words.left >= box.left + 4 && words.right <= box.right - 4 };
        }),
      );
      for (const bubble of bubbles) expect(bubble, bubble.text).toEqual({ text: bubble.text, fits: true });
    } finally {
      await close();
    }
  });

  it('shows every hiring company on a phone without a scrolling strip when motion is reduced', async () => {
    // openPage asks for reduced motion: the strip stands still and wraps.
    const { page, close } = await openPage(browser(), { width: 360, height: 800 });
    try {
      await page.goto('/');
      const list = page.getByRole('list', { name: 'Hiring companies' });
      await list.scrollIntoViewIfNeeded();
      const chips = await list.getByRole('listitem').evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          // The logo is a reference into the page's logo sprite: the symbol it names must exist and draw something.
          const symbolId = item.querySelector('svg use')?.getAttribute('href')?.slice(1) ?? '';
          const symbol = symbolId ? document.getElementById(symbolId) : null;
          const logo = item.querySelector('svg')?.getBoundingClientRect();
          return {
            left: box.left,
            right: box.right,
            logo: symbol?.tagName === 'symbol' && symbol.childElementCount > 0 ? `${logo?.width}x${logo?.height}` : 'missing',
          };
        }),
      );
      expect(chips.length).toBeGreaterThan(3);
      for (const chip of chips) {
        expect(chip.left).toBeGreaterThanOrEqual(0);
        expect(chip.right).toBeLessThanOrEqual(360);
        expect(chip.logo).toBe('40x40');
      }
    } finally {
      await close();
    }
  });

  it('lets a visitor pause and restart the moving hiring strip', async () => {
    const { page, close } = await openPage(browser(), VIEWPORTS.desktop, { reducedMotion: 'no-preference' });
    try {
      // The press comes before the app's scripts have run (they are held until then): the strip
      // pauses once the page is live.
      const release = await holdAppScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      const list = page.getByRole('list', { name: 'Hiring companies' });
      const toggle = page.getByRole('button', { name: 'Pause the company logos' });
      await toggle.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      // The moving element: the list's nearest animated ancestor.
      const playState = () =>
        list.evaluate((el) => {
          let node = el.parentElement;
          while (node && getComputedStyle(node).animationName === 'none') node = node.parentElement;
          return node ? getComputedStyle(node).animationPlayState : 'no animated ancestor';
        });
      expect(await playState()).toBe('running');
      await toggle.click();
      await page.mouse.move(0, 0);
      release();
      await expect.poll(playState, { timeout: 10_000 }).toBe('paused');
      expect(await page.getByRole('button', { name: 'Play the company logos' }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Play the company logos' }).click();
      await page.mouse.move(0, 0);
      expect(await playState()).toBe('running');
    } finally {
      await close();
    }
  });

  it('shows the college counters, placements counting from 5000+ up to 10000+', async () => {
    const { page, close } = await openPage(browser(), VIEWPORTS.desktop);
    try {
      await page.goto('/college');
      const counter = page.getByTestId('placements-counter');
      await counter.waitFor({ state: 'attached' });
      for (const text of ['2023', '120+', '500+']) await page.getByText(text, { exact: true }).first().waitFor();
      await counter.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="placements-counter"]')?.textContent?.includes('10000+'),
        null,
        { timeout: 10_000 },
      );
    } finally {
      await close();
    }
  });
});
