/**
 * Staff accounts in real Chromium: an admin invites a recruiter on the Accounts screen;
 * the recruiter sets a password with the mailed code from the invitation's link, signs in, sees no
 * Affiliates or Accounts screen, and the admin-only API refuses them with 403.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, API_MESSAGES, staffSetPasswordPath } from '@careers/domain';
import { call } from '../support/admin';
import { latestResetCode } from '../support/accounts';
import { useChromium } from '../support/browser';
import { idTokenFor, useEmulators } from '../support/stack';
import { uniqueLetters } from '../support/submissions';
import { expectShown, visible, withPage, WAIT_MS } from './helpers';
import { openAsAdmin, signInAtAdmin } from './signIn';

useEmulators();

const browser = useChromium();
const PASSWORD = 'Recruiter#2026';

describe('inviting a recruiter', () => {
  it('the invitee sets a password, signs in and meets only the recruiter screens', async () => {
    const email = `browser.recruiter.${uniqueLetters().toLowerCase()}@careers.test`;
    await withPage(browser(), async ({ page }) => {
      await openAsAdmin(page, '/admin/accounts');
      // The first visit loads the admin chunk and Firebase Auth: on a busy machine that alone can outlast the usual wait.
      await visible(page.getByRole('heading', { name: 'Accounts', level: 1 }), 2 * WAIT_MS);
      await page.getByRole('button', { name: 'Invite', exact: true }).click();
      await page.getByTestId('invite-email').fill(email);
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await expectShown(page, ACCOUNT_MESSAGES.invited(email));
      // The list is sorted by email and pages: the search finds the invitee among every other staff account.
      await page.getByLabel('Search by email or role').fill(email);
      await visible(page.getByText(email, { exact: true }).first());
    });

    const code = await latestResetCode(email);
    await withPage(browser(), { freshContext: true }, async ({ page }) => {
      await page.goto(staffSetPasswordPath(email));
      await expectShown(page, ACCOUNT_MESSAGES.enterInviteCode);
      await page.getByTestId('reset-code').fill(code);
      await page.getByTestId('reset-new-password').fill(PASSWORD);
      await page.getByTestId('reset-confirm-password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/login', { timeout: WAIT_MS });
      await signInAtAdmin(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname === '/admin/dashboard', { timeout: WAIT_MS });

      // The header's badge names the signed-in role.
      await visible(page.getByRole('banner').getByText('Recruiter', { exact: true }));
      expect(await page.getByRole('banner').getByText('Admin', { exact: true }).count()).toBe(0);
      const sidebar = page.getByRole('navigation', { name: 'Admin' }).first();
      await visible(sidebar.getByRole('link', { name: 'Job Posts' }));
      await visible(sidebar.getByRole('link', { name: 'Student Applications' }));
      expect(await sidebar.getByRole('link', { name: 'Affiliates' }).count()).toBe(0);
      expect(await sidebar.getByRole('link', { name: 'Accounts' }).count()).toBe(0);
      await page.goto('/admin/accounts');
      await expectShown(page, ACCOUNT_MESSAGES.notForYourRole);
    });

    const token = await idTokenFor(email, PASSWORD);
    const refused = await call('accountList', { token });
    expect([refused.status, refused.json.message]).toEqual([403, API_MESSAGES.forbidden]);
  });
});
