export { kilometresBetween, type Position } from './distance';
