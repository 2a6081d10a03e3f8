import type { Database } from '../../db/database';
import { devotionalHandlers } from '../devotionals/devotional-handlers';
import { DevotionalRepository } from '../devotionals/devotional-repository';
import { ebdHandlers } from '../ebd/ebd-handlers';
import { EbdRepository } from '../ebd/ebd-repository';
import { ministryHandlers } from '../ministries/ministry-handlers';
import { MinistryRepository } from '../ministries/ministry-repository';
import { newsHandlers } from '../news/news-handlers';
import { NewsRepository } from '../news/news-repository';
import { scheduleHandlers } from '../schedule/schedule-handlers';
import { ScheduleRepository } from '../schedule/schedule-repository';

/** The handlers of the schedule, devotionals, news, ministries and Sunday-school calls. */
export function contentHandlers(db: Database) {
  return {
    ...scheduleHandlers(db, new ScheduleRepository(db)),
    ...devotionalHandlers(db, new DevotionalRepository(db)),
    ...newsHandlers(db, new NewsRepository(db)),
    ...ministryHandlers(db, new MinistryRepository(db)),
    ...ebdHandlers(db, new EbdRepository(db)),
  };
}
