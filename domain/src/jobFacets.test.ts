import { describe, expect, it } from 'vitest';
import { experienceBandOf, facetTokenOf, jobFacetTokens, jobFacetsOf, jobTypeLabelOf } from './jobFacets';
import { jobSearchFields } from './publicJobs';

describe("the job list's filters", () => {
  it("reads a job's free text as filter options", () => {
    expect(jobFacetsOf({ department: 'Human  Resources', experience: '2-4 years', employmentType: 'Full Time' })).toEqual({
      department: 'human-resources',
      experience: '1-3',
      jobType: 'full-time',
    });
    expect(jobFacetsOf({ department: 'Astronautics', experience: 'some', employmentType: '' })).toEqual({});
    expect(['Fresher', '0-1 year', '3+ years', '7 years'].map(experienceBandOf)).toEqual(['fresher', 'fresher', '3-5', '5-plus']);
    expect(jobTypeLabelOf('Permanent')).toBe('Full time');
    expect(jobTypeLabelOf('Seasonal')).toBe('Seasonal');
  });

  it('stores a token for every combination of filters a search may ask for, with or without a title word', () => {
    const { titleTokens } = jobSearchFields('Data Analyst', 'Pune', { department: 'Analytics', experience: 'Fresher' });
    for (const asked of [
      facetTokenOf(null, { department: 'analytics' }),
      facetTokenOf(null, { experience: 'fresher' }),
      facetTokenOf('data', { department: 'analytics', experience: 'fresher' }),
      facetTokenOf('analyst', { experience: 'fresher' }),
      'data',
    ])
      expect(titleTokens).toContain(asked);
    expect(titleTokens).not.toContain(facetTokenOf(null, { department: 'sales' }));
    expect(titleTokens).not.toContain(facetTokenOf(null, { department: 'analytics', jobType: 'full-time' }));
    expect(jobFacetTokens(['a'], {})).toEqual([]);
  });
});
