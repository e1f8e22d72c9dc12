import { describe, expect, it } from 'vitest';
import { COLLEGE_MESSAGES as M } from '../messages';
import { NO_COURSES_OFFERED } from '../options';
import { expectIssues, expectOnlyIssue, expectValid } from '../testing/expectIssues';
import { collegeSchema, normaliseCourseGroup } from './college';

const college = {
  polytechnicCourses: ['Diploma in Engineering'],
  ugCourses: ['B.Tech', 'BCA'],
  pgCourses: [NO_COURSES_OFFERED],
  studentsStrengthPolytechnic: 120,
  studentsStrengthUG: '450',
  studentsStrengthPG: '',
  collegeName: 'City Engineering College',
  location: { street: '1 College Road', landmark: '', state: 'Karnataka', city: 'Mysuru', pincode: '570001' },
  collegeEmail: 'placements@cec.edu.in',
  mobileNumber: '9123456789',
  placementSeasonDuration: { startDate: '2025-01-10', endDate: '2025-03-31' },
  upcomingEvents: 'Tech fest in February',
  partnershipInterests: ['Campus Placement', 'Seminar'],
};

describe('collegeSchema', () => {
  it('accepts a valid submission; strengths become numbers, 0 for a group without courses', () => {
    const parsed = expectValid(collegeSchema, college);
    expect(parsed.studentsStrengthPolytechnic).toBe(120);
    expect(parsed.studentsStrengthUG).toBe(450);
    expect(parsed.studentsStrengthPG).toBe(0);
    expect(parsed.placementSeasonDuration).toEqual(college.placementSeasonDuration);
  });

  it('normalises a group with No Courses Offered and others to No Courses Offered only', () => {
    const parsed = expectValid(collegeSchema, { ...college, pgCourses: ['MBA', NO_COURSES_OFFERED] });
    expect(parsed.pgCourses).toEqual([NO_COURSES_OFFERED]);
    expect(normaliseCourseGroup(['BBA', NO_COURSES_OFFERED])).toEqual([NO_COURSES_OFFERED]);
    expect(normaliseCourseGroup(['BBA', 'BCA'])).toEqual(['BBA', 'BCA']);
  });

  it('forces the strength of a group without courses to 0', () => {
    expect(expectValid(collegeSchema, { ...college, studentsStrengthPG: 99 }).studentsStrengthPG).toBe(0);
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
    ['an unknown course', { ugCourses: ['B.Arch'] }, 'ugCourses.0', M.courseInvalid],
    ['a PG course in the UG group', { ugCourses: ['MBA'] }, 'ugCourses.0', M.courseInvalid],
    ['college name missing', { collegeName: '' }, 'collegeName', M.collegeNameRequired],
    ['college name with digits', { collegeName: 'College 42' }, 'collegeName', 'College name can only contain alphabets'],
    ['street missing', { location: { ...college.location, street: '' } }, 'location.street', 'Street is required'],
    ['state missing', { location: { ...college.location, state: '' } }, 'location.state', 'State is required'],
    ['city missing', { location: { ...college.location, city: '' } }, 'location.city', 'City is required'],
    ['pincode wrong', { location: { ...college.location, pincode: '1234' } }, 'location.pincode', 'Pincode must be a 6-digit number'],
    ['strength missing for a group with courses', { studentsStrengthUG: '' }, 'studentsStrengthUG', 'Students Strength is required'],
    ['strength 0 for a group with courses', { studentsStrengthPolytechnic: 0 }, 'studentsStrengthPolytechnic', M.studentsStrengthRequired],
    ['strength not a whole number', { studentsStrengthUG: '12.5' }, 'studentsStrengthUG', M.studentsStrengthInvalid],
    ['strength not a number', { studentsStrengthUG: 'many' }, 'studentsStrengthUG', M.studentsStrengthInvalid],
    ['college email missing', { collegeEmail: '' }, 'collegeEmail', 'College Email is required'],
    ['college email without @', { collegeEmail: 'cec.edu.in' }, 'collegeEmail', 'Invalid email address'],
    ['college email without TLD', { collegeEmail: 'tpo@cec' }, 'collegeEmail', 'Invalid email format'],
    ['mobile missing', { mobileNumber: '' }, 'mobileNumber', M.mobileRequired],
    ['mobile invalid', { mobileNumber: '1234567890' }, 'mobileNumber', 'Mobile Number must be valid'],
    [
      'start date missing',
      { placementSeasonDuration: { startDate: '', endDate: '2025-03-31' } },
      'placementSeasonDuration.startDate',
      'Start Date is required',
    ],
    [
      'end date missing',
      { placementSeasonDuration: { startDate: '2025-01-10', endDate: '' } },
      'placementSeasonDuration.endDate',
      'End Date is required',
    ],
    [
      'start date not YYYY-MM-DD',
      { placementSeasonDuration: { startDate: '10-01-2025', endDate: '2025-03-31' } },
      'placementSeasonDuration.startDate',
      M.dateInvalid,
    ],
    [
      'end date not a real date',
      { placementSeasonDuration: { startDate: '2025-01-10', endDate: '2025-02-30' } },
      'placementSeasonDuration.endDate',
      M.dateInvalid,
    ],
    [
      'end date before start date',
      { placementSeasonDuration: { startDate: '2025-03-01', endDate: '2025-02-28' } },
      'placementSeasonDuration.endDate',
      'End date cannot be before the start date',
    ],
    ['upcoming events missing', { upcomingEvents: ' ' }, 'upcomingEvents', 'Upcoming Student Engagements are required'],
    ['no partnership interest', { partnershipInterests: [] }, 'partnershipInterests', 'At least one Partnership Interest must be selected'],
    ['a company partnership interest', { partnershipInterests: ['Campus Drives'] }, 'partnershipInterests.0', M.partnershipInvalid],
  ])('%s', (_, override, path, message) => {
    expectOnlyIssue(collegeSchema, { ...college, ...override }, path, message);
  });

  it('accepts the same start and end date', () => {
    expectValid(collegeSchema, { ...college, placementSeasonDuration: { startDate: '2025-03-01', endDate: '2025-03-01' } });
  });

  it('rejects No Courses Offered for all three groups at path courses', () => {
    const none = [NO_COURSES_OFFERED];
    expectOnlyIssue(
      collegeSchema,
      { ...college, polytechnicCourses: none, ugCourses: none, pgCourses: none },
      'courses',
      'You cannot select "No Courses Offered" for all courses.',
    );
  });

  it('shows course-group messages beside other fields’ messages', () => {
    expectIssues(
      collegeSchema,
      { ...college, studentsStrengthUG: '', collegeName: '' },
      {
        collegeName: M.collegeNameRequired,
        studentsStrengthUG: M.studentsStrengthRequired,
      },
    );
  });

  it('reports the nested fields of missing location and placement season', () => {
    const { location: _l, placementSeasonDuration: _p, ...rest } = college;
    expectIssues(collegeSchema, rest, {
      'location.street': M.streetRequired,
      'location.state': M.stateRequired,
      'location.city': M.cityRequired,
      'location.pincode': M.pincodeRequired,
      'placementSeasonDuration.startDate': M.startDateRequired,
      'placementSeasonDuration.endDate': M.endDateRequired,
    });
  });
});
