export * from './church';
export * from './account';
