import { routePath } from '@church/routing';

/** The schedule's address; `schedule.href('2026-11')` opens a month, `schedule.href()` the current one. */
export const schedulePaths = {
  schedule: routePath('/schedule', (month?: string | null) => (month ? `/schedule?month=${encodeURIComponent(month)}` : '/schedule')),
};
