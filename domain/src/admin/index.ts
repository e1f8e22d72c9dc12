export * from './fields';
export * from './resources';
