import { COMING_WEEK_DAYS, useComingDays } from '../api/get-coming-days';
import { ComingWeek } from './coming-week';

/** The home section of the schedule module: the next seven days, from the server in the church's time zone. */
export function ComingWeekSection() {
  const coming = useComingDays(COMING_WEEK_DAYS);
  return <ComingWeek items={coming.data?.itens} failed={coming.isError} />;
}
