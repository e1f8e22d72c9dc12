import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES as M, PIPELINE_MESSAGES } from '../messages';
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

  it('accepts a valid referral, its status read as a stage (referred when blank)', () => {
    expect(expectValid(referStudentSchema, referral)).toEqual({ ...referral, status: 'interview' });
    expect(expectValid(referStudentSchema, { ...referral, status: ' ' })).toEqual({ ...referral, status: 'referred' });
    expect(expectValid(referStudentSchema, { ...referral, status: undefined })).toEqual({ ...referral, status: 'referred' });
  });

  it.each([
    ['job id missing', { jobId: '' }, 'jobId', M.jobIdRequired],
    ['affiliate id missing', { affiliateId: '' }, 'affiliateId', 'Affiliate ID is required.'],
    ['student name missing', { studentName: '' }, 'studentName', M.studentNameRequired],
    ['email missing', { email: '' }, 'email', M.emailRequired],
    ['email invalid', { email: 'neha@x' }, 'email', M.emailInvalid],
    ['status not a stage', { status: 'HR' }, 'status', PIPELINE_MESSAGES.referralStageInvalid],
    ['job title missing', { jobTitle: '' }, 'jobTitle', M.jobTitleRequired],
  ])('%s', (_, override, path, message) => {
    expectOnlyIssue(referStudentSchema, { ...referral, ...override }, path, message);
  });
});

describe('referralStatusSchema', () => {
  it('accepts a stage by key, admin label or applicant word, in any case, and answers its key', () => {
    expect(expectValid(referralStatusSchema, { status: ' Offer ' })).toEqual({ status: 'offer' });
    expect(expectValid(referralStatusSchema, { status: 'under review' })).toEqual({ status: 'screening' });
    expect(expectValid(referralStatusSchema, { status: 'Not selected' })).toEqual({ status: 'rejected' });
    expect(expectValid(referralStatusSchema, { status: 'hired' })).toEqual({ status: 'hired' });
  });

  it('requires a status, and refuses one that names no stage (referred included: it is no move)', () => {
    expectOnlyIssue(referralStatusSchema, { status: '' }, 'status', M.statusRequired);
    expectOnlyIssue(referralStatusSchema, {}, 'status', M.statusRequired);
    expectOnlyIssue(referralStatusSchema, { status: 'Offer Letter' }, 'status', PIPELINE_MESSAGES.referralStageInvalid);
    expectOnlyIssue(referralStatusSchema, { status: 'Referred' }, 'status', PIPELINE_MESSAGES.referralStageInvalid);
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
