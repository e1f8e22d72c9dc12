export * from './endpoints';
export * from './endpointSchemas';
export * from './openapi';
export * from './limits';
export * from './pagedLists';
