import { describe, expect, it } from 'vitest';
import { kilometresBetween } from './distance';

describe('kilometresBetween', () => {
  it('measures a great circle: São Paulo to Rio de Janeiro, and a quarter of the equator', () => {
    const saoPaulo = { latitude: -23.5505, longitude: -46.6333 };
    const rio = { latitude: -22.9068, longitude: -43.1729 };
    expect(kilometresBetween(saoPaulo, rio)).toBeCloseTo(361, 0);
    expect(kilometresBetween({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBeCloseTo(10_007.5, 0);
    expect(kilometresBetween({ latitude: 42.3564, longitude: -71.0621 }, { latitude: 42.3744, longitude: -71.1212 })).toBeCloseTo(5.25, 2);
  });

  it('is zero for one place and the same in both directions', () => {
    const a = { latitude: 40.7128, longitude: -74.006 };
    const b = { latitude: 51.5074, longitude: -0.1278 };
    expect(kilometresBetween(a, a)).toBe(0);
    expect(kilometresBetween(a, b)).toBeCloseTo(kilometresBetween(b, a), 9);
  });

  it('stays finite for antipodes', () => {
    expect(kilometresBetween({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(20_015, 0);
  });
});
