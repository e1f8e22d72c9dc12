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
import { ACCOUNT_FIELDS } from '../accounts';
import { COMMISSION_LIST_FIELDS } from '../commissions/list';

/**
 * Each admin list's definition by its bulk-list name, and the Accounts screen's (a list without bulk
 * actions): a screen carries its name (data-list), and the widths test reads the spec's columns here.
 */
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
  commissions: COMMISSION_LIST_FIELDS,
  accounts: ACCOUNT_FIELDS,
} as const satisfies Record<AdminBulkList | 'accounts', AdminResourceDefinition>;

/** The name of an admin list's definition (a bulk list, or `accounts`). */
export type AdminListName = keyof typeof ADMIN_LIST_DEFINITIONS;
