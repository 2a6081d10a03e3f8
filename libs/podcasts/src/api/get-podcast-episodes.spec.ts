import { describe, expect, it } from 'vitest';
import { nextEpisodesPage } from './get-podcast-episodes';

const items = (count: number) => Array.from({ length: count }, () => ({}) as never);

describe('nextEpisodesPage', () => {
  it('asks for the next page after a full page', () => {
    expect(nextEpisodesPage({ items: items(10), page: 1 })).toBe(2);
  });
  it('ends the list on a page with fewer than 10 items', () => {
    expect(nextEpisodesPage({ items: items(4), page: 2 })).toBeUndefined();
    expect(nextEpisodesPage({ items: [], page: 3 })).toBeUndefined();
  });
});
