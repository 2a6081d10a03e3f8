// The payments module's public face: what the app and the modules that declare 'payments' in dependsOn may import.
// Everything else in this folder is its own.
export { paymentsModule } from './module';
export { feeRule, grossUp, MAXIMUM_CHARGE, priceWithFees, serviceFee, type FeeRule, type PriceWithFees } from './fees';
export { UNPAID_HOLDING_STATUSES } from './hold-period';
export { attemptIdOf, withIdempotency, type Attempt } from './idempotency';
export { installmentOption, maxInstallmentsIn } from './installments';
export { noticeLatePayment, type LatePayer, type LatePaymentNoticeDeps } from './late-payment-notice';
export { type LateSettlement } from './late-payment-queue';
export { newPaymentCode } from './payment-code';
export { type ChargeRequest } from './payment-gateway';
export { BRAZIL_ONLY_METHODS, livesInBrazil, PAID_IN_BRAZIL_ONLY, CHARGED_STATUSES, PAID_STATUSES, type PaymentMethod, type PaymentStatus } from './payment-method';
export { PaymentRepository, paymentView, type NewPayment, type PaymentRow } from './payment-repository';
export { localeOf, methodName, paymentReceiptMail, receiptIntervalOf, receiptIssuerOf, receiptQueueColumns, ReceiptQueue, type PaymentReceipt, type ReceiptIssuer, type ReceiptMail } from './payment-receipt';
export { type PaymentService } from './payment-service';
export { paymentServices } from './payment-services';
export { paymentSettingsFrom, type PaymentSettings } from './payment-settings';
export { qrCodeDataUrl } from './qr-code';
export { pagamento, usuarioCartaoGatewayPagamento } from './schema';
export { visitorKey } from './visitor-key';
