export * from './model';
export * from './schemas';
