import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, RESUME_MESSAGES } from '../messages';
import { expectOnlyIssue, expectValid } from '../testing/expectIssues';
import { jobApplicationSchema, resumeSchema } from './resume';

const applicant = { name: 'Asha Rao', email: 'asha.rao@gmail.com', phone: '9876543210' };

describe('resumeSchema', () => {
  it('accepts a name of Indic words with a zero-width joiner or non-joiner inside them, and refuses one outside a word', () => {
    for (const name of ['क\u094D\u200Dष राव', 'ज़्\u200Cह', 'ശ്രീ\u200Dകുമാർ']) expectValid(resumeSchema, { ...applicant, name });
    for (const name of ['\u200DAsha', 'Asha \u200D Rao', 'Asha\u200D'])
      expectOnlyIssue(resumeSchema, { ...applicant, name }, 'name', 'Name should only contain letters and spaces');
  });

  it('accepts a valid submission and trims it', () => {
    expect(expectValid(resumeSchema, { name: ' Asha Rao ', email: ' asha.rao@gmail.com', phone: '9876543210 ' })).toEqual(applicant);
  });

  it.each([
    ['name missing', { name: '' }, 'name', 'Name is required'],
    ['name with digits', { name: 'Asha 2' }, 'name', 'Name should only contain letters and spaces'],
    ['email missing', { email: '  ' }, 'email', 'Email is required'],
    ['email malformed', { email: 'asha.gmail.com' }, 'email', 'Invalid email'],
    ['email without a TLD', { email: 'asha@gmail' }, 'email', RESUME_MESSAGES.emailInvalid],
    ['email of another provider', { email: 'asha@yahoo.com' }, 'email', 'Email must be valid'],
    ['phone missing', { phone: '' }, 'phone', 'Phone number is required'],
    ['phone starting with 5', { phone: '5876543210' }, 'phone', 'Phone Number must be valid'],
    ['phone of 9 digits', { phone: '987654321' }, 'phone', RESUME_MESSAGES.phoneInvalid],
  ])('%s', (_, override, path, message) => {
    expectOnlyIssue(resumeSchema, { ...applicant, ...override }, path, message);
  });

  it('treats a missing key as empty', () => {
    expectOnlyIssue(resumeSchema, { name: 'Asha', email: 'a@gmail.com' }, 'phone', RESUME_MESSAGES.phoneRequired);
  });

  it('accepts the Gmail domain in any case', () => {
    expectValid(resumeSchema, { ...applicant, email: 'Asha@Gmail.COM' });
  });
});

describe('jobApplicationSchema', () => {
  const application = { ...applicant, jobId: 'JOB-1', jobTitle: 'Developer', affiliateId: 'aff1' };

  it('accepts a valid application', () => {
    expect(expectValid(jobApplicationSchema, application)).toEqual({ ...application, ref: '' });
  });

  it("defaults a missing job title to 'Not specified' and a missing affiliate id to ''", () => {
    const parsed = expectValid(jobApplicationSchema, { ...applicant, jobId: 'JOB-1' });
    expect(parsed.jobTitle).toBe('Not specified');
    expect(parsed.affiliateId).toBe('');
    expect(expectValid(jobApplicationSchema, { ...application, jobTitle: '  ' }).jobTitle).toBe('Not specified');
  });

  it.each([
    ['name missing', { name: '' }, 'name', APPLICATION_MESSAGES.nameRequired],
    ['name with symbols', { name: 'Asha!' }, 'name', APPLICATION_MESSAGES.nameLettersOnly],
    ['email missing', { email: '' }, 'email', APPLICATION_MESSAGES.emailRequired],
    ['email malformed', { email: 'asha@' }, 'email', APPLICATION_MESSAGES.emailInvalid],
    ['email of another provider', { email: 'asha@outlook.com' }, 'email', 'Email must be a valid Gmail address'],
    ['phone missing', { phone: '' }, 'phone', APPLICATION_MESSAGES.phoneRequired],
    ['phone with letters', { phone: '98765abcde' }, 'phone', APPLICATION_MESSAGES.phoneInvalid],
    ['job id missing', { jobId: ' ' }, 'jobId', APPLICATION_MESSAGES.jobIdRequired],
  ])('%s', (_, override, path, message) => {
    expectOnlyIssue(jobApplicationSchema, { ...application, ...override }, path, message);
  });
});
