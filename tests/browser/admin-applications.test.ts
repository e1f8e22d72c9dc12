/**
 * Student Job Applications end to end (spec 2 'Student Job Applications', 4, 8, 9): the list of
 * one job from ?jobId= (and of every job at /admin/studentapplied), search by name, S.No, Applied
 * Date as YYYY-MM-DD, selection across pages, studentsApplied.xlsx / .pdf with resume links, the
 * resume cell and the confirmed delete.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ENDPOINTS, apiPath } from '@careers/domain';
import { demoJobs } from '../../scripts/stack/demoData';
import { call, createJob } from '../support/admin';
import { screenshot, useChromium, VIEWPORTS } from '../support/browser';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { adminToken, BASE_URL, DEMO_RECRUITER, useEmulators } from '../support/stack';
import { CONTENT_TYPES, RESUME_BYTES, multipartPoster, uniqueLetters, type FilePart } from '../support/submissions';
import {
  checkedRows,
  compact,
  confirmDelete,
  downloadFrom,
  gridRow,
  gridRows,
  openAdminList,
  pdfText,
  readSheet,
  search,
  selectAcrossTwoPages,
  turnPage,
} from './adminLists';
import { gone, shownText, visible, withPage } from './helpers';
import { openAsRecruiter } from './signIn';

useEmulators();

const browser = useChromium();
const SEARCH = 'Search by name';
const apply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const pdf: FilePart = { name: 'Kiran CV.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };
const docx: FilePart = { name: 'Kiran CV.docx', bytes: RESUME_BYTES.docx, type: CONTENT_TYPES.docx };
const letter = (i: number) => String.fromCharCode(97 + i);

let job: { jobId: string; title: string };
let tag: string;
/** The 12 applications to the new job, oldest first (the last one with a .docx). */
let ids: string[];
/** One more applicant with the same tag, to a demo job: listed only without a jobId. */
let otherId: string;

async function applyTo(target: { jobId: string; title: string }, name: string, email: string, resume: FilePart): Promise<string> {
  const res = await apply({ name, email, phone: '9876543210', jobId: target.jobId, jobTitle: target.title, affiliateId: '' }, resume);
  expect(res.status).toBe(201);
  return res.json._id as string;
}

beforeAll(async () => {
  const token = await adminToken();
  tag = uniqueLetters();
  job = await createJob(token, { title: `Pricing Analyst ${tag}`, jobDescription: 'Reports and dashboards.', roleCategory: 'SQL, Excel' });
  ids = [];
  for (let i = 0; i < 12; i++)
    ids.push(await applyTo(job, `Kiran ${tag} ${letter(i)}`, `kiran.${tag}.${i}@gmail.com`, i === 11 ? docx : pdf));
  const demo = demoJobs()[0]!;
  otherId = await applyTo({ jobId: demo.jobId, title: demo.title }, `Kiran ${tag} other`, `kiran.${tag}.other@gmail.com`, pdf);
});

describe('Student Job Applications', () => {
  it('lists every job at /admin/studentapplied and only the jobId of the URL at /admin/StudentApplied?jobId=', async () => {
    await withPage(browser(), async ({ page }) => {
      await openAdminList(page, '/admin/studentapplied');
      await visible(page.getByRole('heading', { name: 'Student Job Applications', level: 1 }));
      await search(page, SEARCH, `kiran ${tag}`, 'Page 1 of 2');
      await visible(gridRow(page, otherId)); // the newest application: first row
      await turnPage(page, 'Next', 'Page 2 of 2');
      expect(await gridRows(page).count()).toBe(3);

      await page.goto(`/admin/StudentApplied?jobId=${job.jobId}`);
      await visible(gridRows(page).first());
      await search(page, SEARCH, `kiran ${tag}`, 'Page 1 of 2');
      expect(await gridRow(page, otherId).count()).toBe(0);
      await turnPage(page, 'Next', 'Page 2 of 2');
      expect(await gridRows(page).count()).toBe(2);
    });
  });

  it('lets a recruiter export the applications as Excel and PDF, each export recorded as the recruiter', async () => {
    await withPage(browser(), async ({ page }) => {
      await openAsRecruiter(page, `/admin/StudentApplied?jobId=${job.jobId}`);
      await visible(gridRows(page).first());
      await search(page, SEARCH, `kiran ${tag}`, 'Page 1 of 2');
      await page.getByRole('button', { name: 'Select All Across Pages' }).click();
      await visible(page.getByRole('button', { name: 'Unselect All' }));
      const excel = await downloadFrom(page, page.getByRole('button', { name: 'Download Excel' }));
      expect(excel.name).toBe('studentsApplied.xlsx');
      expect(readSheet(excel.bytes).rows).toHaveLength(13);
      const file = await downloadFrom(page, page.getByRole('button', { name: 'Download PDF' }));
      expect(file.name).toBe('studentsApplied.pdf');
      expect(pdfText(file.bytes)).toContain(job.jobId);
    });
    const entries = await db().collection(COLLECTIONS.audit).where('actorEmail', '==', DEMO_RECRUITER.email.toLowerCase()).get();
    const exports = entries.docs.filter((doc) => doc.get('action') === 'export' && (doc.get('ids') as string[]).includes(ids[11]!));
    expect(exports.map((doc) => [doc.get('kind'), doc.get('count')])).toEqual([
      ['applications', 12],
      ['applications', 12],
    ]);
  });

  it('searches, previews, downloads, exports and deletes the applications of one job', async () => {
    const [pdfId, docxId] = [ids[0]!, ids[11]!];
    await withPage(browser(), async ({ page }) => {
      await openAdminList(page, `/admin/StudentApplied?jobId=${job.jobId}`);
      await search(page, SEARCH, `KIRAN ${tag.toUpperCase()}`, 'Page 1 of 2');
      expect(await gridRows(page).count()).toBe(10);

      // Newest first; S.No counts on across pages; the date is YYYY-MM-DD.
      const newest = (await gridRow(page, docxId).innerText()).split(/\s*\n\s*/);
      expect(newest.slice(0, 6)).toEqual(['1', job.jobId, job.title, `Kiran ${tag} l`, `kiran.${tag}.11@gmail.com`, '9876543210']);
      expect(newest[6]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await turnPage(page, 'Next', 'Page 2 of 2');
      const oldest = gridRow(page, pdfId);
      expect((await oldest.innerText()).split(/\s*\n\s*/)[0]).toBe('12');

      // PDF preview from an object URL; download of the stored file.
      await oldest.getByRole('button', { name: 'View resume' }).click();
      const dialog = page.getByRole('dialog');
      await visible(dialog.locator('iframe'));
      expect(await dialog.locator('iframe').getAttribute('src')).toMatch(/^blob:/);
      await screenshot(page, 'admin-studentapplied-preview-1280');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await gone(dialog);
      const saved = await downloadFrom(page, oldest.getByRole('button', { name: 'Download resume' }));
      expect(saved.name).toBe(pdf.name);
      expect(saved.bytes.equals(RESUME_BYTES.pdf)).toBe(true);

      // .docx: the message and a download link.
      await page.getByRole('button', { name: 'Previous' }).click();
      await gridRow(page, docxId).getByRole('button', { name: 'View resume' }).click();
      expect(await shownText(dialog.getByText(ADMIN_MESSAGES.docxNotSupported, { exact: true }))).toBe(ADMIN_MESSAGES.docxNotSupported);
      const fromLink = await downloadFrom(page, dialog.getByTestId('resume-download-link'));
      expect(fromLink.name).toBe(docx.name);
      expect(fromLink.bytes.equals(RESUME_BYTES.docx)).toBe(true);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await gone(dialog);

      await selectAcrossTwoPages(page, 2);
      await screenshot(page, 'admin-studentapplied-1280');

      const excel = await downloadFrom(page, page.getByRole('button', { name: 'Download Excel' }));
      expect(excel.name).toBe('studentsApplied.xlsx');
      const { rows } = readSheet(excel.bytes);
      expect(rows[0]).toEqual(['S.No', 'Job Id', 'Job Title', 'Name', 'Email', 'Phone', 'Applied Date', 'Resume']);
      expect(rows).toHaveLength(13);
      expect(rows.slice(1).map((row) => row[0])).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
      const oldestRow = rows.find((row) => row[3] === `Kiran ${tag} a`)!;
      expect(oldestRow.slice(1, 6)).toEqual([job.jobId, job.title, `Kiran ${tag} a`, `kiran.${tag}.0@gmail.com`, '9876543210']);
      expect(oldestRow[6]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(oldestRow[7]).toBe(`${BASE_URL}${apiPath(ENDPOINTS.applicationDownload, { id: pdfId })}`);

      const file = await downloadFrom(page, page.getByRole('button', { name: 'Download PDF' }));
      expect(file.name).toBe('studentsApplied.pdf');
      const text = pdfText(file.bytes);
      expect(text).toContain(compact('Applied Date'));
      expect(text).toContain(job.jobId);
      expect(text).toContain(compact(`Kiran ${tag} a`));

      await page.setViewportSize(VIEWPORTS.phone);
      await screenshot(page, 'admin-studentapplied-390');
      await page.setViewportSize(VIEWPORTS.desktop);

      await confirmDelete(page, ADMIN_MESSAGES.deleteStudentsTitle, 'Are you sure you want to delete the selected students?');
      expect(await checkedRows(page)).toBe(0);
    });

    const token = await adminToken();
    const listed = (await call('applicationList', { token, params: { jobId: job.jobId } })).json as { _id: string }[];
    expect(listed).toEqual([]);
    expect((await call('applicationDownload', { token, params: { id: pdfId } })).status).toBe(404);
    expect(
      (await call('applicationList', { token, params: { jobId: 'all' } })).json.some((row: { _id: string }) => row._id === otherId),
    ).toBe(true);
  });
});
