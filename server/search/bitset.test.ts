import { describe, expect, it } from 'vitest';
import { createRng } from '../../tests/support/product-factory.ts';
import { countAnd, countAndEach, nonZeroWords } from './bitset.ts';

describe('countAndEach', () => {
  const a = Uint32Array.of(0b1011, 0, 0xffffffff);
  it.each([
    { sets: [], counts: [] },
    { sets: [[0b0001, 1, 1]], counts: [2] },
    {
      sets: [
        [0b1111, 0xffff, 0],
        [0, 0, 0x0000ffff],
        [0b1000, 0, 0x80000000],
      ],
      counts: [3, 16, 2],
    },
    {
      sets: [
        [1, 0, 0],
        [2, 0, 0],
        [4, 0, 0],
        [8, 0, 0],
        [0, 0, 3],
      ],
      counts: [1, 1, 0, 1, 2],
    },
  ])('counts $counts', ({ sets, counts }) => {
    const out = new Int32Array(sets.length);
    countAndEach(
      a,
      sets.map((s) => Uint32Array.from(s)),
      nonZeroWords(a),
      out,
    );
    expect(Array.from(out)).toEqual(counts);
  });

  it('agrees with one count per set on random sets', () => {
    const rng = createRng(5);
    const random = () => Uint32Array.from({ length: 40 }, () => (rng.chance(0.3) ? 0 : rng.int(0, 0x7fffffff) * 2 + 1));
    for (let round = 0; round < 50; round++) {
      const result = random();
      const sets = Array.from({ length: rng.int(0, 11) }, random);
      const words = nonZeroWords(result);
      const out = new Int32Array(sets.length);
      countAndEach(result, sets, words, out);
      expect(Array.from(out)).toEqual(sets.map((s) => countAnd(result, s, words)));
    }
  });
});
