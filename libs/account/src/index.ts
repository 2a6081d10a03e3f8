export { accountModule } from './account-module';
export { accountPaths } from './paths';
