/**
 * /admin/affiliate and /admin/view-post/{affiliateId} in real Chromium: search by Full Name, the
 * current page's PDF and Excel, Jobs Posted and its view button, refer a student and update the
 * status as free text (seen in the affiliate's own jobs answer), and delete an
 * affiliate whose account then cannot sign in (spec 2 'Affiliate details', 'Jobs Posted by Affiliate').
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  ADMIN_MESSAGES,
  deleteCountLine,
  FEEDBACK_MESSAGES,
  KIND_WORDS,
  REFERRAL_STATUS_MAX_LENGTH,
  REFERRAL_STATUS_SUGGESTIONS,
  TRASH_MESSAGES,
  type AffiliateJobWithReferrals,
} from '@careers/domain';
import { call } from '../support/admin';
import { canSignIn } from '../support/accounts';
import { newAffiliate } from '../support/affiliates';
import { screenshot, useChromium, VIEWPORTS } from '../support/browser';
import { adminToken, affiliateToken, DEMO_AFFILIATE } from '../support/stack';
import { uniqueLetters } from '../support/submissions';
import { gridRows, search } from './adminLists';
import { expectShown, gone, shownText, visible, WAIT_MS, withPage } from './helpers';
import { openAsAdmin } from './signIn';
import { tempFolder } from '../support/tempFolder';

const browser = useChromium();
const AFFILIATES = '/admin/affiliate';
const SEARCH = 'Search by Full Name';

type AffiliateRow = { _id: string; email: string; fullName: string; jobsPosted: number };
const affiliates = async () =>
  ((await call('affiliateList', { token: await adminToken() })).json as { affiliates: AffiliateRow[] }).affiliates;

async function download(page: Page, button: string, folder: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = join(folder, file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

describe('/admin/affiliate', () => {
  it('searches by Full Name, exports the current page and deletes an affiliate who then cannot sign in', async () => {
    const throwaway = await newAffiliate();
    const { fullName } = throwaway.body;
    await withPage(browser(), async ({ page }) => {
      await openAsAdmin(page, AFFILIATES);
      await visible(page.getByRole('heading', { name: 'AFFILIATE DETAILS', level: 1 }));
      await visible(gridRows(page).first(), 2 * WAIT_MS);
      expect(await page.getByRole('button', { name: 'Delete', exact: true }).isDisabled()).toBe(true);

      await search(page, SEARCH, fullName.toUpperCase(), 'Page 1 of 1');
      const row = page.locator(`.MuiDataGrid-row[data-id="${throwaway.id}"]`);
      await visible(row);
      expect(await gridRows(page).count()).toBe(1);
      const cells = (await row.locator('[role="gridcell"]').allInnerTexts()).map((text) => text.trim());
      const { body } = throwaway;
      expect(cells).toEqual(
        expect.arrayContaining(['1', fullName, body.email, body.phoneNumber, body.companyName, body.companyEmail, body.designation]),
      );
      expect(cells.some((text) => /^\d{2}-\d{2}-\d{4}$/.test(text))).toBe(true);
      expect(await shownText(row.getByTestId('jobs-posted'))).toBe('0');
      // Jobs Posted and Email sort on the server like the other columns: the first click sorts descending.
      for (const [header, field] of [
        ['Jobs Posted', 'jobsPosted'],
        ['Email', 'email'],
      ] as const) {
        await page.getByRole('columnheader', { name: header, exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('sort') === `-${field}`, { timeout: WAIT_MS });
        await visible(row);
      }
      // Search is by Full Name only: the email does not match.
      await page.getByLabel(SEARCH).fill(body.companyEmail);
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(0);
      await page.getByLabel(SEARCH).fill(fullName);
      await visible(row);

      // With nothing selected, both exports write the current page.
      const folder = tempFolder('affiliates-export-');
      const excel = await download(page, 'Download Excel', folder);
      expect(excel.name).toBe('affiliates.xlsx');
      const book = XLSX.read(excel.bytes);
      const table = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
      expect(table[0]).toEqual([
        'Full Name',
        'Email',
        'Phone Number',
        'Company Name',
        'Company Email',
        'Designation',
        'Date',
        'Jobs Posted',
      ]);
      expect(table.slice(1)).toEqual([
        [
          fullName,
          body.email,
          body.phoneNumber,
          body.companyName,
          body.companyEmail,
          body.designation,
          expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
          '0',
        ],
      ]);
      const pdf = await download(page, 'Download PDF', folder);
      expect(pdf.name).toBe('affiliates.pdf');
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.bytes.toString('latin1')).toContain(`(${fullName})`); // jsPDF writes text uncompressed

      // Delete asks with "Delete Affiliates" and says where it goes; the account is disabled with the profile in the trash.
      await row.locator('input[type="checkbox"]').check();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await visible(dialog);
      expect(await shownText(dialog.getByRole('heading'))).toBe(ADMIN_MESSAGES.deleteAffiliatesTitle);
      expect(await shownText(dialog.locator('#confirm-action-count'))).toBe(deleteCountLine(1, 'affiliates'));
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await gone(dialog);
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(0);
      // To the trash, like every other kind: the snackbar offers Undo (api/admin-affiliates.test.ts restores one).
      expect(await shownText(page.getByTestId('undo-message'))).toBe(TRASH_MESSAGES.movedToTrash(1, KIND_WORDS.affiliates));
    });
    expect((await affiliates()).some((affiliate) => affiliate._id === throwaway.id)).toBe(false);
    expect(await canSignIn(throwaway.email, throwaway.password)).toBe(false);
  });
});

describe('/admin/view-post/{affiliateId}', () => {
  it("refers a student to the demo affiliate's job with a free-text status, updates it, and the affiliate's answer has it", async () => {
    const demo = (await affiliates()).find((affiliate) => affiliate.email === DEMO_AFFILIATE.email)!;
    const jobs = (await call('affiliateJobsOwn', { token: await affiliateToken(), params: { affiliateId: demo._id } }))
      .json as AffiliateJobWithReferrals[];
    const job = jobs[0]!;
    const student = `Kiran ${uniqueLetters()}`;
    const email = `${student.toLowerCase().replace(' ', '.')}@example.com`;

    await withPage(browser(), async ({ page }) => {
      // Jobs Posted: the count and the view button to the affiliate's jobs.
      await openAsAdmin(page, AFFILIATES);
      await page.getByLabel(SEARCH).fill(DEMO_AFFILIATE.profile.fullName);
      const row = page.locator(`.MuiDataGrid-row[data-id="${demo._id}"]`);
      await visible(row);
      expect(await shownText(row.getByTestId('jobs-posted'))).toBe(String(jobs.length));
      await screenshot(page, 'admin-affiliate-1280');
      await page.setViewportSize(VIEWPORTS.phone);
      await screenshot(page, 'admin-affiliate-390');
      await page.setViewportSize(VIEWPORTS.desktop);
      await row.getByRole('link', { name: `View jobs posted by ${DEMO_AFFILIATE.profile.fullName}` }).click();
      await page.waitForURL((url) => url.pathname === `/admin/view-post/${demo._id}`, { timeout: WAIT_MS });

      const jobRow = page.locator(`[data-testid="affiliate-job"][data-job-id="${job._id}"]`);
      await visible(jobRow);
      const headers = (await page.locator('thead th').allInnerTexts()).map((text) => text.trim());
      expect(headers).toEqual([
        'S.No',
        'Job Title',
        'Skillset',
        'Experience',
        'Location',
        'Salary',
        'Date Posted',
        'Students Referred',
        // The job's review state.
        'Review',
        'Actions',
      ]);
      expect(await shownText(jobRow.getByTestId('students-referred'))).toBe(String(job.referredCount));

      // Close, then Reopen, this one job: its public details follow; the affiliate's other jobs stay.
      const publicStatus = async () => (await call('affiliateJobDetails', { params: { id: job._id } })).json.status as string;
      await jobRow.getByRole('button', { name: `Close ${job.jobTitle}` }).click();
      await expect.poll(publicStatus, { timeout: WAIT_MS }).toBe('closed');
      await jobRow.getByRole('button', { name: `Reopen ${job.jobTitle}` }).click();
      await expect.poll(publicStatus, { timeout: WAIT_MS }).toBe('open');

      // Refer: the schema's messages first, then the referral.
      await jobRow.getByRole('button', { name: 'Refer' }).click();
      const form = page.getByTestId('refer-form');
      await visible(form);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expectShown(form, ADMIN_MESSAGES.studentNameRequired);
      await expectShown(form, ADMIN_MESSAGES.emailRequired);
      await form.getByLabel('Student Name', { exact: false }).fill(student);
      await form.getByLabel('Email', { exact: false }).fill('not-an-email');
      // Status is free text, blank (Referred) at first, with the usual words suggested as it is typed.
      const status = form.getByRole('combobox', { name: 'Status' });
      expect(await status.inputValue()).toBe('');
      await status.click();
      expect((await page.getByRole('listbox').getByRole('option').allInnerTexts()).map((text) => text.trim())).toEqual([
        ...REFERRAL_STATUS_SUGGESTIONS,
      ]);
      await status.pressSequentially('In');
      await expect
        .poll(async () => (await page.getByRole('listbox').getByRole('option').allInnerTexts()).map((text) => text.trim()))
        .toEqual(['Interview']);
      await page.getByRole('option', { name: 'Interview', exact: true }).click();
      expect(await status.inputValue()).toBe('Interview');
      await form.getByRole('button', { name: 'Submit' }).click();
      await expectShown(form, ADMIN_MESSAGES.emailInvalid);
      await form.getByLabel('Email', { exact: false }).fill(email);
      await form.getByRole('button', { name: 'Submit' }).click();
      // One message for the referral: the snackbar, not also a line in the form.
      await expect
        .poll(() => shownText(page.getByTestId('admin-feedback')), { timeout: WAIT_MS })
        .toBe(FEEDBACK_MESSAGES.studentReferred(student));
      expect(await form.getByRole('status').count()).toBe(0);
      await expect.poll(() => shownText(jobRow.getByTestId('students-referred')), { timeout: WAIT_MS }).toBe(String(job.referredCount + 1));

      // View: the referred students; Update Status takes free text, and a spec badge word such as 'Offer Letter' moves the stage.
      await jobRow.getByRole('button', { name: 'View' }).click();
      const referred = page.getByTestId('referred-student').filter({ hasText: student });
      await visible(referred);
      // The job's own audit trail beside them, newest first: the reopen, then the close.
      const trail = page.getByRole('region', { name: `Audit trail of ${job.jobTitle}` });
      await expect
        .poll(async () => (await trail.getByTestId('audit-entry').allInnerTexts()).slice(0, 2), { timeout: WAIT_MS })
        .toEqual([
          expect.stringMatching(/^Changed the status of 1 affiliate job to open\s.*admin@careers\.local$/s),
          expect.stringMatching(/^Changed the status of 1 affiliate job to closed\s/),
        ]);
      expect(await shownText(referred.getByTestId('referred-status'))).toBe('Interview');
      await referred.getByRole('button', { name: 'Update Status' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update Student Status' });
      await visible(dialog);
      const newStatus = dialog.getByRole('combobox', { name: 'New Status' });
      expect(await newStatus.inputValue()).toBe('Interview'); // the referral's status
      await newStatus.fill('');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expectShown(dialog, ADMIN_MESSAGES.statusRequired);
      expect(await newStatus.getAttribute('maxlength')).toBe(String(REFERRAL_STATUS_MAX_LENGTH));
      await newStatus.fill('Offer Letter');
      await newStatus.press('Tab'); // leaves the box: its suggestions close
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await gone(dialog);
      await expect.poll(() => shownText(referred.getByTestId('referred-status')), { timeout: WAIT_MS }).toBe('Offer Letter');

      // Delete this one referral: it moves to the trash, and the snackbar's Undo brings it back.
      await referred.getByRole('button', { name: `Delete referral of ${student}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Referral' });
      expect(await shownText(confirm.locator('#confirm-action-count'))).toBe(TRASH_MESSAGES.deleteToTrash(1, KIND_WORDS.referrals));
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await gone(confirm);
      const feedback = page.getByTestId('admin-feedback');
      await expect
        .poll(() => shownText(feedback.locator('.MuiAlert-message')), { timeout: WAIT_MS })
        .toBe(TRASH_MESSAGES.movedToTrash(1, KIND_WORDS.referrals));
      await gone(referred);
      await feedback.getByRole('button', { name: TRASH_MESSAGES.undo }).click();
      await visible(referred);
      expect(await shownText(referred.getByTestId('referred-status'))).toBe('Offer Letter');
      await screenshot(page, 'admin-view-post-1280');
      await page.setViewportSize(VIEWPORTS.phone);
      await screenshot(page, 'admin-view-post-390');
      // On a phone each job is a block of 'Label value' lines: nothing scrolls sideways.
      const table = page.getByRole('table', { name: 'Jobs Posted by Affiliate' });
      expect(await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      const titleCell = jobRow.locator('td[data-label="Job Title"]');
      expect(await titleCell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Job Title"');
      expect(await shownText(titleCell)).toBe(job.jobTitle);
    });

    // The affiliate's own answer carries the stage and the admin's words (the affiliate's screens have tests of their own).
    const after = (await call('affiliateJobsOwn', { token: await affiliateToken(), params: { affiliateId: demo._id } }))
      .json as AffiliateJobWithReferrals[];
    const referral = after.find((entry) => entry._id === job._id)!.referrals.find((entry) => entry.studentName === student)!;
    expect({ stage: referral.stage, status: referral.status }).toEqual({ stage: 'offer', status: 'Offer Letter' });
  });
});
