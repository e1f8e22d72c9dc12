/**
 * /admin/post-job end to end in real Chromium: post (with the schema's messages), edit, view (with
 * the job's audit trail for an admin, none for a recruiter), the public Current openings list,
 * Export to Excel (Jobs_post.xlsx) and delete across pages (spec 2 'Job posts', 4, 8).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  ADMIN_LIST_MESSAGES,
  ADMIN_MESSAGES,
  ENDPOINTS,
  FEEDBACK_MESSAGES,
  JOB_STATUS_LABELS,
  apiPath,
  type FixedJob,
} from '@careers/domain';
import { call } from '../support/admin';
import { screenshot, useChromium, VIEWPORTS } from '../support/browser';
import { adminToken, api } from '../support/stack';
import { uniqueLetters } from '../support/submissions';
import { gridRows, pageOf, search } from './adminLists';
import { expectShown, gone, shownText, visible, WAIT_MS, withPage } from './helpers';
import { openAsAdmin, openAsRecruiter } from './signIn';
import { tempFolder } from '../support/tempFolder';

const browser = useChromium();
const JOBS = '/admin/post-job';
const SEARCH = 'Search by job title or ID';

const adminJobs = async () =>
  (await api(apiPath(ENDPOINTS.jobAdminList), { token: await adminToken() })).json as (FixedJob & { studentsApplied: number })[];

async function fillJob(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`#job-${name}`).fill(value);
}

const row = (page: Page, text: string) => gridRows(page).filter({ hasText: text });

describe('/admin/post-job', () => {
  it('posts a job, edits it, views it, finds it on the public list and exports it', async () => {
    const title = `Platform Engineer ${uniqueLetters()}`;
    const edited = `${title} II`;
    await withPage(browser(), async ({ page }) => {
      await openAsAdmin(page, JOBS);
      await visible(page.getByRole('heading', { name: 'JOB POSTS', level: 1 }));
      await visible(gridRows(page).first());
      expect(await page.getByRole('button', { name: 'Export to Excel' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Delete Selected' }).isDisabled()).toBe(true);

      // Post a Job: the required fields answer with jobPostSchema's messages, nothing is sent.
      await page.getByRole('button', { name: 'Post a Job' }).click();
      const dialog = page.getByRole('dialog', { name: 'Post a Job' });
      await visible(dialog);
      for (const label of [
        'Job Title',
        'Location',
        'Salary',
        'Experience',
        'Job Description',
        'Job Role',
        'Department',
        'Skillset',
        'Employment Type',
        'Education',
        'English Level',
        'Gender',
      ]) {
        await visible(dialog.getByLabel(label, { exact: false }).first());
      }
      await dialog.getByRole('button', { name: 'Post Job' }).click();
      await expectShown(dialog, ADMIN_MESSAGES.jobTitleRequired);
      await expectShown(dialog, ADMIN_MESSAGES.locationRequired);
      // The closing date is typed as the spec's DD-MM-YYYY, whatever the browser's locale.
      expect(await page.locator('#job-closingDate').getAttribute('placeholder')).toBe('DD-MM-YYYY');
      await page.locator('#job-closingDate').fill('31-02-2030');
      await expectShown(dialog, ADMIN_LIST_MESSAGES.dayFormat);
      await fillJob(page, {
        title,
        location: 'Pune',
        salary: '18 LPA',
        experience: '3-5 years',
        jobDescription: 'Build the platform.',
        jobRole: 'Engineer',
        department: 'Engineering',
        roleCategory: 'TypeScript, Node.js',
        employmentType: 'Full Time',
        education: 'B.Tech',
        englishLevel: 'Fluent',
        gender: 'Any',
        closingDate: '31-12-2030',
      });
      await screenshot(page, 'admin-post-job-dialog-1280');
      await dialog.getByRole('button', { name: 'Post Job' }).click();
      await gone(dialog);

      // The list shows it at once (no CDN), with its server-made Job ID, Created On and 0 applied.
      await search(page, SEARCH, title.toUpperCase());
      await visible(row(page, title));
      const stored = (await adminJobs()).find((job) => job.title === title)!;
      expect(stored.roleCategory).toBe('TypeScript, Node.js');
      expect(stored.closingDate).toBe('2030-12-31');
      const cells = await row(page, title).locator('[role="gridcell"]').allInnerTexts();
      expect(cells.map((text) => text.trim())).toEqual(expect.arrayContaining(['1', stored.jobId, title, 'Pune', '0']));
      expect(cells.some((text) => /^\d{2}-\d{2}-\d{4}$/.test(text.trim()))).toBe(true);
      // Search by ID finds it too.
      await search(page, SEARCH, stored.jobId.toLowerCase());
      await visible(row(page, title));
      expect(
        await row(page, stored.jobId)
          .getByRole('link', { name: `Students applied to ${title}` })
          .getAttribute('href'),
      ).toBe(`/admin/StudentApplied?jobId=${stored.jobId}`);

      // Edit Job: Role Category in place of Skillset, Save Changes.
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Job' });
      await visible(edit);
      expect(await edit.locator('#job-roleCategory').inputValue()).toBe('TypeScript, Node.js');
      expect(await edit.locator('#job-closingDate').inputValue()).toBe('31-12-2030');
      await visible(edit.getByLabel('Role Category', { exact: false }));
      expect(await edit.getByText('Skillset').count()).toBe(0);
      await fillJob(page, { title: edited, salary: '22 LPA' });
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await gone(edit);
      await visible(row(page, edited));

      // View Job: read-only, with Posted On; Close.
      await page.getByRole('button', { name: `View ${edited}` }).click();
      const view = page.getByRole('dialog', { name: 'View Job' });
      await visible(view);
      expect(await shownText(view.getByTestId('view-job-Job Title'))).toContain(edited);
      expect(await shownText(view.getByTestId('view-job-Salary'))).toContain('22 LPA');
      expect(await shownText(view.getByTestId('view-job-Closing Date'))).toContain('31-12-2030');
      expect(await shownText(view.getByTestId('view-job-Posted On'))).toMatch(/\d{2}-\d{2}-\d{4}/);
      expect(await view.locator('input, textarea').count()).toBe(0);
      // Its own audit trail, newest first: the admin's edit, then the post.
      const trail = view.getByRole('region', { name: 'Audit trail' });
      await expect
        .poll(() => trail.getByTestId('audit-entry').allInnerTexts(), { timeout: WAIT_MS })
        .toEqual([expect.stringMatching(/^Edited 1 job post\s.*admin@careers\.local$/s), expect.stringMatching(/^Created 1 job post\s/)]);
      await screenshot(page, 'admin-view-job-1280');
      await view.getByRole('button', { name: 'Close' }).click();
      await gone(view);

      // Export to Excel: the selected job in Jobs_post.xlsx.
      await row(page, edited).locator('input[type="checkbox"]').check();
      const folder = tempFolder('jobs-export-');
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: 'Export to Excel' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Jobs_post.xlsx');
      await download.saveAs(join(folder, 'Jobs_post.xlsx'));
      const book = XLSX.read(readFileSync(join(folder, 'Jobs_post.xlsx')));
      const table = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
      expect(table[0]).toEqual(
        expect.arrayContaining(['Job ID', 'Job Title', 'Job Location', 'Salary', 'Skillset', 'Created On', 'Students Applied']),
      );
      expect(table).toHaveLength(2);
      const header = table[0]!;
      expect(table[1]![header.indexOf('Job Title')]).toBe(edited);
      expect(table[1]![header.indexOf('Job ID')]).toBe(stored.jobId);
      expect(table[1]![header.indexOf('Salary')]).toBe('22 LPA');

      // The public Current openings list (uncached in the emulator) shows the edited job.
      await page.goto('/jobs/current-opening');
      await visible(page.getByTestId('job-card').filter({ hasText: edited }));
    });
    // A recruiter views the same job without an audit trail: the audit API is the admin's, and is not even asked.
    await withPage(browser(), { freshContext: true }, async ({ page }) => {
      const auditCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === apiPath(ENDPOINTS.auditList)) auditCalls.push(request.url());
      });
      await openAsRecruiter(page, JOBS);
      await search(page, SEARCH, edited);
      await page.getByRole('button', { name: `View ${edited}` }).click();
      const view = page.getByRole('dialog', { name: 'View Job' });
      await visible(view);
      expect(await shownText(view.getByTestId('view-job-Salary'))).toContain('22 LPA');
      expect(await view.getByTestId('record-audit').count()).toBe(0);
      expect(auditCalls).toEqual([]);
    });
    await call('jobDelete', {
      token: await adminToken(),
      json: { jobId: [(await adminJobs()).find((job) => job.title === edited)!.jobId] },
    });
  });

  it('sorts by Students Applied from its header, most applied first', async () => {
    const most = Math.max(...(await adminJobs()).map((job) => job.studentsApplied ?? 0));
    expect(most).toBeGreaterThan(0);
    await withPage(browser(), async ({ page }) => {
      await openAsAdmin(page, JOBS);
      await visible(gridRows(page).first());
      await page.getByRole('columnheader', { name: 'Students Applied' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('sort'), { timeout: WAIT_MS }).toBe('-studentsApplied');
      const counts = async () => (await gridRows(page).locator('[data-field="studentsApplied"]').allTextContents()).map(Number);
      // Until the sorted page arrives the grid keeps the page it had, whose first row may be the most applied too.
      const sortedPage = async () => {
        const shown = await counts();
        return { first: shown[0], sorted: shown.join() === [...shown].sort((a, b) => b - a).join() };
      };
      await expect.poll(sortedPage, { timeout: WAIT_MS }).toEqual({ first: most, sorted: true });
    });
  });

  it('selects across pages and deletes with the confirmation', async () => {
    const tag = uniqueLetters();
    const token = await adminToken();
    const posted: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call('jobCreate', { token, json: { title: `Bulk ${tag} ${i}`, location: 'Chennai' } });
      expect(res.status).toBe(201);
      posted.push(res.json.jobId as string);
    }
    await withPage(browser(), async ({ page }) => {
      await openAsAdmin(page, JOBS);
      await visible(gridRows(page).first());
      await search(page, SEARCH, `bulk ${tag.toLowerCase()}`, 'Page 1 of 2');
      expect(await gridRows(page).count()).toBe(10);
      await page.getByRole('button', { name: 'Select All Across Pages' }).click();
      await visible(page.getByRole('button', { name: 'Unselect All' }));
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => gridRows(page).locator('input[type="checkbox"]:checked').count(), { timeout: WAIT_MS }).toBe(2);
      expect(await shownText(gridRows(page).first().locator('[data-field="__serial"]'))).toBe('11');
      await screenshot(page, 'admin-post-job-1280');
      await page.setViewportSize(VIEWPORTS.phone);
      await screenshot(page, 'admin-post-job-390');
      await page.setViewportSize(VIEWPORTS.desktop);

      // Close Selected on the query: confirmed with its count, run on the server, and said as a close.
      await page.getByRole('button', { name: 'Close Selected' }).click();
      const closing = page.getByRole('dialog');
      expect(await shownText(closing.locator('#confirm-action-text'))).toBe(ADMIN_LIST_MESSAGES.closeMatching(12));
      await closing.getByRole('button', { name: 'Close Selected' }).click();
      await gone(closing);
      await expect
        .poll(() => shownText(page.getByTestId('admin-feedback')), { timeout: WAIT_MS })
        .toBe(FEEDBACK_MESSAGES.statusChanged(12, 'closed'));
      const statuses = () => gridRows(page).locator('[data-field="status"]').allInnerTexts();
      // Back on page 1 with nothing selected, as after any action on a query.
      await expect.poll(statuses, { timeout: WAIT_MS }).toEqual(Array(10).fill(JOB_STATUS_LABELS.closed));
      expect(await pageOf(page)).toBe('Page 1 of 2');
      await page.getByRole('button', { name: 'Select All Across Pages' }).click();
      await visible(page.getByRole('button', { name: 'Unselect All' }));

      await page.getByRole('button', { name: 'Delete Selected' }).click();
      const dialog = page.getByRole('dialog');
      await visible(dialog);
      expect(await shownText(dialog.getByRole('heading'))).toBe(ADMIN_MESSAGES.deleteJobPostsTitle);
      expect(await shownText(dialog.locator('#confirm-action-text'))).toBe('Are you sure?');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await gone(dialog);
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(0);
      expect(await pageOf(page)).toBe('Page 1 of 1');
      expect(await page.getByRole('button', { name: 'Delete Selected' }).isDisabled()).toBe(true);
    });
    const remaining = new Set((await adminJobs()).map((job) => job.jobId));
    expect(posted.filter((id) => remaining.has(id))).toEqual([]);
  });
});
