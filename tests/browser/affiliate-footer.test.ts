/**
 * The affiliate area's footer links as the spec writes them (/Home, /Resources, /support, /profile,
 * /setting, /logout) lead to their pages, Logout signs out; the dashboard's counts say when they
 * could not load, with Retry.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_MESSAGES, ENDPOINTS, apiPath } from '@careers/domain';
import { newAffiliate } from '../support/affiliates';
import { screenshot, useChromium } from '../support/browser';
import { useEmulators } from '../support/stack';
import { shownText, visible, withPage, WAIT_MS } from './helpers';
import { signInAtAffiliate } from './signIn';

useEmulators();

const browser = useChromium();

const atPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname, { timeout: WAIT_MS });

/** Follows the footer link `label` and waits for `pathname`. */
async function follow(page: Page, label: string, pathname: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Affiliate footer' }).getByRole('link', { name: label, exact: true }).click();
  await atPath(page, pathname);
}

describe('the affiliate footer and dashboard counts', () => {
  it('says a count failed with Retry, and every footer link leads to its page; Logout signs out', async () => {
    const affiliate = await newAffiliate();
    await withPage(
      browser(),
      async ({ page }) => {
        // The job count fails (its one automatic retry too) until Retry, after the call works again.
        const countPath = `**${apiPath(ENDPOINTS.affiliateJobCount, { affiliateId: affiliate.id })}`;
        await page.route(countPath, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
        await page.goto('/affiliate-login');
        await signInAtAffiliate(page, affiliate.email, affiliate.password);
        await atPath(page, '/affiliate-dashboard');
        const failure = page.getByTestId('job-count-error');
        expect(await shownText(failure.locator('p'), 2 * WAIT_MS)).toBe(AFFILIATE_MESSAGES.countLoadFailed);
        await visible(page.getByTestId('referral-count').filter({ hasText: /^0$/ }));
        await screenshot(page, 'affiliate-dashboard-count-failed');
        await page.unroute(countPath);
        await failure.getByRole('button', { name: 'Retry' }).click();
        await visible(page.getByTestId('job-count').filter({ hasText: /^0$/ }));

        await follow(page, 'Profile', '/affiliate-dashboard/profile');
        await visible(page.getByTestId('profile-fields'));
        await follow(page, 'Home', '/affiliate-dashboard');
        await follow(page, 'Settings', '/affiliate-dashboard/profile');
        expect(new URL(page.url()).hash).toBe('#change-password');
        // The Change Password section: its Old Password field is focused, in view.
        await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: WAIT_MS }).toBe('old-password');
        expect(await page.locator('#old-password').evaluate((field) => field.getBoundingClientRect().bottom)).toBeLessThan(800);
        await follow(page, 'Resources', '/Resources');
        await visible(page.getByRole('heading', { name: 'Affiliate Resources' }));
        expect(await page.getByTestId('affiliate-resources').getByRole('link').count()).toBeGreaterThanOrEqual(4);
        await follow(page, 'Support', '/contact');
        await page.goBack();
        await atPath(page, '/Resources');
        await follow(page, 'Logout', '/affiliate');
        await visible(page.getByRole('heading', { name: 'Empower Careers Together' }));
        await page.goto('/affiliate-dashboard');
        await atPath(page, '/affiliate-login');
      },
      [/503/],
    );
  });
});
