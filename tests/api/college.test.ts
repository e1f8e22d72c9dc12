import { describe, expect, it } from 'vitest';
import { COLLEGE_MESSAGES, ENDPOINTS, PRIVACY_NOTICE_VERSION, NO_COURSES_OFFERED, apiPath } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { countDocs, expectNothingStored, expectOneNotification, uniqueLetters } from '../support/submissions';
import { api, useEmulators } from '../support/stack';

useEmulators();

/** The form as the site sends it: with the sender's consent to the privacy notice. */
const send = (json: object) => api(apiPath(ENDPOINTS.collegeSubmit), { method: 'POST', json: { consent: true, ...json } });
const college = () => {
  const tag = uniqueLetters();
  return {
    polytechnicCourses: ['Diploma in Engineering'],
    ugCourses: ['B.Tech', 'BCA'],
    pgCourses: [NO_COURSES_OFFERED],
    studentsStrengthPolytechnic: 120,
    studentsStrengthUG: '450',
    studentsStrengthPG: '',
    collegeName: `City College ${tag}`,
    location: { street: '1 College Road', landmark: '', state: 'Karnataka', city: 'Mysuru', pincode: '570001' },
    collegeEmail: `placements.${tag}@cec.edu.in`,
    mobileNumber: '9123456789',
    placementSeasonDuration: { startDate: '2025-01-10', endDate: '2025-03-31' },
    upcomingEvents: 'Tech fest in February',
    partnershipInterests: ['Campus Placement', 'Seminar'],
  };
};

describe('POST /api/college/submit-college-form', () => {
  it('stores the college with createdAt, answers 201 with the success message, and notifies once', async () => {
    const body = college();
    const res = await send(body);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ message: 'Your college details have been submitted successfully.', _id: expect.any(String) });

    const {
      createdAt,
      searchTokens,
      consent,
      emailKey: _emailKey,
      ...stored
    } = (await db().collection(COLLECTIONS.colleges).doc(res.json._id).get()).data()!;
    expect(consent).toEqual({ version: PRIVACY_NOTICE_VERSION, at: expect.any(String) });
    // Searchable in the paged admin list by the start of any word.
    expect(searchTokens).toEqual(expect.arrayContaining([String(body.collegeName).toLowerCase().split(' ')[0]!.slice(0, 3)]));
    expect(stored).toEqual({ ...body, studentsStrengthUG: 450, studentsStrengthPG: 0 });
    expect(Math.abs(createdAt.toMillis() - Date.now())).toBeLessThan(60_000);

    const notification = await expectOneNotification('colleges', res.json._id);
    expect(notification).toMatchObject({ type: 'college', read: false, message: `New college enrollment from ${body.collegeName}` });
  });

  it.each([
    [
      'no polytechnic course',
      { polytechnicCourses: [] },
      'polytechnicCourses',
      'At least one Polytechnic/ITI/Diploma course must be selected',
    ],
    ['no UG course', { ugCourses: [] }, 'ugCourses', 'At least one UG course must be selected'],
    ['no PG course', { pgCourses: [] }, 'pgCourses', 'At least one PG course must be selected'],
    ['college name with digits', { collegeName: 'College 42' }, 'collegeName', 'College name can only contain alphabets'],
    [
      'pincode of 5 digits',
      { location: { street: 'x', landmark: '', state: 'Goa', city: 'Panaji', pincode: '40300' } },
      'location.pincode',
      'Pincode must be a 6-digit number',
    ],
    [
      'street missing',
      { location: { street: '', landmark: '', state: 'Goa', city: 'Panaji', pincode: '403001' } },
      'location.street',
      COLLEGE_MESSAGES.streetRequired,
    ],
    ['strength missing for a group with courses', { studentsStrengthUG: '' }, 'studentsStrengthUG', 'Students Strength is required'],
    ['college email missing', { collegeEmail: '' }, 'collegeEmail', 'College Email is required'],
    ['mobile number invalid', { mobileNumber: '1234567890' }, 'mobileNumber', 'Mobile Number must be valid'],
    [
      'end date before start date',
      { placementSeasonDuration: { startDate: '2025-03-01', endDate: '2025-02-01' } },
      'placementSeasonDuration.endDate',
      COLLEGE_MESSAGES.endBeforeStart,
    ],
    ['upcoming events missing', { upcomingEvents: '' }, 'upcomingEvents', 'Upcoming Student Engagements are required'],
    ['no partnership interest', { partnershipInterests: [] }, 'partnershipInterests', 'At least one Partnership Interest must be selected'],
    [
      'No Courses Offered in every group',
      { polytechnicCourses: [NO_COURSES_OFFERED], ugCourses: [NO_COURSES_OFFERED], pgCourses: [NO_COURSES_OFFERED] },
      'courses',
      'You cannot select "No Courses Offered" for all courses.',
    ],
  ])('refuses %s with 400 and stores nothing', async (_, override, field, message) => {
    const body = { ...college(), ...override };
    await expectNothingStored(COLLECTIONS.colleges, async () => {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
      expect(res.json.errors[field]).toBe(message);
    });
    expect(await countDocs(COLLECTIONS.colleges, 'collegeEmail', body.collegeEmail)).toBe(0);
  });
});
