import { describe, expect, it } from 'vitest';
import type { IndexedRecord } from './record.ts';
import { SlotVariants } from './slot-variants.ts';

const record = (variants: [string, number][], defaultVariant = 0): IndexedRecord =>
  ({
    variants: variants.map(([color, offerprice], k) => ({
      color,
      offerprice,
      rating: 4 + k / 10,
      metal_weight: 2.5 + k,
      diamond_carat: 0.1 * k,
      diamond_count: k,
    })),
    colorKeys: variants.map(([color]) => color),
    defaultVariant,
  }) as unknown as IndexedRecord;

describe('SlotVariants', () => {
  const kept = new SlotVariants(2, 1);
  kept.set(
    0,
    record(
      [
        ['yellow-gold', 100],
        ['rose-gold', 90],
      ],
      1,
    ),
  );
  kept.set(1, record([['white-gold', 70]]));
  const rose = kept.colorId('rose-gold');
  const yellow = kept.colorId('yellow-gold');
  const white = kept.colorId('white-gold');

  it.each([
    ['no colour: the default', 0, [] as number[], 1],
    ['the first selected colour the product has', 0, [white, yellow], 0],
    ['none it has: the default', 1, [rose, yellow], 0],
    ['an unknown colour matches none', 0, [kept.colorId('platinum')], 1],
  ])('%s', (_, slot, colors, shown) => {
    expect(kept.shown(slot, colors)).toBe(shown);
  });

  it('keeps prices and the filterable numbers flat, and grows past its first guess', () => {
    expect(kept.offerprice[kept.first[0]! + 1]).toBe(90);
    expect(kept.numbers.rating[kept.first[0]! + 1]).toBe(4.1);
    expect(kept.offerprice[kept.first[1]!]).toBe(70);
    expect(kept.colorId('platinum')).toBe(-1);
  });

  it('reuses a slot’s room for as many variants, and moves it for more', () => {
    const v = new SlotVariants(2, 4);
    v.set(
      0,
      record([
        ['rose-gold', 1],
        ['white-gold', 2],
      ]),
    );
    const first = v.first[0];
    v.set(0, record([['white-gold', 3]]));
    expect(v.first[0]).toBe(first);
    expect(v.count[0]).toBe(1);
    v.set(
      0,
      record([
        ['rose-gold', 4],
        ['white-gold', 5],
        ['yellow-gold', 6],
      ]),
    );
    expect(v.first[0]).not.toBe(first);
    expect(Array.from({ length: 3 }, (_, k) => v.offerprice[v.first[0]! + k])).toEqual([4, 5, 6]);
    v.resize(8);
    v.set(7, record([['rose-gold', 9]]));
    v.trim();
    expect(v.offerprice[v.first[7]!]).toBe(9);
    expect(v.offerprice[v.first[0]! + 2]).toBe(6);
  });
});
