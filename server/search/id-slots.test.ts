import { describe, expect, it } from 'vitest';
import { createRng } from '../../tests/support/product-factory.ts';
import { idHash, IdSlots } from './id-slots.ts';

describe('idHash', () => {
  it.each([
    ['zero', 0, 15],
    ['a small id', 123, 15],
    ['a 32-bit id', 2 ** 31 + 5, 1023],
    ['a large safe integer', Number.MAX_SAFE_INTEGER, 2 ** 21 - 1],
    ['a negative id', -42, 255],
  ])('%s lands inside the table', (_, id, mask) => {
    const h = idHash(id, mask);
    expect(Number.isInteger(h)).toBe(true);
    expect(h).toBeGreaterThanOrEqual(0);
    expect(h).toBeLessThanOrEqual(mask);
    expect(idHash(id, mask)).toBe(h);
  });

  it('spreads consecutive ids over a table', () => {
    const mask = 1023;
    const used = new Set(Array.from({ length: 512 }, (_, i) => idHash(i + 1, mask)));
    expect(used.size).toBeGreaterThan(300);
  });
});

describe('IdSlots', () => {
  it.each([
    ['set then get', [['set', 7, 0]], [[7, 0]]],
    [
      'set again replaces',
      [
        ['set', 7, 0],
        ['set', 7, 3],
      ],
      [[7, 3]],
    ],
    [
      'delete',
      [
        ['set', 7, 0],
        ['delete', 7],
      ],
      [[7, undefined]],
    ],
    [
      'delete then set again',
      [
        ['set', 7, 0],
        ['delete', 7],
        ['set', 7, 5],
      ],
      [[7, 5]],
    ],
    ['an id never set', [['set', 7, 0]], [[8, undefined]]],
    [
      'slot 0 and a negative id',
      [
        ['set', -3, 0],
        ['set', 0, 1],
      ],
      [
        [-3, 0],
        [0, 1],
      ],
    ],
    [
      'a huge id',
      [['set', 2 ** 40 + 1, 9]],
      [
        [2 ** 40 + 1, 9],
        [1, undefined],
      ],
    ],
  ] as [string, (['set', number, number] | ['delete', number])[], [number, number | undefined][]][])(
    '%s',
    (_, ops, expected) => {
      const map = new IdSlots();
      for (const op of ops) {
        if (op[0] === 'set') map.set(op[1], op[2]);
        else map.delete(op[1]);
      }
      for (const [id, slot] of expected) expect(map.get(id)).toBe(slot);
    },
  );

  it('answers as a Map through random sets and deletes, growing from empty', () => {
    const rng = createRng(5);
    const map = new IdSlots();
    const want = new Map<number, number>();
    for (let i = 0; i < 30_000; i++) {
      const id = rng.chance(0.1) ? rng.int(-1000, 1000) * 2 ** 33 : rng.int(1, 20_000);
      if (rng.chance(0.3)) {
        expect(map.delete(id)).toBe(want.delete(id));
      } else {
        const slot = rng.int(0, 1_000_000);
        map.set(id, slot);
        want.set(id, slot);
      }
      if (i % 100 === 0) expect(map.size).toBe(want.size);
    }
    for (let id = -5; id <= 20_005; id++) expect(map.get(id)).toBe(want.get(id));
    for (const [id, slot] of want) expect(map.get(id)).toBe(slot);
  });
});
