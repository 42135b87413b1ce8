// The demo catalogue's promises: deterministic, priced by the same breakup the product page shows,
// and varied enough to exercise every facet, price band and stock state the storefront handles.
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, GENDERS, METAL_COLORS } from '../../../domain/catalog/constants.ts';
import { productPictureList } from '../../../domain/catalog/picture-path.ts';
import { computeBreakup, metalPrice } from '../../../domain/catalog/price-breakup.ts';
import { OCCASIONS } from './banners.ts';
import { BASE_DATE, DEFAULT_SEED, generateCatalogue, type DemoProduct, type DemoVariantRow } from './generate.ts';
import { CLARITIES, DEFAULT_GOLD_RATE_18K, DIAMOND_COLORS } from './pricing.ts';
import { BANGLE_SIZES, BRACELET_SIZES, RING_SIZES } from './sizes.ts';

const catalogue = generateCatalogue({ products: 1_600 });
const all = catalogue.products;
const variants = all.flatMap((p) => p.variants);
const priced = (p: DemoProduct) => p.variants.filter((v) => v.offerprice > 0);
const topPrice = (p: DemoProduct) => Math.max(0, ...priced(p).map((v) => v.offerprice));
const share = (predicate: (p: DemoProduct) => boolean) => all.filter(predicate).length / all.length;
/** The ids of rows breaking a rule: one assertion per rule keeps 8,000 variants quick to check. */
const failing = <T extends { variantId: string } | { sku: string }>(rows: readonly T[], ok: (row: T) => boolean) =>
  rows.filter((row) => !ok(row)).map((row) => ('variantId' in row ? row.variantId : row.sku));
const pricedVariants = variants.filter((v) => v.offerprice > 0);
const breakupOf = (v: DemoVariantRow) =>
  computeBreakup(
    {
      metal_price: v.metalPrice,
      diamond_price: v.diamondPrice,
      gemstone_price: v.gemstonePrice,
      making_charge: v.makingCharge,
    },
    v.gst,
  );

describe('generateCatalogue determinism', () => {
  it('gives byte-identical output for the same seed', () => {
    const a = generateCatalogue({ products: 300, seed: 42 });
    const b = generateCatalogue({ products: 300, seed: 42 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('gives a different catalogue for a different seed', () => {
    const a = generateCatalogue({ products: 300, seed: 42 });
    const b = generateCatalogue({ products: 300, seed: 43 });
    expect(JSON.stringify(a.products)).not.toBe(JSON.stringify(b.products));
    expect(a.products.map((p) => p.name)).not.toEqual(b.products.map((p) => p.name));
  });

  it('uses DEFAULT_SEED when none is given, and a prefix of a bigger catalogue is the smaller one', () => {
    const small = generateCatalogue({ products: 50 });
    expect(JSON.stringify(small)).toBe(JSON.stringify(generateCatalogue({ products: 50, seed: DEFAULT_SEED })));
    expect(JSON.stringify(all.slice(0, 50))).toBe(JSON.stringify(small.products));
  });

  it('refuses nonsense sizes and rates', () => {
    expect(() => generateCatalogue({ products: -1 })).toThrow(RangeError);
    expect(() => generateCatalogue({ products: 1.5 })).toThrow(RangeError);
    expect(() => generateCatalogue({ products: 10, goldRatePerGram: 0 })).toThrow(RangeError);
    expect(generateCatalogue({ products: 0 }).products).toEqual([]);
  });
});

describe('prices', () => {
  const rate = catalogue.metalRates.find((r) => r.metal === 'Gold' && r.purity === '18K')!.ratePerGram;

  it('stores the 18K gold rate the prices were computed from', () => {
    expect(catalogue.metalRates).toEqual([
      { metal: 'Gold', purity: '18K', ratePerGram: DEFAULT_GOLD_RATE_18K, updatedAt: BASE_DATE },
    ]);
  });

  it('makes every priced offerprice the breakup total: parts + 3% GST rounded once', () => {
    expect(failing(pricedVariants, (v) => v.gst === 3 && v.offerprice === breakupOf(v).total)).toEqual([]);
    const byHand = (v: DemoVariantRow) => {
      const subtotal = v.metalPrice + v.diamondPrice + v.gemstonePrice + v.makingCharge;
      return subtotal + Math.round((subtotal * 3) / 100);
    };
    expect(failing(pricedVariants, (v) => v.offerprice === byHand(v))).toEqual([]);
  });

  it('prices metal as weight × the gold rate', () => {
    expect(failing(pricedVariants, (v) => v.metalPrice === metalPrice(v.metalWeight, rate))).toEqual([]);
  });

  it('follows another gold rate when given one', () => {
    const dearer = generateCatalogue({ products: 100, goldRatePerGram: 8_000 });
    expect(dearer.metalRates[0]!.ratePerGram).toBe(8_000);
    const rows = dearer.products.flatMap((p) => p.variants).filter((v) => v.offerprice > 0);
    expect(
      failing(rows, (v) => v.metalPrice === metalPrice(v.metalWeight, 8_000) && v.offerprice === breakupOf(v).total),
    ).toEqual([]);
  });

  it('puts the estimated retail price 10-25% above the offer price', () => {
    expect(
      failing(
        pricedVariants,
        (v) =>
          v.price > v.offerprice &&
          v.price / v.offerprice >= 1.1 &&
          v.price <= Math.ceil((v.offerprice * 1.25) / 100) * 100 &&
          v.price % 100 === 0,
      ),
    ).toEqual([]);
  });

  it('has unpriced variants, and at least one product with no priced variant at all', () => {
    const unpriced = variants.filter((v) => v.offerprice === 0);
    expect(unpriced.length).toBeGreaterThan(20);
    expect(
      failing(unpriced, (v) => v.price + v.metalPrice + v.diamondPrice + v.gemstonePrice + v.makingCharge === 0),
    ).toEqual([]);
    expect(all.filter((p) => priced(p).length === 0).length).toBeGreaterThanOrEqual(1);
    // Even a 20-product catalogue (the API tests' smallest) has one.
    expect(generateCatalogue({ products: 20 }).products.some((p) => p.variants.every((v) => v.offerprice === 0))).toBe(
      true,
    );
  });

  it('spans the price bands: many above ₹49,000, above ₹1 lakh and above ₹2 lakh', () => {
    expect(share((p) => topPrice(p) > 0 && topPrice(p) < 25_000)).toBeGreaterThan(0.1);
    expect(share((p) => topPrice(p) > 49_000)).toBeGreaterThan(0.25);
    expect(share((p) => topPrice(p) > 1_00_000)).toBeGreaterThan(0.1);
    expect(share((p) => topPrice(p) > 2_00_000)).toBeGreaterThan(0.04);
    const dearest = (slug: string) => Math.max(...all.filter((p) => p.categorySlug === slug).map(topPrice));
    expect(dearest('solitaires')).toBeGreaterThan(5_00_000);
    expect(dearest('necklaces')).toBeGreaterThan(5_00_000);
  });
});

describe('catalogue shape', () => {
  it('has unique skus, slugs and variant ids', () => {
    expect(new Set(all.map((p) => p.sku)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.value)).size).toBe(all.length);
    expect(new Set(variants.map((v) => v.variantId)).size).toBe(variants.length);
  });

  it('fills all ten categories, with rings and earrings the largest', () => {
    const counts = new Map<string, number>();
    for (const p of all) counts.set(p.categorySlug, (counts.get(p.categorySlug) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...CATEGORY_SLUGS].sort());
    for (const slug of CATEGORY_SLUGS) expect(counts.get(slug), slug).toBeGreaterThanOrEqual(30);
    const ranked = [...counts].sort((a, b) => b[1] - a[1]).map(([slug]) => slug);
    expect(ranked.slice(0, 2).sort()).toEqual(['earrings', 'rings']);
    const slugs = new Set(catalogue.categories.map((c) => c.slug));
    for (const p of all) expect(slugs.has(p.categorySlug)).toBe(true);
  });

  it('gives sizes to rings, bangles and bracelets only', () => {
    for (const p of all) {
      const sizes = p.variants.map((v) => v.size);
      if (p.categorySlug === 'rings') {
        const allowed = new Set(Object.values(RING_SIZES).flat());
        for (const s of sizes) expect(allowed.has(s!), `${p.sku} size ${s}`).toBe(true);
        expect(new Set(sizes).size).toBeGreaterThanOrEqual(3);
      } else if (p.categorySlug === 'bangles') {
        expect([...new Set(sizes)].sort()).toEqual([...BANGLE_SIZES]);
      } else if (p.categorySlug === 'bracelets') {
        expect(new Set(sizes)).toEqual(new Set(BRACELET_SIZES));
      } else {
        expect(
          sizes.every((s) => s === null),
          p.sku,
        ).toBe(true);
      }
    }
  });

  it('weighs a larger ring size heavier', () => {
    const ring = all.find(
      (p) => p.categorySlug === 'rings' && p.variants.filter((v) => v.color === p.variants[0]!.color).length >= 3,
    )!;
    const one = ring.variants.filter((v) => v.color === ring.variants[0]!.color);
    for (let i = 1; i < one.length; i++) expect(one[i]!.metalWeight).toBeGreaterThan(one[i - 1]!.metalWeight);
  });

  it('offers yellow, rose and white gold, most designs in all three', () => {
    for (const v of variants) expect(METAL_COLORS).toContain(v.color);
    const jewellery = all.filter((p) => p.categorySlug !== 'solitaires');
    const colourCount = (p: DemoProduct) => new Set(p.variants.map((v) => v.color)).size;
    expect(jewellery.filter((p) => colourCount(p) === 3).length / jewellery.length).toBeGreaterThan(0.6);
    expect(jewellery.some((p) => colourCount(p) === 2)).toBe(true);
    expect(jewellery.some((p) => colourCount(p) === 1)).toBe(true);
  });

  it('sets 18K gold on jewellery and no metal on loose solitaires', () => {
    const loose = all.filter((p) => p.categorySlug === 'solitaires').flatMap((p) => p.variants);
    const jewellery = all.filter((p) => p.categorySlug !== 'solitaires').flatMap((p) => p.variants);
    expect(
      failing(
        loose,
        (v) =>
          v.metalType === 'None' &&
          v.metalPurity === 'None' &&
          v.metalWeight + v.metalPrice + v.makingCharge === 0 &&
          v.diamondCount === 1,
      ),
    ).toEqual([]);
    expect(failing(loose, (v) => v.offerprice === 0 || v.diamondPrice > 0)).toEqual([]);
    expect(failing(jewellery, (v) => v.metalType === 'Gold' && v.metalPurity === '18K' && v.metalWeight > 0)).toEqual(
      [],
    );
  });

  it('describes stones consistently', () => {
    const diamonds = (v: DemoVariantRow) =>
      v.diamondCount > 0
        ? (CLARITIES as readonly (string | null)[]).includes(v.diamondClarity) &&
          (DIAMOND_COLORS as readonly (string | null)[]).includes(v.diamondColor) &&
          /^[A-Z][a-z]+$/.test(v.diamondCut ?? '') &&
          v.diamondCarat > 0 &&
          Math.round(v.diamondCarat * 1000) / 1000 === v.diamondCarat &&
          v.productSetting !== ''
        : v.diamondClarity === null && v.diamondColor === null && v.diamondCut === null && v.diamondCarat === 0;
    const gems = (v: DemoVariantRow) =>
      v.gemstoneType !== null
        ? v.gemstoneCount * v.gemstoneCarat > 0
        : v.gemstoneCount + v.gemstoneCarat + v.gemstonePrice === 0;
    expect(failing(variants, diamonds)).toEqual([]);
    expect(failing(variants, gems)).toEqual([]);
    expect(variants.some((v) => v.gemstoneType !== null)).toBe(true);
    expect(variants.some((v) => v.diamondCount === 0)).toBe(true);
  });

  it('points each variant at its colour’s pictures', () => {
    const wrong = all.flatMap((p) =>
      failing(p.variants, (v) => v.image === productPictureList(p.sku, v.color as (typeof METAL_COLORS)[number])),
    );
    expect(wrong).toEqual([]);
  });

  it('has believable names, skus, slugs and variant ids', () => {
    for (const p of all) {
      expect(p.name).toMatch(/^[A-Z][A-Za-z]*( ([A-Z][A-Za-z0-9]*|\d\.\d{2}|[A-Z]-[A-Z]))+$/);
      expect(p.sku).toMatch(/^SVR-[A-Z]{2}-\d{5,}$/);
      expect(p.value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.value.endsWith(p.sku.slice(4).toLowerCase())).toBe(true);
      for (const v of p.variants) expect(v.variantId).toMatch(new RegExp(`^${p.sku}-(YG|RG|WG)(-[0-9A-Z]+)?$`));
      expect(p.seoTitle).toContain(p.name);
      expect(p.seoDescription).toContain(p.name);
      expect(p.seoKeywords.length).toBeGreaterThan(20);
      expect(p.variants[0]!.shortDescription).toMatch(/^[A-Z].{30,}\.$/);
    }
    expect(all.find((p) => p.categorySlug === 'solitaires')!.name).toMatch(
      /Carat (VVS1|VVS2|VS1|VS2|SI1|SI2) (E-F|F-G|G-H|H-I) Solitaire Diamond$/,
    );
  });
});

describe('stock, facets and dates', () => {
  it('makes about 15% made to order, with no stock of their own', () => {
    expect(share((p) => p.madeToOrder)).toBeGreaterThan(0.1);
    expect(share((p) => p.madeToOrder)).toBeLessThan(0.2);
    for (const p of all.filter((x) => x.madeToOrder)) expect(p.stock).toBe(0);
  });

  it('keeps most in-stock pieces at 1 to 5, some more, a few sold out', () => {
    expect(share((p) => !p.madeToOrder && p.stock >= 1 && p.stock <= 5)).toBeGreaterThan(0.45);
    expect(share((p) => p.stock > 5)).toBeGreaterThan(0.05);
    expect(all.some((p) => !p.madeToOrder && p.stock === 0)).toBe(true);
  });

  it('marks about 8% trending, with popularity to sort by', () => {
    expect(share((p) => p.trending)).toBeGreaterThan(0.05);
    expect(share((p) => p.trending)).toBeLessThan(0.11);
    expect(new Set(all.map((p) => p.popularity)).size).toBeGreaterThan(500);
  });

  it('gives every product an occasion and a gender the facets know', () => {
    const occasions = new Set(OCCASIONS.map((o) => o.slug));
    for (const p of all) {
      expect(occasions.has(p.occasion as never), p.sku).toBe(true);
      expect(GENDERS).toContain(p.gender);
    }
    for (const gender of GENDERS)
      expect(
        all.some((p) => p.gender === gender),
        gender,
      ).toBe(true);
    for (const o of occasions)
      expect(
        all.some((p) => p.occasion === o),
        o,
      ).toBe(true);
  });

  it('fills every sub-category with pieces of its own parent category', () => {
    const parentOf = new Map(catalogue.categories.map((c) => [c.slug, c.parentSlug]));
    const subs = catalogue.categories.filter((c) => c.parentSlug !== null).map((c) => c.slug);
    expect(subs.length).toBeGreaterThan(0);
    for (const sub of subs) expect(all.filter((p) => p.subCategorySlug === sub).length, sub).toBeGreaterThanOrEqual(20);
    for (const p of all)
      if (p.subCategorySlug !== null) expect(parentOf.get(p.subCategorySlug), p.sku).toBe(p.categorySlug);
    // The migration that fills an older demo catalogue finds the shelf by the design's name.
    expect(all.filter((p) => p.subCategorySlug === 'jhumkas').every((p) => p.name.endsWith('Jhumka Earrings'))).toBe(
      true,
    );
  });

  it('spreads createdAt over the 18 months before 2026-11-01', () => {
    const oldest = BASE_DATE.getTime() - 549 * 24 * 3_600_000;
    for (const p of all) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(BASE_DATE.getTime());
      expect(p.createdAt.getTime()).toBeGreaterThan(oldest);
    }
    const months = new Set(all.map((p) => p.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(18);
  });
});

describe('categories, banners and occasions', () => {
  it('writes real copy for every category, parents first', () => {
    const seen = new Set<string>();
    for (const c of catalogue.categories) {
      if (c.parentSlug !== null) expect(seen.has(c.parentSlug), c.slug).toBe(true);
      seen.add(c.slug);
      expect(c.image).toBe(`/images/categories/${c.slug}`);
      for (const text of [c.name, c.seoTitle, c.seoDescription, c.seoKeywords, c.bannerTitle, c.bannerContent]) {
        expect(text.length).toBeGreaterThan(3);
        expect(text).not.toMatch(/lorem|ipsum|TODO/i);
      }
    }
    for (const slug of CATEGORY_SLUGS) expect(seen.has(slug)).toBe(true);
  });

  it('has the three named home banners and a banner for each category page', () => {
    const home = catalogue.banners.filter((b) => b.page === 'home');
    expect(home.map((b) => b.image)).toEqual([
      '/images/banners/bridal',
      '/images/banners/everyday-diamonds',
      '/images/banners/gold-festive',
    ]);
    for (const b of home) expect([b.title, b.subTitle, b.link, b.alt].every((t) => t.length > 3)).toBe(true);
    for (const c of catalogue.categories)
      expect(
        catalogue.banners.some((b) => b.page === c.slug),
        c.slug,
      ).toBe(true);
  });

  it('lists the occasions with pictures', () => {
    expect(catalogue.occasions.map((o) => o.slug)).toEqual(OCCASIONS.map((o) => o.slug));
    for (const o of catalogue.occasions) expect(o.image).toBe(`/images/occasions/${o.slug}`);
  });
});

describe('reviews', () => {
  const reviews = all.flatMap((p) => p.reviews);

  it('gives each piece 0 to 6 reviews, most pieces some, and every count occurs', () => {
    const counts = new Set(all.map((p) => p.reviews.length));
    expect([...counts].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(all.filter((p) => p.reviews.length === 0).length).toBeLessThan(all.length * 0.35);
  });

  it("sets every variant's rating to its piece's average, 0 for a piece without reviews", () => {
    const wrong = all.filter((p) => {
      const sum = p.reviews.reduce((s, r) => s + r.rating, 0);
      const expected = p.reviews.length === 0 ? 0 : Math.round((sum * 10) / p.reviews.length) / 10;
      return p.variants.some((v) => v.rating !== expected);
    });
    expect(wrong.map((p) => p.sku)).toEqual([]);
  });

  it('writes reviews the database accepts: whole stars, names as "First I.", lengths within limits, dates after listing', () => {
    const bad = all.flatMap((p) =>
      p.reviews.filter(
        (r) =>
          !(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5) ||
          !/^[A-Z][a-z]+ [A-Z]\.$/.test(r.authorName) ||
          r.title.length < 1 ||
          r.title.length > 120 ||
          r.body.length < 1 ||
          r.body.length > 2_000 ||
          r.createdAt <= p.createdAt ||
          r.createdAt > BASE_DATE,
      ),
    );
    expect(bad).toEqual([]);
  });

  it('mixes the stars, mostly good, with low ratings worded as low ones', () => {
    const stars = new Set(reviews.map((r) => r.rating));
    expect([...stars].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(reviews.filter((r) => r.rating >= 4).length).toBeGreaterThan(reviews.length * 0.6);
    const gushing = reviews.filter(
      (r) => r.rating <= 2 && /stunning|love|perfect|favourite/i.test(`${r.title} ${r.body}`),
    );
    expect(gushing).toEqual([]);
  });

  it('left the pieces themselves as they were before reviews (a pinned piece of the default seed)', () => {
    expect(all[0]!.value).toBe('mahika-delicate-diamond-necklace-nk-00001');
  });
});
