import { useLocation } from 'react-router';
import { embedReadingPlansPaths, readingPlansPaths } from './paths';

/** The addresses of the layout the screen is in: under /embed/reading-plans, links stay there. */
export function usePlansPaths() {
  return useLocation().pathname.startsWith('/embed/') ? embedReadingPlansPaths : readingPlansPaths;
}
