import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES as M, COMMON_MESSAGES } from '../messages';
import { REFERRAL_STATUS_MAX_LENGTH } from '../pipeline';
import { expectOnlyIssue, expectValid } from '../testing/expectIssues';
import { affiliateIdsSchema, idsSchema, jobIdsSchema, notificationQuerySchema, referStudentSchema } from './adminData';
import { referralStatusSchema } from './pipeline';

describe('id list bodies', () => {
  it('accept non-empty lists and drop duplicates', () => {
    expect(expectValid(idsSchema, { ids: ['a', 'b', 'a'] })).toEqual({ ids: ['a', 'b'] });
    expect(expectValid(affiliateIdsSchema, { affiliateIds: ['x'] })).toEqual({ affiliateIds: ['x'] });
    expect(expectValid(jobIdsSchema, { jobId: ['JOB-1'] })).toEqual({ jobId: ['JOB-1'] });
  });

  it.each([
    [idsSchema, { ids: [] }, 'ids', M.selectionRequired],
    [idsSchema, {}, 'ids', M.selectionRequired],
    [idsSchema, { ids: 'a' }, 'ids', M.selectionRequired],
    [idsSchema, { ids: ['a', ''] }, 'ids.1', M.idInvalid],
    [affiliateIdsSchema, { affiliateIds: [] }, 'affiliateIds', M.selectionRequired],
    [jobIdsSchema, { jobId: [] }, 'jobId', M.selectionRequired],
    [jobIdsSchema, { jobId: [7] }, 'jobId.0', M.idInvalid],
  ])('rejects %#', (schema, input, path, message) => {
    expectOnlyIssue(schema, input, path, message);
  });
});

describe('referStudentSchema', () => {
  const referral = {
    jobId: 'ajob1',
    affiliateId: 'aff1',
    studentName: 'Neha',
    email: 'neha@example.com',
    status: 'Interview',
    jobTitle: 'Analyst',
  };

  it('accepts a valid referral, its status free text with the stage it names (none when blank)', () => {
    expect(expectValid(referStudentSchema, referral)).toEqual({ ...referral, status: { text: 'Interview', stage: 'interview' } });
    expect(expectValid(referStudentSchema, { ...referral, status: ' HR ' })).toEqual({
      ...referral,
      status: { text: 'HR', stage: 'screening' },
    });
    expect(expectValid(referStudentSchema, { ...referral, status: 'Called back' })).toEqual({
      ...referral,
      status: { text: 'Called back', stage: null },
    });
    expect(expectValid(referStudentSchema, { ...referral, status: ' ' })).toEqual({ ...referral, status: null });
    expect(expectValid(referStudentSchema, { ...referral, status: undefined })).toEqual({ ...referral, status: null });
  });

  it.each([
    ['job id missing', { jobId: '' }, 'jobId', M.jobIdRequired],
    ['affiliate id missing', { affiliateId: '' }, 'affiliateId', 'Affiliate ID is required.'],
    ['student name missing', { studentName: '' }, 'studentName', M.studentNameRequired],
    ['email missing', { email: '' }, 'email', M.emailRequired],
    ['email invalid', { email: 'neha@x' }, 'email', M.emailInvalid],
    [
      'status too long',
      { status: 'x'.repeat(REFERRAL_STATUS_MAX_LENGTH + 1) },
      'status',
      COMMON_MESSAGES.tooLong(REFERRAL_STATUS_MAX_LENGTH),
    ],
    ['status not text', { status: 7 }, 'status', M.statusRequired],
    ['job title missing', { jobTitle: '' }, 'jobTitle', M.jobTitleRequired],
  ])('%s', (_, override, path, message) => {
    expectOnlyIssue(referStudentSchema, { ...referral, ...override }, path, message);
  });
});

describe('referralStatusSchema', () => {
  it('takes any text, trimmed, with the stage it names by key, label, word or spec badge, in any case', () => {
    expect(expectValid(referralStatusSchema, { status: ' Offer Letter ' })).toEqual({ status: { text: 'Offer Letter', stage: 'offer' } });
    expect(expectValid(referralStatusSchema, { status: 'hr' })).toEqual({ status: { text: 'hr', stage: 'screening' } });
    expect(expectValid(referralStatusSchema, { status: 'under review' })).toEqual({ status: { text: 'under review', stage: 'screening' } });
    expect(expectValid(referralStatusSchema, { status: 'Not selected' })).toEqual({ status: { text: 'Not selected', stage: 'rejected' } });
    expect(expectValid(referralStatusSchema, { status: 'Referred' })).toEqual({ status: { text: 'Referred', stage: 'referred' } });
    expect(expectValid(referralStatusSchema, { status: 'On hold until March' })).toEqual({
      status: { text: 'On hold until March', stage: null },
    });
  });

  it('requires a status, and bounds its length', () => {
    expectOnlyIssue(referralStatusSchema, { status: ' ' }, 'status', M.statusRequired);
    expectOnlyIssue(referralStatusSchema, {}, 'status', M.statusRequired);
    expectOnlyIssue(referralStatusSchema, { status: ['Interview'] }, 'status', M.statusRequired);
    const tooLong = 'x'.repeat(REFERRAL_STATUS_MAX_LENGTH + 1);
    expectOnlyIssue(referralStatusSchema, { status: tooLong }, 'status', COMMON_MESSAGES.tooLong(REFERRAL_STATUS_MAX_LENGTH));
  });
});

describe('notificationQuerySchema', () => {
  it('accepts no filters, and treats empty values as absent', () => {
    expect(expectValid(notificationQuerySchema, {})).toEqual({});
    expect(expectValid(notificationQuerySchema, { searchTerm: ' ', filterType: '', filterStatus: '' })).toEqual({
      searchTerm: undefined,
      filterType: undefined,
      filterStatus: undefined,
    });
  });

  it('accepts each filter, case-insensitively', () => {
    expect(expectValid(notificationQuerySchema, { searchTerm: ' acme ', filterType: 'Resume', filterStatus: 'UNREAD' })).toEqual({
      searchTerm: 'acme',
      filterType: 'resume',
      filterStatus: 'unread',
    });
  });

  it.each([
    [{ filterType: 'student' }, 'filterType', M.notificationTypeInvalid],
    [{ filterStatus: 'seen' }, 'filterStatus', M.notificationStatusInvalid],
  ])('rejects %o', (input, path, message) => {
    expectOnlyIssue(notificationQuerySchema, input, path, message);
  });
});
