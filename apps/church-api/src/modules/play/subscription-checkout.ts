import { and, eq, or } from 'drizzle-orm';
import type { AssinaturaCriada, AssinaturaInput, CotacaoAssinatura, PlanoAssinatura } from '@church/contracts-play';
import type { Pagamento } from '@church/contracts-payments';
import type { Database } from '@church/api-platform/db/database';
import { uniqueViolationOf } from '@church/api-platform/db/unique-violation';
import { ProblemError } from '@church/api-platform/http/problem';
import { pais, usuario } from '@church/api-platform/identity/identity-tables';
import { type Attempt, BRAZIL_ONLY_METHODS, type ChargeRequest, livesInBrazil, newPaymentCode, PAID_IN_BRAZIL_ONLY, type PaymentMethod, type PaymentRow, type PaymentService, paymentView } from '@church/api-modules/payments';
import type { PlayRepository } from './play-repository';
import { type Discount, periodCharge } from './subscription-price';
import type { SubscriptionRepository } from './subscription-repository';
import { planoAssinaturaCupom, usuarioPlanoAssinatura, usuarioPlanoAssinaturaCobranca } from './schema';

const DAY_MS = 86_400_000;
/** How a subscription's periods may be paid: one installment each, by card (saved for the renewals), Pix or slip. */
export const SUBSCRIPTION_METHODS = ['CARTAO_CREDITO', 'PIX', 'BOLETO'] as const satisfies readonly PaymentMethod[];
type SubscriptionMethod = (typeof SUBSCRIPTION_METHODS)[number];

/** The church as a subscription needs it. */
export interface SubscribingChurch {
  id: number;
  nome: string;
  cidade: string;
  moeda: string;
  /** The methods the church takes (its tenant data's). */
  metodos: readonly PaymentMethod[];
}

/** The member as the subscription and the gateway name them. */
interface Subscriber {
  id: number;
  name: string;
  email: string | null;
  cpf: string | null;
  country: string | null;
}

interface Coupon extends Discount {
  id: number;
  codigo: string;
}

export function subscriptionRefusal(status: 404 | 409 | 422, code: string, field: string, detail: string): ProblemError {
  const title = status === 404 ? 'Not Found' : status === 409 ? 'Conflict' : 'Unprocessable Content';
  return new ProblemError(status, title, detail, { code, errors: [{ field, message: detail }] });
}

/**
 * Subscribing to a plan (§7 `POST /usuario-plano-assinatura/`): every rule checked on the server with
 * the plan's own figures, the subscription and its first payment made in one transaction, then the
 * payment charged through the payment core. The trigger on `pagamento` settles the subscription when
 * the payment is paid or refused, whichever way its answer comes.
 */
export class SubscriptionCheckout {
  constructor(
    private readonly db: Database,
    private readonly area: PlayRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly payments: PaymentService,
    private readonly clock: () => Date,
  ) {}

  /** What subscribing costs the member today and later, and whether they get the free trial. */
  async quote(church: SubscribingChurch, usuarioId: number, planId: number, couponCode: string | undefined): Promise<CotacaoAssinatura> {
    const { plan, coupon, member, trial, first } = await this.termsOf(church, usuarioId, planId, couponCode, { plan: 'query.plano', coupon: 'query.cupom' });
    const now = this.clock();
    const firstDate = trial.granted ? new Date(now.getTime() + plan.diasTeste * DAY_MS) : now;
    return {
      plano: plan,
      periodoTeste: trial.granted,
      testeExigeCpf: trial.needsCpf,
      diasTeste: plan.diasTeste,
      cupom: coupon ? { codigo: coupon.codigo, percentual: coupon.percentual, periodos: coupon.periodos } : null,
      totalHoje: trial.granted ? 0 : first.total,
      primeiraCobranca: { data: firstDate.toISOString(), ...first },
      renovacao: { data: firstDate.toISOString(), ...periodCharge(plan, null, 2) },
      moeda: church.moeda,
      metodosPagamento: this.methodsFor(church, member),
    };
  }

  /** The plan, the coupon, the member and their trial, and the first period's charge: what a quote shows and a subscription is made of. */
  private async termsOf(church: SubscribingChurch, usuarioId: number, planId: number, couponCode: string | undefined, fields: { plan: string; coupon: string }) {
    const plan = await this.planOf(church.id, planId, fields.plan);
    const coupon = couponCode === undefined ? null : await this.couponOf(church.id, couponCode, fields.coupon);
    const member = await this.subscriberOf(usuarioId);
    const trial = await this.trialOf(church, plan, member);
    return { plan, coupon, member, trial, first: periodCharge(plan, coupon, 1) };
  }

  /**
   * Subscribes the member and charges the first period (nothing during a trial). An attempt a failed
   * request began is resumed: the subscription it made is answered, its payment asked of the gateway
   * before it is ever charged again, never made twice.
   */
  async subscribe(church: SubscribingChurch, usuarioId: number, input: AssinaturaInput, attempt: Attempt, ip: string | null): Promise<AssinaturaCriada> {
    if (attempt.resumed) {
      const made = await this.resume(church, usuarioId, input, attempt);
      if (made) return made;
    }
    const { plan, coupon, member, trial, first } = await this.termsOf(church, usuarioId, input.idPlano, input.cupom, { plan: 'body.idPlano', coupon: 'body.cupom' });
    if (await this.subscriptions.hasOpen(church.id, usuarioId)) throw alreadySubscribed();
    const method = this.methodOf(church, member, input);
    const totalHoje = trial.granted ? 0 : first.total;
    if (input.totalEsperado !== totalHoje) {
      throw subscriptionRefusal(422, 'ASSINATURA_TOTAL_ALTERADO', 'body.totalEsperado', `What is charged today is ${totalHoje}: ask for a new quote.`);
    }
    const card = await this.cardOf(church, member, input);
    const now = this.clock();
    const trialEnd = new Date(now.getTime() + plan.diasTeste * DAY_MS);
    const made = await this.db
      .transaction(async (tx) => {
        const [subscription] = await tx
          .insert(usuarioPlanoAssinatura)
          .values({
            igrejaId: church.id,
            usuarioId,
            planoId: plan.id,
            situacao: trial.granted ? 'ativo' : 'pendente',
            valor: plan.valor,
            taxa: plan.taxa,
            taxaAdesao: plan.taxaAdesao,
            dataAssinatura: now,
            // Until the first payment is paid the period is empty (the trigger sets it then).
            fimPeriodo: trial.granted ? trialEnd : now,
            dataInicio: trial.granted ? now : null,
            proximaCobranca: trial.granted ? trialEnd : null,
            metodo: method,
            cartaoId: card?.savedId ?? null,
            teste: trial.granted,
            cpfTeste: trial.granted && isBrazilian(church) ? member.cpf : null,
            cupomId: coupon?.id ?? null,
            percentualDesconto: coupon?.percentual ?? 0,
            periodosDesconto: coupon?.periodos ?? 0,
            chaveTentativa: attempt.id,
          })
          .returning({ id: usuarioPlanoAssinatura.id });
        if (!subscription) throw new Error('The subscription was not created.');
        if (trial.granted) return { subscriptionId: subscription.id, payment: undefined };
        const payment = await this.payments.payments.create(tx, {
          codigo: newPaymentCode(),
          igrejaId: church.id,
          usuarioId,
          origem: 'ASSINATURA',
          descricao: plan.nome,
          idEvento: null,
          metodo: method,
          idGateway: null,
          moeda: church.moeda,
          valor: first.valor - first.desconto + first.taxaAdesao,
          taxa: first.taxa,
          juros: 0,
          total: first.total,
          parcelas: 1,
          status: 'em_aberto',
          dinheiroPagarAte: null,
          chaveIdempotencia: attempt.id,
          enderecoIp: ip,
        });
        await tx.insert(usuarioPlanoAssinaturaCobranca).values({ assinaturaId: subscription.id, ciclo: 1, tentativa: 1, pagamentoId: payment.id });
        return { subscriptionId: subscription.id, payment };
      })
      .catch((error: unknown) => {
        throw refusalOfConstraint(uniqueViolationOf(error)) ?? error;
      });
    const pagamento = made.payment ? await this.payments.charge(made.payment, this.chargeRequest(church, member, made.payment, card?.token)) : null;
    return this.answer(church.id, usuarioId, made.subscriptionId, pagamento);
  }

  /** The subscription an earlier request of this attempt made, with its payment finished (or as it stands); undefined when it made none. */
  private async resume(church: SubscribingChurch, usuarioId: number, input: AssinaturaInput, attempt: Attempt): Promise<AssinaturaCriada | undefined> {
    const [subscription] = await this.db
      .select({ id: usuarioPlanoAssinatura.id, cartaoId: usuarioPlanoAssinatura.cartaoId })
      .from(usuarioPlanoAssinatura)
      .where(and(eq(usuarioPlanoAssinatura.chaveTentativa, attempt.id), eq(usuarioPlanoAssinatura.usuarioId, usuarioId), eq(usuarioPlanoAssinatura.igrejaId, church.id)));
    if (!subscription) return undefined;
    const payment = await this.payments.paymentOfAttempt(attempt.id);
    if (!payment) return this.answer(church.id, usuarioId, subscription.id, null);
    const member = await this.subscriberOf(usuarioId);
    const token = subscription.cartaoId && input.pagamento.metodo === 'CARTAO_CREDITO' ? await this.payments.cards.tokenOf(usuarioId, church.id, subscription.cartaoId) : undefined;
    const pagamento = payment.status === 'em_aberto' ? await this.payments.resume(payment, this.chargeRequest(church, member, payment, token)) : paymentView(payment, { qrCodes: true });
    return this.answer(church.id, usuarioId, subscription.id, pagamento);
  }

  private async answer(igrejaId: number, usuarioId: number, subscriptionId: number, pagamento: Pagamento | null): Promise<AssinaturaCriada> {
    const usuarioPlanoAssinatura = await this.subscriptions.byId(igrejaId, usuarioId, subscriptionId);
    if (!usuarioPlanoAssinatura) throw new Error(`Subscription ${subscriptionId} is gone.`);
    return pagamento ? { usuarioPlanoAssinatura, pagamento } : { usuarioPlanoAssinatura };
  }

  private chargeRequest(church: SubscribingChurch, member: Subscriber, payment: PaymentRow, cardToken: string | undefined): ChargeRequest {
    return {
      codigo: payment.codigo,
      igrejaId: church.id,
      igrejaNome: church.nome,
      igrejaCidade: church.cidade,
      metodo: payment.metodo as PaymentMethod,
      total: payment.total,
      moeda: payment.moeda,
      parcelas: 1,
      descricao: payment.descricao ?? '',
      cardToken,
      documento: member.cpf ?? undefined,
      pagador: member.name,
      email: member.email ?? undefined,
      // The card is charged again each period without the member: it is set up with the provider for that.
      salvarCartao: payment.metodo === 'CARTAO_CREDITO',
    };
  }

  private async planOf(igrejaId: number, planId: number, field: string): Promise<PlanoAssinatura> {
    const plan = (await this.area.plans(igrejaId)).find((candidate) => candidate.id === planId);
    if (!plan) throw subscriptionRefusal(404, 'PLANO_NAO_ENCONTRADO', field, `This church offers no plan ${planId}.`);
    return plan;
  }

  private async couponOf(igrejaId: number, code: string, field: string): Promise<Coupon> {
    const [coupon] = await this.db
      .select({ id: planoAssinaturaCupom.id, codigo: planoAssinaturaCupom.codigo, percentual: planoAssinaturaCupom.percentual, periodos: planoAssinaturaCupom.periodos, validoAte: planoAssinaturaCupom.validoAte })
      .from(planoAssinaturaCupom)
      .where(and(eq(planoAssinaturaCupom.igrejaId, igrejaId), eq(planoAssinaturaCupom.codigo, code.toUpperCase()), eq(planoAssinaturaCupom.ativo, true)));
    if (!coupon || (coupon.validoAte && coupon.validoAte <= this.clock())) throw subscriptionRefusal(422, 'CUPOM_INVALIDO', field, 'This coupon is not valid here.');
    return coupon;
  }

  private async subscriberOf(usuarioId: number): Promise<Subscriber> {
    const [row] = await this.db
      .select({ nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email, cpf: usuario.cpf, country: pais.sigla })
      .from(usuario)
      .leftJoin(pais, eq(pais.id, usuario.paisId))
      .where(eq(usuario.id, usuarioId));
    return { id: usuarioId, name: row ? `${row.nome} ${row.sobrenome}`.trim() : '', email: row?.email ?? null, cpf: row?.cpf ?? null, country: row?.country ?? null };
  }

  /**
   * The free trial, once per person: per account, and at a Brazilian church per CPF too (a member with
   * no CPF there gets none: `needsCpf`). The unique indexes hold it under concurrent requests.
   */
  private async trialOf(church: SubscribingChurch, plan: PlanoAssinatura, member: Subscriber): Promise<{ granted: boolean; needsCpf: boolean }> {
    if (plan.diasTeste === 0) return { granted: false, needsCpf: false };
    const brazilian = isBrazilian(church);
    const byAccount = eq(usuarioPlanoAssinatura.usuarioId, member.id);
    const taken = brazilian && member.cpf ? or(byAccount, eq(usuarioPlanoAssinatura.cpfTeste, member.cpf)) : byAccount;
    const [used] = await this.db
      .select({ id: usuarioPlanoAssinatura.id })
      .from(usuarioPlanoAssinatura)
      .where(and(eq(usuarioPlanoAssinatura.igrejaId, church.id), eq(usuarioPlanoAssinatura.teste, true), taken))
      .limit(1);
    if (used) return { granted: false, needsCpf: false };
    if (brazilian && !member.cpf) return { granted: false, needsCpf: true };
    return { granted: true, needsCpf: false };
  }

  /** The methods this member may pay a subscription by here: the church's card, Pix and slip, the last two for a payer in Brazil. */
  private methodsFor(church: SubscribingChurch, member: Subscriber): SubscriptionMethod[] {
    return SUBSCRIPTION_METHODS.filter((method) => church.metodos.includes(method) && (!BRAZIL_ONLY_METHODS.includes(method) || livesInBrazil(member.country)));
  }

  private methodOf(church: SubscribingChurch, member: Subscriber, input: AssinaturaInput): SubscriptionMethod {
    const method = SUBSCRIPTION_METHODS.find((candidate) => candidate === input.pagamento.metodo);
    if (!method || !church.metodos.includes(method)) {
      throw subscriptionRefusal(422, 'ASSINATURA_METODO_INVALIDO', 'body.pagamento.metodo', 'A subscription is paid by card, Pix or bank slip, as the church takes them.');
    }
    if ((input.pagamento.parcelas ?? 1) !== 1) throw subscriptionRefusal(422, 'ASSINATURA_METODO_INVALIDO', 'body.pagamento.parcelas', 'Each period is paid in one installment.');
    if (BRAZIL_ONLY_METHODS.includes(method) && !livesInBrazil(member.country)) throw subscriptionRefusal(422, 'EVT_REG_010', 'idPais', PAID_IN_BRAZIL_ONLY);
    if (BRAZIL_ONLY_METHODS.includes(method) && !member.cpf) throw subscriptionRefusal(422, 'EVT_REG_026', 'cpf', 'A CPF is required to pay by Pix or bank slip.');
    return method;
  }

  /** A card subscription's card, saved for the renewals: a new token, or one of the member's saved cards. */
  private async cardOf(church: SubscribingChurch, member: Subscriber, input: AssinaturaInput): Promise<{ token: string; savedId: number } | undefined> {
    if (input.pagamento.metodo !== 'CARTAO_CREDITO') return undefined;
    const card = input.pagamento.cartao;
    if (!card || Boolean(card.token) === Boolean(card.idCartaoSalvo)) {
      throw new ProblemError(400, 'Bad Request', 'A tokenised card or a saved card (one of the two) is required.', {
        errors: [{ field: 'body.pagamento.cartao', message: 'A tokenised card or a saved card (one of the two) is required.' }],
      });
    }
    if (card.token) {
      await this.payments.checkCardToken(church.id, card.token, 'body.pagamento.cartao.token');
      const saved = await this.payments.saveCard(member.id, church.id, card.token);
      if (!saved) throw cardInvalid('body.pagamento.cartao.token');
      return { token: card.token, savedId: saved.id };
    }
    const token = card.idCartaoSalvo ? await this.payments.cards.tokenOf(member.id, church.id, card.idCartaoSalvo) : undefined;
    if (!token || !card.idCartaoSalvo) throw cardInvalid('body.pagamento.cartao.idCartaoSalvo');
    return { token, savedId: card.idCartaoSalvo };
  }
}

/** A church paid in reais: its trials are once per CPF. */
function isBrazilian(church: SubscribingChurch): boolean {
  return church.moeda === 'BRL';
}

/** The refusal a unique index of the subscriptions gives under concurrent requests. */
function refusalOfConstraint(constraint: string | null): ProblemError | undefined {
  if (constraint === 'usuario_plano_assinatura_uma_aberta') return alreadySubscribed();
  if (constraint === 'usuario_plano_assinatura_teste_conta' || constraint === 'usuario_plano_assinatura_teste_cpf') {
    return subscriptionRefusal(422, 'ASSINATURA_TESTE_USADO', 'body.totalEsperado', 'Your free trial was already taken: ask for a new quote.');
  }
  return undefined;
}

function alreadySubscribed(): ProblemError {
  return subscriptionRefusal(409, 'ASSINATURA_EXISTENTE', 'body.idPlano', 'You already have a subscription here that is running or waiting for its payment.');
}

function cardInvalid(field: string): ProblemError {
  return new ProblemError(422, 'Unprocessable Content', 'The card is not one of this church.', { code: 'CARD_INVALID', errors: [{ field, message: 'Unknown card.' }] });
}
