import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What the member reads for each refusal of a subscription (createUsuarioPlanoAssinatura); any other is an unknown payment error. */
const FEEDBACK: Record<string, MessageDescriptor> = {
  PLANO_NAO_ENCONTRADO: msg`This plan is no longer on offer.`,
  ASSINATURA_EXISTENTE: msg`You already have a subscription here.`,
  CUPOM_INVALIDO: msg`This coupon does not apply.`,
  ASSINATURA_TOTAL_ALTERADO: msg`The price was updated. Check it and confirm again.`,
  ASSINATURA_TESTE_USADO: msg`Your free trial was already taken. Check the price and confirm again.`,
  ASSINATURA_METODO_INVALIDO: msg`This payment method is unavailable. Choose another.`,
  EVT_REG_010: msg`This payment method is unavailable. Choose another.`,
  EVT_REG_026: msg`A CPF in your account is needed to pay by Pix or bank slip.`,
  CARD_INVALID: msg`Some card information is incorrect. Please check it.`,
};

const UNKNOWN = msg`The payment could not be completed. Please try again.`;

export function subscriptionFeedback(code: string | undefined): MessageDescriptor {
  return (code ? FEEDBACK[code] : undefined) ?? UNKNOWN;
}
