export * from './church';
export * from './account';
export * from './content';
