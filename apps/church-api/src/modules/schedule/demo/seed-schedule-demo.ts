import { eq } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { culto, evento } from '../schema';
import { ESPERANCA_SCHEDULE } from './esperanca';
import { GRACE_SCHEDULE } from './grace';
import type { ScheduleDemo } from './schedule-demo';
import { VIDA_SCHEDULE } from './vida';

const DEMO_SCHEDULES: Record<string, ScheduleDemo> = { grace: GRACE_SCHEDULE, esperanca: ESPERANCA_SCHEDULE, vida: VIDA_SCHEDULE };

/** How far the seeded schedule reaches before and after the seed day. */
export const SCHEDULE_SEED_DAYS = 42;

/**
 * The demo churches' services, every week from six weeks before the seed day to six weeks after, and
 * their events, in the church's time zone (its demo data's, which the church module's seed gives it), so
 * that the demo is always current. A church that has services already has its schedule and is left as it is.
 */
export function seedScheduleDemo(db: Database, now?: DateTime): Promise<void> {
  return seedEachDemoChurch(db, DEMO_SCHEDULES, seedChurchSchedule, now);
}

async function seedChurchSchedule(db: Database, church: DemoChurchToSeed, schedule: ScheduleDemo): Promise<void> {
  const [seeded] = await db.select({ id: culto.id }).from(culto).where(eq(culto.igrejaId, church.id)).limit(1);
  if (seeded) return;
  const igrejaId = church.id;
  const today = church.now.startOf('day');

  const services = [];
  for (let offset = -SCHEDULE_SEED_DAYS; offset <= SCHEDULE_SEED_DAYS; offset += 1) {
    const day = today.plus({ days: offset });
    for (const service of schedule.services.filter((s) => s.weekday === day.weekday)) {
      const start = day.set({ hour: service.hour, minute: service.minute });
      services.push({
        igrejaId,
        titulo: service.titulo,
        descricao: service.descricao,
        local: service.local,
        dataInicio: start.toJSDate(),
        dataFim: start.plus({ minutes: service.minutes }).toJSDate(),
      });
    }
  }
  if (services.length) await db.insert(culto).values(services);

  if (schedule.events.length) {
    await db.insert(evento).values(
      schedule.events.map((event) => {
        const start = today.plus({ days: event.inDays }).set({ hour: event.hour, minute: event.minute });
        return {
          igrejaId,
          nome: event.nome,
          descricao: event.descricao,
          local: event.local,
          dataInicio: start.toJSDate(),
          dataFim: start.plus({ minutes: event.minutes }).toJSDate(),
        };
      }),
    );
  }
}
