// The demo catalogue's random source: the shared seeded PRNG, plus weighted choices. The same seed
// must give the same catalogue on every machine (tests, the search bench and screenshots rely on it).

import { createPrng, type Prng } from '../../../domain/random/prng.ts';

export { createPrng, type Prng };

/**
 * A weighted choice with the cumulative table built once, so picking per product is a short scan
 * rather than a sum over the weights every time.
 */
export interface Weighted<T> {
  pick(rng: Prng): T;
}

export function weighted<T>(entries: readonly (readonly [T, number])[]): Weighted<T> {
  if (entries.length === 0) throw new RangeError('weighted needs at least one entry');
  const values = entries.map(([value]) => value);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of entries) {
    if (!(weight > 0)) throw new RangeError('weights must be positive');
    total += weight;
    cumulative.push(total);
  }
  return {
    pick(rng) {
      const x = rng.next() * total;
      for (let i = 0; i < cumulative.length; i++) if (x < cumulative[i]!) return values[i]!;
      return values[values.length - 1]!;
    },
  };
}
