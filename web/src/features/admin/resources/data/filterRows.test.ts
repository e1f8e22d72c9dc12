import { describe, expect, it } from 'vitest';
import { filterRows, searchTexts } from './filterRows';
import type { ResourceFilter, ResourceRow } from '../types';

const rows: ResourceRow[] = Array.from({ length: 10_000 }, (_, i) => ({
  _id: `id${i}`,
  name: `Person ${i}`,
  email: `person${i}@example.com`,
  message: i % 7 === 0 ? 'Needs a PLACEMENT drive' : 'Hello',
  type: i % 2 ? 'college' : 'company',
}));
const fields = ['name', 'email', 'message'];

describe('filterRows', () => {
  it('matches a case-insensitive substring of any search field', () => {
    const texts = searchTexts(rows, fields);
    expect(filterRows(rows, texts, 'placement', [], {})).toHaveLength(Math.ceil(10_000 / 7));
    expect(filterRows(rows, texts, '  PERSON9999@EXAMPLE ', [], {}).map((row) => row._id)).toEqual(['id9999']);
    expect(filterRows(rows, texts, '', [], {})).toBe(rows);
  });

  it('applies the chosen filters together with the search', () => {
    const byType: ResourceFilter = { id: 'type', label: 'Type', options: [], matches: (row, value) => row.type === value };
    const texts = searchTexts(rows, fields);
    expect(filterRows(rows, texts, 'placement', [byType], { type: 'college' }).every((row) => row.type === 'college')).toBe(true);
    expect(filterRows(rows, texts, '', [byType], { type: '' })).toBe(rows);
  });

  it('answers a keystroke over 10,000 rows well under 100 ms (median of the search terms)', () => {
    const texts = searchTexts(rows, fields); // once per fetched list (memoised by the hook)
    const times = ['p', 'pe', 'per', 'person 12', 'person 123', 'xyz', 'placement'].map((term) => {
      const started = performance.now();
      filterRows(rows, texts, term, [], {});
      return performance.now() - started;
    });
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(50);
  });
});
