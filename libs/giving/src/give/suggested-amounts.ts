/** The amounts offered as one tap, in whole units of the currency, when the minimum allows them. */
const STEPS = [10, 25, 50, 100, 250, 500] as const;

/** How many amounts are offered beside the field. */
const OFFERED = 4;

/**
 * The amounts, in cents, offered beside a reason's amount field: round amounts of the currency from the
 * church's minimum up; where the minimum is above most of them, that minimum and its multiples.
 */
export function suggestedAmounts(minimumCents: number): number[] {
  const fromSteps = STEPS.map((units) => units * 100).filter((cents) => cents >= minimumCents);
  if (fromSteps.length >= OFFERED) return fromSteps.slice(0, OFFERED);
  const minimum = Math.max(100, Math.ceil(minimumCents / 100) * 100);
  return [1, 2, 5, 10].map((times) => minimum * times);
}
