export { scheduleModule } from './schedule-module';
export { schedulePaths } from './paths';
