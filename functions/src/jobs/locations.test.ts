import { describe, expect, it } from 'vitest';
import { recount, suggestLocations, type LocationCounts } from './locations';

describe('recount', () => {
  it('counts each location once per job under its key, keeping the spelling first seen', () => {
    const counts = recount({}, { added: ['Bengaluru', ' bengaluru ', 'Mysuru', null, 42, '', 'Bengaluru, Karnataka'] });
    expect(counts).toEqual({
      bengaluru: { name: 'Bengaluru', jobs: 2 },
      mysuru: { name: 'Mysuru', jobs: 1 },
      'bengaluru karnataka': { name: 'Bengaluru, Karnataka', jobs: 1 },
    });
  });

  it('drops a location with its last job, and leaves the counts it was given as they were', () => {
    const before: LocationCounts = { pune: { name: 'Pune', jobs: 2 }, kochi: { name: 'Kochi', jobs: 1 } };
    expect(recount(before, { removed: ['PUNE', 'Kochi', 'Atlantis'], added: ['Delhi'] })).toEqual({
      pune: { name: 'Pune', jobs: 1 },
      delhi: { name: 'Delhi', jobs: 1 },
    });
    expect(before.kochi).toEqual({ name: 'Kochi', jobs: 1 });
  });
});

describe('suggestLocations', () => {
  const counts = recount({}, { added: ['Bengaluru', 'Mumbai', 'Belagavi', 'Mysuru', 'Bellary', 'Bhopal', 'Ōsaka', 'Bengaluru'] });

  it('matches the start of the location, ignoring case and accents, never the middle', () => {
    expect(suggestLocations(counts, 'BE', 10)).toEqual(['Belagavi', 'Bellary', 'Bengaluru']);
    expect(suggestLocations(counts, 'osa', 10)).toEqual(['Ōsaka']);
    expect(suggestLocations(counts, 'uru', 10)).toEqual([]);
    expect(suggestLocations(counts, ' , ', 10)).toEqual([]);
  });

  it('answers at most `limit` suggestions, the first ones alphabetically', () => {
    const many = recount({}, { added: Array.from({ length: 15 }, (_, i) => `Town ${String(15 - i).padStart(2, '0')}`) });
    expect(suggestLocations(many, 'town', 10)).toEqual(Array.from({ length: 10 }, (_, i) => `Town ${String(i + 1).padStart(2, '0')}`));
  });
});
