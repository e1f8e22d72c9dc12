import { describe, expect, it } from 'vitest';
import {
  COLLEGE_PARTNERSHIP_INTERESTS,
  COMPANY_PARTNERSHIP_INTERESTS,
  filterStatesByPrefix,
  INDIAN_STATES,
  NO_COURSES_OFFERED,
  NOTIFICATION_TYPES,
  PG_COURSES,
  POLYTECHNIC_COURSES,
  UG_COURSES,
  USER_TYPES,
} from './options';

describe('option lists', () => {
  it('start every course group with No Courses Offered', () => {
    expect(NO_COURSES_OFFERED).toBe('No Courses Offered');
    for (const group of [POLYTECHNIC_COURSES, UG_COURSES, PG_COURSES]) expect(group[0]).toBe(NO_COURSES_OFFERED);
    expect(POLYTECHNIC_COURSES).toHaveLength(9);
    expect(UG_COURSES).toHaveLength(13);
    expect(PG_COURSES).toEqual([NO_COURSES_OFFERED, 'M.Tech', 'MBA', 'MA', 'MCA', 'ME', 'MSc', 'MCom', 'M.Pharma']);
  });

  it('lists the partnership interests, user types and notification types of the spec', () => {
    expect(COLLEGE_PARTNERSHIP_INTERESTS).toEqual(['Campus Placement', 'Seminar', 'Campus Branding', 'Job Fairs', 'Training Program']);
    expect(COMPANY_PARTNERSHIP_INTERESTS).toHaveLength(6);
    expect(COMPANY_PARTNERSHIP_INTERESTS).toContain('Part of Job Fairs');
    expect(USER_TYPES).toEqual(['student', 'campus', 'company']);
    expect(NOTIFICATION_TYPES).toEqual(['company', 'college', 'resume', 'contact']);
  });

  it('has the 29 states from Andhra Pradesh to West Bengal, including Delhi', () => {
    expect(INDIAN_STATES).toHaveLength(29);
    expect(INDIAN_STATES[0]).toBe('Andhra Pradesh');
    expect(INDIAN_STATES[5]).toBe('Delhi');
    expect(INDIAN_STATES[28]).toBe('West Bengal');
  });
});

describe('filterStatesByPrefix', () => {
  it('matches by prefix, case-insensitively, in list order', () => {
    expect(filterStatesByPrefix('ma')).toEqual(['Madhya Pradesh', 'Maharashtra', 'Manipur']);
    expect(filterStatesByPrefix('UTTAR')).toEqual(['Uttar Pradesh', 'Uttarakhand']);
    expect(filterStatesByPrefix('uttar ')).toEqual(['Uttar Pradesh']);
  });

  it('matches only at the start of a name', () => {
    expect(filterStatesByPrefix('Pradesh')).toEqual([]);
    expect(filterStatesByPrefix('Nadu')).toEqual([]);
  });

  it('ignores leading spaces and returns every state for empty text', () => {
    expect(filterStatesByPrefix('  goa')).toEqual(['Goa']);
    expect(filterStatesByPrefix('')).toEqual([...INDIAN_STATES]);
  });
});
