/**
 * /admin/student end to end (spec 2 'List screens', 4, 8, 9): search, 'Page X of Y', selection
 * across pages, students.xlsx / students.pdf with a resume link per row (the PDF with the Date
 * column), the resume cell (PDF preview from a blob: URL, .docx message and link, download) and
 * the confirmed delete.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ENDPOINTS, RESUME_PREVIEW_HEIGHT_PX, apiPath } from '@careers/domain';
import { screenshot, useChromium, VIEWPORTS } from '../support/browser';
import { adminToken, api, BASE_URL } from '../support/stack';
import { CONTENT_TYPES, RESUME_BYTES, multipartPoster, uniqueLetters, type FilePart } from '../support/submissions';
import {
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
} from './adminLists';
import { gone, shownText, visible, withPage } from './helpers';

const browser = useChromium();
const STUDENTS = '/admin/student';
const SEARCH = 'Search by name, email or phone';
const post = multipartPoster(apiPath(ENDPOINTS.resumeSubmit));

const letter = (i: number) => String.fromCharCode(97 + i);
const pdf: FilePart = { name: 'Ravi CV.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };
const docx: FilePart = { name: 'Ravi CV.docx', bytes: RESUME_BYTES.docx, type: CONTENT_TYPES.docx };

/** 12 students named after `tag`; the last one posted a .docx. Answers their ids, oldest first. */
async function seedStudents(tag: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < 12; i++) {
    const res = await post(
      { name: `Ravi ${tag} ${letter(i)}`, email: `ravi.${tag}.${i}@gmail.com`, phone: '9876543210' },
      i === 11 ? docx : pdf,
    );
    expect(res.status).toBe(201);
    ids.push(res.json._id as string);
  }
  return ids;
}

describe('/admin/student', () => {
  it('searches, selects across pages, exports, previews and downloads resumes, and deletes with confirmation', async () => {
    const tag = uniqueLetters();
    const ids = await seedStudents(tag);
    const [pdfId, docxId] = [ids[0]!, ids[11]!];
    await withPage(browser(), async ({ page }) => {
      await openAdminList(page, STUDENTS);
      await visible(page.getByRole('heading', { name: 'Students', level: 1 }));
      await search(page, SEARCH, `RAVI ${tag.toUpperCase()}`, 'Page 1 of 2');
      expect(await gridRows(page).count()).toBe(10);
      const firstRow = await gridRows(page).first().innerText();
      expect(firstRow).toMatch(/\d{2}-\d{2}-\d{4}/);
      expect(firstRow).toContain('9876543210');

      // The resume cell: a PDF previews inline from an object URL, 500 px high.
      await page.getByRole('button', { name: 'Next' }).click();
      const pdfRow = gridRow(page, pdfId);
      await visible(pdfRow);
      await pdfRow.getByRole('button', { name: 'View resume' }).click();
      const dialog = page.getByRole('dialog');
      const frame = dialog.locator('iframe');
      await visible(frame);
      expect(await frame.getAttribute('src')).toMatch(/^blob:/);
      expect((await dialog.getByTestId('resume-preview').boundingBox())!.height).toBe(RESUME_PREVIEW_HEIGHT_PX);
      await screenshot(page, 'admin-student-preview-1280');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await gone(dialog);

      // Download saves the stored file under its own name.
      const saved = await downloadFrom(page, pdfRow.getByRole('button', { name: 'Download resume' }));
      expect(saved.name).toBe(pdf.name);
      expect(saved.bytes.equals(RESUME_BYTES.pdf)).toBe(true);

      // A .docx cannot be shown: the message and a download link.
      await page.getByRole('button', { name: 'Previous' }).click();
      const docxRow = gridRow(page, docxId);
      await visible(docxRow);
      await docxRow.getByRole('button', { name: 'View resume' }).click();
      await visible(dialog);
      expect(await shownText(dialog.getByText(ADMIN_MESSAGES.docxNotSupported, { exact: true }))).toBe(
        'Viewing .docx files in the browser is not supported.',
      );
      expect(await dialog.locator('iframe').count()).toBe(0);
      const fromLink = await downloadFrom(page, dialog.getByTestId('resume-download-link'));
      expect(fromLink.name).toBe(docx.name);
      expect(fromLink.bytes.equals(RESUME_BYTES.docx)).toBe(true);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await gone(dialog);

      await selectAcrossTwoPages(page, 2);
      await screenshot(page, 'admin-student-1280');

      // students.xlsx: one row per selected student with the resume's download link, no Date.
      const excel = await downloadFrom(page, page.getByRole('button', { name: 'Download Excel' }));
      expect(excel.name).toBe('students.xlsx');
      const { rows } = readSheet(excel.bytes);
      expect(rows[0]).toEqual(['Name', 'Email', 'Phone', 'Resume']);
      expect(rows).toHaveLength(13);
      const pdfStudent = rows.find((row) => row[0] === `Ravi ${tag} a`)!;
      expect(pdfStudent).toEqual([
        `Ravi ${tag} a`,
        `ravi.${tag}.0@gmail.com`,
        '9876543210',
        `${BASE_URL}${apiPath(ENDPOINTS.resumeDownload, { id: pdfId })}`,
      ]);

      // students.pdf: the same rows plus the dated column.
      const file = await downloadFrom(page, page.getByRole('button', { name: 'Download PDF' }));
      expect(file.name).toBe('students.pdf');
      const text = pdfText(file.bytes);
      expect(text).toContain('Date');
      expect(text).toContain(compact(`Ravi ${tag} a`));
      expect(text).toMatch(/\d{2}-\d{2}-\d{4}/);
      expect(text).toContain(compact(`${BASE_URL}${apiPath(ENDPOINTS.resumeDownload, { id: pdfId })}`));

      await page.setViewportSize(VIEWPORTS.phone);
      await screenshot(page, 'admin-student-390');
      await page.setViewportSize(VIEWPORTS.desktop);

      await confirmDelete(page, ADMIN_MESSAGES.deleteStudentsTitle, 'Are you sure you want to delete the selected students?');
    });

    const listed = (await api(apiPath(ENDPOINTS.resumeList), { token: await adminToken() })).json as { _id: string }[];
    const remaining = new Set(listed.map((row) => row._id));
    expect(ids.filter((id) => remaining.has(id))).toEqual([]);
    const file = await api(apiPath(ENDPOINTS.resumeDownload, { id: pdfId }), { token: await adminToken() });
    expect(file.status).toBe(404);
  });
});
