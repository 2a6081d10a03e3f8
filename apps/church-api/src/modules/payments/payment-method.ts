import type { components } from '@church/contracts-payments';

export type PaymentMethod = components['schemas']['MetodoPagamentoCodigo'];
export type PaymentStatus = components['schemas']['StatusPagamento'];

/** Statuses under which what was bought stays the buyer's (paid, disputed, or on its way to being paid). */
export const HOLDING_STATUSES: readonly PaymentStatus[] = ['aprovado', 'success', 'contestado', 'em_aberto', 'em_analise', 'pendente', 'aguardando'];

/** Statuses after which what was bought goes back on sale. */
export const RELEASING_STATUSES: readonly PaymentStatus[] = ['nao_aprovado', 'cancelado', 'estornado'];

/** Paid for good. */
export const PAID_STATUSES: readonly PaymentStatus[] = ['aprovado', 'success'];

/**
 * Paid, including a charge whose payer's bank disputed it (contestado: the bank holds the money until
 * the dispute closes): what it bought stays valid (a ticket opens the door) until the dispute is lost.
 */
export const CHARGED_STATUSES: readonly PaymentStatus[] = [...PAID_STATUSES, 'contestado'];

/** Pix and bank slips are Brazilian: offered only to churches paid in reais (§5, §9). */
export const BRAZIL_ONLY_METHODS: readonly PaymentMethod[] = ['PIX', 'BOLETO'];

/** Whether a payer's country (ISO 3166-1 alpha-2) takes Pix and bank slips (§5: addresses in Brazil); unsaid is Brazil. */
export const livesInBrazil = (country: string | null | undefined): boolean => !country || country === 'BR';

/** Why Pix or a bank slip was refused to a payer who lives abroad. */
export const PAID_IN_BRAZIL_ONLY = 'Pix and bank slips are for payers who live in Brazil.';
