import { describe, expect, it } from 'vitest';
import { suggestedAmounts } from './suggested-amounts';

describe('suggestedAmounts', () => {
  it('offers four round amounts from the minimum up', () => {
    expect(suggestedAmounts(500)).toEqual([1_000, 2_500, 5_000, 10_000]);
    expect(suggestedAmounts(0)).toEqual([1_000, 2_500, 5_000, 10_000]);
    expect(suggestedAmounts(2_000)).toEqual([2_500, 5_000, 10_000, 25_000]);
  });

  it('offers the minimum itself when it is one of the round amounts', () => {
    expect(suggestedAmounts(5_000)).toEqual([5_000, 10_000, 25_000, 50_000]);
  });

  it('offers the minimum and its multiples when it is above most round amounts', () => {
    expect(suggestedAmounts(30_000)).toEqual([30_000, 60_000, 150_000, 300_000]);
    expect(suggestedAmounts(12_345)).toEqual([12_400, 24_800, 62_000, 124_000]);
  });

  it('never offers less than the minimum', () => {
    for (const minimum of [1, 99, 1_001, 9_999, 24_999, 49_999, 1_000_000]) {
      for (const amount of suggestedAmounts(minimum)) expect(amount).toBeGreaterThanOrEqual(minimum);
    }
  });
});
