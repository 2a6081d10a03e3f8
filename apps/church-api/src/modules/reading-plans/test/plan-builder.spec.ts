import { describe, expect, it } from 'vitest';
import { buildPlan, chaptersOfBooks, DEMO_PLAN_SHAPES, GOSPELS, NEW_TESTAMENT, readingsOf, splitEvenly } from '../plan-builder';
import type { PlanReading } from '../schema';

/** Every chapter a plan reads, in order, as "Book chapter". */
function chaptersRead(plan: PlanReading[][], books?: string[]): string[] {
  return plan.flatMap((day) =>
    day
      .filter((reading) => !books || books.includes(reading.livro))
      .flatMap((reading) => Array.from({ length: reading.capituloFinal - reading.capituloInicial + 1 }, (_, index) => `${reading.livro} ${reading.capituloInicial + index}`)),
  );
}

describe('plans built from the Bible’s structure', () => {
  it('splits evenly and groups chapters of one book into ranges', () => {
    expect(splitEvenly([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2], [3, 4], [5, 6, 7]]);
    expect(readingsOf([{ livro: 'Mark', capitulo: 16 }, { livro: 'Luke', capitulo: 1 }, { livro: 'Luke', capitulo: 2 }])).toEqual([
      { livro: 'Mark', capituloInicial: 16, capituloFinal: 16 },
      { livro: 'Luke', capituloInicial: 1, capituloFinal: 2 },
    ]);
  });

  it('reads the Gospels in 30 days, every chapter once, in order, two or three a day', () => {
    const plan = DEMO_PLAN_SHAPES.gospels();
    expect(plan).toHaveLength(30);
    expect(chaptersRead(plan)).toEqual(chaptersOfBooks(GOSPELS).map(({ livro, capitulo }) => `${livro} ${capitulo}`));
    expect(chaptersRead(plan)).toHaveLength(89);
    expect(plan[0]).toEqual([{ livro: 'Matt', capituloInicial: 1, capituloFinal: 2 }]);
    expect(plan.at(-1)).toEqual([{ livro: 'John', capituloInicial: 19, capituloFinal: 21 }]);
  });

  it('reads Psalms and Proverbs side by side in 31 days: some psalms and the day’s chapter of Proverbs', () => {
    const plan = DEMO_PLAN_SHAPES.psalmsAndProverbs();
    expect(plan).toHaveLength(31);
    expect(chaptersRead(plan, ['Ps'])).toHaveLength(150);
    plan.forEach((day, index) => expect(day.at(-1)).toEqual({ livro: 'Prov', capituloInicial: index + 1, capituloFinal: index + 1 }));
  });

  it('reads the New Testament in 90 days', () => {
    const plan = buildPlan([NEW_TESTAMENT], 90);
    expect(NEW_TESTAMENT).toHaveLength(27);
    expect(chaptersRead(plan)).toHaveLength(260);
    expect(plan.every((day) => day.length > 0)).toBe(true);
  });
});
