import { NO_COURSES_OFFERED, offersCourses } from '@careers/domain';

/** The course groups of the college form and the students-strength field of each. */
export const COURSE_GROUP_FIELDS = [
  { courses: 'polytechnicCourses', strength: 'studentsStrengthPolytechnic' },
  { courses: 'ugCourses', strength: 'studentsStrengthUG' },
  { courses: 'pgCourses', strength: 'studentsStrengthPG' },
] as const;

/** Choosing No Courses Offered replaces the group's selection with only it. */
export function nextCourseSelection(next: readonly string[]): string[] {
  return next.includes(NO_COURSES_OFFERED) ? [NO_COURSES_OFFERED] : [...next];
}

/** The group says No Courses Offered: its other options and its students strength are disabled. */
export function isNoCoursesGroup(selection: readonly string[]): boolean {
  return selection.length > 0 && !offersCourses(selection);
}
