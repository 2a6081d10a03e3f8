import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { ItemAgenda } from '@church/contracts-schedule';
import type { Database } from '@church/api-platform/db/database';
import { culto, evento } from './schema';

/** A window of time on the schedule, [start, end). */
export interface ScheduleWindow {
  start: DateTime;
  end: DateTime;
}

/** The month `YYYY-MM` in the given time zone, from its first midnight to the next month's. */
export function monthWindow(month: string, zone: string): ScheduleWindow {
  const [year, monthNumber] = month.split('-').map(Number);
  const start = DateTime.fromObject({ year, month: monthNumber, day: 1 }, { zone });
  return { start, end: start.plus({ months: 1 }) };
}

/** From `now` until `days` days later. */
export function comingDaysWindow(now: DateTime, days: number): ScheduleWindow {
  return { start: now, end: now.plus({ days }) };
}

function isoIn(date: Date | null, zone: string): string | null {
  if (!date) return null;
  return DateTime.fromJSDate(date).setZone(zone).toISO({ suppressMilliseconds: true });
}

/** The schedule (§2 "/schedule"): the church's published services and the events it shows. */
export class ScheduleRepository {
  constructor(private readonly db: Database) {}

  /**
   * Services and events that overlap the window (an event that started before it and is still on
   * counts), by start, with their dates in the church's time zone.
   */
  async listInWindow(igrejaId: number, window: ScheduleWindow, zone: string): Promise<ItemAgenda[]> {
    const start = window.start.toJSDate();
    const end = window.end.toJSDate();
    const cultos = await this.db
      .select({
        id: culto.id,
        titulo: culto.titulo,
        descricao: culto.descricao,
        dataInicio: culto.dataInicio,
        dataFim: culto.dataFim,
        local: culto.local,
      })
      .from(culto)
      .where(
        and(
          eq(culto.igrejaId, igrejaId),
          eq(culto.flagPublicado, true),
          lt(culto.dataInicio, end),
          gte(sql`coalesce(${culto.dataFim}, ${culto.dataInicio})`, start),
        ),
      )
      .orderBy(asc(culto.dataInicio), asc(culto.id));
    const eventos = await this.db
      .select({
        id: evento.id,
        titulo: evento.nome,
        descricao: evento.descricao,
        dataInicio: evento.dataInicio,
        dataFim: evento.dataFim,
        local: evento.local,
      })
      .from(evento)
      .where(
        and(
          eq(evento.igrejaId, igrejaId),
          eq(evento.flagPublicado, true),
          lt(evento.dataInicio, end),
          gte(sql`coalesce(${evento.dataFim}, ${evento.dataInicio})`, start),
        ),
      )
      .orderBy(asc(evento.dataInicio), asc(evento.id));
    const items = [
      ...cultos.map((row) => ({ ...row, tipo: 'CULTO' as const })),
      ...eventos.map((row) => ({ ...row, tipo: 'EVENTO' as const })),
    ].sort((a, b) => a.dataInicio.getTime() - b.dataInicio.getTime() || a.tipo.localeCompare(b.tipo) || a.id - b.id);
    return items.map((row) => ({
      id: row.id,
      tipo: row.tipo,
      titulo: row.titulo,
      descricao: row.descricao,
      dataInicio: isoIn(row.dataInicio, zone) ?? '',
      dataFim: isoIn(row.dataFim, zone),
      local: row.local,
    }));
  }
}
