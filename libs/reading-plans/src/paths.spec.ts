import { describe, expect, it } from 'vitest';
import { bibleHref, embedReadingPlansPaths, parsePlanUuid, readingPlansPaths } from './paths';

describe('the reading plans’ addresses', () => {
  it('builds §2’s four screens, with their queries, in both layouts', () => {
    expect(readingPlansPaths.list.href()).toBe('/reading-plans');
    expect(readingPlansPaths.list.href('mine', 2)).toBe('/reading-plans?tab=mine&page=2');
    expect(readingPlansPaths.plan.href('abc', { subscriptionUuid: 'def', planName: 'Psalms & Proverbs', description: 'A month' })).toBe(
      '/reading-plans/abc?subscriptionUuid=def&planName=Psalms+%26+Proverbs&description=A+month',
    );
    expect(embedReadingPlansPaths.delete.href('abc')).toBe('/embed/reading-plans/abc/delete');
    expect(embedReadingPlansPaths.deleted.href('abc', 'Psalms')).toBe('/embed/reading-plans/abc/delete/confirm?planName=Psalms');
    expect(embedReadingPlansPaths.plan.path).toBe('/embed/reading-plans/:planUUID');
  });

  it('takes a plan UUID from the route as the API does, and nothing else (§5)', () => {
    expect(parsePlanUuid('3F2B8C1A-1D4E-4B7A-9C2D-5E6F7A8B9C01')).toBe('3f2b8c1a-1d4e-4b7a-9c2d-5e6f7a8b9c01');
    expect(['42', '', undefined, '3f2b8c1a-1d4e-4b7a-9c2d-5e6f7a8b9c0'].map(parsePlanUuid)).toEqual([null, null, null, null]);
  });

  it('opens a reading in the Bible reader', () => {
    expect(bibleHref('1John', 3)).toBe('/bible?book=1John&chapter=3');
  });
});
