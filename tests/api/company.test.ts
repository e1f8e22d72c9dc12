import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, ENDPOINTS, PRIVACY_NOTICE_VERSION, apiPath } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { countDocs, expectNothingStored, expectOneNotification, uniqueLetters } from '../support/submissions';
import { api, useEmulators } from '../support/stack';

useEmulators();

/** The form as the site sends it: with the sender's consent to the privacy notice. */
const send = (json: object) => api(apiPath(ENDPOINTS.companySubmit), { method: 'POST', json: { consent: true, ...json } });
const company = () => {
  const tag = uniqueLetters();
  return {
    companyName: `Acme ${tag}`,
    industry: 'Software',
    location: { street: '5 Ring Road', landmark: 'Opp. Park', state: 'Telangana', city: 'Hyderabad', pincode: 500001 },
    companySize: '250',
    contactPerson: 'Meera Nair',
    contactEmail: `hr.${tag}@acme.com`,
    contactPhone: '8123456789',
    partnershipInterests: ['Campus Drives', 'Employer Branding'],
    additionalInfo: 'Hiring freshers',
  };
};

describe('POST /api/company/submit-company-form', () => {
  it('stores the company with createdAt, answers 201 with the success message, and notifies once', async () => {
    const body = company();
    const res = await send(body);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ message: 'Your company details have been submitted successfully.', _id: expect.any(String) });

    const {
      createdAt,
      searchTokens,
      consent,
      emailKey: _emailKey,
      ...stored
    } = (await db().collection(COLLECTIONS.companies).doc(res.json._id).get()).data()!;
    expect(consent).toEqual({ version: PRIVACY_NOTICE_VERSION, at: expect.any(String) });
    // Searchable in the paged admin list by the start of any word.
    expect(searchTokens).toEqual(expect.arrayContaining([String(body.companyName).toLowerCase().split(' ')[0]!.slice(0, 3)]));
    expect(stored).toEqual({ ...body, companySize: 250, location: { ...body.location, pincode: '500001' } });
    expect(Math.abs(createdAt.toMillis() - Date.now())).toBeLessThan(60_000);

    const notification = await expectOneNotification('companies', res.json._id);
    expect(notification).toMatchObject({ type: 'company', read: false, message: `New company enrollment from ${body.companyName}` });
  });

  it.each([
    ['company name missing', { companyName: '' }, 'companyName', 'Company Name is required'],
    ['industry missing', { industry: undefined }, 'industry', 'Industry Name is required'],
    [
      'city missing',
      { location: { street: 'x', landmark: '', state: 'Goa', city: '', pincode: '403001' } },
      'location.city',
      COMPANY_MESSAGES.cityRequired,
    ],
    ['company size zero', { companySize: 0 }, 'companySize', COMPANY_MESSAGES.companySizeInvalid],
    ['contact person with digits', { contactPerson: 'Meera 2' }, 'contactPerson', 'Person name can only contain alphabets'],
    ['contact phone of 11 digits', { contactPhone: '81234567890' }, 'contactPhone', 'Mobile Number must be valid'],
    ['no partnership interest', { partnershipInterests: [] }, 'partnershipInterests', COMPANY_MESSAGES.partnershipRequired],
  ])('refuses %s with 400 and stores nothing', async (_, override, field, message) => {
    const body = { ...company(), ...override };
    await expectNothingStored(COLLECTIONS.companies, async () => {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
      expect(res.json.errors[field]).toBe(message);
    });
    expect(await countDocs(COLLECTIONS.companies, 'contactEmail', body.contactEmail)).toBe(0);
  });
});
