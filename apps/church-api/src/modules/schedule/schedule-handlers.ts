import { DateTime } from 'luxon';
import type { Database } from '../../db/database';
import { requireChurchId } from '../content/content-church';
import type { Ok, Request } from '../content/handler-types';
import { comingDaysWindow, monthWindow, type ScheduleRepository } from './schedule-repository';

/** The schedule calls: a month's services and events, and the coming days' (the home's "this week"). */
export function scheduleHandlers(db: Database, schedule: ScheduleRepository, now: () => DateTime = () => DateTime.now()) {
  return {
    async listCultosDoMes(req: Request<'listCultosDoMes'>): Promise<Ok<'listCultosDoMes'>> {
      const igrejaId = await requireChurchId(db, req.params.slug);
      const fusoHorario = await schedule.timeZoneOf(igrejaId);
      const itens = await schedule.listInWindow(igrejaId, monthWindow(req.query.mes, fusoHorario), fusoHorario);
      return { mes: req.query.mes, fusoHorario, itens };
    },
    async listProximosCultos(req: Request<'listProximosCultos'>): Promise<Ok<'listProximosCultos'>> {
      const igrejaId = await requireChurchId(db, req.params.slug);
      const fusoHorario = await schedule.timeZoneOf(igrejaId);
      const window = comingDaysWindow(now().setZone(fusoHorario), req.query.dias ?? 7);
      const itens = await schedule.listInWindow(igrejaId, window, fusoHorario);
      const iso = (date: DateTime) => date.toISO({ suppressMilliseconds: true }) ?? '';
      return { inicio: iso(window.start), fim: iso(window.end), fusoHorario, itens };
    },
  };
}
