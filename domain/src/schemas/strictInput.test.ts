/** Hardening rules every form shares: names of any script, strict decimal numbers, maximum lengths. */
import { describe, expect, it } from 'vitest';
import { COMPANY_SIZE_MAX, LONG_TEXT_MAX_LENGTH, STUDENTS_STRENGTH_MAX, TEXT_MAX_LENGTH } from '../constants';
import { NO_COURSES_OFFERED } from '../options';
import { COLLEGE_MESSAGES, COMMON_MESSAGES, COMPANY_MESSAGES, RESUME_MESSAGES } from '../messages';
import { expectOnlyIssue, expectValid } from '../testing/expectIssues';
import { collegeSchema } from './college';
import { companySchema } from './company';
import { contactSchema } from './contact';
import { resumeSchema } from './resume';

const applicant = { name: 'Asha Rao', email: 'asha.rao@gmail.com', phone: '9876543210' };
const company = {
  companyName: 'Acme Tech',
  industry: 'Software',
  location: { street: '5 Ring Road', landmark: '', state: 'Telangana', city: 'Hyderabad', pincode: '500001' },
  companySize: '250',
  contactPerson: 'Meera Nair',
  contactEmail: 'hr@acme.com',
  contactPhone: '8123456789',
  partnershipInterests: ['Campus Drives'],
};
const college = {
  polytechnicCourses: ['Diploma in Engineering'],
  ugCourses: ['B.Tech'],
  pgCourses: [NO_COURSES_OFFERED],
  studentsStrengthPolytechnic: 120,
  studentsStrengthUG: '450',
  studentsStrengthPG: '',
  collegeName: 'City Engineering College',
  location: { street: '1 College Road', landmark: '', state: 'Karnataka', city: 'Mysuru', pincode: '570001' },
  collegeEmail: 'placements@cec.edu.in',
  mobileNumber: '9123456789',
  placementSeasonDuration: { startDate: '2025-01-10', endDate: '2025-03-31' },
  upcomingEvents: 'Tech fest',
  partnershipInterests: ['Campus Placement'],
};
const contact = { userType: 'student', name: 'Asha', email: 'asha@example.com', message: 'Hello' };

describe('names: letters of every script and their marks, and spaces', () => {
  it.each(['José Kumar', 'राम शर्मा', 'Zoë Ångström', 'محمد علي', '李 小龍'])('accepts %s', (name) => {
    expect(expectValid(resumeSchema, { ...applicant, name }).name).toBe(name);
  });

  it.each(['Asha 2', 'Asha_Rao', 'Asha<script>', 'Asha\u200bRao', 'Asha-Rao'])('refuses %s', (name) => {
    expectOnlyIssue(resumeSchema, { ...applicant, name }, 'name', RESUME_MESSAGES.nameLettersOnly);
  });
});

describe('numbers: decimal integers in a sane range only', () => {
  it.each(['0x10', '1e3', '1.0', '+5', '1 000', '١٢'])('refuses companySize %j', (companySize) => {
    expectOnlyIssue(companySchema, { ...company, companySize }, 'companySize', COMPANY_MESSAGES.companySizeInvalid);
  });

  it.each([1e308, Infinity, COMPANY_SIZE_MAX + 1, 2 ** 53])('refuses companySize %d', (companySize) => {
    expectOnlyIssue(companySchema, { ...company, companySize }, 'companySize', COMPANY_MESSAGES.companySizeInvalid);
  });

  it.each(['0x10', '1e3', 1e308, STUDENTS_STRENGTH_MAX + 1])('refuses a students strength of %j', (studentsStrengthUG) => {
    expectOnlyIssue(collegeSchema, { ...college, studentsStrengthUG }, 'studentsStrengthUG', COLLEGE_MESSAGES.studentsStrengthInvalid);
  });

  it('accepts the largest size as a number and as digits', () => {
    expect(expectValid(companySchema, { ...company, companySize: COMPANY_SIZE_MAX }).companySize).toBe(COMPANY_SIZE_MAX);
    expect(expectValid(companySchema, { ...company, companySize: ' 0042 ' }).companySize).toBe(42);
  });
});

describe('maximum lengths', () => {
  it('takes a single-line field up to TEXT_MAX_LENGTH characters and refuses one more', () => {
    expectValid(companySchema, { ...company, industry: 'x'.repeat(TEXT_MAX_LENGTH) });
    expectOnlyIssue(
      companySchema,
      { ...company, industry: 'x'.repeat(TEXT_MAX_LENGTH + 1) },
      'industry',
      COMMON_MESSAGES.tooLong(TEXT_MAX_LENGTH),
    );
  });

  it('takes a multi-line field up to LONG_TEXT_MAX_LENGTH characters and refuses one more', () => {
    expectValid(contactSchema, { ...contact, message: 'x'.repeat(LONG_TEXT_MAX_LENGTH) });
    expectOnlyIssue(
      contactSchema,
      { ...contact, message: 'x'.repeat(LONG_TEXT_MAX_LENGTH + 1) },
      'message',
      COMMON_MESSAGES.tooLong(LONG_TEXT_MAX_LENGTH),
    );
  });

  it('limits optional fields and names too', () => {
    expectOnlyIssue(
      companySchema,
      { ...company, additionalInfo: 'x'.repeat(LONG_TEXT_MAX_LENGTH + 1) },
      'additionalInfo',
      COMMON_MESSAGES.tooLong(LONG_TEXT_MAX_LENGTH),
    );
    expectOnlyIssue(
      resumeSchema,
      { ...applicant, name: 'a'.repeat(TEXT_MAX_LENGTH + 1) },
      'name',
      COMMON_MESSAGES.tooLong(TEXT_MAX_LENGTH),
    );
  });
});

describe('control characters', () => {
  it.each(['Acme\r\nBcc: x@evil.example', 'Acme\nTech', 'Acme\u0000', 'Ac\u0007me', 'Acme\u007f', 'Acme\u2028Tech', 'Acme\tTech'])(
    'refuses %j in a single-line field with the field message',
    (industry) => {
      expectOnlyIssue(companySchema, { ...company, industry }, 'industry', COMMON_MESSAGES.singleLine);
    },
  );

  it('refuses a line break in a field with a pattern by the pattern message', () => {
    expectOnlyIssue(resumeSchema, { ...applicant, name: 'Asha\r\nRao' }, 'name', RESUME_MESSAGES.nameLettersOnly);
    expectOnlyIssue(
      companySchema,
      { ...company, contactEmail: 'hr@acme.com\r\nBcc: x@evil.example' },
      'contactEmail',
      COMPANY_MESSAGES.emailInvalid,
    );
  });

  it('keeps the lines of a multi-line field and drops its other controls', () => {
    const message = 'Hello\r\nsecond\rthird\u2028fourth\u0000\u0007\tend\n';
    expect(expectValid(contactSchema, { ...contact, message }).message).toBe('Hello\nsecond\nthird\nfourth end');
    expect(expectValid(companySchema, { ...company, additionalInfo: 'a\r\nb\u001b' }).additionalInfo).toBe('a\nb');
  });

  it('trims a trailing line break of a single-line field instead of refusing it', () => {
    expect(expectValid(companySchema, { ...company, industry: 'Software\r\n' }).industry).toBe('Software');
  });
});
