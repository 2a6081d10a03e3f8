import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day';

const item = (id: number, dataInicio: string) => ({ id, tipo: 'CULTO' as const, titulo: `Item ${id}`, dataInicio });

describe('groupByDay', () => {
  it("groups by the church's local day, not the reader's or UTC", () => {
    // 23:30 in Boston on the 21st is already the 22nd in UTC.
    const days = groupByDay([item(2, '2026-11-22T09:00:00-05:00'), item(1, '2026-11-21T23:30:00-05:00'), item(3, '2026-11-22T11:00:00-05:00')]);
    expect(days.map((day) => day.date)).toEqual(['2026-11-21', '2026-11-22']);
    expect(days[1]?.items.map((i) => i.id)).toEqual([2, 3]);
  });

  it('answers no days for no items', () => {
    expect(groupByDay([])).toEqual([]);
  });
});
