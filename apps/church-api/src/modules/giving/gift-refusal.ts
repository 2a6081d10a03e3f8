import { ProblemError } from '@church/api-platform/http/problem';

/** Why a gift is refused, by code (422 problem+json, `code`). */
export const GIFT_REFUSALS = {
  DOACAO_NAO_ACEITA: 'This church does not take gifts online.',
  DOACAO_SEM_MOTIVOS: 'This church has no giving options.',
  DOACAO_MOTIVO_INVALIDO: 'This giving reason is not offered.',
  DOACAO_VALOR_MINIMO: 'The amount is below the minimum.',
  DOACAO_CARTEIRA_MAXIMO: 'The instant wallet takes at most R$ 4.999,99 per gift.',
  DOACAO_VALOR_MAXIMO: 'The total is above the largest amount one payment can carry.',
  DOACAO_RECORRENCIA_UM_MOTIVO: 'A recurring gift goes to one giving reason only.',
  DOACAO_RECORRENCIA_NAO_PERMITIDA: 'This giving reason does not take recurring gifts.',
  DOACAO_RECORRENCIA_CARTAO: 'A recurring gift is charged to a card, or paid by Pix where the church takes it.',
  DOACAO_RECORRENCIA_CONTA: 'A recurring gift needs an account.',
  DOACAO_TOTAL_ALTERADO: 'The total amount changed.',
  DOACAO_RECORRENTE_SEM_CARTAO: 'This recurring gift has no card: choose one of your saved cards.',
  EVT_REG_010: 'This payment method is unavailable.',
  EVT_REG_026: 'Personal information this payment needs is missing.',
} as const;

export type GiftRefusalCode = keyof typeof GIFT_REFUSALS;

export function giftRefusal(code: GiftRefusalCode, field: string, detail: string = GIFT_REFUSALS[code]): ProblemError {
  return new ProblemError(422, GIFT_REFUSALS[code], detail, { code, errors: [{ field, message: detail }] });
}
