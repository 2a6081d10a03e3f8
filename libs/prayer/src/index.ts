export { prayerPaths } from './paths';
