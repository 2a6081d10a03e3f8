import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-schedule';
import { COMING_WEEK_DAYS, getComingDaysQueryOptions } from './api/get-coming-days';
import { getMonthScheduleQueryOptions } from './api/get-month-schedule';
import { monthFromQuery } from './shared/month';

/** What the schedule needs from the API (the month in the address), for the server to render it. */
export const schedulePageData = pageData(({ searchParams, clients, church }) => [
  getMonthScheduleQueryOptions(moduleApi<paths>(clients), church.slug, monthFromQuery(searchParams.get('month'), new Date(), church.fusoHorario)),
]);

/** What the home's "This week" needs, for the server to render it on the church home. */
export const comingWeekPageData = pageData(({ clients, church }) => [getComingDaysQueryOptions(moduleApi<paths>(clients), church.slug, COMING_WEEK_DAYS)]);
