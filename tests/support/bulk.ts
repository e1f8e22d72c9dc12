/** Helpers for the bulk actions by query and the exports of the admin lists (domain/src/admin/bulk.ts). */
import { expect } from 'vitest';
import type { BulkProgress } from '@careers/domain';
import { call } from './admin';

/** One bulk call on `list` (its slice), as the holder of `token`. */
export const bulkCall = (list: string, json: unknown, token: string | undefined) =>
  call('adminListBulk', { token, params: { list }, json });

/** Calls a bulk action until its cursor runs out; answers each call's progress. */
export async function bulkToTheEnd(list: string, body: Record<string, unknown>, token: string): Promise<BulkProgress[]> {
  const calls: BulkProgress[] = [];
  let cursor: string | null = null;
  do {
    const res = await bulkCall(list, { ...body, ...(cursor ? { cursor } : {}) }, token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    calls.push(res.json);
    cursor = res.json.nextCursor;
  } while (cursor);
  return calls;
}

/** The server-built CSV export of `list` for a query. */
export const exportOf = (list: string, query: Record<string, string>, token: string | undefined) =>
  call('adminListExport', { token, params: { list }, query });

/** RFC 4180 records (fields may be quoted, with doubled quotes and line breaks inside). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      [record, field] = [[], ''];
      i++;
    } else field += char;
  }
  return records;
}
