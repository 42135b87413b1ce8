import { describe, expect, it } from 'vitest';
import { PRICE_BANDS, priceBandOf } from '../../domain/catalog/constants.ts';
import { ColorVariants, NO_VARIANT } from './color-variants.ts';
import { bandIndexOf } from './price-view.ts';
import type { IndexedRecord } from './record.ts';

const record = (variants: [string, number][]): IndexedRecord =>
  ({
    variants: variants.map(([, offerprice]) => ({ offerprice })),
    colorKeys: variants.map(([color]) => color),
  }) as unknown as IndexedRecord;

describe('bandIndexOf', () => {
  it.each([0, 24_999, 25_000, 49_999.5, 50_000, 99_999, 100_000, 200_000, 5e9, -1, Number.NaN, Infinity])(
    'names the band priceBandOf names for %d',
    (price) => {
      expect(PRICE_BANDS[bandIndexOf(price)]!.label).toBe(priceBandOf(price));
    },
  );
});

describe('ColorVariants', () => {
  it.each([
    {
      variants: [['rose-gold', 100]],
      expected: [
        [0, 100],
        [NO_VARIANT, 0],
        [NO_VARIANT, 0],
      ],
    },
    {
      // The first variant in each colour, as the listing shows it.
      variants: [
        ['white-gold', 10],
        ['yellow-gold', 20],
        ['white-gold', 30],
      ],
      expected: [
        [NO_VARIANT, 0],
        [1, 20],
        [0, 10],
      ],
    },
    {
      variants: [['platinum', 5]],
      expected: [
        [NO_VARIANT, 0],
        [NO_VARIANT, 0],
        [NO_VARIANT, 0],
      ],
    },
  ] as { variants: [string, number][]; expected: [number, number][] }[])(
    'keeps the first variant per colour of $variants',
    ({ variants, expected }) => {
      const kept = new ColorVariants(4);
      kept.set(3, record(variants));
      expect(kept.colors).toEqual(['rose-gold', 'yellow-gold', 'white-gold']);
      expect(kept.colors.map((_, c) => [kept.variant[c]![3], kept.price[c]![3]])).toEqual(expected);
    },
  );

  it('knows a selection only when it keeps every colour of it', () => {
    const kept = new ColorVariants(1);
    expect(kept.positions(['white-gold', 'rose-gold'])).toEqual([2, 0]);
    expect(kept.positions(['rose-gold', 'platinum'])).toBeNull();
  });

  it('grows with no variant in the new slots', () => {
    const kept = new ColorVariants(2);
    kept.set(1, record([['rose-gold', 7]]));
    kept.resize(5);
    expect(Array.from(kept.variant[0]!)).toEqual([NO_VARIANT, 0, NO_VARIANT, NO_VARIANT, NO_VARIANT]);
    expect(kept.price[0]![1]).toBe(7);
  });
});
