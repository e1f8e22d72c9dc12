import { COLLEGE_FIELDS, COMPANY_FIELDS, CONTACT_FIELDS, STUDENT_FIELDS } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import type { AdminResource } from './resourceRouter';
import { resumeFieldsOf, resumeFilesOf } from './resumeFiles';

/** The admin lists that are plain list + bulk delete: one configuration each (their routes, their bulk actions). */

export const CONTACTS = {
  collection: COLLECTIONS.contacts,
  definition: CONTACT_FIELDS,
  list: 'contactList',
  page: 'contactPage',
  remove: 'contactDelete',
  trashKind: 'contacts',
} as const satisfies AdminResource<typeof CONTACT_FIELDS>;

export const STUDENTS = {
  collection: COLLECTIONS.resumes,
  definition: STUDENT_FIELDS,
  computed: resumeFieldsOf,
  list: 'resumeList',
  page: 'studentPage',
  remove: 'resumeDelete',
  trashKind: 'students',
  filesOf: resumeFilesOf,
} as const satisfies AdminResource<typeof STUDENT_FIELDS>;

export const COLLEGES = {
  collection: COLLECTIONS.colleges,
  definition: COLLEGE_FIELDS,
  list: 'collegeList',
  page: 'collegePage',
  remove: 'collegeDelete',
  trashKind: 'colleges',
} as const satisfies AdminResource<typeof COLLEGE_FIELDS>;

export const COMPANIES = {
  collection: COLLECTIONS.companies,
  definition: COMPANY_FIELDS,
  list: 'companyList',
  page: 'companyPage',
  remove: 'companyDelete',
  trashKind: 'companies',
} as const satisfies AdminResource<typeof COMPANY_FIELDS>;
