import { describe, expect, it } from 'vitest';
import { expectIssues, expectOnlyIssue, expectValid } from '../testing/expectIssues';
import { affiliateJobSchema } from './affiliateJob';

const job = {
  affiliateId: 'aff1',
  jobTitle: 'Data Analyst',
  skillset: 'SQL, Python',
  experience: '2-4 years',
  location: 'Pune',
  domain: 'Analytics',
  salary: '8 LPA',
};

describe('affiliateJobSchema', () => {
  it('accepts a valid job', () => {
    expect(expectValid(affiliateJobSchema, { ...job, extra: 'dropped' })).toEqual(job);
  });

  it.each([
    ['affiliateId', 'Affiliate ID is required.'],
    ['jobTitle', 'Job Title is required'],
    ['skillset', 'Skillset is required'],
    ['experience', 'Experience is required'],
    ['location', 'Location is required'],
    ['domain', 'Domain is required'],
    ['salary', 'Salary is required'],
  ])('%s missing', (field, message) => {
    expectOnlyIssue(affiliateJobSchema, { ...job, [field]: ' ' }, field, message);
  });

  it('reports every field of an empty body', () => {
    expectIssues(
      affiliateJobSchema,
      {},
      {
        affiliateId: 'Affiliate ID is required.',
        jobTitle: 'Job Title is required',
        skillset: 'Skillset is required',
        experience: 'Experience is required',
        location: 'Location is required',
        domain: 'Domain is required',
        salary: 'Salary is required',
      },
    );
  });
});
