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
}

/** What the gateway answered: the status (§4's keys) and what the buyer needs to pay. */
export interface ChargeResult {
  status: PaymentStatus;
  referencia: string;
  pix?: { copiaECola: string; expiraEm: Date };
  boleto?: { linhaDigitavel: string; vencimento: string };
  /** The issuer wants a 3DS challenge: the buyer answers it at `url`, the server knows it by `tokenHash`. */
  desafio?: { url: string; tokenHash: string };
}

/** A card refused when tokenised (§5 "card information is incorrect"). */
export class CardRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CardRefusedError';
  }
}

/** A payment provider (gateway ids of §3: 1, 4, 5, 8) behind one interface. */
export interface PaymentGateway {
  /** Tokenises a card; throws CardRefusedError for a card it refuses. */
  tokeniseCard(igrejaId: number, card: CardDetails): Promise<CardToken>;
  /** What a token of this church's gateway names (to save the card), or undefined for an unknown one. */
  describeCard(igrejaId: number, token: string): Promise<CardToken | undefined>;
  /** Starts the charge; throws only when the provider cannot be reached. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
