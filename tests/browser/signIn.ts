/** Signing in through the real login screens (same origin, so one Firebase Auth session per page). */
import type { Page } from 'playwright-core';
import { visible } from './helpers';

/** Fills the /admin login form and presses Login (the page must be showing it). */
export async function signInAtAdmin(page: Page, email: string, password: string): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Admin Login' }));
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
