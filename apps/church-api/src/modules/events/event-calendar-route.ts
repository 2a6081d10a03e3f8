import type { FastifyInstance } from 'fastify';
import { createEvent, type DateArray } from 'ics';
import type { PublicOrigin } from '@church/api-platform/config';
import { PROBLEM_CONTENT_TYPE } from '@church/api-platform/http/problem';
import { churchSiteOrigin } from '@church/api-platform/tenancy/church-site-origin';
import type { EventRepository } from './event-repository';

const utcParts = (iso: string): DateArray => {
  const date = new Date(iso);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()];
};

export interface EventCalendarOptions {
  events: EventRepository;
  clock: () => Date;
  /** With the church's stored host names and the configured scheme and port, what the file's addresses name. */
  appDomain: string;
  publicOrigin: PublicOrigin;
}

/**
 * `/event/{id}/calendar.ics` on the church's own host (outside the API contract: a file for calendar
 * apps, linked from the event and from each ticket): the event as an iCalendar event, made with the
 * `ics` package. Only a published event of the host's church, while MOD_EVENTO is on. Its address is
 * the church's site as pages and e-mail name it (churchSiteOrigin), never the Host header as sent.
 */
export async function eventCalendarRoute(app: FastifyInstance, options: EventCalendarOptions) {
  app.get<{ Params: { eventId: string } }>('/event/:eventId/calendar.ics', async (request, reply) => {
    const tenant = await app.tenantCache.forHost(request.host);
    const id = /^[1-9][0-9]{0,9}$/.test(request.params.eventId) ? Number(request.params.eventId) : null;
    const on = tenant?.church.flagAtivo && tenant.bootstrap.modulos.some((module) => module.codigo === 'MOD_EVENTO');
    const event = on && tenant && id !== null && id <= 2_147_483_647 ? await options.events.detail(tenant.church.id, id, options.clock(), async () => []) : undefined;
    if (!event || !tenant) {
      return reply.code(404).type(PROBLEM_CONTENT_TYPE).send({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such event.' });
    }
    const site = churchSiteOrigin(
      { codigo: tenant.church.codigo, customHostnames: tenant.customHostnames },
      options.appDomain,
      options.publicOrigin,
      request.hostname,
    );
    const url = `${site}/event/${event.id}`;
    const { error, value } = createEvent({
      uid: `event-${event.id}@${new URL(site).hostname}`,
      title: event.nome,
      description: event.descricao ?? undefined,
      location: event.flagOnline ? url : (event.local ?? undefined),
      url,
      start: utcParts(event.dataInicio),
      startInputType: 'utc',
      startOutputType: 'utc',
      ...(event.dataFim ? { end: utcParts(event.dataFim), endInputType: 'utc', endOutputType: 'utc' } : { duration: { hours: 2 } }),
      organizer: { name: tenant.church.nome },
      productId: 'church-web',
    });
    if (error || !value) throw error ?? new Error('The calendar file could not be made');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="event-${event.id}.ics"`)
      .header('cache-control', 'public, max-age=300')
      .send(value);
  });
}
