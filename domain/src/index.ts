export * from './constants';
export * from './messages';
export * from './options';
export * from './errors';
export * from './schemas';
export * from './jobs';
export * from './api';
export * from './seo';
