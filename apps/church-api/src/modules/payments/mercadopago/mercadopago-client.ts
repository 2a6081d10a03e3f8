import { CardToken, MercadoPagoConfig, Payment, PaymentMethod, PaymentRefund } from 'mercadopago';
// The SDK's one origin for every call (not part of its entry point's exports).
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';

/** Where Mercado Pago is reached: its API, or (in tests) a local fake that answers as it does. */
export interface MercadoPagoConnection {
  accessToken: string;
  /** A loopback origin such as http://127.0.0.1:12112 (MERCADOPAGO_API_URL, tests only); unset, Mercado Pago's own API. */
  apiUrl?: string;
}

const MERCADOPAGO_API = AppConfig.BASE_URL;

/** A loopback origin: the only place other than Mercado Pago's API the SDK may be sent (a local fake). */
export function isLoopbackOrigin(url: string): boolean {
  if (!/^https?:\/\/[^/]+\/?$/.test(url)) return false;
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

/**
 * The SDK's clients for one church's account. The SDK keeps one origin for the whole process
 * (`AppConfig.BASE_URL`): it is pointed at a local fake only when a loopback `apiUrl` is given (the
 * tests), and never otherwise. Each call gets a config of its own: the SDK merges every call's
 * request options (its idempotency key among them) into the config it was given, so a shared one
 * would lend one call's key to the next.
 */
export class MercadoPagoClient {
  constructor(private readonly connection: MercadoPagoConnection) {
    if (connection.apiUrl !== undefined) {
      if (!isLoopbackOrigin(connection.apiUrl)) throw new Error('Mercado Pago can be pointed only at a loopback origin (a local fake).');
      // Declared read-only by the SDK's types; its one setting of the origin.
      (AppConfig as { BASE_URL: string }).BASE_URL = connection.apiUrl.replace(/\/$/, '');
    } else if (AppConfig.BASE_URL !== MERCADOPAGO_API) {
      throw new Error('The Mercado Pago SDK of this process points at a local fake: a real account cannot be used here.');
    }
  }

  /** Against Mercado Pago's API, what failed on the network or with a 5xx is retried (safe: every write carries an idempotency key); against a fake, each call is sent once. */
  private config(): MercadoPagoConfig {
    return new MercadoPagoConfig({ accessToken: this.connection.accessToken, options: { timeout: 20_000, maxRetries: this.connection.apiUrl ? 0 : 2 } });
  }

  payments(): Payment {
    return new Payment(this.config());
  }

  refunds(): PaymentRefund {
    return new PaymentRefund(this.config());
  }

  cardTokens(): CardToken {
    return new CardToken(this.config());
  }

  paymentMethods(): PaymentMethod {
    return new PaymentMethod(this.config());
  }
}
