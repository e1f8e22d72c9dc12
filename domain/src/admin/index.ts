export * from './fields';
export * from './resources';
export * from './paging';
export * from './search';
export * from './bulk';
export * from './cellText';
export * from './trash';
export * from './listDefinitions';
