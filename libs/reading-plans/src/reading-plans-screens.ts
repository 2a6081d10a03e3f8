// The reading plans' screens, in one chunk: they are reached one after another.
export { ReadingPlansPage } from './screens/reading-plans-page';
export { ReadingPlanPage } from './screens/reading-plan-page';
export { DeleteReadingPlanPage } from './screens/delete-reading-plan-page';
export { ReadingPlanDeletedPage } from './screens/reading-plan-deleted-page';
