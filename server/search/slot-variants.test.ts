import { describe, expect, it } from 'vitest';
import type { IndexedRecord } from './record.ts';
import { ESTIMATE_AFTER, estimatedRoom, SlotVariants, worthTrimming } from './slot-variants.ts';

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

describe('estimatedRoom', () => {
  it.each([
    ['nothing filled yet: the room there is', 0, 0, 1000, 2000, 2000],
    ['two a product for 1,000 slots, a sixteenth spare', 8192, 4096, 1000, 64, 2125],
    ['more room than the estimate: kept', 4096, 4096, 1000, 5000, 5000],
    ['1.5 a product', 6144, 4096, 10_000, 20_000, 20_000],
    ['3 a product', 12_288, 4096, 10_000, 20_000, 31_875],
  ])('%s', (_, used, filled, slots, room, expected) => {
    expect(estimatedRoom(used, filled, slots, room)).toBe(expected);
  });
});

describe('worthTrimming', () => {
  it.each([
    ['nothing spare', 100, 100, false],
    ['a sixteenth spare', 1875, 2000, false],
    ['an eighth spare', 1750, 2000, false],
    ['more than an eighth', 1749, 2000, true],
    ['half', 1000, 2000, true],
  ])('%s', (_, used, room, expected) => {
    expect(worthTrimming(used, room)).toBe(expected);
  });
});

describe('a first load sized from its first products', () => {
  it('reserves room for every slot after ESTIMATE_AFTER products, and keeps each variant', () => {
    const slots = ESTIMATE_AFTER * 4;
    const variants = new SlotVariants(slots, 16);
    for (let slot = 0; slot < slots; slot++) {
      variants.set(
        slot,
        record([
          ['rose-gold', slot + 1],
          ['white-gold', slot + 2],
        ]),
      );
      if (slot === ESTIMATE_AFTER)
        expect(variants.offerprice.length).toBe(estimatedRoom(2 * ESTIMATE_AFTER, ESTIMATE_AFTER, slots, 0));
    }
    const room = variants.offerprice.length;
    variants.trim();
    expect(variants.offerprice.length).toBe(room);
    for (const slot of [0, ESTIMATE_AFTER - 1, ESTIMATE_AFTER, slots - 1]) {
      expect(variants.offerprice[variants.first[slot]! + 1]).toBe(slot + 2);
      expect(variants.count[slot]).toBe(2);
    }
  });
});
