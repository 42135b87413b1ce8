import { describe, expect, it } from 'vitest';
import {
  algoliaMultiQueryBodySchema,
  algoliaQueryBodySchema,
  parseAlgoliaParamsString,
  sortByFromIndexName,
} from './algolia-request.ts';
import { lenientSearchParamsSchema, searchParamsSchema } from './search-params.ts';

describe('searchParamsSchema (restproxy)', () => {
  it('fills the defaults', () => {
    expect(searchParamsSchema.parse({})).toEqual({ query: '', hitsPerPage: 20, page: 0, maxValuesPerFacet: 100 });
  });

  it('takes the storefront body', () => {
    const body = {
      query: 'rose ring',
      hitsPerPage: 40,
      page: 2,
      facets: ['category', 'color'],
      facetFilters: [['color:rose-gold', 'color:white-gold'], 'category:rings'],
      numericFilters: ['price>=1000', 'price<=100000'],
      sortBy: 'LowToHigh',
    };
    expect(searchParamsSchema.parse(body)).toEqual({ ...body, maxValuesPerFacet: 100 });
  });

  it.each([
    ['hitsPerPage above 100', { hitsPerPage: 101 }],
    ['negative hitsPerPage', { hitsPerPage: -1 }],
    ['fractional page', { page: 1.5 }],
    ['negative page', { page: -1 }],
    ['query over 128 characters', { query: 'x'.repeat(129) }],
    ['unknown sort', { sortBy: 'Cheapest' }],
    ['unknown key', { foo: 1 }],
    ['filters (not supported)', { filters: 'category:rings' }],
    ['maxValuesPerFacet 0', { maxValuesPerFacet: 0 }],
    ['maxValuesPerFacet above 1000', { maxValuesPerFacet: 1001 }],
    ['facetFilters nested three deep', { facetFilters: [[['color:x']]] }],
    ['numbers sent as text', { hitsPerPage: '20' }],
    ['facets as a plain name', { facets: 'category' }],
  ])('refuses %s', (_name, body) => {
    expect(searchParamsSchema.safeParse(body).success).toBe(false);
  });

  it('accepts exactly 100 hits per page and 0 (counts only)', () => {
    expect(searchParamsSchema.safeParse({ hitsPerPage: 100 }).success).toBe(true);
    expect(searchParamsSchema.safeParse({ hitsPerPage: 0 }).success).toBe(true);
  });

  it("accepts facets '*' and Algolia's optional parameters", () => {
    const r = searchParamsSchema.safeParse({
      facets: '*',
      attributesToRetrieve: ['name'],
      analytics: false,
      clickAnalytics: true,
      getRankingInfo: true,
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      maxValuesPerFacet: 10,
    });
    expect(r.success).toBe(true);
  });

  it('names the malformed filter in the issue', () => {
    const r = searchParamsSchema.safeParse({
      facetFilters: ['category:rings', ['color']],
      numericFilters: ['price>>1'],
    });
    expect(r.success).toBe(false);
    if (r.success) return;
    const issues = r.error.issues.map((i) => ({ path: i.path, message: i.message }));
    expect(issues).toEqual([
      { path: ['facetFilters', 1, 0], message: `facetFilters[1][0] "color": missing ':' between attribute and value` },
      { path: ['numericFilters', 0], message: `numericFilters[0] "price>>1": ">1" is not a number` },
    ]);
  });
});

describe('lenientSearchParamsSchema (Algolia endpoints)', () => {
  it('drops the Algolia parameters it does not use', () => {
    const r = lenientSearchParamsSchema.parse({
      query: 'ring',
      attributesToHighlight: ['name'],
      tagFilters: '',
      userToken: 'u1',
      filters: '',
    });
    expect(r).toEqual({ query: 'ring', hitsPerPage: 20, page: 0, maxValuesPerFacet: 100 });
  });

  it('takes a filters string and refuses one it cannot honour, naming where', () => {
    expect(lenientSearchParamsSchema.parse({ filters: 'category:rings AND price < 5000' }).filters).toBe(
      'category:rings AND price < 5000',
    );
    const r = lenientSearchParamsSchema.safeParse({ filters: 'price < 5000 OR category:rings' });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.error.issues[0]!.path).toEqual(['filters']);
      expect(r.error.issues[0]!.message).toMatch(/^filters at character 17 .*cannot mix numeric and facet/);
    }
  });

  it('still refuses more than 100 hits per page', () => {
    expect(lenientSearchParamsSchema.safeParse({ hitsPerPage: '1000' }).success).toBe(false);
  });

  it('coerces the string forms of a params string', () => {
    const r = lenientSearchParamsSchema.parse({
      hitsPerPage: '40',
      page: '1',
      maxValuesPerFacet: '10',
      facets: 'category,color',
      attributesToRetrieve: '["name","sku"]',
      facetFilters: '[["color:rose-gold"],"category:rings"]',
      numericFilters: 'price>=1000',
      analytics: 'false',
      typoTolerance: 'false',
      queryType: 'prefixLast',
    });
    expect(r).toMatchObject({
      hitsPerPage: 40,
      page: 1,
      maxValuesPerFacet: 10,
      facets: ['category', 'color'],
      attributesToRetrieve: ['name', 'sku'],
      facetFilters: [['color:rose-gold'], 'category:rings'],
      numericFilters: 'price>=1000',
      analytics: false,
      typoTolerance: false,
      queryType: 'prefixLast',
    });
  });

  it("keeps facets '*' as all", () => {
    expect(lenientSearchParamsSchema.parse({ facets: '*' }).facets).toBe('*');
  });
});

describe('Algolia request bodies', () => {
  it('parses a v4-style params string', () => {
    const params =
      'query=rose%20ring&hitsPerPage=6&facets=%5B%22category%22%5D&facetFilters=%5B%22category%3Arings%22%5D';
    expect(parseAlgoliaParamsString(params)).toEqual({
      query: 'rose ring',
      hitsPerPage: '6',
      facets: '["category"]',
      facetFilters: '["category:rings"]',
    });
    expect(algoliaQueryBodySchema.parse({ params })).toEqual({
      query: 'rose ring',
      hitsPerPage: 6,
      page: 0,
      maxValuesPerFacet: 100,
      facets: ['category'],
      facetFilters: ['category:rings'],
    });
  });

  it('takes v5-style object parameters', () => {
    expect(algoliaQueryBodySchema.parse({ query: 'ring', hitsPerPage: 6 })).toMatchObject({
      query: 'ring',
      hitsPerPage: 6,
    });
  });

  it('refuses params that are neither a string nor an object', () => {
    expect(algoliaQueryBodySchema.safeParse({ params: 5 }).success).toBe(false);
  });

  it('parses a multi-query in both styles, reading the sort from a replica name', () => {
    const r = algoliaMultiQueryBodySchema.parse({
      requests: [
        { indexName: 'products', params: 'query=ring&hitsPerPage=20' },
        { indexName: 'products_price_desc', query: 'ring', hitsPerPage: 0, facets: ['color'] },
      ],
    });
    expect(r.requests).toEqual([
      { indexName: 'products', query: 'ring', hitsPerPage: 20, page: 0, maxValuesPerFacet: 100, sortBy: undefined },
      {
        indexName: 'products_price_desc',
        query: 'ring',
        hitsPerPage: 0,
        page: 0,
        maxValuesPerFacet: 100,
        facets: ['color'],
        sortBy: 'HighToLow',
      },
    ]);
  });

  it('refuses a request type it does not know and points at the request', () => {
    const r = algoliaMultiQueryBodySchema.safeParse({
      requests: [{ indexName: 'products' }, { indexName: 'products', type: 'recommend' }],
    });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]!.path).toEqual(['requests', 1, 'type']);
  });

  it('refuses a malformed filter inside a params string', () => {
    const r = algoliaMultiQueryBodySchema.safeParse({
      requests: [{ indexName: 'products', params: 'numericFilters=price%3E%3D' }],
    });
    expect(r.success).toBe(false);
  });

  it.each([
    ['products', undefined],
    ['products_price_asc', 'LowToHigh'],
    ['products_price_desc', 'HighToLow'],
    ['products_newest', 'Newest'],
    ['products_popular', 'Popular'],
    ['products_LowToHigh', 'LowToHigh'],
  ])('index %s sorts by %s', (name, sort) => {
    expect(sortByFromIndexName(name)).toBe(sort);
  });
});
