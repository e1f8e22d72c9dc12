/** Signing in through the real login screens (same origin, so one Firebase Auth session per page). */
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '../support/stack';
import { visible, WAIT_MS } from './helpers';

/** Fills the /admin login form and presses Login (the page must be showing it). */
export async function signInAtAdmin(page: Page, email: string, password: string): Promise<void> {
  // The first visit loads the admin chunk and Firebase Auth: on a busy machine that alone can outlast the usual wait.
  await visible(page.getByRole('heading', { name: 'Admin Login' }), 2 * WAIT_MS);
  await page.getByTestId('admin-username').fill(email);
  await page.getByTestId('admin-password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Fills the /affiliate-login form and presses Sign In (the page must be showing it). */
export async function signInAtAffiliate(page: Page, email: string, password: string): Promise<void> {
  await visible(page.getByTestId('affiliate-login-form'));
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Opens the admin page `path` (with its query) and signs in as `account` at the /admin form it redirects to; waits to be back on `path`. */
export async function openAsAdmin(page: Page, path: string, account: { email: string; password: string } = DEMO_ADMIN): Promise<void> {
  await page.goto(path);
  await signInAtAdmin(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: WAIT_MS });
}
