export { videosModule } from './videos-module';
export { videoPaths } from './paths';
