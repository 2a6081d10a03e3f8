import { describe, expect, it } from 'vitest';
import { groupsKeys, visitorsCopyMeanwhile } from './groups-keys';

describe('what a query shows while an account’s copy loads', () => {
  it("is the visitor's copy, never another account's (exact addresses and standing are theirs)", () => {
    const visitors = { celulas: ['approximate'] };
    const members = { celulas: ['exact'] };
    expect(visitorsCopyMeanwhile(visitors, { queryKey: groupsKeys.list('grace', 0) })).toBe(visitors);
    expect(visitorsCopyMeanwhile(members, { queryKey: groupsKeys.list('grace', 42) })).toBeUndefined();
    expect(visitorsCopyMeanwhile(members, { queryKey: groupsKeys.detail('grace', 1, 42) })).toBeUndefined();
    expect(visitorsCopyMeanwhile(undefined, undefined)).toBeUndefined();
  });

  it('keeps each account’s list apart', () => {
    expect(groupsKeys.list('grace', 0)).not.toEqual(groupsKeys.list('grace', 42));
  });
});
