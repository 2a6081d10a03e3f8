import { DateTime } from 'luxon';
import type { operations } from '@church/contracts-praise';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { ProblemError } from '@church/api-platform/http/problem';
import type { ServiceSetlistRepository } from './service-setlists-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The longest stretch of the schedule read at once, both days included: two months' worth. */
export const MAX_SETLIST_RANGE_DAYS = 62;

const badRange = (field: 'query.desde' | 'query.ate', message: string) =>
  new ProblemError(400, 'Bad Request', message, { code: 'VALIDATION', errors: [{ field, message }] });

/** A day of the church's time zone (the contract's pattern checked it is shaped YYYY-MM-DD), or a 400 naming the field when no such day exists. */
function dayIn(value: string, zone: string, field: 'query.desde' | 'query.ate'): DateTime {
  const day = DateTime.fromISO(value, { zone });
  if (!day.isValid) throw badRange(field, 'Not a day of the calendar.');
  return day.startOf('day');
}

/** The schedule's read of its services' setlists: one call for every service on its screen. */
export function serviceSetlistHandlers(setlists: ServiceSetlistRepository) {
  return {
    async listLouvoresDosCultos(req: Request<'listLouvoresDosCultos'>): Promise<Ok<'listLouvoresDosCultos'>> {
      const zone = req.church.fusoHorario;
      const from = dayIn(req.query.desde, zone, 'query.desde');
      const to = dayIn(req.query.ate, zone, 'query.ate');
      if (to < from) throw badRange('query.ate', 'Must not be before desde.');
      if (Math.round(to.diff(from, 'days').days) >= MAX_SETLIST_RANGE_DAYS) throw badRange('query.ate', `At most ${MAX_SETLIST_RANGE_DAYS} days from desde, both included.`);
      const itens = await setlists.setlistsStartingIn(req.church.id, from.toJSDate(), to.plus({ days: 1 }).toJSDate());
      return { itens };
    },
  };
}
