/**
 * The payment shapes these components show, as the API's payments contract has them (a payment, a
 * method, a status). Written out here because a UI library depends on no contract; the contract's
 * types fit them.
 */
export type PaymentMethodCode = 'CARTAO_CREDITO' | 'PIX' | 'BOLETO' | 'DINHEIRO' | 'CARTEIRA_DIGITAL' | 'ACH' | 'GRATUITO';

export type PaymentStatusKey = 'aprovado' | 'success' | 'em_aberto' | 'em_analise' | 'pendente' | 'aguardando' | 'nao_aprovado' | 'cancelado' | 'estornado' | 'contestado';

export interface PaymentToShow {
  codigo: string;
  metodo: PaymentMethodCode;
  status: PaymentStatusKey;
  valor: number;
  total: number;
  moeda: string;
  parcelas: number;
  descricao?: string | null;
  pix?: { copiaECola: string; expiraEm: string; qrCode?: string } | null;
  boleto?: { linhaDigitavel: string; vencimento: string } | null;
  dinheiro?: { pagarAte: string } | null;
  /** While unpaid, until when what it pays for is held; unpaid by then, the order is cancelled (its tickets go back on sale). */
  reservaAte?: string | null;
  /** How much of `total` was refunded: 0, part of it (the payment stays paid), or all of it (estornado). */
  valorEstornado?: number;
  /** Who made it (`sandbox`, `stripe`, `mercadopago`): only the sandbox's own Pix or slip can be marked paid here. */
  provedor?: string | null;
}

/** §3 "unregisteredUserData": a visitor who pays without an account. */
export interface VisitorDetails {
  nome: string;
  sobrenome: string;
  email: string;
  telefone?: string;
  cpf?: string;
  /** Where the visitor lives (ISO 3166-1 alpha-2): Pix and bank slips are for payers in Brazil. */
  pais?: string;
}
