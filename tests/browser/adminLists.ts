/**
 * Shared steps of the admin list screen tests: opening a list as the admin, the grid and
 * its pager, the Excel/PDF exports (saved and read back) and the confirmed delete.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import * as XLSX from 'xlsx';
import { gone, shownText, visible, WAIT_MS } from './helpers';
import { openAsAdmin } from './signIn';
import { tempFolder } from '../support/tempFolder';

/** Opens the list screen `target` (path and query) as the demo admin and waits for its rows. */
export async function openAdminList(page: Page, target: string): Promise<void> {
  await openAsAdmin(page, target);
  await visible(gridRows(page).first());
}

/**
 * Ticks a checkbox of the grid. A click that lands while the grid lays out its rows again just after
 * they appear can leave the box as it was (seen under load), so it is tried until the box is ticked.
 */
export async function tick(checkbox: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await checkbox.setChecked(true).catch(() => {});
        return checkbox.isChecked();
      },
      { timeout: WAIT_MS },
    )
    .toBe(true);
}

/** The rows the admin DataGrid shows (the current page). */
export const gridRows = (page: Page) => page.locator('.MuiDataGrid-row[data-id]');
export const gridRow = (page: Page, id: string) => page.locator(`.MuiDataGrid-row[data-id="${id}"]`);
export const pageOf = (page: Page) => shownText(page.getByTestId('page-of'));
export const checkedRows = (page: Page) => gridRows(page).locator('input[type="checkbox"]:checked').count();

/**
 * Types `text` into the search box and waits for its rows: the search in the URL (a paged list puts
 * it there after a pause in typing), its page fetched, and the pager reading `expectedPager` if given.
 */
export async function search(page: Page, label: string, text: string, expectedPager?: string): Promise<void> {
  await page.getByLabel(label).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text, { timeout: WAIT_MS });
  await gone(page.getByTestId('list-fetching'));
  if (expectedPager !== undefined) await expect.poll(() => pageOf(page), { timeout: WAIT_MS }).toBe(expectedPager);
}

/** Next or Previous, and waits for the pager to read `expectedPager` (a paged list fetches the page first). */
export async function turnPage(page: Page, button: 'Next' | 'Previous', expectedPager: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => pageOf(page), { timeout: WAIT_MS }).toBe(expectedPager);
}

/** Select All Across Pages over a two-page result: both pages' rows end up checked. */
export async function selectAcrossTwoPages(page: Page, lastPageRows: number): Promise<void> {
  const deleteButton = page.getByRole('button', { name: 'Delete Selected' });
  expect(await deleteButton.isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Select All Across Pages' }).click();
  await visible(page.getByRole('button', { name: 'Unselect All' }));
  await turnPage(page, 'Next', 'Page 2 of 2');
  await expect.poll(() => checkedRows(page), { timeout: WAIT_MS }).toBe(lastPageRows);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect.poll(() => checkedRows(page), { timeout: WAIT_MS }).toBe(10);
  expect(await deleteButton.isDisabled()).toBe(false);
}

/** Presses a download button (or link) and answers the saved file's name and bytes. */
export async function downloadFrom(page: Page, trigger: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), trigger.click()]);
  const file = join(tempFolder('admin-download-'), download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), bytes: readFileSync(file) };
}

/** The first sheet of an xlsx: its rows as text arrays, and its cells (to check their types). */
export function readSheet(bytes: Buffer) {
  const book = XLSX.read(bytes, { cellFormula: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return { rows: XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false }), sheet };
}

/** The text cell holding exactly `value` is a string cell, and no cell of the sheet is a formula. */
export function expectTextCell(sheet: XLSX.WorkSheet, value: string): void {
  const cells = Object.entries(sheet)
    .filter(([address]) => !address.startsWith('!'))
    .map(([, cell]) => cell as XLSX.CellObject);
  const cell = cells.find((entry) => entry.v === value);
  expect(cell, `a cell holding ${value}`).toBeDefined();
  expect(cell!.t).toBe('s');
  expect(cells.some((entry) => 'f' in entry)).toBe(false);
}

/**
 * The text a jspdf file shows, without any whitespace (table cells wrap where they like): jspdf
 * writes uncompressed content streams by default, so each piece of text is a literal string
 * operand of Tj (parentheses escaped).
 */
export function pdfText(bytes: Buffer): string {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const source = bytes.toString('latin1');
  return [...source.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((match) => compact(match[1]!.replace(/\\(.)/g, '$1'))).join('');
}

/** Text without whitespace, to look for in pdfText. */
export const compact = (text: string) => text.replace(/\s+/g, '');

/** Delete Selected, the confirmation with `title` and `text`, Delete: the dialog closes and no row stays checked. */
export async function confirmDelete(page: Page, title: string, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Delete Selected' }).click();
  const dialog = page.getByRole('dialog');
  await visible(dialog);
  expect(await shownText(dialog.getByRole('heading'))).toBe(title);
  expect(await shownText(dialog.locator('#confirm-action-text'))).toBe(text);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await gone(dialog);
  await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(0);
  expect(await pageOf(page)).toBe('Page 1 of 1');
  expect(await page.getByRole('button', { name: 'Delete Selected' }).isDisabled()).toBe(true);
}
