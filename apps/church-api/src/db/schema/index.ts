export * from './church';
