/**
 * The Audit screen over entries seeded at known days: its Kind filter and its date range
 * narrow the rows (on the server: the list is paged), and its Excel and PDF exports hold the rows
 * shown, under their own names, and are themselves recorded in the trail. The actor and action
 * filters are in admin-trash.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_LIST_MESSAGES, AUDIT_KIND_WORDS, auditSummaryOf, formatIsoDay, type AuditEntry } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { storedAuditOf } from '../../functions/src/audit/write';
import { seedDocs } from '../support/admin';
import { useChromium } from '../support/browser';
import { DEMO_ADMIN } from '../support/stack';
import { uniqueLetters } from '../support/submissions';
import { compact, downloadFrom, gridRows, openAdminList, pdfText, readSheet } from './adminLists';
import { expectShown, gone, shownText, WAIT_MS, withPage } from './helpers';

const browser = useChromium();
const tag = uniqueLetters();

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const daysAgo = (days: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, 12);
};

/** The seeded entries, newest first: a kind and the day it was recorded. */
const SEEDS = [
  { kind: 'colleges', days: 1 },
  { kind: 'companies', days: 5 },
  { kind: 'colleges', days: 10 },
  { kind: 'companies', days: 11 },
] as const;
const summaryOf = (i: number) => `${auditSummaryOf('delete', SEEDS[i]!.kind, 1)}, check ${tag} ${i}`;
const entryOf = (i: number): AuditEntry => ({
  actor: { uid: `auditor-${tag}`, email: `auditor.${tag}@example.com`, role: 'admin' },
  action: 'delete',
  kind: SEEDS[i]!.kind,
  ids: [`record-${tag}-${i}`],
  count: 1,
  summary: summaryOf(i),
  at: daysAgo(SEEDS[i]!.days).toISOString(),
  idempotencyKey: `key-${tag}-${i}`,
});
let ids: string[];

beforeAll(async () => {
  ids = await seedDocs(COLLECTIONS.audit, SEEDS.length, (i) => storedAuditOf(entryOf(i)));
});

afterAll(async () => {
  const batch = db().batch();
  for (const id of ids) batch.delete(db().collection(COLLECTIONS.audit).doc(id));
  await batch.commit();
});

const kindLabel = (kind: string) => {
  const many = AUDIT_KIND_WORDS[kind]!.many;
  return many.charAt(0).toUpperCase() + many.slice(1);
};
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The grid shows exactly the seeded entries `seeds` (indexes), in that order. */
async function shows(page: Page, seeds: number[]) {
  const shown = () => gridRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));
  await expect.poll(shown, { timeout: WAIT_MS }).toEqual(seeds.map((i) => ids[i]));
}

async function chooseKind(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await gone(page.getByRole('listbox'));
}

describe('the Audit screen', () => {
  it('narrows the rows by kind and by dates, and exports the rows shown as Excel and PDF, each export recorded', async () => {
    await withPage(browser(), async ({ page }) => {
      await openAdminList(page, `/admin/audit?q=${tag}`);
      await shows(page, [0, 1, 2, 3]);

      // Kind: only the college entries.
      await chooseKind(page, kindLabel('colleges'));
      await shows(page, [0, 2]);
      expect(param(page, 'kind')).toBe('colleges');

      // From 12 days ago to 3 days ago: of those, the older one only.
      const [from, to] = [dayOf(daysAgo(12)), dayOf(daysAgo(3))];
      // A day that does not exist is refused with the format, and filters nothing.
      const fromField = page.getByLabel(ADMIN_LIST_MESSAGES.dateFrom, { exact: true });
      expect(await fromField.getAttribute('placeholder')).toBe('DD-MM-YYYY');
      await fromField.fill('31-02-2026');
      await expectShown(page, ADMIN_LIST_MESSAGES.dayFormat);
      expect(param(page, 'from')).toBeNull();
      await fromField.fill(formatIsoDay(from));
      await page.getByLabel(ADMIN_LIST_MESSAGES.dateTo, { exact: true }).fill(formatIsoDay(to));
      await shows(page, [2]);
      expect([param(page, 'from'), param(page, 'to')]).toEqual([from, to]);

      // Every kind again, the dates kept: the three entries of those days.
      await chooseKind(page, 'All');
      await shows(page, [1, 2, 3]);

      await page.getByRole('button', { name: 'Select All Across Pages' }).click();
      expect(await shownText(page.getByTestId('selection-summary'))).toBe(ADMIN_LIST_MESSAGES.selected(3));
      const excel = await downloadFrom(page, page.getByRole('button', { name: 'Download Excel' }));
      expect(excel.name).toBe('audit.xlsx');
      const { rows } = readSheet(excel.bytes);
      expect(rows[0]).toEqual(['Time', 'Actor', 'Role', 'Action', 'Kind', 'Summary', 'Count', 'Records']);
      expect(rows.slice(1).map((row) => row.slice(1))).toEqual(
        [1, 2, 3].map((i) => [
          `auditor.${tag}@example.com`,
          'admin',
          'Delete',
          kindLabel(SEEDS[i]!.kind),
          summaryOf(i),
          '1',
          `record-${tag}-${i}`,
        ]),
      );

      const pdf = await downloadFrom(page, page.getByRole('button', { name: 'Download PDF' }));
      expect(pdf.name).toBe('audit.pdf');
      const text = pdfText(pdf.bytes);
      for (const i of [1, 2, 3]) {
        expect(text).toContain(compact(summaryOf(i)));
        expect(text).toContain(`key-${tag}-${i}`);
      }
      expect(text).not.toContain(compact(summaryOf(0)));
      // The header's time as the spec writes dates, in India.
      expect(text).toMatch(/Exported\d{2}-\d{2}-\d{4}\d{2}:\d{2}IST/);

      // Both files are in the trail, newest first, by the admin who made them.
      await openAdminList(page, `/admin/audit?action=export&kind=audit&actor=${DEMO_ADMIN.email}`);
      const exported = auditSummaryOf('export', 'audit', 3);
      const newest = async () => (await gridRows(page).allInnerTexts()).slice(0, 2);
      await expect
        .poll(newest, { timeout: WAIT_MS })
        .toEqual([expect.stringContaining(`${exported} as PDF`), expect.stringContaining(`${exported} as XLSX`)]);
    });
  });
});
