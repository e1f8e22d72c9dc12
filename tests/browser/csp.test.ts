/** The site runs under its Content-Security-Policy with no violation, and Hosting's page headers hold. */
import { describe, expect, it } from 'vitest';
import { BASE_URL } from '../support/stack';
import { openPage, useChromium, VIEWPORTS } from '../support/browser';
import { cspViolations, recordCspViolations } from './helpers';

const browser = useChromium();

/** A demo job's page, server-rendered by the jobPages function (JSON-LD and its hydration data inline). */
const JOB_PAGE = '/jobs/JOB1001';
/** The job list, server-rendered by the same function with the jobs in it. */
const JOB_LIST = '/jobs/current-opening';

/**
 * The pages the public route matrix does not load: a job page and the two sign-in pages (which load
 * Firebase Auth and talk to its emulator). public-routes.test.ts loads every public route at two
 * widths and fails on a CSP violation there.
 */
const PAGES = [JOB_PAGE, '/affiliate-login', '/admin'];

describe('Content-Security-Policy', () => {
  it('is sent with every page, with no-cache (prerendered pages, the app shell at any depth, the static job page)', async () => {
    for (const path of ['/', '/jobs', '/index.html', '/contact', '/jobs/post-resume', '/admin/contact-support', '/no/such/page']) {
      const res = await fetch(`${BASE_URL}${path}`);
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it("is sent with a job page and the job list too, whose own CDN caching Hosting's page rules leave alone", async () => {
    for (const path of [JOB_PAGE, JOB_LIST]) {
      const res = await fetch(`${BASE_URL}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(res.headers.get('cache-control'), path).toMatch(/\bs-maxage=\d+/);
    }
    const sitemap = await fetch(`${BASE_URL}/sitemap.xml`);
    expect(sitemap.headers.get('cache-control')).toMatch(/\bs-maxage=\d+/);
  });

  it('is passed by a job page and the sign-in pages with no violation', async () => {
    const { page, errors, close } = await openPage(browser(), VIEWPORTS.desktop);
    try {
      await recordCspViolations(page);
      for (const path of PAGES) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await cspViolations(page), path).toEqual([]);
      }
      expect(errors.filter((line) => /Content.Security.Policy/i.test(line))).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('assets', () => {
  it('answers 404 for a missing /assets file with the Page Not Found page, never the app shell', async () => {
    const res = await fetch(`${BASE_URL}/assets/no-such-file.js`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('noindex');
  });
});
