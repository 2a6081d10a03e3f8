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
  /** How long this Pix may be paid, when not the provider's default (PIX_TTL_MINUTES): a recurring gift's period lives for its grace. */
  pixTtlMs?: number;
  /**
   * Who the card is charged for (the payment core fills it from the payment): the paying member (null: a
   * visitor), and whether `cardToken` is one of that member's cards saved at this church. A provider
   * refuses a card that belongs to another of its customers than this member's.
   */
  pagadorCartao?: { usuarioId: number | null; cartaoSalvo: boolean };
}

/** A member at a church, as a card provider keeps them: the customer their cards are saved on and charged as. */
export interface CardOwner {
  igrejaId: number;
  usuarioId: number;
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
   * webhook tells the outcome), and one left unanswered is still refused after 30 minutes. A
   * `clientSecret` (Stripe's) is run by the provider's script in the buyer's browser instead of `url`
   * (empty then); the server then reads the charge again from the provider (`readAfterAction`).
   */
  desafio?: { url: string; tokenHash: string; clientSecret?: string };
}

/** A card refused when tokenised (§5 "card information is incorrect"). */
export class CardRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CardRefusedError';
  }
}

/**
 * Card numbers sent to our server for a church whose cards a provider takes only in its own fields
 * (Stripe.js): refused without being read further, kept or logged (PCI DSS SAQ A).
 */
export class RawCardDataRefusedError extends Error {
  constructor() {
    super("This church's cards are typed only into its payment provider's own fields; card numbers are not taken here.");
    this.name = 'RawCardDataRefusedError';
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
  /**
   * Tokenises a card; throws CardRefusedError for a card it refuses, and RawCardDataRefusedError where
   * the church's cards are typed only into the provider's own fields.
   */
  tokeniseCard(igrejaId: number, card: CardDetails): Promise<CardToken>;
  /**
   * What a token of this church's gateway names, ready to be saved for the member `usuarioId` (a
   * provider keeps it on that member's customer), or undefined for an unknown one, or another's.
   */
  describeCard(igrejaId: number, token: string, usuarioId?: number): Promise<CardToken | undefined>;
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
  /**
   * Where the provider takes cards in its own fields in the browser (Stripe.js): starts saving a card
   * for the member (a SetupIntent on their customer at the church), answering the client secret the
   * browser confirms it with; undefined where the church's cards are not served so.
   */
  startCardSetup?(owner: CardOwner): Promise<{ clientSecret: string } | undefined>;
  /** The card a confirmed SetupIntent saved for this member at this church; undefined for one unknown, unfinished, or another's. */
  cardOfSetup?(owner: CardOwner, setupIntentId: string): Promise<CardToken | undefined>;
  /**
   * The charge as the provider now says it stands, once the buyer's browser has run its next action
   * (3DS through Stripe.js), authorised by the client secret that action was given; undefined when the
   * secret is not the charge's. Throws when the provider cannot be asked.
   */
  readAfterAction?(charge: MadeCharge, clientSecret: string): Promise<ChargeResult | undefined>;
}

/** What a provider's verified event says happened to one of its charges (its reference), beyond a status of its own. */
export type GatewayEvent =
  /** Paid, refused, cancelled, or refunded in full. */
  | { tipo: 'payment.succeeded' | 'payment.failed' | 'payment.canceled' | 'payment.refunded'; referencia: string }
  /**
   * Refunded in part or in whole: `valorEstornado` is how much of the charge has been refunded so far, in
   * cents (cumulative, as the provider counts it: a later event says more, never less), `total` the charge's amount.
   */
  | { tipo: 'payment.refund'; referencia: string; valorEstornado: number; total: number }
  /** The payer's bank disputed the charge and holds its money. */
  | { tipo: 'payment.disputed'; referencia: string }
  /** The dispute closed: won (the money is the church's again) or lost (gone, as a full refund). */
  | { tipo: 'payment.dispute_closed'; referencia: string; resultado: 'ganha' | 'perdida' };
