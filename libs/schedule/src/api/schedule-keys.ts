/** Query keys of the schedule module, one factory so that every query agrees. */
export const scheduleKeys = {
  all: (slug: string) => ['schedule', slug] as const,
  month: (slug: string, month: string) => [...scheduleKeys.all(slug), 'month', month] as const,
  comingDays: (slug: string, days: number) => [...scheduleKeys.all(slug), 'coming', days] as const,
};

/** The schedule changes during the week, but not by the minute. */
export const SCHEDULE_STALE_MS = 5 * 60_000;
