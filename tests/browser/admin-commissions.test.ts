/**
 * The back office's Commissions screen in real Chromium: the admin opens it from the sidebar,
 * filters one affiliate's pending entries, approves two at once (the one without a placement fee
 * asks for it), marks one paid, exports the payout batch (Excel, PDF, CSV), and sets the
 * affiliate's rate from its row and from its view, the API's refusal shown under the field.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, COMMISSION_MESSAGES, ENDPOINTS, apiPath, type CommissionListPage } from '@careers/domain';
import { call, createJob } from '../support/admin';
import { newAffiliate, type TestAffiliate } from '../support/affiliates';
import { useChromium } from '../support/browser';
import { adminToken, useEmulators } from '../support/stack';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster, uniqueLetters } from '../support/submissions';
import { compact, downloadFrom, gridRow, gridRows, pdfText, readSheet } from './adminLists';
import { expectShown, gone, shownText, visible, WAIT_MS, withPage } from './helpers';
import { openAsAdmin, openAsRecruiter } from './signIn';

useEmulators();
const browser = useChromium();

const TAG = uniqueLetters();
const postApply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const pdf = { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };

let admin: string;
let affiliate: TestAffiliate;
/** The three hires: two on the job with a fee (₹2,00,000), one on a job without. */
const entries: { id: string; name: string }[] = [];

async function hire(code: string, jobId: string) {
  const name = `${uniqueLetters()} ${TAG} Hire`;
  const applied = await postApply({ ...applicant(), name, jobId, jobTitle: '', affiliateId: '', ref: code }, pdf);
  expect(applied.status).toBe(201);
  const id = applied.json._id as string;
  expect((await call('applicationStageMove', { token: admin, params: { id }, json: { stage: 'hired', notify: false } })).status).toBe(200);
  entries.push({ id, name });
}

beforeAll(async () => {
  [admin, affiliate] = await Promise.all([adminToken(), newAffiliate({ fullName: `Kavya ${TAG}` })]);
  const code = (await call('affiliateReferralLink', { token: affiliate.token })).json.code as string;
  const [feeJob, plainJob] = await Promise.all([
    createJob(admin, { title: `${TAG} Payroll Analyst` }),
    createJob(admin, { title: `${TAG} Store Lead` }),
  ]);
  const fee = await call('jobPlacementFee', {
    token: admin,
    params: { kind: 'jobPosts', jobId: feeJob.jobId },
    json: { placementFee: 200000 },
  });
  expect(fee.status).toBe(200);
  await hire(code, feeJob.jobId);
  await hire(code, plainJob.jobId);
  await hire(code, feeJob.jobId);
});

const stored = async () =>
  ((await call('commissionList', { token: admin, query: { affiliateId: affiliate.id } })).json as CommissionListPage).rows;

async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await gone(page.getByRole('listbox'));
}

/** A state's total card as one line ('Pending (3) ₹40,000'). */
const total = async (page: Page, state: string) => (await shownText(page.getByTestId(`commission-total-${state}`))).replace(/\s+/g, ' ');

/** What the console says of the two refused rates (the form logs the API's refusal it shows). */
const REFUSED_RATES = [/status of 400/, /Failed to set the commission rate/];

describe('the Commissions screen', () => {
  it('filters, approves two (asking the missing fee), marks one paid and exports the payout batch', async () => {
    await withPage(browser(), async ({ page }) => {
      await openAsAdmin(page, '/admin/dashboard');
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Commissions' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Commissions' }));
      await expect.poll(() => page.title()).toMatch(/^Commissions/);

      await choose(page, 'Affiliate', affiliate.body.fullName);
      await choose(page, 'State', 'Pending');
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(3);
      await expect.poll(() => total(page, 'pending')).toBe('Pending (3) ₹40,000');
      // The fee of a hire on the job with a fee, at 10 %, in the Indian format.
      expect(await gridRow(page, entries[0]!.id).innerText()).toContain('₹2,00,000');

      const [withFee, withoutFee, other] = entries as [(typeof entries)[0], (typeof entries)[0], (typeof entries)[0]];
      for (const entry of [withFee, withoutFee]) await gridRow(page, entry.id).getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Approve Selected' }).click();
      const dialog = page.getByRole('dialog');
      await visible(dialog);
      const fee = dialog.getByRole('textbox', { name: new RegExp(withoutFee.name) });
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expectShown(dialog, COMMISSION_MESSAGES.feeRange);
      await fee.fill('1,50,000');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await gone(dialog);
      await expectShown(page, '2 commissions approved');
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(1);
      await visible(gridRow(page, other.id));
      await expect.poll(() => total(page, 'approved')).toBe('Approved (2) ₹35,000');

      await choose(page, 'State', 'Approved');
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(2);
      await gridRow(page, withFee.id)
        .getByRole('button', { name: `Mark Paid ${withFee.name}` })
        .click();
      await visible(dialog);
      await dialog.getByRole('textbox', { name: 'Payout reference' }).fill(`UTR-${TAG}`);
      await dialog.getByRole('textbox', { name: 'Paid on' }).fill('06-12-2026');
      await dialog.getByRole('button', { name: 'Mark Paid' }).click();
      await gone(dialog);
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(1);
      await expect.poll(() => total(page, 'paid')).toBe('Paid (1) ₹20,000');
      const rows = await stored();
      expect(rows.find((row) => row._id === withFee.id)).toMatchObject({ state: 'paid', payoutRef: `UTR-${TAG}`, paidOn: '2026-12-06' });
      expect(rows.find((row) => row._id === withoutFee.id)).toMatchObject({
        state: 'approved',
        placementFee: 15_000_000,
        amount: 1_500_000,
      });

      // The approved one left: the payout batch of the filter, in each format.
      const excel = await downloadFrom(page, page.getByRole('button', { name: 'Download Excel' }));
      expect(excel.name).toMatch(/^commission_payouts.*\.xlsx$/);
      const sheet = readSheet(excel.bytes).rows;
      expect(sheet[0]).toEqual([
        'Affiliate',
        'Candidate',
        'Job',
        'Fee',
        'Rate',
        'Amount',
        'State',
        'Created',
        'Paid On',
        'Payout Ref',
        'Affiliate Id',
      ]);
      expect(sheet.slice(1).map((row) => [row[0], row[1], row[3], row[5], row[6]])).toEqual([
        [affiliate.body.fullName, withoutFee.name, '₹1,50,000', '₹15,000', 'Approved'],
      ]);
      const file = await downloadFrom(page, page.getByRole('button', { name: 'Download PDF' }));
      expect(file.name).toMatch(/^commission_payouts.*\.pdf$/);
      expect(pdfText(file.bytes)).toContain(compact(withoutFee.name));
      const csv = await downloadFrom(page, page.getByRole('button', { name: 'Download CSV' }));
      expect(csv.name).toMatch(/^commission_payouts \(State Approved.*\)\.csv$/);
      const lines = csv.bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`${withoutFee.name},`);
      expect(lines[1]).toContain('"₹1,50,000",10%,"₹15,000",Approved');
    });
  });

  it("sets the affiliate's rate from its row and from its view, showing the API's refusal under the field", async () => {
    await withPage(
      browser(),
      async ({ page }) => {
        await openAsAdmin(page, `/admin/affiliate?q=${encodeURIComponent(affiliate.body.fullName)}`);
        const row = gridRows(page).filter({ hasText: affiliate.body.fullName });
        await visible(row);
        expect(await shownText(row.getByTestId('affiliate-rate'))).toBe('10%');
        await row.getByRole('button', { name: `Set the commission rate of ${affiliate.body.fullName}` }).click();
        const dialog = page.getByRole('dialog');
        await visible(dialog);
        const rate = dialog.getByRole('textbox', { name: 'Commission rate (%)' });
        await rate.fill('25');
        await dialog.getByRole('button', { name: 'Save rate' }).click();
        await expectShown(dialog, COMMISSION_MESSAGES.rateRange);
        await rate.fill('12.5');
        await dialog.getByRole('button', { name: 'Save rate' }).click();
        await gone(dialog);
        await expect.poll(() => shownText(row.getByTestId('affiliate-rate'))).toBe('12.5%');

        await page.goto(`/admin/view-post/${affiliate.id}`);
        await visible(page.getByRole('heading', { name: 'Commission rate: 12.5%' }));
        const field = page.getByRole('textbox', { name: 'Commission rate (%)' });
        await field.fill('12.345');
        await page.getByRole('button', { name: 'Save rate' }).click();
        await expectShown(page.getByTestId('rate-form'), COMMISSION_MESSAGES.rateRange);
        await field.fill('15');
        await page.getByRole('button', { name: 'Save rate' }).click();
        await visible(page.getByRole('heading', { name: 'Commission rate: 15%' }));
        expect((await call('affiliateCommissionRateOf', { token: admin, params: { id: affiliate.id } })).json.rate).toBe(15);
      },
      REFUSED_RATES,
    );
  });

  it('is not a recruiter’s: no sidebar entry, and the screen says it is not for the role', async () => {
    await withPage(browser(), async ({ page }) => {
      await openAsRecruiter(page, '/admin/StudentApplied');
      const sidebar = page.getByRole('navigation', { name: 'Admin' }).first();
      await visible(sidebar.getByRole('link', { name: 'Student Applications' }));
      expect(await sidebar.getByRole('link', { name: 'Commissions' }).count()).toBe(0);
      await page.goto('/admin/commissions');
      await expectShown(page, ACCOUNT_MESSAGES.notForYourRole);
      expect(await page.getByTestId('commission-total-pending').count()).toBe(0);
    });
  });
});
