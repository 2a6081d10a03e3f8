import type { Database } from '../../db/database';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentSettings } from './payment-settings';
import { PaymentService } from './payment-service';
import { SandboxGateway } from './sandbox/sandbox-gateway';

/** The payment core for a database: its gateway (the sandbox) and the service orders pay through. */
export function paymentServices(db: Database, settings: PaymentSettings, clock: () => Date = () => new Date()): { service: PaymentService; gateway: PaymentGateway } {
  const gateway = new SandboxGateway(db, { pixTtlMs: settings.pixTtlMs, boletoDays: settings.boletoDays, clock });
  return { service: new PaymentService(db, gateway, settings.webhookSecret, clock), gateway };
}
