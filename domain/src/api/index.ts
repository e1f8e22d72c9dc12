export * from './endpoints';
export * from './endpointSchemas';
export * from './limits';
