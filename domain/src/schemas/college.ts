/** College enrollment form (/college-form) and POST /api/college/submit-college-form. */
import { z } from 'zod';
import { ISO_DATE_PATTERN, STUDENTS_STRENGTH_MAX } from '../constants';
import { COLLEGE_MESSAGES as M } from '../messages';
import { COLLEGE_PARTNERSHIP_INTERESTS, NO_COURSES_OFFERED, PG_COURSES, POLYTECHNIC_COURSES, UG_COURSES } from '../options';
import {
  emailField,
  integerInRange,
  longRequiredText,
  multiSelectField,
  nameField,
  phoneField,
  requiredText,
  toNumberOrUndefined,
  withRules,
} from './fields';
import { locationField } from './location';

/** True when a group has a course other than No Courses Offered. */
export const offersCourses = (courses: readonly string[]) => courses.some((course) => course !== NO_COURSES_OFFERED);

/** No Courses Offered together with other courses becomes just No Courses Offered. */
export function normaliseCourseGroup<T extends string>(courses: T[]): T[] {
  const none = NO_COURSES_OFFERED as T;
  return courses.length > 1 && courses.includes(none) ? [none] : courses;
}

const courseGroup = <const T extends readonly [string, ...string[]]>(options: T, requiredMessage: string) =>
  multiSelectField(options, requiredMessage, M.courseInvalid).transform(normaliseCourseGroup);

/** Optional here; required per group by the object check below. '' and null become undefined. */
const studentsStrength = z.preprocess(
  toNumberOrUndefined,
  withRules(z.number({ error: M.studentsStrengthInvalid }), [
    [integerInRange(0, STUDENTS_STRENGTH_MAX), M.studentsStrengthInvalid],
  ]).optional(),
);

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const dateField = (requiredMessage: string) => requiredText(requiredMessage, [isIsoDate, M.dateInvalid]);

export const placementSeasonSchema = z
  .object({ startDate: dateField(M.startDateRequired), endDate: dateField(M.endDateRequired) })
  .refine(({ startDate, endDate }) => !isIsoDate(startDate) || !isIsoDate(endDate) || endDate >= startDate, {
    error: M.endBeforeStart,
    path: ['endDate'],
  });

const courseFields = {
  polytechnicCourses: courseGroup(POLYTECHNIC_COURSES, M.polytechnicRequired),
  ugCourses: courseGroup(UG_COURSES, M.ugRequired),
  pgCourses: courseGroup(PG_COURSES, M.pgRequired),
  studentsStrengthPolytechnic: studentsStrength,
  studentsStrengthUG: studentsStrength,
  studentsStrengthPG: studentsStrength,
};
const coursesPart = z.object(courseFields);
type Courses = z.output<typeof coursesPart>;

const COURSE_GROUPS = [
  { courses: 'polytechnicCourses', strength: 'studentsStrengthPolytechnic' },
  { courses: 'ugCourses', strength: 'studentsStrengthUG' },
  { courses: 'pgCourses', strength: 'studentsStrengthPG' },
] as const;

function checkCourseGroups(data: Courses, ctx: z.RefinementCtx) {
  if (!COURSE_GROUPS.some((group) => offersCourses(data[group.courses]))) {
    ctx.addIssue({ code: 'custom', message: M.allNoCourses, path: ['courses'] });
    return;
  }
  for (const group of COURSE_GROUPS) {
    const strength = data[group.strength];
    if (offersCourses(data[group.courses]) && !(strength !== undefined && strength >= 1)) {
      ctx.addIssue({ code: 'custom', message: M.studentsStrengthRequired, path: [group.strength] });
    }
  }
}

/** A group without courses has strength 0. */
function settleStrengths<T extends Courses>(data: T) {
  const strengthOf = (courses: readonly string[], strength: number | undefined) => (offersCourses(courses) ? (strength ?? 0) : 0);
  return {
    ...data,
    studentsStrengthPolytechnic: strengthOf(data.polytechnicCourses, data.studentsStrengthPolytechnic),
    studentsStrengthUG: strengthOf(data.ugCourses, data.studentsStrengthUG),
    studentsStrengthPG: strengthOf(data.pgCourses, data.studentsStrengthPG),
  };
}

export const collegeSchema = z
  .object({
    ...courseFields,
    collegeName: nameField(M.collegeNameRequired, M.collegeNameLettersOnly),
    location: locationField,
    collegeEmail: emailField({ required: M.collegeEmailRequired, invalid: M.emailInvalid, format: M.emailFormat }),
    mobileNumber: phoneField(M.mobileRequired, M.mobileInvalid),
    placementSeasonDuration: placementSeasonSchema.prefault({} as z.input<typeof placementSeasonSchema>),
    upcomingEvents: longRequiredText(M.upcomingEventsRequired),
    partnershipInterests: multiSelectField(COLLEGE_PARTNERSHIP_INTERESTS, M.partnershipRequired, M.partnershipInvalid),
  })
  // Runs whenever the course fields themselves are valid, so its messages show beside other fields' errors.
  .superRefine(checkCourseGroups, { when: (payload) => coursesPart.safeParse(payload.value).success })
  .transform(settleStrengths);
export type CollegeInput = z.infer<typeof collegeSchema>;
