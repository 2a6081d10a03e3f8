import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethodCode, PaymentStatusKey } from './payment-types';

/**
 * The payment status page's states (§4): canceled, refunded, under review, awaiting payment, success, and
 * not approved; and disputed (the payer's bank disputed the charge and holds the money until it is decided).
 */
export type PaymentState = 'canceled' | 'refunded' | 'review' | 'awaiting' | 'success' | 'refused' | 'disputed';

const STATE_OF: Record<PaymentStatusKey, PaymentState> = {
  aprovado: 'success',
  success: 'success',
  em_analise: 'review',
  em_aberto: 'awaiting',
  pendente: 'awaiting',
  aguardando: 'awaiting',
  nao_aprovado: 'refused',
  cancelado: 'canceled',
  estornado: 'refunded',
  contestado: 'disputed',
};

export const paymentStateOf = (status: PaymentStatusKey): PaymentState => STATE_OF[status];

export const PAYMENT_STATE_TITLES: Record<PaymentState, MessageDescriptor> = {
  success: msg`Payment confirmed`,
  review: msg`Payment under review`,
  awaiting: msg`Awaiting payment`,
  refused: msg`Payment not approved`,
  canceled: msg`Payment canceled`,
  refunded: msg`Payment refunded`,
  disputed: msg`Payment disputed`,
};

/** Whether the status may still change by itself (so the screen keeps asking). */
export const isSettling = (status: PaymentStatusKey) => status === 'em_analise' || status === 'pendente' || status === 'em_aberto';

export const METHOD_LABELS: Record<PaymentMethodCode, MessageDescriptor> = {
  CARTAO_CREDITO: msg`Credit card`,
  PIX: msg`Pix`,
  BOLETO: msg`Bank slip`,
  DINHEIRO: msg`Cash at the church`,
  CARTEIRA_DIGITAL: msg`Digital wallet`,
  ACH: msg`Bank debit (ACH)`,
  GRATUITO: msg`Free`,
};
