import type { CartaoSalvo } from '@church/contracts-payments';
import type { UsuarioPlanoAssinatura } from '@church/contracts-play';
import { savedCardsList, storyCard } from '@church/payments/mocks';
import { neverAnswer, problem, serverError } from '@church/testing/mock-api';
import { playApi } from './play-api';

/** A second saved card, to change a subscription's card to. */
export const storySecondCard: CartaoSalvo = { id: 62, idGatewayPagamento: 1, bandeira: 'mastercard', ultimosDigitos: '4444', validade: '08/31' };

/** A member's subscription as the contract has it: a monthly plan paid by card, running, unless `overrides` say otherwise. */
export const storySubscription = (overrides: Partial<UsuarioPlanoAssinatura> = {}): UsuarioPlanoAssinatura => ({
  id: 41,
  plano: { id: 1, codigo: 'MONTHLY', nome: 'Monthly', periodicidade: 'mensal' },
  valor: 999,
  taxa: 0,
  taxaAdesao: 0,
  moeda: 'USD',
  dataAssinatura: '2026-09-14T15:00:00.000Z',
  status: { situacao: 'ativo' },
  fimPeriodo: '2026-12-14T15:00:00.000Z',
  proximaCobranca: '2026-12-14T15:00:00.000Z',
  dataCancelamento: null,
  metodo: 'CARTAO_CREDITO',
  periodoTeste: false,
  cupom: null,
  ...overrides,
});

/** What the stories' screen sent: the subscriptions cancelled and the cards chosen, in order. */
export interface SentSubscriptionChanges {
  cancelled: number[];
  cards: { assinatura: number; idCartaoSalvo: number }[];
}

export interface MySubscriptionsOptions {
  /** What the screen sent, for a story's assertions. */
  sent?: SentSubscriptionChanges;
  /** The member's saved cards at the church (none: the screen links to adding one). */
  cards?: CartaoSalvo[];
  /** Saved cards the server no longer takes (removed in another tab): choosing one is refused with 422 `CARD_INVALID`. */
  unusableCards?: number[];
  /** The subscription ended meanwhile (its grace ran out in the renewals job): cancelling it is refused with 409 `ASSINATURA_ENCERRADA`. */
  endedMeanwhile?: boolean;
}

const RENEWING: readonly UsuarioPlanoAssinatura['status']['situacao'][] = ['ativo', 'inadimplente'];

/**
 * The member's subscriptions as one store the story changes, as the server does: `GET` answers them,
 * cancelling stops one that renews (one cancelled is answered as it is, another 409), changing the card
 * pays one that renews by that card (a card not the member's is 422 `CARD_INVALID`, one not renewing 409);
 * with the member's saved cards.
 */
export function mySubscriptions(initial: UsuarioPlanoAssinatura[] = [storySubscription()], options: MySubscriptionsOptions = {}) {
  const { sent = { cancelled: [], cards: [] }, cards = [storyCard, storySecondCard], endedMeanwhile = false, unusableCards = [] } = options;
  const subscriptions = initial.map((one) => ({ ...one }));
  const ended = () => problem(409, { title: 'Conflict', code: 'ASSINATURA_ENCERRADA', detail: 'This subscription has ended or was never paid: there is nothing to cancel.' });
  return [
    playApi.get('/usuario/{id}/usuario-plano-assinatura/', ({ response }) => response(200).json({ usuarioPlanoAssinaturas: subscriptions.map((one) => ({ ...one })) })),
    playApi.post('/usuario/{id}/usuario-plano-assinatura/{assinatura}/cancelamento/', ({ params, response }) => {
      const id = Number(params.assinatura);
      sent.cancelled.push(id);
      const index = subscriptions.findIndex((one) => one.id === id);
      const subscription = subscriptions[index];
      if (!subscription) return response(404).json(problem(404, { code: 'ASSINATURA_NAO_ENCONTRADA' }));
      if (endedMeanwhile) {
        subscriptions[index] = { ...subscription, status: { situacao: 'encerrado' }, proximaCobranca: null };
        return response(409).json(ended());
      }
      if (RENEWING.includes(subscription.status.situacao)) {
        subscriptions[index] = { ...subscription, status: { situacao: 'cancelado' }, proximaCobranca: null, dataCancelamento: '2026-11-28T12:00:00.000Z' };
      } else if (subscription.status.situacao !== 'cancelado') {
        return response(409).json(ended());
      }
      return response(200).json({ usuarioPlanoAssinatura: subscriptions[index] ?? subscription });
    }),
    playApi.put('/usuario/{id}/usuario-plano-assinatura/{assinatura}/cartao/', async ({ params, request, response }) => {
      const id = Number(params.assinatura);
      const { idCartaoSalvo } = await request.json();
      sent.cards.push({ assinatura: id, idCartaoSalvo });
      if (!cards.some((card) => card.id === idCartaoSalvo) || unusableCards.includes(idCartaoSalvo)) {
        return response(422).json(
          problem(422, { title: 'Unprocessable Content', code: 'CARD_INVALID', errors: [{ field: 'body.idCartaoSalvo', message: 'Unknown card.' }] }),
        );
      }
      const index = subscriptions.findIndex((one) => one.id === id);
      const subscription = subscriptions[index];
      if (!subscription) return response(404).json(problem(404, { code: 'ASSINATURA_NAO_ENCONTRADA' }));
      if (!RENEWING.includes(subscription.status.situacao)) {
        return response(409).json(problem(409, { title: 'Conflict', code: 'ASSINATURA_ENCERRADA' }));
      }
      subscriptions[index] = { ...subscription, metodo: 'CARTAO_CREDITO' };
      return response(200).json({ usuarioPlanoAssinatura: subscriptions[index] ?? subscription });
    }),
    savedCardsList(cards),
  ];
}
export const mySubscriptionsLoading = () => playApi.get('/usuario/{id}/usuario-plano-assinatura/', neverAnswer);
export const mySubscriptionsFailing = () => playApi.get('/usuario/{id}/usuario-plano-assinatura/', serverError);
/** The list fails once (the server is down), then answers `subscriptions`: a retry gets them. */
export const mySubscriptionsFailingOnce = (subscriptions: UsuarioPlanoAssinatura[] = [storySubscription()]) => {
  let calls = 0;
  return playApi.get('/usuario/{id}/usuario-plano-assinatura/', (resolver) =>
    calls++ === 0 ? serverError(resolver) : resolver.response(200).json({ usuarioPlanoAssinaturas: subscriptions }),
  );
};
