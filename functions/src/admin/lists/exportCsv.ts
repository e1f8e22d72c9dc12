import type { Response } from 'express';
import { TOTAL_COUNT_HEADER } from '@careers/domain';
import { csvRecord, exportColumnsOf } from './csv';
import { placeOf, type ListMatches, type ListPlace } from '../pagedList';
import type { AnyAdminList } from './registry';

/** Rows read per query of an export (a cursor page). */
export const EXPORT_PAGE_ROWS = 500;

/** Excel reads a CSV as UTF-8 (accents and all) only when it starts with the byte order mark. */
const UTF8_BOM = '\uFEFF';

/** Writes `text`, waiting for the response to drain when its buffer is full; false once the client has gone. */
function send(res: Response, text: string): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  if (res.write(text)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve(!res.destroyed);
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Answers every row a list query matches as CSV, in its order: TOTAL_COUNT_HEADER from count() first,
 * then the header and each page of EXPORT_PAGE_ROWS as it is read (cursor by cursor), so neither the
 * server nor the client holds the whole list. A failure once the rows have started cuts the
 * response off, so a download that stopped half way is never taken for a whole one.
 */
export async function sendCsv(res: Response, list: AnyAdminList, matches: ListMatches): Promise<void> {
  const columns = exportColumnsOf(list.definition, list.formats);
  const total = await matches.count();
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${list.fileBase}.csv"`,
    [TOTAL_COUNT_HEADER]: String(total),
  });
  try {
    if (!(await send(res, UTF8_BOM + csvRecord(columns.map((column) => column.header))))) return;
    let after: ListPlace | undefined;
    let position = 0;
    for (;;) {
      const docs = await matches.read(EXPORT_PAGE_ROWS, after);
      const rows = await list.rowsOf(docs);
      const text = rows.map((row, i) => csvRecord(columns.map((column) => column.cell(row, position + i + 1)))).join('');
      position += rows.length;
      if (text && !(await send(res, text))) return;
      if (docs.length < EXPORT_PAGE_ROWS) break;
      after = placeOf(docs.at(-1)!, matches.field);
    }
    res.end();
  } catch (error) {
    console.error('export stopped', error);
    res.destroy(error as Error);
  }
}
