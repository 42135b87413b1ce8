import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbJsonLd, productAvailability, productJsonLd, type JsonLdProduct } from './json-ld.ts';

const ORIGIN = 'https://suvarna.example';

function product(overrides: Partial<JsonLdProduct> = {}): JsonLdProduct {
  return {
    name: 'Aria Diamond Ring',
    sku: 'SVR-001',
    value: 'aria-diamond-ring',
    made_to_order: 'false',
    stock: 3,
    seo: { title: 'Aria', description: 'A ring of light.', keyWords: 'ring' },
    pictures: '/images/products/SVR-001/rose-1.webp,/images/products/SVR-001/rose-2.webp',
    variants: [
      { offerprice: 42_000, image: '/images/products/SVR-001/rose-1.webp' },
      { offerprice: 38_500, image: '/images/products/SVR-001/yellow-1.webp' },
      { offerprice: 45_100, image: '/images/products/SVR-001/white-1.webp' },
    ],
    ...overrides,
  };
}

describe('productAvailability', () => {
  it.each([
    ['false', 3, 'https://schema.org/InStock'],
    ['false', 1, 'https://schema.org/InStock'],
    ['false', 0, 'https://schema.org/OutOfStock'],
    ['false', -2, 'https://schema.org/OutOfStock'],
    ['true', 0, 'https://schema.org/PreOrder'],
    ['true', 5, 'https://schema.org/PreOrder'],
  ] as const)('made_to_order %s, stock %i → %s', (made_to_order, stock, expected) => {
    expect(productAvailability({ made_to_order, stock })).toBe(expected);
    expect((productJsonLd(product({ made_to_order, stock }), ORIGIN).offers as any).availability).toBe(expected);
  });
});

describe('productJsonLd', () => {
  it('describes the product with absolute URLs, the brand and the SEO description', () => {
    const ld = productJsonLd(product(), ORIGIN);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aria Diamond Ring',
      sku: 'SVR-001',
      url: 'https://suvarna.example/aria-diamond-ring',
      description: 'A ring of light.',
      brand: { '@type': 'Brand', name: 'Suvarna' },
      image: [
        'https://suvarna.example/images/products/SVR-001/rose-1.webp',
        'https://suvarna.example/images/products/SVR-001/rose-2.webp',
      ],
    });
  });

  it('falls back to the first variant picture when the product lists none', () => {
    const ld = productJsonLd(product({ pictures: '' }), `${ORIGIN}/`);
    expect(ld.image).toEqual(['https://suvarna.example/images/products/SVR-001/rose-1.webp']);
  });

  it.each([
    [[42_000, 38_500, 45_100], { '@type': 'AggregateOffer', lowPrice: 38_500, highPrice: 45_100, offerCount: 3 }],
    [[10_000, 12_000], { '@type': 'AggregateOffer', lowPrice: 10_000, highPrice: 12_000, offerCount: 2 }],
    [[0, 12_000, 9_000], { '@type': 'AggregateOffer', lowPrice: 9_000, highPrice: 12_000, offerCount: 2 }],
    [[25_000], { '@type': 'Offer', price: 25_000 }],
    [[25_000, 25_000], { '@type': 'Offer', price: 25_000 }],
  ])('prices %j → %j', (prices, expected) => {
    const ld = productJsonLd(product({ variants: prices.map((offerprice) => ({ offerprice, image: '' })) }), ORIGIN);
    expect(ld.offers).toMatchObject({
      ...expected,
      priceCurrency: 'INR',
      url: 'https://suvarna.example/aria-diamond-ring',
    });
  });

  it('leaves offers out when no variant is priced', () => {
    expect(productJsonLd(product({ variants: [{ offerprice: 0, image: '' }] }), ORIGIN)).not.toHaveProperty('offers');
    expect(productJsonLd(product({ variants: [] }), ORIGIN)).not.toHaveProperty('offers');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Rings', path: '/jewellery/rings' },
        { name: 'Aria', path: 'aria-diamond-ring' },
      ],
      `${ORIGIN}/`,
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://suvarna.example/' },
        { '@type': 'ListItem', position: 2, name: 'Rings', item: 'https://suvarna.example/jewellery/rings' },
        { '@type': 'ListItem', position: 3, name: 'Aria', item: 'https://suvarna.example/aria-diamond-ring' },
      ],
    });
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/a/b.webp', 'https://suvarna.example/a/b.webp'],
    ['a/b.webp', 'https://suvarna.example/a/b.webp'],
    ['https://cdn.example/x.webp', 'https://cdn.example/x.webp'],
  ])('%s → %s', (input, expected) => {
    expect(absoluteUrl(input, ORIGIN)).toBe(expected);
  });
});

describe('productJsonLd with reviews', () => {
  const reviewOf = (i: number) => ({
    author_name: `Reader ${i}.`,
    rating: 1 + (i % 5),
    title: `Title ${i}`,
    body: `Body ${i}`,
    created_at: `2026-11-0${1 + (i % 9)}T10:00:00.000Z`,
  });

  it.each([
    [0, undefined, 0],
    [1, 5, 1],
    [7, 4.3, 5],
  ])('with %i reviews: aggregateRating %s and %i reviews', (total, average, shown) => {
    const data = productJsonLd(product(), ORIGIN, {
      total,
      average: average ?? 0,
      reviews: Array.from({ length: Math.min(total, 10) }, (_, i) => reviewOf(i)),
    });
    if (total === 0) {
      expect(data).not.toHaveProperty('aggregateRating');
      expect(data).not.toHaveProperty('review');
      return;
    }
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: average,
      reviewCount: total,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toHaveLength(shown);
    expect((data.review as any[])[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Reader 0.' },
      datePublished: '2026-11-01',
      name: 'Title 0',
      reviewBody: 'Body 0',
      reviewRating: { '@type': 'Rating', ratingValue: 1, bestRating: 5, worstRating: 1 },
    });
  });
});
