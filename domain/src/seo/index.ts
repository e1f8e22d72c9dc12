export * from './site';
export * from './jobPage';
export * from './salary';
export * from './jobPosting';
export * from './jobFacts';
