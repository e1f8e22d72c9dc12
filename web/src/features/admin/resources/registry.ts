import { contactsResource } from './contacts';
import type { ResourceConfig } from './types';

/** Every admin list screen; the admin routes and the sidebar are generated from this array. */
export const ADMIN_RESOURCES: readonly ResourceConfig[] = [contactsResource];
