import { describe, expect, it } from 'vitest';
import type { MetalColor } from '../../domain/catalog/constants.ts';
import type { Variant } from '../../domain/catalog/product.ts';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { makeProducts } from '../../tests/support/product-factory.ts';
import {
  createSearchEngine,
  retrieveAttributes,
  SearchFilterError,
  startSearchEngine,
  type SearchEngine,
  type SearchInput,
} from './engine.ts';

function variant(
  productId: number,
  k: number,
  color: MetalColor,
  offerprice: number,
  extra: Partial<Variant> = {},
): Variant {
  return {
    id: productId * 10 + k,
    variant_id: `V${productId}-${k}`,
    color,
    size: null,
    image: `/images/products/P${productId}/${color}/1`,
    alt: '',
    offerprice,
    price: offerprice + 1000,
    metal_price: 0,
    diamond_price: 0,
    gemstone_price: 0,
    making_charge: 0,
    gst: 3,
    rating: 4,
    short_description: '',
    metal_weight: 2,
    product_setting: 'Prong',
    metal_purity: '18K',
    metal_type: 'Gold',
    diamond_count: 4,
    diamond_clarity: 'VS1',
    diamond_color: 'GH',
    diamond_carat: 0.1,
    diamond_cut: 'Round',
    gemstone_type: null,
    gemstone_carat: 0,
    gemstone_count: 0,
    making_discount: 0,
    gross_weight: 2.02,
    huid: 'AB12C9',
    diamond_cut_grade: 'Excellent',
    certificate_lab: 'IGI',
    certificate_number: '612345678',
    certificate_url: 'https://www.igi.org/verify-your-report/?r=612345678',
    ...extra,
  };
}

interface ItemOptions extends Partial<Omit<IndexableProduct, 'variants'>> {
  colors?: [MetalColor, number][];
  variants?: Variant[];
}

function item(id: number, name: string, o: ItemOptions = {}): IndexableProduct {
  const { colors = [['yellow-gold', 10_000 + id]], variants, ...rest } = o;
  return {
    id,
    name,
    sku: `SV-T-${String(id).padStart(4, '0')}`,
    value: `p-${id}`,
    category: 'rings',
    sub_category: null,
    made_to_order: 'false',
    stock: 5,
    seo: { title: name, description: '', keyWords: '' },
    storetype: 'online',
    pictures: '',
    occasion: null,
    gender: 'women',
    popularity: id,
    created_at: new Date(Date.UTC(2025, 0, id)).toISOString(),
    trending: false,
    variants: variants ?? colors.map(([c, p], k) => variant(id, k, c, p)),
    ...rest,
  };
}

const ids = (engine: SearchEngine, params: SearchInput) =>
  engine.search({ hitsPerPage: 100, ...params }).hits.map((h) => h.id);
const names = (engine: SearchEngine, params: SearchInput) =>
  engine.search({ hitsPerPage: 100, ...params }).hits.map((h) => h.name);

describe('text matching', () => {
  const engine = createSearchEngine([
    item(1, 'Aanya Floral Diamond Ring'),
    item(2, 'Meera Lotus Ruby Pendant', { category: 'pendants' }),
    item(3, 'Zoë Heart Diamond Earrings', { category: 'earrings' }),
    item(4, 'Kavya Mangalsutra', { category: 'mangalsutra' }),
    item(5, 'Aanya Ruby Studs', { category: 'earrings' }),
    item(6, 'Solitaire Band', { colors: [['white-gold', 90_000]] }),
  ]);

  it.each<[string, string, number[]]>([
    ['a whole word of the name', 'aanya', [1, 5]],
    ['case and accents ignored', 'ZOE', [3]],
    ['the accented form too', 'zoë', [3]],
    ['the start of the last word, as typed', 'pend', [2]],
    ['the start of every word', 'aan rub', [5]],
    ['every word must match (AND)', 'aanya diamond', [1]],
    ['the category', 'pendants', [2]],
    ['the sku, with or without dashes', 'SV-T-0004', [4]],
    ['the sku run together', 'svt0004', [4]],
    ['a metal colour of a variant', 'white', [6]],
    ['the metal purity', '18k', [1, 2, 3, 4, 5, 6]],
    ['one typo from 4 letters', 'rbuy', [2, 5]],
    ['a missing letter', 'diamnd', [1, 3]],
    ['two typos from 8 letters', 'mangalsootra', [4]],
    ['no typo under 4 letters', 'rbu', []],
  ])('finds %s', (_name, query, expected) => {
    expect(ids(engine, { query }).sort((a, b) => a - b)).toEqual(expected);
  });

  it('allows no more typos than Algolia does', () => {
    expect(ids(engine, { query: 'diamxnx' })).toEqual([]);
    expect(ids(engine, { query: 'mangxlsootrx' })).toEqual([]);
  });

  it('honours typoTolerance false and queryType prefixNone', () => {
    expect(ids(engine, { query: 'rbuy', typoTolerance: false })).toEqual([]);
    expect(ids(engine, { query: 'pend', queryType: 'prefixNone' })).toEqual([]);
    expect(ids(engine, { query: 'aan rub', queryType: 'prefixLast' })).toEqual([]);
  });

  it.each(['<script>alert(1)</script>', '"', '\'" OR 1=1 --', '%00\u0000', '***', '\\', '{{7*7}}'])(
    'takes %j as harmless text',
    (query) => {
      const r = engine.search({ query });
      expect(r.query).toBe(query);
      expect(Array.isArray(r.hits)).toBe(true);
      expect(JSON.parse(JSON.stringify(r)).query).toBe(query);
    },
  );

  it('treats a query of punctuation only as no query', () => {
    expect(engine.search({ query: '"!?"' }).nbHits).toBe(6);
    expect(engine.search({ query: '<script>' }).nbHits).toBe(0);
  });
});

describe('ranking', () => {
  it('puts fewer typos first, whatever the ids', () => {
    const engine = createSearchEngine([item(1, 'Lotus Rung'), item(2, 'Lotus Ring')]);
    expect(names(engine, { query: 'ring' })).toEqual(['Lotus Ring', 'Lotus Rung']);
  });

  it('puts a match in the name before one in the metal colour', () => {
    const engine = createSearchEngine([
      item(1, 'Petal Band', { colors: [['rose-gold', 5_000]] }),
      item(2, 'Rose Band', { colors: [['yellow-gold', 9_000]] }),
    ]);
    expect(names(engine, { query: 'rose' })).toEqual(['Rose Band', 'Petal Band']);
  });

  it('puts adjacent words before distant ones', () => {
    const engine = createSearchEngine([item(1, 'Heart Halo Twisted Ring'), item(2, 'Twisted Heart Ring')]);
    expect(names(engine, { query: 'heart ring' })).toEqual(['Twisted Heart Ring', 'Heart Halo Twisted Ring']);
  });

  it('puts whole words before words only started', () => {
    const engine = createSearchEngine([item(1, 'Heartfelt Ring'), item(2, 'Heart Ring')]);
    expect(names(engine, { query: 'heart ring' })).toEqual(['Heart Ring', 'Heartfelt Ring']);
  });

  it('breaks relevance ties with the chosen sort, then by id', () => {
    const engine = createSearchEngine([
      item(3, 'Lotus Ring', { colors: [['yellow-gold', 30_000]] }),
      item(1, 'Lotus Ring', { colors: [['yellow-gold', 50_000]] }),
      item(2, 'Lotus Ring', { colors: [['yellow-gold', 30_000]] }),
    ]);
    expect(ids(engine, { query: 'lotus' })).toEqual([1, 2, 3]);
    expect(ids(engine, { query: 'lotus', sortBy: 'LowToHigh' })).toEqual([2, 3, 1]);
    expect(ids(engine, { query: 'lotus', sortBy: 'HighToLow' })).toEqual([1, 2, 3]);
  });

  it('reports its ranking criteria when asked', () => {
    const engine = createSearchEngine([item(1, 'Lotus Rung', { category: 'pendants' })]);
    expect(engine.search({ query: 'lotus ring', getRankingInfo: true }).hits[0]!._rankingInfo).toEqual({
      nbTypos: 1,
      attributeScore: 0,
      proximityDistance: 1,
      nbExactWords: 2,
    });
  });
});

describe('facet filters', () => {
  const engine = createSearchEngine([
    item(1, 'A', { category: 'rings', colors: [['rose-gold', 10_000]] }),
    item(2, 'B', { category: 'rings', sub_category: 'engagement-rings', colors: [['white-gold', 20_000]] }),
    item(3, 'C', {
      category: 'earrings',
      colors: [
        ['rose-gold', 30_000],
        ['white-gold', 31_000],
      ],
    }),
    item(4, 'D', { category: 'pendants', colors: [['yellow-gold', 40_000]], occasion: 'Daily Wear' }),
  ]);

  it.each<[string, SearchInput['facetFilters'], number[]]>([
    ['one value', ['category:rings'], [1, 2]],
    ['a sub-category, listed within its category too', ['category:engagement-rings'], [2]],
    ['AND across the list', ['category:rings', 'color:rose-gold'], [1]],
    ['OR inside a list', [['color:rose-gold', 'color:yellow-gold']], [1, 3, 4]],
    ['OR and AND together', [['color:rose-gold', 'color:white-gold'], 'category:earrings'], [3]],
    ['negation', ['-color:rose-gold'], [2, 4]],
    ["Algolia's negation", ['color:-rose-gold'], [2, 4]],
    ['negation inside an OR list', [['-category:rings', 'color:rose-gold']], [1, 3, 4]],
    ['a multi-valued facet matches any of its values', ['color:white-gold'], [2, 3]],
    ['values ignore case', ['CATEGORY:Rings'.replace('CATEGORY', 'category'), 'color:ROSE-GOLD'], [1]],
    ['a value with a space', ['occasion:daily wear'], [4]],
    ['a value nobody has', ['category:tiaras'], []],
    ['a negated value nobody has', ['-category:tiaras'], [1, 2, 3, 4]],
    ['the price band of the shown price', ['price_band:Under ₹25,000'], [1, 2]],
    ['trending as text', ['trending:false'], [1, 2, 3, 4]],
    ['a plain string filter', 'category:pendants', [4]],
  ])('%s', (_name, facetFilters, expected) => {
    expect(ids(engine, { facetFilters })).toEqual(expected);
  });

  it('answers nothing when a filter names an unknown facet', () => {
    expect(engine.search({ facetFilters: ['material:silver'] }).nbHits).toBe(0);
    expect(engine.search({ facetFilters: ['-material:silver'] }).nbHits).toBe(0);
    expect(engine.search({ facetFilters: [['category:rings', 'material:silver']] }).nbHits).toBe(0);
  });

  it('throws a SearchFilterError for a malformed filter', () => {
    expect(() => engine.search({ facetFilters: ['category'] })).toThrow(SearchFilterError);
    expect(() => engine.search({ numericFilters: ['price>>1'] })).toThrow(/numericFilters\[0\]/);
  });
});

describe('numeric filters', () => {
  const engine = createSearchEngine([
    item(1, 'A', { colors: [['rose-gold', 10_000]], stock: 0 }),
    item(2, 'B', { colors: [['white-gold', 20_000]], stock: 3 }),
    item(3, 'C', {
      colors: [
        ['rose-gold', 30_000],
        ['white-gold', 5_000],
      ],
      stock: 9,
    }),
    item(4, 'D', { variants: [variant(4, 0, 'yellow-gold', 40_000, { diamond_carat: 1.5, rating: 5 })] }),
  ]);

  it.each<[string, SearchInput, number[]]>([
    ['>=', { numericFilters: ['price>=20000'] }, [2, 3, 4]],
    ['<= and >= together', { numericFilters: ['price>=15000', 'price<=35000'] }, [2, 3]],
    ['<', { numericFilters: 'price<20000' }, [1]],
    ['>', { numericFilters: ['price>30000'] }, [4]],
    ['=', { numericFilters: ['stock=3'] }, [2]],
    ['!=', { numericFilters: ['stock!=0'] }, [2, 3, 4]],
    ['a range (inclusive)', { numericFilters: ['price:10000 TO 20000'] }, [1, 2]],
    ['OR inside a list', { numericFilters: [['price<15000', 'price>35000']] }, [1, 4]],
    ['price_min over all priced variants', { numericFilters: ['price_min<=5000'] }, [3]],
    ['price_max', { numericFilters: ['price_max>=30000'] }, [3, 4]],
    ['a variant field of the shown variant', { numericFilters: ['diamond_carat>1'] }, [4]],
    ['rating', { numericFilters: ['rating>=5'] }, [4]],
    ['created_at in epoch seconds', { numericFilters: [`created_at>=${Date.UTC(2025, 0, 3) / 1000}`] }, [3, 4]],
    ['popularity', { numericFilters: ['popularity>2'] }, [3, 4]],
    ['the price of the filtered colour', { numericFilters: ['price<=5000'], facetFilters: ['color:white-gold'] }, [3]],
  ])('%s', (_name, params, expected) => {
    expect(ids(engine, params).sort((a, b) => a - b)).toEqual(expected);
  });

  it('answers nothing for an attribute it does not know', () => {
    expect(engine.search({ numericFilters: ['weight>1'] }).nbHits).toBe(0);
  });

  // Algolia's filters string: the same conditions as the lists, joined by AND, OR and NOT.
  it.each<[string, string, number[]]>([
    ['a comparison', 'price < 20000', [1]],
    ['a range', 'price:10000 TO 20000', [1, 2]],
    ['AND of a comparison and a facet', 'price >= 20000 AND color:yellow-gold', [4]],
    ['numeric OR numeric', 'price < 15000 OR price > 35000', [1, 4]],
    ['facet OR facet, AND a number', '(color:rose-gold OR color:yellow-gold) AND stock > 0', [3, 4]],
    ['NOT a facet', 'NOT color:rose-gold', [2, 4]],
    ['NOT a comparison', 'NOT price < 20000', [2, 3, 4]],
    ['NOT a range', 'NOT price:10000 TO 30000', [4]],
    ['a colour in filters picks the shown variant, as in facetFilters', 'color:white-gold AND price <= 5000', [3]],
    ['an unknown attribute answers nothing', 'weight > 1', []],
  ])('filters: %s', (_name, filters, expected) => {
    expect(ids(engine, { filters }).sort((a, b) => a - b)).toEqual(expected);
  });

  it('ANDs the filters string with facetFilters and numericFilters', () => {
    const params = { filters: 'price > 1000', facetFilters: ['color:white-gold'], numericFilters: ['stock>3'] };
    expect(ids(engine, params)).toEqual([3]);
  });

  it('throws a SearchFilterError naming the character for a filters string it cannot honour', () => {
    expect(() => engine.search({ filters: 'price < 5 OR color:rose-gold' })).toThrow(SearchFilterError);
    expect(() => engine.search({ filters: 'price < 5 OR color:rose-gold' })).toThrow(/^filters at character 14/);
  });
});

describe('facet counts', () => {
  const engine = createSearchEngine([
    item(1, 'A', {
      category: 'rings',
      colors: [
        ['rose-gold', 10_000],
        ['white-gold', 12_000],
      ],
    }),
    item(2, 'B', { category: 'rings', colors: [['white-gold', 30_000]], trending: true }),
    item(3, 'C', { category: 'earrings', colors: [['rose-gold', 60_000]], made_to_order: 'true' }),
  ]);

  it('counts every value over the filtered result, by count then name', () => {
    const r = engine.search({ facets: ['category', 'color'], facetFilters: ['category:rings'] });
    expect(r.facets).toEqual({ category: { rings: 2 }, color: { 'white-gold': 2, 'rose-gold': 1 } });
    expect(Object.keys(r.facets.color!)).toEqual(['white-gold', 'rose-gold']);
  });

  it("gives all facets for '*' and leaves unknown ones out", () => {
    const all = engine.search({ facets: '*' }).facets;
    expect(Object.keys(all).sort()).toEqual([
      'category',
      'color',
      'diamond_clarity',
      'gender',
      'made_to_order',
      'metal_purity',
      'price_band',
      'trending',
    ]);
    expect(all.price_band).toEqual({ 'Under ₹25,000': 1, '₹25,000 - ₹50,000': 1, '₹50,000 - ₹1,00,000': 1 });
    expect(all.trending).toEqual({ false: 2, true: 1 });
    expect(engine.search({ facets: ['category', 'nonsense'] }).facets).toEqual({ category: { rings: 2, earrings: 1 } });
  });

  it('gives no counts unless asked', () => {
    expect(engine.search({}).facets).toEqual({});
  });

  it('keeps the most frequent values up to maxValuesPerFacet', () => {
    expect(engine.search({ facets: ['color'], maxValuesPerFacet: 1 }).facets).toEqual({ color: { 'rose-gold': 2 } });
  });

  it('gives price stats over the shown prices of the whole result', () => {
    expect(engine.search({}).facets_stats).toEqual({
      price: { min: 10_000, max: 60_000, avg: 100_000 / 3, sum: 100_000 },
    });
    expect(engine.search({ facetFilters: ['color:white-gold'] }).facets_stats.price).toEqual({
      min: 12_000,
      max: 30_000,
      avg: 21_000,
      sum: 42_000,
    });
    expect(engine.search({ query: 'nothing-matches-this' }).facets_stats).toEqual({});
  });
});

describe('shown variant', () => {
  const engine = createSearchEngine([
    item(1, 'Tri Colour Ring', {
      colors: [
        ['white-gold', 50_000],
        ['yellow-gold', 40_000],
        ['rose-gold', 60_000],
      ],
    }),
    item(2, 'Yellow Only Ring', { colors: [['yellow-gold', 45_000]] }),
  ]);
  const shown = (params: SearchInput) => engine.search(params).hits.map((h) => [h.id, h.variant.color, h.price]);

  it('prefers rose-gold, then yellow, then white (spec)', () => {
    expect(shown({ sortBy: 'HighToLow' })).toEqual([
      [1, 'rose-gold', 60_000],
      [2, 'yellow-gold', 45_000],
    ]);
  });

  it('shows the filtered colour, and prices by it', () => {
    expect(shown({ facetFilters: ['color:white-gold'] })).toEqual([[1, 'white-gold', 50_000]]);
    expect(shown({ facetFilters: [['color:white-gold', 'color:yellow-gold']] })).toEqual([
      [1, 'yellow-gold', 40_000],
      [2, 'yellow-gold', 45_000],
    ]);
  });

  it('filters and sorts by the shown price', () => {
    expect(shown({ numericFilters: ['price<55000'] })).toEqual([[2, 'yellow-gold', 45_000]]);
    expect(
      shown({ facetFilters: [['color:white-gold', 'color:yellow-gold']], numericFilters: ['price<42000'] }),
    ).toEqual([[1, 'yellow-gold', 40_000]]);
  });

  it('carries every priced variant, the card fields and the price range', () => {
    const hit = engine.search({ facetFilters: ['color:white-gold'] }).hits[0]!;
    expect(hit).toMatchObject({
      objectID: '1',
      id: 1,
      name: 'Tri Colour Ring',
      price_min: 40_000,
      price_max: 60_000,
      trending: false,
    });
    expect(hit.variants.map((v) => v.color)).toEqual(['white-gold', 'yellow-gold', 'rose-gold']);
    expect(Object.keys(hit).sort()).toEqual(
      [
        'objectID',
        'id',
        'name',
        'sku',
        'value',
        'category',
        'made_to_order',
        'stock',
        'seo',
        'storetype',
        'pictures',
        'occasion',
        'gender',
        'trending',
        'variant',
        'variants',
        'price',
        'price_min',
        'price_max',
      ].sort(),
    );
  });
});

describe('priced variants', () => {
  it('leaves out unpriced variants, and products with none', () => {
    const engine = createSearchEngine([
      item(1, 'Half Priced Ring', { variants: [variant(1, 0, 'rose-gold', 0), variant(1, 1, 'white-gold', 30_000)] }),
      item(2, 'Unpriced Ring', { variants: [variant(2, 0, 'rose-gold', 0)] }),
    ]);
    expect(engine.size).toBe(1);
    const r = engine.search({ query: 'ring', facets: ['color'] });
    expect(r.hits.map((h) => [h.id, h.variant.color, h.variants.length])).toEqual([[1, 'white-gold', 1]]);
    expect(r.facets).toEqual({ color: { 'white-gold': 1 } });
  });
});

describe('sorts and paging', () => {
  const products = [
    item(1, 'A', { colors: [['rose-gold', 30_000]], popularity: 5, created_at: '2025-03-01T00:00:00Z' }),
    item(2, 'B', { colors: [['rose-gold', 10_000]], popularity: 9, created_at: '2025-01-01T00:00:00Z' }),
    item(3, 'C', { colors: [['rose-gold', 20_000]], popularity: 5, created_at: '2025-05-01T00:00:00Z' }),
    item(4, 'D', { colors: [['rose-gold', 10_000]], popularity: 1, created_at: '2025-05-01T00:00:00Z' }),
  ];
  const engine = createSearchEngine(products);

  it.each<[string, SearchInput, number[]]>([
    ['LowToHigh without a query by default', {}, [2, 4, 3, 1]],
    ['LowToHigh', { sortBy: 'LowToHigh' }, [2, 4, 3, 1]],
    ['HighToLow, ties by id', { sortBy: 'HighToLow' }, [1, 3, 2, 4]],
    ['Newest, ties by id', { sortBy: 'Newest' }, [3, 4, 1, 2]],
    ['Popular, ties by id', { sortBy: 'Popular' }, [2, 1, 3, 4]],
  ])('%s', (_name, params, expected) => {
    expect(ids(engine, params)).toEqual(expected);
  });

  it('pages through the order and reports the page count', () => {
    const page = (n: number) => engine.search({ hitsPerPage: 3, page: n });
    expect(page(0)).toMatchObject({ nbHits: 4, nbPages: 2, page: 0, hitsPerPage: 3 });
    expect(page(0).hits.map((h) => h.id)).toEqual([2, 4, 3]);
    expect(page(1).hits.map((h) => h.id)).toEqual([1]);
  });

  it('answers an empty page past the last, with the right counts', () => {
    const r = engine.search({ hitsPerPage: 3, page: 5, facets: ['category'] });
    expect(r).toMatchObject({ hits: [], nbHits: 4, nbPages: 2, page: 5, facets: { category: { rings: 4 } } });
  });

  it('gives only counts for hitsPerPage 0', () => {
    const r = engine.search({ hitsPerPage: 0, facets: ['category'] });
    expect(r).toMatchObject({ hits: [], nbHits: 4, nbPages: 0, hitsPerPage: 0, facets: { category: { rings: 4 } } });
  });

  it('answers in the Algolia shape', () => {
    const r = engine.search({ query: 'a', hitsPerPage: 2, facets: ['category'] });
    expect(Object.keys(r).sort()).toEqual(
      [
        'hits',
        'nbHits',
        'page',
        'nbPages',
        'hitsPerPage',
        'facets',
        'facets_stats',
        'query',
        'params',
        'processingTimeMS',
        'exhaustiveNbHits',
        'exhaustiveFacetsCount',
        'exhaustiveTypo',
      ].sort(),
    );
    expect(r.params).toBe('query=a&hitsPerPage=2&facets=%5B%22category%22%5D');
    expect(r.exhaustiveNbHits).toBe(true);
  });

  it('keeps pages disjoint and complete on a large result', () => {
    const big = createSearchEngine(makeProducts(700, 5));
    for (const sortBy of [undefined, 'HighToLow', 'Newest', 'Popular'] as const) {
      const seen: number[] = [];
      for (let page = 0; page < 8; page++)
        seen.push(...big.search({ sortBy, hitsPerPage: 100, page }).hits.map((h) => h.id));
      expect(new Set(seen).size).toBe(700);
    }
  });
});

describe('upsert and remove', () => {
  it('shows a catalogue change in the next search: words, facets, orders and price views', () => {
    const engine = createSearchEngine([
      item(1, 'Lotus Ring', {
        colors: [
          ['rose-gold', 10_000],
          ['white-gold', 15_000],
        ],
      }),
      item(2, 'Petal Ring', { colors: [['rose-gold', 20_000]] }),
      item(3, 'Crown Ring', { colors: [['white-gold', 30_000]] }),
    ]);
    // Build the lazily made orders and the white-gold view first, so the change must update them.
    for (const sortBy of ['LowToHigh', 'HighToLow', 'Newest', 'Popular'] as const) engine.search({ sortBy });
    engine.search({ facetFilters: ['color:white-gold'], sortBy: 'LowToHigh' });

    engine.upsert(
      item(1, 'Lotus Pendant', {
        category: 'pendants',
        colors: [['white-gold', 50_000]],
        popularity: 99,
        created_at: '2030-01-01T00:00:00Z',
      }),
    );

    expect(engine.size).toBe(3);
    expect(ids(engine, { query: 'pendant' })).toEqual([1]);
    expect(ids(engine, { query: 'lotus ring' })).toEqual([]);
    expect(engine.search({ facets: ['category', 'color'] }).facets).toEqual({
      category: { rings: 2, pendants: 1 },
      color: { 'white-gold': 2, 'rose-gold': 1 },
    });
    expect(ids(engine, {})).toEqual([2, 3, 1]);
    expect(ids(engine, { sortBy: 'HighToLow' })).toEqual([1, 3, 2]);
    expect(ids(engine, { sortBy: 'Newest' })[0]).toBe(1);
    expect(ids(engine, { sortBy: 'Popular' })[0]).toBe(1);
    expect(
      engine.search({ facetFilters: ['color:white-gold'], sortBy: 'LowToHigh' }).hits.map((h) => [h.id, h.price]),
    ).toEqual([
      [3, 30_000],
      [1, 50_000],
    ]);
    expect(ids(engine, { facetFilters: ['color:rose-gold'] })).toEqual([2]);
  });

  it('removes a product from everything, and takes it back', () => {
    const engine = createSearchEngine([item(1, 'Lotus Ring'), item(2, 'Petal Ring', { category: 'bangles' })]);
    engine.search({ sortBy: 'Popular' });
    engine.remove(2);
    engine.remove(42);
    expect(engine.size).toBe(1);
    expect(ids(engine, { query: 'petal' })).toEqual([]);
    expect(engine.search({ facets: '*' }).facets.category).toEqual({ rings: 1 });
    expect(ids(engine, { sortBy: 'Popular' })).toEqual([1]);
    engine.upsert(item(2, 'Petal Ring', { category: 'bangles' }));
    expect(ids(engine, { query: 'petal' })).toEqual([2]);
    expect(ids(engine, { sortBy: 'Popular' })).toEqual([2, 1]);
  });

  it('removes a product whose variants all lost their price', () => {
    const engine = createSearchEngine([item(1, 'Lotus Ring')]);
    engine.upsert(item(1, 'Lotus Ring', { variants: [variant(1, 0, 'rose-gold', 0)] }));
    expect(engine.size).toBe(0);
    expect(engine.search({ query: 'lotus' }).nbHits).toBe(0);
  });

  it('grows from empty', () => {
    const engine = createSearchEngine([]);
    expect(engine.search({ facets: '*' })).toMatchObject({ nbHits: 0, hits: [], facets: {}, facets_stats: {} });
    const products = makeProducts(300, 9);
    engine.search({ sortBy: 'Newest' });
    for (const p of products) engine.upsert(p);
    expect(engine.size).toBe(300);
    expect(engine.search({}).nbHits).toBe(300);
    expect(ids(engine, { sortBy: 'Newest', hitsPerPage: 1 })[0]).toBe(
      [...products].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id)[0]!.id,
    );
    expect(engine.search({ query: products[123]!.sku }).hits[0]!.id).toBe(124);
  });
});

describe('remembered answers', () => {
  it('answers the same question from memory until a product changes, then afresh', () => {
    const engine = createSearchEngine([item(1, 'Lotus Ring'), item(2, 'Petal Ring')]);
    const first = engine.search({ query: 'ring' });
    const again = engine.search({ query: 'ring' });
    expect(again.hits).toBe(first.hits);
    expect(again.processingTimeMS).toBe(0);
    expect({ ...again, processingTimeMS: first.processingTimeMS }).toEqual(first);
    // The same remembered answer each time after the first, frozen like it.
    expect(engine.search({ query: 'ring' })).toBe(again);
    expect(Object.isFrozen(again)).toBe(true);
    engine.upsert(item(3, 'Rose Ring'));
    expect(engine.search({ query: 'ring' }).nbHits).toBe(3);
    engine.remove(1);
    expect(ids(engine, { query: 'ring' }).sort()).toEqual([2, 3]);
  });

  it('hands out answers that cannot be changed by one caller for the next', () => {
    const engine = createSearchEngine([item(1, 'Lotus Ring'), item(2, 'Petal Ring')]);
    const answer = engine.search({ query: 'ring', facets: ['category'] });
    expect(() => (answer.hits as unknown[]).push({})).toThrow(TypeError);
    expect(() => ((answer.hits[0] as { name: string }).name = 'changed')).toThrow(TypeError);
    expect(() => ((answer.facets.category as Record<string, number>).rings = 0)).toThrow(TypeError);
    expect(engine.search({ query: 'ring', facets: ['category'] }).facets.category).toEqual({ rings: 2 });
  });

  it('remembers nothing when asked not to', () => {
    const engine = createSearchEngine([item(1, 'Lotus Ring')], { rememberedAnswers: 0 });
    expect(engine.search({ query: 'ring' }).hits).not.toBe(engine.search({ query: 'ring' }).hits);
  });
});

describe('highlighting', () => {
  const engine = createSearchEngine([item(1, 'Zoë Rose Diamond Ring', { category: 'rings' })]);

  it('marks the matched words when highlight tags are given, as InstantSearch asks', () => {
    const hit = engine.search({
      query: 'zoe diamnd',
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    }).hits[0]!;
    expect(hit._highlightResult!.name).toEqual({
      value: '__ais-highlight__Zoë__/ais-highlight__ Rose __ais-highlight__Diamond__/ais-highlight__ Ring',
      matchLevel: 'full',
      matchedWords: ['zoe', 'diamnd'],
      fullyHighlighted: false,
    });
    expect(hit._highlightResult!.category).toEqual({ value: 'rings', matchLevel: 'none', matchedWords: [] });
  });

  it('leaves hits unmarked otherwise', () => {
    expect(engine.search({ query: 'zoe' }).hits[0]!._highlightResult).toBeUndefined();
  });
});

describe('retrieveAttributes', () => {
  const hit = createSearchEngine([item(1, 'Lotus Ring')]).search({}).hits[0]!;

  it("keeps only the named attributes and objectID, or all for '*'", () => {
    expect(retrieveAttributes(hit, ['name', 'price', 'nonsense'])).toEqual({
      objectID: '1',
      name: 'Lotus Ring',
      price: 10_001,
    });
    expect(retrieveAttributes(hit, ['*'])).toBe(hit);
    expect(retrieveAttributes(hit, undefined)).toBe(hit);
  });
});

describe('startSearchEngine (the catalogue added in pages)', () => {
  const products = makeProducts(300, 3);
  const questions: SearchInput[] = [
    { hitsPerPage: 100 },
    { query: 'ring' },
    { query: 'gold', facets: ['category', 'color'], facetFilters: ['category:rings'] },
    { sortBy: 'LowToHigh', hitsPerPage: 50 },
  ];

  it.each([
    { expectedSize: 300, pageSize: 50 },
    { expectedSize: 0, pageSize: 7 }, // sized too small: grows on the way
    { expectedSize: 1000, pageSize: 300 },
  ])(
    'answers as the engine built at once (expected $expectedSize, pages of $pageSize)',
    ({ expectedSize, pageSize }) => {
      const whole = createSearchEngine(products, { rememberedAnswers: 0 });
      const building = startSearchEngine(expectedSize, { rememberedAnswers: 0 });
      for (let at = 0; at < products.length; at += pageSize) building.add(products.slice(at, at + pageSize));
      building.settle();
      expect(building.engine.size).toBe(whole.size);
      for (const question of questions) {
        const { processingTimeMS: _a, ...paged } = building.engine.search(question);
        const { processingTimeMS: _b, ...once } = whole.search(question);
        expect(paged).toEqual(once);
      }
      building.engine.upsert({ ...products[0]!, name: 'Zzyzx Band' });
      expect(building.engine.search({ query: 'zzyzx' }).hits.map((h) => h.id)).toEqual([products[0]!.id]);
    },
  );

  it('forgets answers remembered before a page was added', () => {
    const building = startSearchEngine(10);
    building.add(products.slice(0, 1));
    expect(building.engine.search({}).nbHits).toBe(1);
    building.add(products.slice(1, 4));
    expect(building.engine.search({}).nbHits).toBe(4);
  });
});
