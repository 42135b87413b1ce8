// Each demo ring is drawn in the shape its name names (issue 22: a "Halo" ring drawn as an eternity
// band), checked over the whole generated catalogue.
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../../db/seed/demo/generate.ts';
import { ringDesignOf } from './design.ts';
import { designRing } from './pieces/ring.ts';
import { pieceContext } from './product.ts';
import { SvgBuilder } from './svg.ts';

const all = generateCatalogue({ products: 1_600 }).products;

describe('demo catalogue drawings', () => {
  it('draws every ring in the shape its name names (a Halo ring is a halo, not an eternity band)', () => {
    const rings = all.filter((p) => p.categorySlug === 'rings');
    const wrong = rings.flatMap((p) => {
      const v = p.variants[0]!;
      const stones = { diamondCount: v.diamondCount, gemstoneType: v.gemstoneType };
      const named = ringDesignOf(p.name, stones);
      if (named === null) return [];
      const ctx = pieceContext(new SvgBuilder(), {
        category: 'rings',
        color: 'yellow-gold',
        ...stones,
        seed: p.sku,
        name: p.name,
      });
      const drawn = designRing(ctx).style;
      return drawn === named ? [] : [`${p.name} (${p.sku}) drawn as ${drawn}`];
    });
    expect(wrong).toEqual([]);
    // The rule is not empty: the catalogue has rings of each named shape.
    const shapes = new Set(
      rings.map((p) =>
        ringDesignOf(p.name, { diamondCount: p.variants[0]!.diamondCount, gemstoneType: p.variants[0]!.gemstoneType }),
      ),
    );
    for (const s of ['halo', 'eternity', 'cluster', 'solitaire', 'band', 'plain']) expect(shapes).toContain(s);
  });
});
