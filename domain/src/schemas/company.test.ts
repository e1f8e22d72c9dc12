import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES as M } from '../messages';
import { expectOnlyIssue, expectValid } from '../testing/expectIssues';
import { companySchema } from './company';

const company = {
  companyName: 'Acme Tech',
  industry: 'Software',
  location: { street: '5 Ring Road', landmark: 'Opp. Park', state: 'Telangana', city: 'Hyderabad', pincode: 500001 },
  companySize: '250',
  contactPerson: 'Meera Nair',
  contactEmail: 'hr@acme.com',
  contactPhone: '8123456789',
  partnershipInterests: ['Campus Drives', 'Employer Branding'],
  additionalInfo: 'Hiring freshers',
};

describe('companySchema', () => {
  it('accepts a valid submission; size becomes a number and pincode a string', () => {
    const parsed = expectValid(companySchema, company);
    expect(parsed.companySize).toBe(250);
    expect(parsed.location.pincode).toBe('500001');
  });

  it("makes additional information optional ('' when missing)", () => {
    const { additionalInfo: _, ...rest } = company;
    expect(expectValid(companySchema, rest).additionalInfo).toBe('');
  });

  it.each([
    ['company name missing', { companyName: '' }, 'companyName', 'Company Name is required'],
    ['industry missing', { industry: '' }, 'industry', 'Industry Name is required'],
    ['street missing', { location: { ...company.location, street: '' } }, 'location.street', M.streetRequired],
    ['state missing', { location: { ...company.location, state: '' } }, 'location.state', M.stateRequired],
    ['city missing', { location: { ...company.location, city: '' } }, 'location.city', M.cityRequired],
    ['pincode wrong', { location: { ...company.location, pincode: '50001' } }, 'location.pincode', M.pincodeInvalid],
    ['company size missing', { companySize: '' }, 'companySize', 'Company Size is required'],
    ['company size zero', { companySize: 0 }, 'companySize', 'Company size must be a positive integer'],
    ['company size negative', { companySize: '-5' }, 'companySize', M.companySizeInvalid],
    ['company size fractional', { companySize: 10.5 }, 'companySize', M.companySizeInvalid],
    ['company size not a number', { companySize: 'lots' }, 'companySize', M.companySizeInvalid],
    ['contact person missing', { contactPerson: '' }, 'contactPerson', M.contactPersonRequired],
    ['contact person with digits', { contactPerson: 'Meera 2' }, 'contactPerson', 'Person name can only contain alphabets'],
    ['contact email missing', { contactEmail: '' }, 'contactEmail', 'Contact Email is required'],
    ['contact email invalid', { contactEmail: 'hr@acme' }, 'contactEmail', 'Invalid email address'],
    ['contact phone missing', { contactPhone: '' }, 'contactPhone', M.contactPhoneRequired],
    ['contact phone invalid', { contactPhone: '81234567890' }, 'contactPhone', 'Mobile Number must be valid'],
    ['no partnership interest', { partnershipInterests: [] }, 'partnershipInterests', M.partnershipRequired],
    ['a college partnership interest', { partnershipInterests: ['Seminar'] }, 'partnershipInterests.0', M.partnershipInvalid],
  ])('%s', (_, override, path, message) => {
    expectOnlyIssue(companySchema, { ...company, ...override }, path, message);
  });

  it('reports a missing company size as required', () => {
    const { companySize: _, ...rest } = company;
    expectOnlyIssue(companySchema, rest, 'companySize', M.companySizeRequired);
  });

  it('removes duplicate partnership interests', () => {
    const parsed = expectValid(companySchema, { ...company, partnershipInterests: ['Campus Drives', 'Campus Drives'] });
    expect(parsed.partnershipInterests).toEqual(['Campus Drives']);
  });
});
