/**
 * Commissions end to end in real Chromium: the affiliate copies its referral link, an applicant on
 * another device opens it and applies, the admin hires, approves and pays, and the affiliate's
 * Earnings and Commissions page follow.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, formatPaise } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { call } from '../support/admin';
import { newAffiliate } from '../support/affiliates';
import { useChromium } from '../support/browser';
import { adminToken, useEmulators } from '../support/stack';
import { CONTENT_TYPES, RESUME_BYTES, applicant } from '../support/submissions';
import { clipboardText, giveConsent, shareByCopying, shownText, submitAndWait, visible, withPage } from './helpers';
import { signInAtAffiliate } from './signIn';

useEmulators();

const browser = useChromium();

async function earnings(page: Page): Promise<Record<'pending' | 'approved' | 'paid', string>> {
  await page.goto('/affiliate-dashboard');
  const read = (state: string) => shownText(page.getByTestId(`earnings-${state}`).filter({ hasText: '₹' }));
  return { pending: await read('pending'), approved: await read('approved'), paid: await read('paid') };
}

async function applyThrough(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.goto('/jobs/current-opening');
  await visible(page.getByTestId('job-card').first());
  await page.getByTestId('job-name-search').fill('Data Analyst');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card: Locator = page.locator('[data-testid="job-card"][data-job-kind="fixed"]').filter({ hasText: 'Data Analyst' }).first();
  await visible(card);
  await card.getByRole('button', { name: 'Apply Now' }).click();
  const modal = page.getByTestId('application-modal');
  await visible(modal.getByTestId('job-details'));
  const person = applicant();
  await modal.getByLabel('Name').fill(person.name);
  await modal.getByLabel('Email').fill(person.email);
  await modal.getByLabel('Phone').fill(person.phone);
  await giveConsent(modal);
  await modal.getByTestId('resume-input').setInputFiles({ name: 'cv.pdf', mimeType: CONTENT_TYPES.pdf, buffer: RESUME_BYTES.pdf });
  const { response, body } = await submitAndWait(page, ENDPOINTS.jobApply, () =>
    modal.getByRole('button', { name: 'Submit Application' }).click(),
  );
  expect(response.status()).toBe(201);
  return (body as { _id: string })._id;
}

describe('affiliate commissions in the browser', () => {
  it("keeps a link's code before the app has loaded: a click that early leaves with it kept", async () => {
    await withPage(browser(), { freshContext: true }, async ({ page }) => {
      // The app's code held (the entry runs): the page stays its server HTML, as a visitor sees it
      // before the app arrives.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/start-.+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto('/?ref=EARLYCODE2', { waitUntil: 'commit' });
      await page.waitForFunction(() => localStorage.getItem('careers.referral')?.includes('EARLYCODE2'), null, { timeout: 10_000 });
      release();
    });
  });

  it('copy the link, apply through it, hire, approve and pay: Earnings and Commissions follow', async () => {
    const affiliate = await newAffiliate();
    const admin = await adminToken();
    await withPage(browser(), { freshContext: true }, async (watched) => {
      const { page } = watched;
      await shareByCopying(watched);
      await page.goto('/affiliate-login');
      await signInAtAffiliate(page, affiliate.email, affiliate.password);
      await page.waitForURL('**/affiliate-dashboard');
      await visible(page.getByTestId('referral-link'));
      await page.getByTestId('copy-referral-link').click();
      await visible(page.getByRole('button', { name: 'Copied' }));
      const url = new URL(await clipboardText(page));
      expect(url.search).toMatch(/^\?ref=[A-Z2-9]{10}$/);
      expect(await earnings(page)).toEqual({ pending: '₹0', approved: '₹0', paid: '₹0' });

      // Another device: the applicant opens the link, browses on and applies.
      let applicationId = '';
      await withPage(browser(), { freshContext: true }, async ({ page: visitor }) => {
        applicationId = await applyThrough(visitor, `${url.pathname}${url.search}`);
      });
      const stored = await db().collection(COLLECTIONS.applications).doc(applicationId).get();
      expect(stored.get('referredBy')).toBe(affiliate.id);

      expect((await call('applicationStageMove', { token: admin, params: { id: applicationId }, json: { stage: 'hired' } })).status).toBe(
        200,
      );
      const approved = await call('commissionUpdate', {
        token: admin,
        params: { id: applicationId },
        json: { state: 'approved', placementFee: 83333 },
      });
      expect(approved.status).toBe(200);
      const amount = formatPaise(833_330);
      expect(amount).toBe('₹8,333.30');
      expect(await earnings(page)).toEqual({ pending: '₹0', approved: amount, paid: '₹0' });

      const paid = await call('commissionUpdate', {
        token: admin,
        params: { id: applicationId },
        json: { state: 'paid', payoutRef: 'UTR-BROWSER', paidOn: '2026-12-06' },
      });
      expect(paid.status).toBe(200);
      expect(await earnings(page)).toEqual({ pending: '₹0', approved: '₹0', paid: amount });

      await page.goto('/affiliate-dashboard/commissions');
      const row = page.getByTestId('commission-row').first();
      await visible(row);
      const text = await row.innerText();
      for (const shown of [amount, 'Paid', '2026-12-06', 'UTR-BROWSER']) expect(text).toContain(shown);
    });
  });
});
