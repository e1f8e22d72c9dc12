import type { BulkProgress } from '@careers/domain';
import { describe, expect, it } from 'vitest';
import { runBulk, type BulkPosition } from './runBulk';
import { csvRowCounter } from '../export/serverExport';

/** A server of `slices` answers, failing once at the call numbered `failAt`. */
function server(slices: BulkProgress[], failAt?: number) {
  const cursors: (string | undefined)[] = [];
  const call = (cursor: string | undefined) => {
    cursors.push(cursor);
    if (cursors.length === failAt) return Promise.reject(new Error('network'));
    const index = cursor ? Number(cursor.slice(1)) : 0;
    return Promise.resolve(slices[index]!);
  };
  return { call, cursors };
}
const SLICES: BulkProgress[] = [
  { processed: 2000, nextCursor: 'c1' },
  { processed: 2000, nextCursor: 'c2' },
  { processed: 500, nextCursor: null },
];

describe('runBulk', () => {
  it('calls slice after slice with each answer’s cursor until none is left, telling the progress', async () => {
    const { call, cursors } = server(SLICES);
    const seen: BulkPosition[] = [];
    expect(await runBulk(call, { processed: 0 }, (at) => seen.push(at))).toEqual({ processed: 4500 });
    expect(cursors).toEqual([undefined, 'c1', 'c2']);
    expect(seen.map((at) => at.processed)).toEqual([2000, 4000, 4500]);
  });

  it('stops on a failed call at the last position told, and goes on from there', async () => {
    const first = server(SLICES, 2);
    let last: BulkPosition = { processed: 0 };
    await expect(runBulk(first.call, last, (at) => (last = at))).rejects.toThrow('network');
    expect(last).toEqual({ processed: 2000, cursor: 'c1' });
    const again = server(SLICES);
    expect(await runBulk(again.call, last, () => undefined)).toEqual({ processed: 4500 });
    expect(again.cursors).toEqual(['c1', 'c2']);
  });
});

describe('csvRowCounter', () => {
  it('counts the records after the header as chunks arrive, line breaks inside quotes included', () => {
    const count = csvRowCounter();
    expect(count('Name,Message\n"Ann","two\nlines"\n"Bo')).toBe(1);
    expect(count('b ""quoted"" ,\nx"\n')).toBe(2);
    expect(count('Cy,hi\n')).toBe(3);
  });
});
