import { useMutation } from '@tanstack/react-query';
import type { CartaoInput, paths } from '@church/contracts-payments';
import { moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { CardFields } from '@church/payment-ui';

/** Tokenises a card with the church's gateway: the card's number and CVV go nowhere else. */
export function useCardToken() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async (card: CartaoInput) => unwrap(api.POST('/general/payment/church/{id}/card/token', { params: { path: { id: church.id } }, body: card })),
  });
}

/** A card as typed, as the card-token call takes it. */
export function cardInputOf(card: CardFields): CartaoInput {
  return { numero: card.numero.trim(), titular: card.titular.trim(), validade: card.validade.trim(), cvv: card.cvv.trim() };
}
