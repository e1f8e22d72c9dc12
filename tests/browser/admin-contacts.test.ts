/**
 * The admin guard and sign-in (/admin), and /admin/contact-support end to end: search, 'Page X of Y',
 * selection across pages, confirmed delete, Excel and PDF exports (spec 2 'Admin area', 4, 8).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { ADMIN_MESSAGES, ENDPOINTS, SESSION_MESSAGES, apiPath } from '@careers/domain';
import { screenshot, useChromium, VIEWPORTS } from '../support/browser';
import { adminToken, api, DEMO_ADMIN, DEMO_AFFILIATE } from '../support/stack';
import { uniqueLetters } from '../support/submissions';
import { gridRows, pageOf, search, turnPage } from './adminLists';
import { gone, shownText, visible, WAIT_MS, withPage } from './helpers';
import { signInAtAdmin as signIn } from './signIn';
import { tempFolder } from '../support/tempFolder';

const browser = useChromium();
const CONTACTS = '/admin/contact-support';
const FORMULA = '=HYPERLINK("http://example.com","click")';

const path = (page: Page) => new URL(page.url()).pathname;

async function seedContacts(count: number, tag: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const body = {
      userType: 'company',
      name: `Zara ${tag}`,
      email: `zara.${i}.${tag}@example.com`,
      message: i === 0 ? FORMULA : `Hiring drive number ${i}`,
    };
    const res = await api(apiPath(ENDPOINTS.contactSubmit), { method: 'POST', json: { ...body, consent: true } });
    expect(res.status).toBe(201);
    ids.push(res.json._id as string);
  }
  return ids;
}

describe('admin sign-in and guard', () => {
  it('sends a visitor to /admin and back to the page asked for after the admin signs in', async () => {
    await withPage(
      browser(),
      async ({ page }) => {
        await page.goto(CONTACTS);
        await page.waitForURL((url) => url.pathname === '/admin', { timeout: WAIT_MS });
        await signIn(page, DEMO_ADMIN.email, 'Wrong@12345');
        expect(await shownText(page.getByTestId('login-error'))).toBe(ADMIN_MESSAGES.loginFailed);
        await page.getByTestId('admin-password').fill(DEMO_ADMIN.password);
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await page.waitForURL((url) => url.pathname === CONTACTS, { timeout: WAIT_MS });
        await visible(page.getByRole('heading', { name: 'Contact Support', level: 1 }));
      },
      [/400|auth\/|INVALID/i],
    );
  });

  it('refuses the affiliate at /admin with the wrong-role message and keeps them signed out', async () => {
    await withPage(browser(), async ({ page }) => {
      await page.goto('/admin/login');
      await signIn(page, DEMO_AFFILIATE.email, DEMO_AFFILIATE.password);
      expect(await shownText(page.getByTestId('login-error'))).toBe(SESSION_MESSAGES.wrongRole('admin'));
      expect(path(page)).toBe('/admin/login');
      await page.goto(CONTACTS);
      await page.waitForURL((url) => url.pathname === '/admin', { timeout: WAIT_MS });
      await visible(page.getByRole('heading', { name: 'Admin Login' }));
    });
  });
});

describe('/admin/contact-support', () => {
  it('searches, pages, selects across pages, exports and deletes with confirmation', async () => {
    const tag = uniqueLetters();
    const ids = await seedContacts(12, tag);
    const [keptId] = await seedContacts(1, uniqueLetters());
    await withPage(browser(), async ({ page }) => {
      await page.goto(CONTACTS);
      await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await page.waitForURL((url) => url.pathname === CONTACTS, { timeout: WAIT_MS });
      await visible(gridRows(page).first());

      const deleteButton = page.getByRole('button', { name: 'Delete Selected' });
      expect(await deleteButton.isDisabled()).toBe(true);

      // Case-insensitive search over name/email/message narrows to the 12 seeded rows: two pages.
      await search(page, 'Search by name, email or message', tag.toUpperCase(), 'Page 1 of 2');
      expect(await gridRows(page).count()).toBe(10);
      await turnPage(page, 'Next', 'Page 2 of 2');
      expect(await gridRows(page).count()).toBe(2);
      expect(await gridRows(page).first().innerText()).toMatch(/\d{2}-\d{2}-\d{4}/);

      // Exports are disabled with nothing selected (spec section 5).
      expect(await page.getByRole('button', { name: 'Download Excel' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Download PDF' }).isDisabled()).toBe(true);

      // Select All Across Pages selects every filtered row, on both pages.
      await page.getByRole('button', { name: 'Select All Across Pages' }).click();
      await visible(page.getByRole('button', { name: 'Unselect All' }));
      expect(await gridRows(page).locator('input[type="checkbox"]:checked').count()).toBe(2);
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(() => gridRows(page).locator('input[type="checkbox"]:checked').count(), { timeout: WAIT_MS }).toBe(10);
      expect(await deleteButton.isDisabled()).toBe(false);
      await screenshot(page, 'admin-contact-support-1280');

      // Exports of the selected rows: a real xlsx (no formulas) and a PDF.
      const folder = tempFolder('contacts-export-');
      const [excel] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: 'Download Excel' }).click(),
      ]);
      expect(excel.suggestedFilename()).toBe('contacts.xlsx');
      await excel.saveAs(join(folder, 'contacts.xlsx'));
      const book = XLSX.read(readFileSync(join(folder, 'contacts.xlsx')), { cellFormula: true });
      const sheet = book.Sheets[book.SheetNames[0]!]!;
      const table = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
      expect(table[0]).toEqual(['User Type', 'Name', 'Email', 'Message', 'Date']);
      expect(table).toHaveLength(13);
      const formulaCell = Object.entries(sheet).find(
        ([address, cell]) => !address.startsWith('!') && (cell as XLSX.CellObject).v === FORMULA,
      );
      expect(formulaCell, 'the formula-like message is in the sheet').toBeDefined();
      expect((formulaCell![1] as XLSX.CellObject).t).toBe('s');
      expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell !== null && 'f' in cell)).toBe(false);

      const [pdf] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(pdf.suggestedFilename()).toBe('contacts.pdf');
      await pdf.saveAs(join(folder, 'contacts.pdf'));
      expect(readFileSync(join(folder, 'contacts.pdf')).subarray(0, 5).toString()).toBe('%PDF-');

      await page.setViewportSize(VIEWPORTS.phone);
      await screenshot(page, 'admin-contact-support-390');
      await page.setViewportSize(VIEWPORTS.desktop);

      // Delete Selected asks first, with the spec's title and question; the line under it says the rows
      // can be restored, so the spec's "cannot be undone" is left out. Confirmed, the rows and the selection go.
      await deleteButton.click();
      const dialog = page.getByRole('dialog');
      await visible(dialog);
      expect(await shownText(dialog.getByRole('heading'))).toBe(ADMIN_MESSAGES.deleteContactsTitle);
      expect(await shownText(dialog.locator('#confirm-action-text'))).toBe('Are you sure you want to delete the selected contacts?');
      expect(await shownText(dialog.locator('#confirm-action-count'))).toBe(
        'Delete 12 contacts? They move to the Trash, where you can restore them for 30 days.',
      );
      expect(await dialog.innerText()).not.toMatch(/cannot be undone|can't undo/);
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await gone(dialog);
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(0);
      expect(await pageOf(page)).toBe('Page 1 of 1');
      expect(await deleteButton.isDisabled()).toBe(true);
      await page.getByLabel('Search by name, email or message').fill('');
      await visible(page.locator(`.MuiDataGrid-row[data-id="${keptId}"]`));
      expect(await page.locator('.MuiDataGrid-row input[type="checkbox"]:checked').count()).toBe(0);
    });

    const listed = (await api(apiPath(ENDPOINTS.contactList), { token: await adminToken() })).json as { _id: string }[];
    const remaining = new Set(listed.map((row) => row._id));
    expect(ids.filter((id) => remaining.has(id))).toEqual([]);
    expect(remaining.has(keptId!)).toBe(true);
  });
});
