// A small seeded random source for the demo catalogue. Math.random cannot be seeded, and the same
// seed must give the same catalogue on every machine (tests, the search bench and screenshots rely
// on it), so this is mulberry32: 32-bit state, fast, good enough for picking demo data.

export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('cannot pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
  };
}

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
