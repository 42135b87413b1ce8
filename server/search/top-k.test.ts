import { describe, expect, it } from 'vitest';
import { createRng } from '../../tests/support/product-factory.ts';
import { firstInOrder } from './top-k.ts';

const byValue = (values: readonly number[]) => (a: number, b: number) => values[a]! - values[b]! || a - b;

describe('firstInOrder', () => {
  it.each([
    { values: [5, 3, 9, 1, 7], k: 2, first: [3, 1] },
    { values: [5, 3, 9, 1, 7], k: 5, first: [3, 1, 0, 4, 2] },
    { values: [5, 3, 9, 1, 7], k: 9, first: [3, 1, 0, 4, 2] },
    { values: [2, 2, 2, 1], k: 3, first: [3, 0, 1] },
    { values: [4], k: 1, first: [0] },
    { values: [4, 1], k: 0, first: [] },
    { values: [], k: 3, first: [] },
  ])('the first $k of $values', ({ values, k, first }) => {
    const heap = new Int32Array(Math.max(k, 1));
    expect(Array.from(firstInOrder(values.length, k, byValue(values), heap))).toEqual(first);
  });

  it('agrees with a full sort on random input', () => {
    const rng = createRng(3);
    for (let round = 0; round < 200; round++) {
      const values = Array.from({ length: rng.int(0, 300) }, () => rng.int(0, 20));
      const k = rng.int(0, 60);
      const compare = byValue(values);
      const sorted = values.map((_, i) => i).sort(compare);
      const heap = new Int32Array(Math.max(k, 1));
      expect(Array.from(firstInOrder(values.length, k, compare, heap))).toEqual(sorted.slice(0, k));
    }
  });
});
