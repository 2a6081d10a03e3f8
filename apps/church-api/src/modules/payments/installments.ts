/** Monthly interest of installments with interest (Price table), as a fraction. */
export const MONTHLY_INTEREST = 0.0299;

/** No installment smaller than this many cents. */
export const MINIMUM_INSTALLMENT = 500;

export interface InstallmentOption {
  parcelas: number;
  valorParcela: number;
  valorTotal: number;
  flagJuros: boolean;
}

/**
 * The installment options for a total of `amount` cents: one payment, then 2 … `max` installments
 * while each is at least MINIMUM_INSTALLMENT. With interest, each installment is the Price-table
 * payment at MONTHLY_INTEREST, rounded up to the cent; without, the total is split and the last
 * installment takes the remainder (valorParcela is the largest installment).
 */
export function installmentOptions(amount: number, max: number, withInterest: boolean): InstallmentOption[] {
  const options: InstallmentOption[] = [{ parcelas: 1, valorParcela: amount, valorTotal: amount, flagJuros: false }];
  for (let count = 2; count <= max; count += 1) {
    const option = withInterest ? withInterestOf(amount, count) : withoutInterestOf(amount, count);
    if (Math.floor(amount / count) < MINIMUM_INSTALLMENT) break;
    options.push(option);
  }
  return options;
}

function withInterestOf(amount: number, count: number): InstallmentOption {
  const factor = (MONTHLY_INTEREST * (1 + MONTHLY_INTEREST) ** count) / ((1 + MONTHLY_INTEREST) ** count - 1);
  const valorParcela = Math.ceil(amount * factor);
  return { parcelas: count, valorParcela, valorTotal: valorParcela * count, flagJuros: true };
}

function withoutInterestOf(amount: number, count: number): InstallmentOption {
  return { parcelas: count, valorParcela: Math.ceil(amount / count), valorTotal: amount, flagJuros: false };
}

/** The option for `count` installments, or undefined when that count is not allowed for the amount. */
export function installmentOption(amount: number, max: number, withInterest: boolean, count: number): InstallmentOption | undefined {
  return installmentOptions(amount, max, withInterest).find((option) => option.parcelas === count);
}

/**
 * Card instalments (parcelamento) are run by the card networks in Brazil: the issuer charges each month
 * and the church is paid as the provider's plan says. Elsewhere no provider runs them, and charging an
 * instalment total up front would take interest without a plan, so a church paid in another currency
 * offers one payment only.
 */
const INSTALLMENT_CURRENCIES: readonly string[] = ['BRL'];

/** The most instalments a church paid in `moeda` may offer, given what it set. */
export function maxInstallmentsIn(moeda: string, configured: number): number {
  return INSTALLMENT_CURRENCIES.includes(moeda.toUpperCase()) ? configured : 1;
}
