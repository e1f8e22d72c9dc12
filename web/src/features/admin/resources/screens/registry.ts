import { accountsResource } from './accounts';
import { affiliateJobReviewsResource } from './affiliateJobReviews';
import { affiliatesResource } from './affiliates';
import { collegesResource } from './colleges';
import { commissionsResource } from './commissions';
import { companiesResource } from './companies';
import { contactsResource } from './contacts';
import { jobPostsResource } from './jobPosts';
import { notificationsResource } from './notifications';
import { studentApplicationsResource } from './studentApplications';
import { studentsResource } from './students';
import { trashResource } from './trash';
import { auditResource } from './audit';
import type { ResourceConfig } from '../types';

/** Every admin list screen; the admin routes and the sidebar (in this order) are generated from this array. */
export const ADMIN_RESOURCES: readonly ResourceConfig[] = [
  notificationsResource,
  studentsResource,
  studentApplicationsResource,
  collegesResource,
  companiesResource,
  contactsResource,
  jobPostsResource,
  affiliatesResource,
  affiliateJobReviewsResource,
  commissionsResource,
  trashResource,
  accountsResource,
  auditResource,
];
