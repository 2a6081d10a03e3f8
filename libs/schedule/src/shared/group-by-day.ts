import type { ItemAgenda } from '@church/contracts-schedule';
import { isoCalendarDay } from '@church/i18n';

export interface ScheduleDay {
  /** `YYYY-MM-DD` in the church's time zone. */
  date: string;
  items: ItemAgenda[];
}

/**
 * The items by the day they start on, in the church's time zone (the API gives each date with the
 * church's offset), days and items in order of start.
 */
export function groupByDay(items: ItemAgenda[]): ScheduleDay[] {
  const days = new Map<string, ItemAgenda[]>();
  const sorted = [...items].sort((a, b) => Date.parse(a.dataInicio) - Date.parse(b.dataInicio));
  for (const item of sorted) {
    const date = isoCalendarDay(item.dataInicio) ?? item.dataInicio.slice(0, 10);
    days.set(date, [...(days.get(date) ?? []), item]);
  }
  return [...days.entries()].map(([date, dayItems]) => ({ date, items: dayItems }));
}
