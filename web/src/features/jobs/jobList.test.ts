import { describe, expect, it } from 'vitest';
import { JOBS_PAGE_SIZE } from '@careers/domain';
import type { PublicJobRow } from '@careers/domain';
import { affiliateJobCard, cardsOf, fixedJobCard, mergePage, pageCount } from './jobList';

const fixed = {
  _id: 'doc1',
  jobId: 'JOB1001',
  title: 'Frontend Developer',
  location: 'Bengaluru',
  salary: '6-10 LPA',
  experience: '1-3 years',
  jobDescription: 'Build UIs',
  department: 'Engineering',
  jobRole: 'Developer',
  roleCategory: 'React, TypeScript',
  employmentType: 'Full Time',
  education: 'B.Tech',
  englishLevel: 'Good',
  gender: 'Any',
};
const affiliate = {
  _id: 'aff1',
  affiliateId: 'uid-7',
  jobId: 'A-1',
  jobTitle: 'Data Analyst',
  skillset: 'SQL, Excel',
  experience: 'Fresher',
  location: 'Pune',
  domain: 'Analytics',
  salary: '5 LPA',
};

describe('job cards', () => {
  it('normalises a fixed job: details by _id, applies with its jobId and no affiliate', () => {
    expect(fixedJobCard(fixed)).toEqual({
      key: 'fixed:doc1',
      kind: 'fixed',
      id: 'doc1',
      applyJobId: 'JOB1001',
      affiliateId: '',
      title: 'Frontend Developer',
      location: 'Bengaluru',
      salary: '6-10 LPA',
      experience: '1-3 years',
      skills: 'React, TypeScript',
      skillsLabel: 'Role Category',
      jobType: 'Full time',
      postedAt: '',
      role: 'Developer',
    });
  });

  it('normalises an affiliate job: title from jobTitle, skills from skillset, applies with its _id and affiliateId', () => {
    expect(affiliateJobCard(affiliate)).toMatchObject({
      key: 'affiliate:aff1',
      kind: 'affiliate',
      id: 'aff1',
      applyJobId: 'aff1',
      affiliateId: 'uid-7',
      title: 'Data Analyst',
      skills: 'SQL, Excel',
      skillsLabel: 'Skills',
      jobType: '',
      role: 'Analytics',
    });
  });

  it('falls back to the department for the role and to the jobId for the id', () => {
    const card = fixedJobCard({ jobId: 'J9', title: 'X', department: 'Sales' });
    expect(card).toMatchObject({ id: 'J9', applyJobId: 'J9', role: 'Sales', salary: '' });
  });

  it('does not repeat the title as the role', () => {
    expect(fixedJobCard({ ...fixed, jobRole: 'frontend developer' }).role).toBe('Engineering');
  });

  it('makes a card of each row of the public list by its kind, and drops rows without ids', () => {
    const cards = cardsOf([
      { kind: 'fixed', ...fixed, createdAt: null },
      { kind: 'affiliate', ...affiliate, status: 'open', closingDate: null, createdAt: null },
      { kind: 'affiliate', ...affiliate, _id: '', status: 'open', closingDate: null, createdAt: null },
    ]);
    expect(cards.map((job) => job.key)).toEqual(['fixed:doc1', 'affiliate:aff1']);
  });
});

describe('paging', () => {
  it('has JOBS_PAGE_SIZE items per page and at least one page', () => {
    expect(pageCount(30, JOBS_PAGE_SIZE)).toBe(3);
    expect(pageCount(24, JOBS_PAGE_SIZE)).toBe(2);
    expect(pageCount(0, JOBS_PAGE_SIZE)).toBe(1);
  });
});

describe('the two sources as one list', () => {
  const row = (kind: 'fixed' | 'affiliate', id: string, day: number) =>
    ({ kind, _id: id, createdAt: `2026-11-${String(day).padStart(2, '0')}T00:00:00.000Z` }) as PublicJobRow;
  const ids = (rows: readonly PublicJobRow[]) => rows.map((r) => r._id);
  const fixedRows = [row('fixed', 'f1', 20), row('fixed', 'f2', 10)];
  const affiliateRows = [row('affiliate', 'a1', 15), row('affiliate', 'a2', 5)];

  it("puts a page's fixed jobs, then its affiliate jobs, in the featured order", () => {
    expect(ids(mergePage(fixedRows, affiliateRows, 'default'))).toEqual(['f1', 'f2', 'a1', 'a2']);
    expect(ids(mergePage([], affiliateRows, 'default'))).toEqual(['a1', 'a2']);
  });

  it('interleaves them newest first, a fixed job first within one millisecond', () => {
    expect(ids(mergePage(fixedRows, affiliateRows, 'newest'))).toEqual(['f1', 'a1', 'f2', 'a2']);
    expect(ids(mergePage([row('fixed', 'f3', 15)], [row('affiliate', 'a1', 15)], 'newest'))).toEqual(['f3', 'a1']);
    expect(ids(mergePage([row('fixed', 'f3', 15)], [row('affiliate', 'a3', 16), row('affiliate', 'a1', 15)], 'newest'))).toEqual([
      'a3',
      'f3',
      'a1',
    ]);
    // A failed source (no rows): the other alone.
    expect(ids(mergePage([], affiliateRows, 'newest'))).toEqual(['a1', 'a2']);
  });
});
