import type { AdminBulkList } from './bulk';
import type { AdminResourceDefinition } from './fields';
import {
  AFFILIATE_FIELDS,
  AFFILIATE_JOB_REVIEW_FIELDS,
  APPLICATION_FIELDS,
  COLLEGE_FIELDS,
  COMPANY_FIELDS,
  CONTACT_FIELDS,
  JOB_POST_FIELDS,
  NOTIFICATION_FIELDS,
  STUDENT_FIELDS,
} from './resources';
import { TRASH_FIELDS } from './trash';
import { AUDIT_FIELDS } from '../audit';

/** Each admin list's definition by its bulk-list name (a screen carries its name: the widths test reads the spec's columns here). */
export const ADMIN_LIST_DEFINITIONS = {
  notifications: NOTIFICATION_FIELDS,
  students: STUDENT_FIELDS,
  applications: APPLICATION_FIELDS,
  colleges: COLLEGE_FIELDS,
  companies: COMPANY_FIELDS,
  contacts: CONTACT_FIELDS,
  jobPosts: JOB_POST_FIELDS,
  affiliates: AFFILIATE_FIELDS,
  affiliateJobs: AFFILIATE_JOB_REVIEW_FIELDS,
  trash: TRASH_FIELDS,
  audit: AUDIT_FIELDS,
} as const satisfies Record<AdminBulkList, AdminResourceDefinition>;
