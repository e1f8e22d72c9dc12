import { affiliatesResource } from './affiliates';
import { contactsResource } from './contacts';
import { jobPostsResource } from './jobPosts';
import { notificationsResource } from './notifications';
import type { ResourceConfig } from './types';

/** Every admin list screen; the admin routes and the sidebar are generated from this array. */
export const ADMIN_RESOURCES: readonly ResourceConfig[] = [
  contactsResource,
  notificationsResource,
  jobPostsResource,
  affiliatesResource,
];
