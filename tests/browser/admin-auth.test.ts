/**
 * Admin authentication in real Chromium (spec 2 'Admin login', 4, 8): sign in and out, the reset
 * mode of /admin with its 90 s resend countdown, the /admin/forgot-password flow (request a code,
 * then enter it with the new password on the same page), the admin 'Page Not Found', and the
 * refusal an affiliate session meets inside the admin area.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ADMIN_RESEND_SECONDS, API_MESSAGES, COMMON_MESSAGES, ENDPOINTS, SESSION_MESSAGES, apiPath } from '@careers/domain';
import { call } from '../support/admin';
import { canSignIn, latestResetCode, mailCount, newAdmin } from '../support/accounts';
import { newAffiliate } from '../support/affiliates';
import { openPage, screenshot, useChromium, VIEWPORTS } from '../support/browser';
import { DEMO_ADMIN, useEmulators } from '../support/stack';
import { expectShown, requestsSettled, shownText, visible, watchRequests, withPage, WAIT_MS } from './helpers';
import { signInAtAdmin, signInAtAffiliate } from './signIn';

useEmulators();

const browser = useChromium();
const NEW_PASSWORD = 'Renewed#Admin7';
const RESET_PATH = apiPath(ENDPOINTS.adminResetPassword);

const path = (page: Page) => new URL(page.url()).pathname;
const atPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname, { timeout: WAIT_MS });
const resendButton = (page: Page) => page.getByTestId('resend-code');
const resendLabel = async (page: Page) => (await resendButton(page).innerText()).trim();

/** Waits until the Resend Code button's label is no longer `label`; answers the new one. */
async function labelChangedFrom(page: Page, label: string): Promise<string> {
  await page.waitForFunction((shown) => document.querySelector('[data-testid="resend-code"]')?.textContent?.trim() !== shown, label, {
    timeout: WAIT_MS,
  });
  return resendLabel(page);
}

/** On /admin: enters the email, presses 'Forgot Password?' and waits for reset mode. */
async function openResetMode(page: Page, email: string): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Admin Login' }));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await visible(page.getByRole('heading', { name: 'Reset Password' }));
}

describe('admin sign-in', () => {
  it('signs in, shows Page Not Found for an unknown admin path, and Logout returns to /admin', async () => {
    await withPage(browser(), async ({ page }) => {
      await page.goto('/admin');
      await signInAtAdmin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await atPath(page, '/admin/dashboard');
      await page.goto('/admin/xyz');
      await expectShown(page, 'Page Not Found');
      expect(path(page)).toBe('/admin/xyz');
      await screenshot(page, 'admin-not-found-1280');
      await page.setViewportSize(VIEWPORTS.phone);
      await screenshot(page, 'admin-not-found-390');
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.getByRole('button', { name: 'Logout' }).click();
      await atPath(page, '/admin');
      await visible(page.getByRole('heading', { name: 'Admin Login' }));
      await page.goto('/admin/dashboard');
      await atPath(page, '/admin');
      await visible(page.getByRole('heading', { name: 'Admin Login' }));
    });
  });

  it('shows an affiliate session the wrong-role refusal inside the admin area', async () => {
    const affiliate = await newAffiliate();
    await withPage(browser(), async ({ page }) => {
      await page.goto('/affiliate-login');
      await signInAtAffiliate(page, affiliate.email, affiliate.password);
      await atPath(page, '/affiliate-dashboard');
      await page.goto('/admin/dashboard');
      const refusal = page.getByRole('alert');
      expect(await shownText(refusal.locator('.MuiAlert-message'))).toBe(SESSION_MESSAGES.wrongRole('admin'));
      await visible(refusal.getByRole('button', { name: 'Sign out' }));
      expect(path(page)).toBe('/admin/dashboard');
      expect(await page.getByTestId('live-clock').count()).toBe(0);
    });
  });
});

describe('reset mode of /admin', () => {
  it('mails a code for the email, counts the resend down from 90 s, catches a mismatch, and resets', async () => {
    const admin = await newAdmin();
    await withPage(browser(), async ({ page }) => {
      await page.goto('/admin');
      await openResetMode(page, admin.email);
      expect(await shownText(page.getByTestId('admin-reset-status'))).toBe(ADMIN_MESSAGES.otpSent);
      expect(await page.getByTestId('reset-email').inputValue()).toBe(admin.email);
      for (const label of ['Reset Code', 'New Password', 'Confirm New Password']) await visible(page.getByLabel(label, { exact: true }));

      await visible(page.getByRole('button', { name: COMMON_MESSAGES.resendCodeIn(ADMIN_RESEND_SECONDS) }));
      expect(await resendButton(page).isDisabled()).toBe(true);
      const lower = await labelChangedFrom(page, COMMON_MESSAGES.resendCodeIn(ADMIN_RESEND_SECONDS));
      const seconds = Number(/^Resend Code in (\d+)s$/.exec(lower)?.[1]);
      expect(seconds).toBeLessThan(ADMIN_RESEND_SECONDS);
      expect(seconds).toBeGreaterThan(ADMIN_RESEND_SECONDS - 10);
      expect(await resendButton(page).isDisabled()).toBe(true);

      const resets = watchRequests(page, ENDPOINTS.adminResetPassword);
      const code = await latestResetCode(admin.email);
      await page.getByTestId('reset-code').fill(code);
      await page.getByTestId('reset-new-password').fill(NEW_PASSWORD);
      await page.getByTestId('reset-confirm-password').fill(`${NEW_PASSWORD}x`);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expectShown(page, ADMIN_MESSAGES.passwordsDoNotMatch);
      await requestsSettled(page);
      expect(resets).toEqual([]);

      await page.getByTestId('reset-confirm-password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await visible(page.getByRole('heading', { name: 'Admin Login' }));
      expect(await shownText(page.getByTestId('login-notice'))).toBe(ADMIN_MESSAGES.resetSuccess);
      expect(resets).toEqual([RESET_PATH]);
      expect(await canSignIn(admin.email, admin.password)).toBe(false);

      await signInAtAdmin(page, admin.email, NEW_PASSWORD);
      await atPath(page, '/admin/dashboard');
    });
  });

  it('enables Resend Code at zero and restarts the 90 s countdown on resend', async () => {
    const admin = await newAdmin();
    await withPage(browser(), { freshContext: true }, async ({ page }) => {
      // The page's clock is Playwright's, so the 90 seconds can be stepped through one at a time.
      await page.clock.install();
      await page.goto('/admin');
      await openResetMode(page, admin.email);
      let label = await resendLabel(page);
      expect(label).toBe(COMMON_MESSAGES.resendCodeIn(ADMIN_RESEND_SECONDS));
      while (label !== 'Resend Code') {
        await page.clock.fastForward(1000);
        label = await labelChangedFrom(page, label);
      }
      expect(await resendButton(page).isEnabled()).toBe(true);
      const first = await latestResetCode(admin.email);
      await resendButton(page).click();
      expect(await shownText(page.getByTestId('admin-reset-status').filter({ hasText: ADMIN_MESSAGES.codeResent }))).toBe(
        ADMIN_MESSAGES.codeResent,
      );
      await visible(page.getByRole('button', { name: COMMON_MESSAGES.resendCodeIn(ADMIN_RESEND_SECONDS) }));
      expect(await resendButton(page).isDisabled()).toBe(true);
      expect(await mailCount(admin.email)).toBe(2);
      // The resent code replaced the first: only the new one resets.
      const second = await latestResetCode(admin.email);
      if (second !== first) {
        const stale = await call('adminResetPassword', { json: { username: admin.email, otp: first, newPassword: NEW_PASSWORD } });
        expect(stale.status).toBe(400);
        expect(stale.json.message).toBe(API_MESSAGES.invalidResetCode);
      }
      expect((await call('adminResetPassword', { json: { username: admin.email, otp: second, newPassword: NEW_PASSWORD } })).status).toBe(
        200,
      );
    });
  });

  it('shows the failure message for a wrong code and keeps the password', async () => {
    const admin = await newAdmin();
    await withPage(
      browser(),
      async ({ page }) => {
        await page.goto('/admin');
        await openResetMode(page, admin.email);
        const code = await latestResetCode(admin.email);
        await page.getByTestId('reset-code').fill(code === '000000' ? '111111' : '000000');
        await page.getByTestId('reset-new-password').fill(NEW_PASSWORD);
        await page.getByTestId('reset-confirm-password').fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Reset Password' }).click();
        expect(await shownText(page.getByTestId('admin-reset-status').filter({ hasText: ADMIN_MESSAGES.resetFailed }))).toBe(
          ADMIN_MESSAGES.resetFailed,
        );
        await visible(page.getByRole('heading', { name: 'Reset Password' }));
        expect(await canSignIn(admin.email, admin.password)).toBe(true);
      },
      [/400/],
    );
  });
});

describe('/admin/forgot-password', () => {
  it('requests a code by email, then resets with the mailed code on the same page and shows the success at /admin/login', async () => {
    const admin = await newAdmin();
    await withPage(
      browser(),
      async ({ page }) => {
        await page.goto('/admin/forgot-password');
        await visible(page.getByRole('heading', { name: 'Reset Password' }));
        expect(await page.getByTestId('reset-code').count()).toBe(0);
        await page.getByTestId('reset-email').fill(admin.email);
        await page.getByRole('button', { name: 'Send Code' }).click();
        expect(await shownText(page.getByTestId('admin-reset-status'))).toBe(ADMIN_MESSAGES.otpSent);
        await visible(page.getByRole('button', { name: COMMON_MESSAGES.resendCodeIn(ADMIN_RESEND_SECONDS) }));
        const code = await latestResetCode(admin.email);

        await page.getByTestId('reset-code').fill(code === '000000' ? '111111' : '000000');
        await page.getByTestId('reset-new-password').fill(NEW_PASSWORD);
        await page.getByTestId('reset-confirm-password').fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Reset Password' }).click();
        expect(await shownText(page.getByTestId('admin-reset-status').filter({ hasText: ADMIN_MESSAGES.resetFailed }))).toBe(
          ADMIN_MESSAGES.resetFailed,
        );
        expect(path(page)).toBe('/admin/forgot-password');

        const resets = watchRequests(page, ENDPOINTS.adminResetForm);
        await page.getByTestId('reset-code').fill(code);
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await atPath(page, '/admin/login');
        expect(await shownText(page.getByTestId('login-notice'))).toBe(ADMIN_MESSAGES.resetFormSuccess);
        expect(resets).toEqual([apiPath(ENDPOINTS.adminResetForm)]);
        expect(await canSignIn(admin.email, NEW_PASSWORD)).toBe(true);
      },
      [/400/],
    );
  });
});

describe('admin sign-in screens', () => {
  it('shows /admin (both modes) and /admin/forgot-password at 390 and 1280 px without console errors', async () => {
    const admin = await newAdmin();
    for (const viewport of Object.values(VIEWPORTS)) {
      const { page, errors, close } = await openPage(browser(), viewport);
      try {
        await page.goto('/admin');
        await visible(page.getByRole('heading', { name: 'Admin Login' }));
        expect(await page.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
        await screenshot(page, `admin-login-${viewport.width}`);
        await openResetMode(page, admin.email);
        await visible(page.getByTestId('admin-reset-status'));
        await screenshot(page, `admin-login-reset-${viewport.width}`);
        await page.goto('/admin/forgot-password');
        await visible(page.getByRole('heading', { name: 'Reset Password' }));
        await screenshot(page, `admin-forgot-password-${viewport.width}`);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
