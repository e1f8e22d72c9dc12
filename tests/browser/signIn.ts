/** Signing in through the real login screens (same origin, so one Firebase Auth session per page). */
import type { Page } from 'playwright-core';
import { DEMO_RECRUITER } from '../../scripts/stack/demoData';
import { signInAsAdmin, signInAsStaff } from './adminSession';
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

/**
 * Opens the admin page `path` (with its query) signed in as the demo admin: the session is stored
 * as the SDK stores it (adminSession.ts), so the page opens without the login screen, which the
 * admin-auth tests drive.
 */
export async function openAsAdmin(page: Page, path: string): Promise<void> {
  await signInAsAdmin(page);
  await page.goto(path);
}

/** The same as the demo recruiter (jobs, applications and pipeline only). */
export async function openAsRecruiter(page: Page, path: string): Promise<void> {
  await signInAsStaff(page, DEMO_RECRUITER);
  await page.goto(path);
}
