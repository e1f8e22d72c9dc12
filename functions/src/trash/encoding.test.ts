import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { decodeFields, encodeFields } from './encoding';

describe('a trashed record’s fields as text', () => {
  it('come back equal, timestamps to the nanosecond, lists and maps included', () => {
    const fields = {
      name: 'Asha',
      count: 3,
      ratio: 0.5,
      read: false,
      none: null,
      tokens: ['asha', 'as'],
      location: { city: 'Pune', at: new Timestamp(1_700_000_000, 123_456_000) },
      createdAt: new Timestamp(1_700_000_001, 999_999_999),
    };
    const back = decodeFields(encodeFields(fields));
    expect(back).toEqual(fields);
    expect(back.createdAt).toBeInstanceOf(Timestamp);
    expect((back.createdAt as Timestamp).isEqual(fields.createdAt)).toBe(true);
  });
});
