import type { CardDetails, CardToken, ChargeRequest, ChargeResult, PaymentGateway } from './payment-gateway';
import type { PaymentMethod } from './payment-method';

/** The methods a real provider (Stripe) takes when it is configured; the others stay with the sandbox (the wallet, cash, free). */
const PROVIDER_METHODS: readonly PaymentMethod[] = ['CARTAO_CREDITO', 'PIX', 'BOLETO', 'ACH'];

/**
 * Gateway ids of §3 to adapters: with a provider configured, cards (gateway 1), Pix, slips and ACH go
 * to it, and its card tokens (`pm_…`) are described by it; the instant wallet (gateway 4) and the
 * methods no provider handles stay with the sandbox.
 */
export class RoutingGateway implements PaymentGateway {
  constructor(
    private readonly provider: PaymentGateway,
    private readonly sandbox: PaymentGateway,
    private readonly isProviderToken: (token: string) => boolean,
  ) {}

  tokeniseCard(igrejaId: number, card: CardDetails): Promise<CardToken> {
    return this.provider.tokeniseCard(igrejaId, card);
  }

  describeCard(igrejaId: number, token: string): Promise<CardToken | undefined> {
    return (this.isProviderToken(token) ? this.provider : this.sandbox).describeCard(igrejaId, token);
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    const toProvider = PROVIDER_METHODS.includes(request.metodo) && (request.metodo !== 'CARTAO_CREDITO' || !request.cardToken || this.isProviderToken(request.cardToken));
    return (toProvider ? this.provider : this.sandbox).charge(request);
  }
}
