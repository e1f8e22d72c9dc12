export * from './model';
export * from './schemas';
export * from './mail';
export * from './list';
