import type { operations } from '@church/contracts-events';
import type { FastifyReply } from 'fastify';
import type { Database } from '@church/api-platform/db/database';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import { notFound } from '@church/api-platform/http/problem';
import { forbidden, requireSelf } from '@church/api-platform/plugins/authentication';
import { withIdempotency } from '@church/api-modules/payments';
import type { PaymentMethod } from '@church/api-modules/payments';
import type { EventCheckout } from './event-checkout';
import type { EventReadCache } from './event-read-cache';
import type { EventSaleCache } from './event-sale-cache';
import type { EventRepository } from './event-repository';
import { offeredMethods } from './payment-offer';
import type { RegistrationRepository } from './registration-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

export interface EventHandlerDeps {
  db: Database;
  reads: EventReadCache;
  /** Events as purchases read them, kept a moment (stock and limits are decided by the database, never by it). */
  sales: EventSaleCache;
  /** The church's payment methods, from the tenant cache. */
  churchMethods: (igrejaId: number) => Promise<PaymentMethod[]>;
  events: EventRepository;
  registrations: RegistrationRepository;
  checkout: EventCheckout;
  boletoDays: number;
  clock: () => Date;
}

/** The events calls (§7 "Events"): events and their tickets, a member's registrations, purchases and exclusive content. */
export function eventsHandlers({ db, reads, sales, churchMethods, events, registrations, checkout, boletoDays, clock }: EventHandlerDeps) {
  return {
    async listEventos(req: Request<'listEventos'>): Promise<Ok<'listEventos'>> {
      const page = pageOf(req.query);
      const { items, total } = await reads.read(req.church.id, `list:${page.page}:${page.limit}`, () => events.listUpcoming(req.church.id, page, clock()));
      return { eventos: items, total, ...page };
    },

    async getEvento(req: Request<'getEvento'>): Promise<Ok<'getEvento'>> {
      const now = clock();
      const methods = await churchMethods(req.church.id);
      const found = await reads.read(req.church.id, `detail:${req.params.id}`, () =>
        events.detail(req.church.id, req.params.id, now, async (event) => offeredMethods(event, { churchMethods: methods, now, boletoDays })),
      );
      if (!found) throw notFound(`This church has no event ${req.params.id}.`);
      return { evento: found };
    },

    async calcularTaxasEvento(req: Request<'calcularTaxasEvento'>): Promise<Ok<'calcularTaxasEvento'>> {
      const event = await sales.get(req.params.id, () => events.forSale(req.params.id));
      if (!event) throw notFound(`There is no event ${req.params.id} on sale.`);
      // The purchase prices an order by the same quote: the total answered is the one it charges.
      const { valor, taxa, total } = await checkout.quote(event, req.query.metodoPagamento, req.query.valor);
      return { valor, taxa, total, moeda: event.church.moeda, flagAssumirTaxasServico: event.venda.flagAssumirTaxasServico };
    },

    async listEventosUsuario(req: Request<'listEventosUsuario'>): Promise<Ok<'listEventosUsuario'>> {
      const account = await requireSelf(req, req.params.id);
      return { eventos: await events.summariesOf(await registrations.eventIds(account.id, req.query.igreja), req.query.igreja) };
    },

    async listInscricoesUsuarioEvento(req: Request<'listInscricoesUsuarioEvento'>): Promise<Ok<'listInscricoesUsuarioEvento'>> {
      const account = await requireSelf(req, req.params.id);
      return { inscricoes: await registrations.ofEvent(account.id, req.params.eventId) };
    },

    async createInscricao(req: Request<'createInscricao'>, reply: FastifyReply): Promise<Ok<'createInscricao'>> {
      const account = await requireSelf(req, req.params.id);
      const event = await sales.get(req.params.eventId, () => events.forSale(req.params.eventId));
      if (!event) throw notFound(`There is no event ${req.params.eventId} on sale.`);
      // The buyer's membership of the event's church is checked by the purchase, in the read of their data.
      const answer = await withIdempotency(
        db,
        { scope: `u:${account.id}`, key: req.headers['idempotency-key'] as string | undefined, operation: `createInscricao:${event.id}`, body: req.body },
        async (attempt) => {
          try {
            const context = { churchMethods: await churchMethods(event.church.id), attempt, ip: req.ip };
            return { status: 201, body: await checkout.purchase({ kind: 'member', id: account.id }, event, req.body, context) };
          } finally {
            reads.drop(event.church.id);
          }
        },
      );
      void reply.code(answer.status);
      return answer.body as Ok<'createInscricao'>;
    },

    async listConteudosIngresso(req: Request<'listConteudosIngresso'>): Promise<Ok<'listConteudosIngresso'>> {
      const account = await requireSelf(req, req.params.id);
      const ticket = await registrations.ticket(account.id, req.params.eventId, req.params.ticketId);
      if (!ticket) throw notFound(`The account has no ticket ${req.params.ticketId} for event ${req.params.eventId}.`);
      if (!ticket.paid) throw forbidden('The ticket opens its content once its payment is complete.');
      const event = await events.forSale(req.params.eventId);
      return { conteudos: await events.contentOf(req.params.eventId, clock(), event ? (await events.localeOf(event.church.id)).zone : 'UTC') };
    },
  };
}
