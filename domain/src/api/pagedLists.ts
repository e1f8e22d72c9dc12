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
} from '../admin/resources';
import type { AdminPaging } from '../admin/paging';
import { AUDIT_FIELDS } from '../audit';
import { COMMISSION_LIST_FIELDS } from '../commissions/list';
import type { EndpointName } from './endpoints';

/**
 * The admin lists that page on the server given `limit`, by endpoint, each with the
 * paging of its definition: the query parameters it takes (adminPageQuerySchema) and its path filter.
 */
export const PAGED_LISTS = {
  notificationList: NOTIFICATION_FIELDS.paging,
  resumeList: STUDENT_FIELDS.paging,
  applicationList: APPLICATION_FIELDS.paging,
  collegeList: COLLEGE_FIELDS.paging,
  companyList: COMPANY_FIELDS.paging,
  contactList: CONTACT_FIELDS.paging,
  jobAdminList: JOB_POST_FIELDS.paging,
  affiliateList: AFFILIATE_FIELDS.paging,
  affiliateJobReviewList: AFFILIATE_JOB_REVIEW_FIELDS.paging,
  auditList: AUDIT_FIELDS.paging,
  commissionList: COMMISSION_LIST_FIELDS.paging,
} as const satisfies Partial<Record<EndpointName, AdminPaging>>;

export type PagedListName = keyof typeof PAGED_LISTS;

export const pagingOf = (name: EndpointName): AdminPaging | undefined => (PAGED_LISTS as Partial<Record<EndpointName, AdminPaging>>)[name];
