import { describe, expect, it } from 'vitest';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { PAGING_MESSAGES } from '@careers/domain';
import { afterCursor, cursorOf } from './pagedList';

const docWith = (value: unknown, id = 'doc-1') => ({ id, get: () => value }) as unknown as DocumentSnapshot;

describe('a paged list cursor', () => {
  it('names the last row exactly: a time to the nanosecond (rows within one millisecond neither repeat nor go missing)', () => {
    const time = new Timestamp(1_750_000_000, 123_456_789);
    const [value, id] = afterCursor(cursorOf(docWith(time), 'createdAt'));
    expect((value as Timestamp).isEqual(time)).toBe(true);
    expect(id).toBe('doc-1');
    expect(afterCursor(cursorOf(docWith('Asha'), 'name'))).toEqual(['Asha', 'doc-1']);
    expect(afterCursor(cursorOf(docWith(undefined), 'name'))).toEqual([null, 'doc-1']);
  });

  it('refuses text that is not one of its cursors with 400 and the message given', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'not-a-cursor',
      encode({ v: 'x' }),
      encode({ v: {}, id: 'a' }),
      encode({ s: 1.5, n: 0, id: 'a' }),
      encode({ v: 1, id: 'a/b' }),
    ]) {
      expect(() => afterCursor(cursor), cursor).toThrow(PAGING_MESSAGES.cursor);
      expect(() => afterCursor(cursor, 'other'), cursor).toThrow('other');
    }
  });
});
