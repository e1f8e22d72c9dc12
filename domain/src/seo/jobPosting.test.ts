import { BRAND_NAME } from '../constants';
import { describe, expect, it } from 'vitest';
import { affiliateJobFacts, fixedJobFacts } from './jobFacts';
import { parseJobPagePath, jobPagePath } from './jobPage';
import { employmentTypeOf, jobPostingJsonLd } from './jobPosting';
import { parseSalary } from './salary';

const ORIGIN = 'https://careers.example';

/** The properties search engines require of a JobPosting. */
function expectRequired(posting: Record<string, any>) {
  expect(posting['@context']).toBe('https://schema.org/');
  expect(posting['@type']).toBe('JobPosting');
  expect(typeof posting.title).toBe('string');
  expect(posting.title.length).toBeGreaterThan(0);
  expect(posting.description.length).toBeGreaterThan(0);
  expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
  expect(posting.jobLocation.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'IN' });
}

describe('parseSalary', () => {
  it.each([
    ['7-12 LPA', { unit: 'YEAR', min: 700_000, max: 1_200_000 }],
    ['2.5-4 LPA', { unit: 'YEAR', min: 250_000, max: 400_000 }],
    ['9 LPA', { unit: 'YEAR', min: 900_000, max: 900_000 }],
    ['15k/month stipend', { unit: 'MONTH', min: 15_000, max: 15_000 }],
    ['₹25,000 - 35,000 per month', { unit: 'MONTH', min: 25_000, max: 35_000 }],
    ['Rs 4,00,000 to 6,00,000 per annum', { unit: 'YEAR', min: 400_000, max: 600_000 }],
    ['3 to 5 lakhs', { unit: 'YEAR', min: 300_000, max: 500_000 }],
  ])('reads %s', (text, expected) => {
    expect(parseSalary(text)).toEqual({ currency: 'INR', ...expected });
  });

  it.each(['Not disclosed', 'Competitive', 'As per industry standards', '', '25000'])('invents nothing for %j', (text) => {
    expect(parseSalary(text)).toBeNull();
  });
});

describe('employmentTypeOf', () => {
  it('maps the known types and leaves the rest out', () => {
    expect(employmentTypeOf('Full Time')).toBe('FULL_TIME');
    expect(employmentTypeOf('Internship')).toBe('INTERN');
    expect(employmentTypeOf('Contract')).toBe('CONTRACTOR');
    expect(employmentTypeOf('Part-time')).toBe('PART_TIME');
    expect(employmentTypeOf('')).toBeNull();
    expect(employmentTypeOf('Flexible')).toBeNull();
  });
});

describe('job page paths', () => {
  it('tells fixed and affiliate jobs apart and leaves the job list pages alone', () => {
    expect(jobPagePath('fixed', 'JOB1001')).toBe('/jobs/JOB1001');
    expect(jobPagePath('affiliate', 'Xy12')).toBe('/jobs/a-Xy12');
    expect(parseJobPagePath('/jobs/JOB1001')).toEqual({ kind: 'fixed', id: 'JOB1001' });
    expect(parseJobPagePath('/jobs/a-Xy12')).toEqual({ kind: 'affiliate', id: 'Xy12' });
    expect(parseJobPagePath('/jobs/current-opening')).toBeNull();
    expect(parseJobPagePath('/jobs/post-resume')).toBeNull();
    expect(parseJobPagePath('/jobs')).toBeNull();
    expect(parseJobPagePath('/jobs/a/b')).toBeNull();
  });
});

describe('jobPostingJsonLd', () => {
  it('describes a full-time fixed job with a yearly salary range', () => {
    const facts = fixedJobFacts({
      _id: 'JOB1002',
      jobId: 'JOB1002',
      title: 'Backend Developer',
      location: 'Hyderabad',
      salary: '7-12 LPA',
      experience: '1-3 years',
      jobDescription: 'Build APIs.',
      department: 'Engineering',
      jobRole: 'Backend Developer',
      roleCategory: 'Node.js, SQL',
      employmentType: 'Full Time',
      education: 'B.E./B.Tech',
      createdAt: '2025-05-04T10:00:00.000Z',
    });
    const posting = jobPostingJsonLd(facts, ORIGIN);
    expectRequired(posting);
    expect(posting).toMatchObject({
      title: 'Backend Developer',
      description: 'Build APIs.',
      datePosted: '2025-05-04',
      employmentType: 'FULL_TIME',
      url: 'https://careers.example/jobs/JOB1002',
      jobLocation: { address: { addressLocality: 'Hyderabad', addressCountry: 'IN' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'INR', value: { minValue: 700_000, maxValue: 1_200_000, unitText: 'YEAR' } },
    });
  });

  it('describes an internship with a monthly stipend', () => {
    const facts = fixedJobFacts({
      _id: 'JOB1012',
      title: 'Business Development Intern',
      location: 'Pune',
      salary: '15k/month stipend',
      jobDescription: 'Generate leads.',
      employmentType: 'Internship',
      createdAt: '2025-05-01T00:00:00.000Z',
    });
    const posting = jobPostingJsonLd(facts, ORIGIN);
    expectRequired(posting);
    expect(posting.employmentType).toBe('INTERN');
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', value: 15_000, unitText: 'MONTH' },
    });
  });

  it('describes an affiliate job from its facts and invents no salary or type', () => {
    const facts = affiliateJobFacts({
      _id: 'aff1',
      affiliateId: 'u1',
      jobTitle: 'Telecaller',
      location: 'Mysuru',
      salary: 'Not disclosed',
      experience: 'Fresher',
      skillset: 'Hindi, Kannada',
      domain: 'BPO',
      createdAt: '2025-04-30T08:00:00.000Z',
    });
    const posting = jobPostingJsonLd(facts, ORIGIN);
    expectRequired(posting);
    expect(posting.url).toBe('https://careers.example/jobs/a-aff1');
    expect(posting.description).toContain('Telecaller in Mysuru.');
    expect(posting.description).toContain('Skills: Hindi, Kannada.');
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('employmentType');
    // No company on record: the site hires.
    expect(posting.hiringOrganization).toMatchObject({ name: BRAND_NAME });
  });

  it("names the affiliate's company as the hiring organization, and the site for its own jobs", () => {
    const affiliate = affiliateJobFacts({ _id: 'aff2', affiliateId: 'u1', jobTitle: 'Welder', companyName: ' Kaveri Auto Components ' });
    expect(jobPostingJsonLd(affiliate, ORIGIN).hiringOrganization).toMatchObject({
      '@type': 'Organization',
      name: 'Kaveri Auto Components',
    });
    expect(jobPostingJsonLd(fixedJobFacts({ _id: 'J1', title: 'Welder' }), ORIGIN).hiringOrganization).toMatchObject({ name: BRAND_NAME });
  });
});
