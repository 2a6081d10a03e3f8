export { ministriesModule } from './ministries-module';
export { ministryPaths } from './paths';
