import type { operations } from '@church/contracts-schedule';
import { DateTime } from 'luxon';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { comingDaysWindow, monthWindow, type ScheduleRepository } from './schedule-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/**
 * The schedule calls: a month's services and events, and the coming days' (the home's "this week"), in
 * the church's time zone (`request.church.fusoHorario`, the one its bootstrap carries), which each answer names.
 */
export function scheduleHandlers(schedule: ScheduleRepository, now: () => DateTime = () => DateTime.now()) {
  return {
    async listCultosDoMes(req: Request<'listCultosDoMes'>): Promise<Ok<'listCultosDoMes'>> {
      const { fusoHorario } = req.church;
      const itens = await schedule.listInWindow(req.church.id, monthWindow(req.query.mes, fusoHorario), fusoHorario);
      return { mes: req.query.mes, fusoHorario, itens };
    },
    async listProximosCultos(req: Request<'listProximosCultos'>): Promise<Ok<'listProximosCultos'>> {
      const { fusoHorario } = req.church;
      const window = comingDaysWindow(now().setZone(fusoHorario), req.query.dias ?? 7);
      const itens = await schedule.listInWindow(req.church.id, window, fusoHorario);
      const iso = (date: DateTime) => date.toISO({ suppressMilliseconds: true }) ?? '';
      return { inicio: iso(window.start), fim: iso(window.end), fusoHorario, itens };
    },
  };
}
