// The demo catalogue does not contradict itself: a review speaks of the piece it is written under,
// no two pieces of a category share a name (each ring's picture matching its name: server/images/draw/catalogue-designs.test.ts).
import { describe, expect, it } from 'vitest';
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
});
