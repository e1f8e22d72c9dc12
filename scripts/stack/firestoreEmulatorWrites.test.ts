import { describe, expect, it } from 'vitest';
import { segmentsOf } from './firestoreEmulatorWrites';

describe('segmentsOf (a Firestore field path)', () => {
  it('splits on dots outside backquotes and unescapes a backquoted segment', () => {
    expect(segmentsOf('a')).toEqual(['a']);
    expect(segmentsOf('nested.x')).toEqual(['nested', 'x']);
    expect(segmentsOf('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(segmentsOf('m.`we\\`ird`')).toEqual(['m', 'we`ird']);
  });
});
