import { describe, expect, it } from 'vitest';
import { JOB_LIFECYCLE_MESSAGES } from '../jobLifecycle';
import { COMMON_MESSAGES } from '../messages';
import { expectOnlyIssue, expectValid } from '../testing/expectIssues';
import { jobPostSchema } from './jobPost';

describe('jobPostSchema', () => {
  it('needs only title and location; other fields default to ""', () => {
    expect(expectValid(jobPostSchema, { title: ' Backend Engineer ', location: 'Chennai', salary: '10 LPA' })).toEqual({
      title: 'Backend Engineer',
      location: 'Chennai',
      salary: '10 LPA',
      experience: '',
      jobDescription: '',
      jobRole: '',
      department: '',
      roleCategory: '',
      employmentType: '',
      education: '',
      englishLevel: '',
      gender: '',
      closingDate: '',
    });
  });

  it.each(['2026-02-30', '26-01-01', 'tomorrow'])('closingDate %s: the closing date message', (closingDate) => {
    expectOnlyIssue(
      jobPostSchema,
      { title: 'Engineer', location: 'Chennai', closingDate },
      'closingDate',
      JOB_LIFECYCLE_MESSAGES.closingDate,
    );
  });

  it("title missing: 'Job Title is required'", () => {
    expectOnlyIssue(jobPostSchema, { title: '', location: 'Chennai' }, 'title', 'Job Title is required');
  });

  it("location missing: 'Location is required'", () => {
    expectOnlyIssue(jobPostSchema, { title: 'Engineer' }, 'location', 'Location is required');
  });

  it('rejects non-string optional fields', () => {
    expectOnlyIssue(jobPostSchema, { title: 'Engineer', location: 'Chennai', salary: 5 }, 'salary', COMMON_MESSAGES.textInvalid);
  });
});
