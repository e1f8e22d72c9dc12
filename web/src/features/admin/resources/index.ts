export { ADMIN_RESOURCES } from './screens/registry';
export { defineResource, type ResourceColumn, type ResourceConfig, type ResourceFilter, type ResourceRow } from './types';
