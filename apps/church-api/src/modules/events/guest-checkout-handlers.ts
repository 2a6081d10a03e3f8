import type { InscricaoCriada, operations } from '@church/contracts-events';
import type { FastifyReply } from 'fastify';
import type { Database } from '@church/api-platform/db/database';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { notFound, ProblemError } from '@church/api-platform/http/problem';
import { PRIVATE_CACHE_CONTROL } from '@church/api-platform/http/public-response';
import { isValidCpf } from '@church/api-platform/field-rules';
import type { ChurchSiteLinks } from '@church/api-platform/mail/church-site-links';
import type { MailOutbox } from '@church/api-platform/mail/outbox';
import { mailLanguageOf } from '@church/api-platform/mail/templates';
import type { RateLimiter } from '@church/api-platform/rate-limits/rate-limiter';
import type { Captcha } from '@church/api-platform/captcha/captcha';
import type { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { attemptIdOf, withIdempotency } from '@church/api-modules/payments';
import type { PaymentMethod } from '@church/api-modules/payments';
import { paymentView } from '@church/api-modules/payments';
import type { PaymentService } from '@church/api-modules/payments';
import type { EventCheckout } from './event-checkout';
import type { EventReadCache } from './event-read-cache';
import type { EventSaleCache } from './event-sale-cache';
import type { EventForSale, EventRepository } from './event-repository';
import { accessKeyHash, guestAccessKey } from './guest-order-key';
import { visitorKey } from '@church/api-modules/payments';
import { guestOrderMail } from './guest-order-mail';
import { GuestOrderRepository } from './guest-order-repository';
import type { RegistrationRepository } from './registration-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** Orders without an account from one address: a conference's lobby Wi-Fi fits, a script holding every ticket does not. */
const GUEST_ORDERS_PER_ADDRESS = { name: 'guest-order:address', max: 60, windowSeconds: 15 * 60 };
/** Orders (and so e-mails) to one e-mail address: nobody floods another person's inbox. */
const GUEST_ORDERS_PER_EMAIL = { name: 'guest-order:email', max: 10, windowSeconds: 60 * 60 };

export interface GuestCheckoutDeps {
  db: Database;
  reads: EventReadCache;
  sales: EventSaleCache;
  churchMethods: (igrejaId: number) => Promise<PaymentMethod[]>;
  events: EventRepository;
  registrations: RegistrationRepository;
  checkout: EventCheckout;
  payments: PaymentService;
  limiter: RateLimiter;
  churches: ChurchRepository;
  outbox: MailOutbox;
  siteLinks: ChurchSiteLinks;
  captcha: Captcha;
}

/** §3 "unregistered checkout": a visitor buys an event's tickets without an account and reads the order again with its access key. */
export function guestCheckoutHandlers({ db, reads, sales, churchMethods, events, registrations, checkout, payments, limiter, churches, outbox, siteLinks, captcha }: GuestCheckoutDeps) {
  const orders = new GuestOrderRepository(db);

  const openOrder = async (codigo: string, key: string) => {
    const order = await orders.open(codigo, key, new Date());
    if (!order) throw notFound(`There is no order ${codigo} for this key.`);
    return order;
  };

  const mailOrder = async (hostname: string, event: EventForSale, bought: InscricaoCriada, firstName: string, email: string, key: string) => {
    const church = await churches.findSummary('id', event.church.id);
    if (!church) return;
    const url = `${await siteLinks.siteOf(church, hostname)}/checkout/order/${encodeURIComponent(bought.pagamento.codigo)}#chave=${key}`;
    const context = { language: mailLanguageOf(church.idioma), churchName: church.nome, firstName, eventName: event.nome, tickets: bought.inscricoes.length };
    await outbox.enqueue({ igrejaId: church.id, fromName: church.nome, to: email, ...guestOrderMail(context, url) });
  };

  return {
    async createInscricaoVisitante(req: Request<'createInscricaoVisitante'>, reply: FastifyReply): Promise<Ok<'createInscricaoVisitante'>> {
      const event = await sales.get(req.params.eventId, () => events.forSale(req.params.eventId));
      if (!event) throw notFound(`There is no event ${req.params.eventId} on sale.`);
      if (!event.venda.flagInscricaoSemCadastro) {
        throw new ProblemError(403, 'Forbidden', 'This event asks its buyers to sign in.', { code: 'GUEST_CHECKOUT_CLOSED' });
      }
      const { visitante, captcha: solution, ...order } = req.body;
      if (visitante.cpf && !isValidCpf(visitante.cpf)) {
        throw new ProblemError(400, 'Bad Request', 'The CPF is not valid.', { errors: [{ field: 'body.visitante.cpf', message: 'Not a valid CPF.' }] });
      }
      const email = visitante.email.trim().toLowerCase();
      const key = visitorKey(req.headers['idempotency-key']);
      // The captcha is spent on this attempt: the attempt retried after a lost answer may show it again.
      await captcha.check(solution, { field: 'body.captcha', attempt: `g:${email}\n${key ?? ''}` });
      // The attempt is the order without its captcha: a retry with a new solution is the same attempt.
      const request = { scope: `g:${email}`, key, operation: `createInscricaoVisitante:${event.id}`, body: { visitante, ...order } };
      // The order's access key is derived from the attempt, never kept: a retry of the attempt gets it again, and only its hash is stored.
      const accessKey = await guestAccessKey(req.server.authentication, attemptIdOf(request.scope, key ?? ''));
      const answer = await withIdempotency(db, request, async (attempt) => {
        await limiter.hit(GUEST_ORDERS_PER_ADDRESS, req.ip);
        await limiter.hit(GUEST_ORDERS_PER_EMAIL, email);
        try {
          const context = { churchMethods: await churchMethods(event.church.id), attempt, ip: req.ip };
          const bought = await checkout.purchase({ kind: 'guest', visitante, accessKeyHash: accessKeyHash(accessKey) }, event, order, context);
          // The order is made: a mail that cannot be queued is logged, and the answer still goes back.
          await mailOrder(req.hostname, event, bought, visitante.nome.trim(), email, accessKey).catch((error: unknown) =>
            req.log.error({ err: error }, 'The guest order e-mail could not be queued'),
          );
          return { status: 201, body: bought };
        } finally {
          reads.drop(event.church.id);
        }
      });
      void reply.code(answer.status);
      return { ...(answer.body as InscricaoCriada), chaveAcesso: accessKey };
    },

    async getPedidoVisitante(req: Request<'getPedidoVisitante'>, reply: FastifyReply): Promise<Ok<'getPedidoVisitante'>> {
      // The access key is a credential: no cache may keep what it opened.
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      const order = await openOrder(req.params.codigo, req.headers['x-chave-acesso'] as string);
      return { pagamento: paymentView(order.payment), inscricoes: await registrations.ofPayment(order.payment.id), email: order.email };
    },

    async payPedidoVisitanteSandbox(req: Request<'payPedidoVisitanteSandbox'>): Promise<Ok<'payPedidoVisitanteSandbox'>> {
      const order = await openOrder(req.params.codigo, req.headers['x-chave-acesso'] as string);
      return { pagamento: await payments.payInSandbox(order.payment) };
    },
  };
}
