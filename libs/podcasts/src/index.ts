export { podcastPaths } from './paths';
