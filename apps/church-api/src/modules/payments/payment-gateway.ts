import type { PaymentMethod, PaymentStatus } from './payment-method';

/** A card as the buyer typed it: it goes to the gateway and nowhere else. */
export interface CardDetails {
  numero: string;
  titular: string;
  validade: string;
  cvv: string;
}

/** What a tokenised card may be known by. */
export interface CardToken {
  token: string;
  bandeira: string;
  ultimosDigitos: string;
  validade: string;
  idGatewayPagamento: number;
}

export interface AchAccount {
  numeroConta: string;
  numeroRoteamento: string;
  tipoConta: 'checking' | 'savings';
  titular: string;
}

/** One charge: the payment's code and total, how it is paid, and who pays. */
export interface ChargeRequest {
  codigo: string;
  igrejaId: number;
  igrejaNome: string;
  igrejaCidade: string;
  metodo: PaymentMethod;
  total: number;
  moeda: string;
  parcelas: number;
  descricao: string;
  cardToken?: string;
  ach?: AchAccount;
  /** Cash: paid at the church by this moment. */
  cashDueBy?: Date;
  /** Who pays, for the providers that ask (a bank slip's CPF, name, e-mail and address). */
  documento?: string;
  pagador?: string;
  email?: string;
  endereco?: PayerAddress;
  /** The buyer's connection: an ACH debit's mandate records it as accepted online (without it, as accepted offline). */
  cliente?: { ip: string; userAgent: string };
  /** The buyer keeps this card (saved, or for a recurring gift's later cycles): the provider sets it up to be charged again. */
  salvarCartao?: boolean;
  /** A recurring gift's later cycle, charged with nobody at the checkout: a card that asks for 3DS is refused instead. */
  recorrente?: boolean;
}

/** Where a payer lives (a Brazilian bank slip carries it). */
export interface PayerAddress {
  logradouro: string;
  cidade: string;
  /** The state's two letters (SP, RJ, ...). */
  estado: string;
  cep: string;
}

/** What the gateway answered: the status (§4's keys) and what the buyer needs to pay. */
export interface ChargeResult {
  status: PaymentStatus;
  referencia: string;
  /** Which provider made the charge (`sandbox`, `stripe`): its events and controls act only on it. */
  gateway: string;
  pix?: { copiaECola: string; expiraEm: Date };
  boleto?: { linhaDigitavel: string; vencimento: string };
  /**
   * The issuer wants a 3DS challenge: the buyer answers it at `url`, the server knows it by `tokenHash`.
   * An empty `tokenHash` is a challenge run on the provider's own page: no answer is taken here (its
   * webhook tells the outcome), and one left unanswered is still refused after 30 minutes.
   */
  desafio?: { url: string; tokenHash: string };
}

/** A card refused when tokenised (§5 "card information is incorrect"). */
export class CardRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CardRefusedError';
  }
}

/** A charge a provider made, as refunds and cancellations name it. */
export interface MadeCharge {
  codigo: string;
  referencia: string;
  igrejaId: number;
  metodo: PaymentMethod;
  total: number;
  /** The provider that made it. */
  gateway: string;
}

/** A payment provider (gateway ids of §3: 1, 4, 5, 8) behind one interface. */
export interface PaymentGateway {
  /** Tokenises a card; throws CardRefusedError for a card it refuses. */
  tokeniseCard(igrejaId: number, card: CardDetails): Promise<CardToken>;
  /** What a token of this church's gateway names (to save the card), or undefined for an unknown one. */
  describeCard(igrejaId: number, token: string): Promise<CardToken | undefined>;
  /** Whether a card token is one the provider that charges cards now made (a token of another provider is refused). */
  acceptsCardToken(token: string): boolean;
  /**
   * Starts the charge, once per payment code (the code is the provider's idempotency key: the same code
   * again answers the first charge). Throws when the answer is not known (the provider could not be
   * reached, or its answer was lost): the charge may or may not have been made.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The charge the provider made for the request's payment code, as it stands now, or undefined when it made none. */
  find(request: ChargeRequest): Promise<ChargeResult | undefined>;
  /** Refunds a charge the provider made, in full (once per payment code, however often asked). */
  refund(charge: MadeCharge): Promise<void>;
  /**
   * Cancels a charge still waiting for the payer (a Pix, slip or hold that ended), so it can no longer
   * be paid. Returns the charge when it turned out to be paid already.
   */
  cancel(charge: MadeCharge): Promise<ChargeResult | undefined>;
}
