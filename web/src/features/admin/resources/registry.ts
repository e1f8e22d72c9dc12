import { collegesResource } from './colleges';
import { companiesResource } from './companies';
import { contactsResource } from './contacts';
import { studentApplicationsResource } from './studentApplications';
import { studentsResource } from './students';
import type { ResourceConfig } from './types';

/** Every admin list screen; the admin routes and the sidebar are generated from this array. */
export const ADMIN_RESOURCES: readonly ResourceConfig[] = [
  contactsResource,
  studentsResource,
  studentApplicationsResource,
  collegesResource,
  companiesResource,
];
