import { describe, expect, it } from 'vitest';
import { NO_COURSES_OFFERED } from '@careers/domain';
import { isNoCoursesGroup, nextCourseSelection } from './collegeCourses';

describe('college course groups', () => {
  it('keeps a selection without No Courses Offered as it is', () => {
    expect(nextCourseSelection(['B.Tech', 'BBA'])).toEqual(['B.Tech', 'BBA']);
    expect(nextCourseSelection([])).toEqual([]);
  });

  it('replaces the selection with only No Courses Offered when it is chosen', () => {
    expect(nextCourseSelection(['B.Tech', 'BBA', NO_COURSES_OFFERED])).toEqual([NO_COURSES_OFFERED]);
    expect(nextCourseSelection([NO_COURSES_OFFERED])).toEqual([NO_COURSES_OFFERED]);
  });

  it('disables the group only when it says No Courses Offered', () => {
    expect(isNoCoursesGroup([NO_COURSES_OFFERED])).toBe(true);
    expect(isNoCoursesGroup([])).toBe(false);
    expect(isNoCoursesGroup(['MBA'])).toBe(false);
  });
});
