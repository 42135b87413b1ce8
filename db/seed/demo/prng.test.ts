import { describe, expect, it } from 'vitest';
import { createPrng, weighted } from './prng.ts';

describe('createPrng', () => {
  it('repeats its sequence for a seed and differs across seeds', () => {
    const draw = (seed: number) => {
      const rng = createPrng(seed);
      return Array.from({ length: 20 }, () => rng.next());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('keeps int() within its bounds and reaches both ends', () => {
    const rng = createPrng(9);
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('picks by weight', () => {
    const rng = createPrng(5);
    const mix = weighted([
      ['a', 9],
      ['b', 1],
    ] as const);
    let a = 0;
    for (let i = 0; i < 10_000; i++) if (mix.pick(rng) === 'a') a++;
    expect(a / 10_000).toBeGreaterThan(0.87);
    expect(a / 10_000).toBeLessThan(0.93);
    expect(() => weighted([])).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});
