import { describe, expect, it } from 'vitest';
import { JOBS_PAGE_SIZE } from '@careers/domain';
import { affiliateJobCard, filterJobs, fixedJobCard, mergeJobs, pageCount, pageOf, type JobCardData } from './jobList';

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

  it('merges fixed jobs first, then affiliate jobs, and ignores non-arrays and records without ids', () => {
    const merged = mergeJobs([fixed, null, { title: 'no id' }], [affiliate]);
    expect(merged.map((job) => job.key)).toEqual(['fixed:doc1', 'affiliate:aff1']);
    expect(mergeJobs({ message: 'oops' }, undefined)).toEqual([]);
  });
});

describe('filterJobs', () => {
  const jobs = mergeJobs([fixed, { ...fixed, _id: 'doc2', title: 'Backend Developer', location: 'New Delhi' }], [affiliate]);

  it('matches a case-insensitive substring of the title and of the location', () => {
    expect(filterJobs(jobs, { jobName: 'DEVELOPER', location: '' }).map((j) => j.id)).toEqual(['doc1', 'doc2']);
    expect(filterJobs(jobs, { jobName: 'developer', location: 'delhi' }).map((j) => j.id)).toEqual(['doc2']);
    expect(filterJobs(jobs, { jobName: '', location: 'pun' }).map((j) => j.id)).toEqual(['aff1']);
  });

  it('treats blank text as no filter and trims the search text', () => {
    expect(filterJobs(jobs, { jobName: '  ', location: '' })).toHaveLength(3);
    expect(filterJobs(jobs, { jobName: ' analyst ', location: '' }).map((j) => j.id)).toEqual(['aff1']);
  });

  it('returns nothing when no job matches', () => {
    expect(filterJobs(jobs, { jobName: 'pilot', location: '' })).toEqual([]);
  });
});

describe('paging', () => {
  const many: number[] = Array.from({ length: 30 }, (_, i) => i);

  it('has JOBS_PAGE_SIZE items per page and at least one page', () => {
    expect(pageCount(30, JOBS_PAGE_SIZE)).toBe(3);
    expect(pageCount(24, JOBS_PAGE_SIZE)).toBe(2);
    expect(pageCount(0, JOBS_PAGE_SIZE)).toBe(1);
    expect(pageOf(many, 1, JOBS_PAGE_SIZE)).toEqual(many.slice(0, 12));
    expect(pageOf(many, 3, JOBS_PAGE_SIZE)).toEqual([24, 25, 26, 27, 28, 29]);
  });

  it('clamps pages outside the range', () => {
    expect(pageOf(many, 9, JOBS_PAGE_SIZE)).toEqual(many.slice(24));
    expect(pageOf(many, 0, JOBS_PAGE_SIZE)).toEqual(many.slice(0, 12));
    expect(pageOf([] as JobCardData[], 1, JOBS_PAGE_SIZE)).toEqual([]);
  });
});
