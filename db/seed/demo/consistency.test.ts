// The demo catalogue does not contradict itself: a review speaks of the piece it is written under,
// no two pieces of a category share a name (each ring's picture matching its name: server/images/draw/catalogue-designs.test.ts).
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate.ts';
import { reviewFits } from './reviews.ts';
import { certificateUrl, isHuid } from '../../../domain/catalog/certification.ts';

const all = generateCatalogue({ products: 1_600 }).products;

describe('demo catalogue consistency', () => {
  it('writes each review for its kind of piece (no chain under a ring, no diamonds on plain gold)', () => {
    const wrong = all.flatMap((p) => {
      const v = p.variants[0]!;
      const piece = { category: p.categorySlug, hasDiamonds: v.diamondCount > 0, hasMetal: v.metalType !== 'None' };
      return p.reviews
        .filter((r) => !reviewFits(`${r.title} ${r.body}`, piece))
        .map((r) => `${p.sku}: ${r.title}. ${r.body}`);
    });
    expect(wrong).toEqual([]);
  });

  it('the review rule itself refuses what issue 22 found: a chain in a ring review', () => {
    expect(
      reviewFits('I wish the chain were a little longer.', { category: 'rings', hasDiamonds: true, hasMetal: true }),
    ).toBe(false);
    expect(
      reviewFits('I wish the chain were a little longer.', { category: 'pendants', hasDiamonds: true, hasMetal: true }),
    ).toBe(true);
    expect(
      reviewFits('The diamonds catch the light beautifully.', {
        category: 'bangles',
        hasDiamonds: false,
        hasMetal: true,
      }),
    ).toBe(false);
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

  it('hallmarks every gold piece with its own HUID, and none without gold', () => {
    const variants = all.flatMap((p) => p.variants);
    const gold = variants.filter((v) => v.metalType !== 'None');
    expect(gold.filter((v) => v.huid === null || !isHuid(v.huid)).map((v) => v.variantId)).toEqual([]);
    expect(new Set(gold.map((v) => v.huid)).size).toBe(gold.length);
    expect(variants.filter((v) => v.metalType === 'None' && v.huid !== null)).toEqual([]);
  });

  it('weighs gold pieces gross above net, by their stones at 0.2 g a carat', () => {
    const wrong = all
      .flatMap((p) => p.variants)
      .filter((v) => v.metalType !== 'None')
      .filter(
        (v) =>
          v.grossWeight < v.metalWeight ||
          Math.abs(v.grossWeight - v.metalWeight - (v.diamondCarat + v.gemstoneCarat) * 0.2) > 0.0011,
      )
      .map((v) => `${v.variantId}: ${v.metalWeight} g net, ${v.grossWeight} g gross`);
    expect(wrong).toEqual([]);
  });

  it('gives every diamond piece a cut grade and a GIA or IGI report the lab lets anyone check, and plain gold none', () => {
    const wrong = all
      .flatMap((p) => p.variants)
      .filter((v) =>
        v.diamondCount > 0
          ? !v.diamondCutGrade || certificateUrl(v.certificateLab, v.certificateNumber) === null
          : v.diamondCutGrade !== null || v.certificateLab !== null || v.certificateNumber !== null,
      )
      .map((v) => `${v.variantId}: ${v.diamondCutGrade} ${v.certificateLab} ${v.certificateNumber}`);
    expect(wrong).toEqual([]);
  });

  it('discounts the making charge of some pieces without moving any price', () => {
    const variants = all.flatMap((p) => p.variants);
    const discounted = variants.filter((v) => v.makingDiscount > 0);
    expect(discounted.length).toBeGreaterThan(variants.length / 5);
    // Never a discount on what is not charged (a loose stone, an unpriced variant).
    expect(variants.filter((v) => v.makingDiscount > 0 && v.makingCharge === 0)).toEqual([]);
    // About the share offered: 10 to 25% of the list making charge.
    const shares = discounted.map((v) => v.makingDiscount / (v.makingCharge + v.makingDiscount));
    expect(Math.min(...shares)).toBeGreaterThan(0.09);
    expect(Math.max(...shares)).toBeLessThan(0.26);
  });
});
