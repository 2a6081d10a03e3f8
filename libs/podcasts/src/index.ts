export { podcastsModule } from './podcasts-module';
export { podcastPaths } from './paths';
