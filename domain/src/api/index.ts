export * from './endpoints';
export * from './endpointSchemas';
