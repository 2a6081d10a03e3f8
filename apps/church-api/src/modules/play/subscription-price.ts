/** A plan's figures, in cents. */
export interface PlanPrice {
  valor: number;
  taxa: number;
  taxaAdesao: number;
}

/** A coupon as a subscription keeps it: a percentage off the price of its first `periodos` paid periods. */
export interface Discount {
  percentual: number;
  periodos: number;
}

/** One period's charge, in cents: the price, what the coupon takes off it, the fee, the hiring fee (the first paid period's), and the total. */
export interface PeriodCharge {
  valor: number;
  desconto: number;
  taxa: number;
  taxaAdesao: number;
  total: number;
}

/**
 * What paid period `ciclo` (1 the first) of a plan costs: its price less the coupon's percentage while
 * the coupon lasts (rounded down to the cent, in the member's favour), its fee, and the hiring fee once.
 */
export function periodCharge(plan: PlanPrice, discount: Discount | null, ciclo: number): PeriodCharge {
  const desconto = discount && ciclo <= discount.periodos ? Math.ceil((plan.valor * discount.percentual) / 100) : 0;
  const taxaAdesao = ciclo === 1 ? plan.taxaAdesao : 0;
  return { valor: plan.valor, desconto, taxa: plan.taxa, taxaAdesao, total: plan.valor - desconto + plan.taxa + taxaAdesao };
}
