import { describe, expect, it } from 'vitest';
import { suggestLocations } from './locations';

describe('suggestLocations', () => {
  const all = ['Bengaluru', 'Mumbai', 'bengaluru', ' Belagavi ', 'Mysuru', null, 42, 'Bellary', 'Bhopal', ''];

  it('matches by prefix, case-insensitively, never by substring', () => {
    expect(suggestLocations(all, 'BE', 10)).toEqual(['Belagavi', 'Bellary', 'Bengaluru']);
    expect(suggestLocations(all, 'uru', 10)).toEqual([]);
  });

  it('counts spellings that differ only in case once (the first seen) and sorts the result', () => {
    expect(suggestLocations(all, 'b', 10)).toEqual(['Belagavi', 'Bellary', 'Bengaluru', 'Bhopal']);
  });

  it('answers at most `limit` suggestions, the first ones alphabetically', () => {
    const many = Array.from({ length: 15 }, (_, i) => `Town ${String(15 - i).padStart(2, '0')}`);
    expect(suggestLocations(many, 'town', 10)).toEqual(Array.from({ length: 10 }, (_, i) => `Town ${String(i + 1).padStart(2, '0')}`));
  });
});
