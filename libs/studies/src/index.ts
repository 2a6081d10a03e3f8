export { studiesModule } from './studies-module';
export { studyPaths } from './paths';
