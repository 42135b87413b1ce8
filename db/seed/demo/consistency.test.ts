// The demo catalogue does not contradict itself: a review speaks of the piece it is written under,
// no two pieces of a category share a name, and each ring's picture is the shape its name says.
import { describe, expect, it } from 'vitest';
import { ringDesignOf } from '../../../server/images/draw/design.ts';
import { designRing } from '../../../server/images/draw/pieces/ring.ts';
import { pieceContext } from '../../../server/images/draw/product.ts';
import { SvgBuilder } from '../../../server/images/draw/svg.ts';
import { generateCatalogue } from './generate.ts';
import { reviewFits } from './reviews.ts';

const all = generateCatalogue({ products: 1_600 }).products;

describe('demo catalogue consistency', () => {
  it('writes each review for its kind of piece (no chain under a ring, no diamonds on plain gold)', () => {
    const wrong = all.flatMap((p) => {
      const v = p.variants[0]!;
      const piece = { category: p.categorySlug, hasDiamonds: v.diamondCount > 0, hasMetal: v.metalType !== 'None' };
      return p.reviews.filter((r) => !reviewFits(`${r.title} ${r.body}`, piece)).map((r) => `${p.sku}: ${r.title}. ${r.body}`);
    });
    expect(wrong).toEqual([]);
  });

  it('the review rule itself refuses what issue 22 found: a chain in a ring review', () => {
    expect(reviewFits('I wish the chain were a little longer.', { category: 'rings', hasDiamonds: true, hasMetal: true })).toBe(false);
    expect(reviewFits('I wish the chain were a little longer.', { category: 'pendants', hasDiamonds: true, hasMetal: true })).toBe(true);
    expect(reviewFits('The diamonds catch the light beautifully.', { category: 'bangles', hasDiamonds: false, hasMetal: true })).toBe(false);
  });

  it('gives no two pieces of one category the same name', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const p of all) {
      const key = `${p.categorySlug}|${p.name}`;
      const other = seen.get(key);
      if (other) clashes.push(`${p.name}: ${other} and ${p.sku}`);
      else seen.set(key, p.sku);
    }
    expect(clashes).toEqual([]);
  });

  it('draws every ring in the shape its name names (a Halo ring is a halo, not an eternity band)', () => {
    const rings = all.filter((p) => p.categorySlug === 'rings');
    const wrong = rings.flatMap((p) => {
      const v = p.variants[0]!;
      const stones = { diamondCount: v.diamondCount, gemstoneType: v.gemstoneType };
      const named = ringDesignOf(p.name, stones);
      if (named === null) return [];
      const ctx = pieceContext(new SvgBuilder(), { category: 'rings', color: 'yellow-gold', ...stones, seed: p.sku, name: p.name });
      const drawn = designRing(ctx).style;
      return drawn === named ? [] : [`${p.name} (${p.sku}) drawn as ${drawn}`];
    });
    expect(wrong).toEqual([]);
    // The rule is not empty: the catalogue has rings of each named shape.
    const shapes = new Set(rings.map((p) => ringDesignOf(p.name, { diamondCount: p.variants[0]!.diamondCount, gemstoneType: p.variants[0]!.gemstoneType })));
    for (const s of ['halo', 'eternity', 'cluster', 'solitaire', 'band', 'plain']) expect(shapes).toContain(s);
  });
});
