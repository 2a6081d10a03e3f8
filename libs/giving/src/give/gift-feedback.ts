import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What the donor reads for each refusal code of a gift (§8, §9); any other is an unknown payment error. */
const FEEDBACK: Record<string, MessageDescriptor> = {
  DOACAO_NAO_ACEITA: msg`This church is not accepting online donations.`,
  DOACAO_SEM_MOTIVOS: msg`There are no giving options at the moment.`,
  DOACAO_MOTIVO_INVALIDO: msg`A giving option is no longer available. Choose again.`,
  DOACAO_VALOR_MINIMO: msg`An amount is below the minimum.`,
  DOACAO_CARTEIRA_MAXIMO: msg`The digital wallet takes at most R$ 4.999,99 per donation.`,
  DOACAO_VALOR_MAXIMO: msg`The total is above the largest amount one donation can carry.`,
  DOACAO_RECORRENCIA_UM_MOTIVO: msg`A recurring donation goes to one giving option only.`,
  DOACAO_RECORRENCIA_NAO_PERMITIDA: msg`This giving option does not take recurring donations.`,
  DOACAO_RECORRENCIA_CARTAO: msg`A recurring donation is charged to a card.`,
  DOACAO_RECORRENCIA_CONTA: msg`Sign in to give every month.`,
  DOACAO_TOTAL_ALTERADO: msg`The total was updated. Check it and confirm again.`,
  EVT_REG_010: msg`This payment method is unavailable. Choose another.`,
  EVT_REG_026: msg`A CPF is needed to pay by Pix or bank slip.`,
  CARD_INVALID: msg`Some card information is incorrect. Please check it.`,
};

const UNKNOWN = msg`The payment could not be completed. Please try again.`;

export function giftFeedback(code: string | undefined): MessageDescriptor {
  return (code ? FEEDBACK[code] : undefined) ?? UNKNOWN;
}
