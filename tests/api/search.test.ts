// Search over HTTP: restproxy and Algolia's REST paths share one engine, which follows catalogue
// changes made in the database. The official algoliasearch client searches the store unchanged.
import { algoliasearch } from 'algoliasearch';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../../domain/search/search-response.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 300 });
});
afterAll(() => server?.stop());

const search = async (body: unknown) => server.post('restproxy', body);

describe('restproxy', () => {
  it('answers in the Algolia shape with facets and price stats', async () => {
    const res = await search({
      query: '',
      hitsPerPage: 40,
      facets: ['category', 'color', 'metal_purity', 'diamond_clarity', 'occasion', 'gender', 'price_band'],
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const response = searchResponseSchema.parse(res.body.response);
    expect(response.hits).toHaveLength(40);
    expect(response.nbPages).toBe(Math.ceil(response.nbHits / 40));
    for (const facet of ['category', 'color', 'metal_purity', 'occasion', 'gender', 'price_band']) {
      expect(Object.keys(response.facets[facet] ?? {}).length, facet).toBeGreaterThan(0);
    }
    expect(response.facets_stats.price!.min).toBeLessThanOrEqual(response.facets_stats.price!.max);
    // Default without a query: lowest price first.
    const prices = response.hits.map((h) => h.price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('narrows by facet filters: OR inside a list, AND across, and counts agree', async () => {
    const all = (await search({ hitsPerPage: 0, facets: ['category', 'color'] })).body.response;
    const rings = (await search({ hitsPerPage: 100, facetFilters: ['category:rings'], facets: ['color'] })).body
      .response;
    expect(rings.nbHits).toBe(all.facets.category.rings);
    for (const hit of rings.hits) expect(hit.category).toBe('rings');
    const ringsRoseOrWhite = (
      await search({ hitsPerPage: 100, facetFilters: [['color:rose-gold', 'color:white-gold'], 'category:rings'] })
    ).body.response;
    expect(ringsRoseOrWhite.nbHits).toBeLessThanOrEqual(rings.nbHits);
    expect(ringsRoseOrWhite.nbHits).toBeGreaterThanOrEqual(
      Math.max(rings.facets.color['rose-gold'] ?? 0, rings.facets.color['white-gold'] ?? 0),
    );
    const notRings = (await search({ hitsPerPage: 0, facetFilters: ['-category:rings'] })).body.response;
    expect(notRings.nbHits).toBe(all.nbHits - rings.nbHits);
  });

  it('shows the filtered colour on each card, and rose gold by default', async () => {
    const white = (await search({ hitsPerPage: 20, facetFilters: ['color:white-gold'] })).body.response;
    for (const hit of white.hits) expect(hit.variant.color).toBe('white-gold');
    const plain = (await search({ hitsPerPage: 100 })).body.response;
    expect(plain.hits.some((h: any) => h.colors.length > 1)).toBe(true);
    for (const hit of plain.hits) {
      expect(hit.variants, 'variants only on request').toBeUndefined();
      if (hit.colors.includes('rose-gold')) expect(hit.variant.color).toBe('rose-gold');
    }
    const full = (await search({ hitsPerPage: 3, attributesToRetrieve: ['*'] })).body.response;
    for (const hit of full.hits) expect(hit.variants.length).toBeGreaterThan(0);
  });

  it('filters by price and sorts high to low', async () => {
    const res = (
      await search({ hitsPerPage: 100, numericFilters: ['price>=49000', 'price<=100000'], sortBy: 'HighToLow' })
    ).body.response;
    expect(res.nbHits).toBeGreaterThan(0);
    const prices = res.hits.map((h: any) => h.price);
    for (const p of prices) expect(p).toBeGreaterThanOrEqual(49_000);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('answers only the attributes asked for', async () => {
    const res = (await search({ hitsPerPage: 2, attributesToRetrieve: ['name', 'price'] })).body.response;
    for (const hit of res.hits) expect(Object.keys(hit).sort()).toEqual(['name', 'objectID', 'price']);
  });

  it('keeps a chosen sort strict when there is a query', async () => {
    const res = (await search({ query: 'diamond', hitsPerPage: 100, sortBy: 'LowToHigh' })).body.response;
    expect(res.nbHits).toBeGreaterThan(1);
    const prices = res.hits.map((h: any) => h.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('finds by text with a prefix and a typo', async () => {
    const exact = (await search({ query: 'diamond ring', hitsPerPage: 5 })).body.response;
    expect(exact.nbHits).toBeGreaterThan(0);
    const typo = (await search({ query: 'diamnd rin', hitsPerPage: 5 })).body.response;
    expect(typo.nbHits).toBeGreaterThan(0);
    const [hit] = exact.hits;
    const bySku = (await search({ query: hit.sku, hitsPerPage: 5 })).body.response;
    expect(bySku.hits[0].sku).toBe(hit.sku);
  });

  it('answers a page past the last with no hits, and an unknown facet with nothing', async () => {
    const past = (await search({ page: 999, hitsPerPage: 40 })).body.response;
    expect(past.hits).toEqual([]);
    expect(past.nbHits).toBeGreaterThan(0);
    const unknown = (await search({ facetFilters: ['spaceship:yes'] })).body.response;
    expect(unknown.nbHits).toBe(0);
  });

  it('treats quotes and script tags as harmless text', async () => {
    const res = await search({ query: `"><script>alert(1)</script>' OR 1=1 --` });
    expect(res.status).toBe(200);
    expect(res.body.response.query).toBe(`"><script>alert(1)</script>' OR 1=1 --`);
  });

  it.each([
    [{ hitsPerPage: 101 }, 'hitsPerPage: must be at most 100'],
    [{ query: 'x'.repeat(129) }, 'query: must have at most 128 characters'],
    [{ facetFilters: ['color'] }, 'facetFilters'],
    [{ numericFilters: ['price>>5'] }, 'numericFilters'],
    [{ page: -1 }, 'page: must be at least 0'],
    [{ sortBy: 'Cheapest' }, 'sortBy'],
    [{ filters: 'price > 5' }, 'unknown field filters'],
  ])('refuses %j with a message naming the problem', async (body, message) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});

describe('the index follows the catalogue', () => {
  it('shows a renamed product and drops one whose variants lose their price', async () => {
    const [hit] = (await search({ hitsPerPage: 1, sortBy: 'HighToLow' })).body.response.hits;
    // Asked three times first: from the second on, the remembered answer and its bytes (search.routes.ts).
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(JSON.stringify((await search({ hitsPerPage: 1, sortBy: 'HighToLow' })).body));
    expect(answers[2]).toBe(answers[1]);
    expect(JSON.parse(answers[1]!).response.hits[0].name).toBe(hit.name);
    const { db } = server.services.database;
    await db.execute(sql`update products set name = 'Zephyrine Moonlit Band' where id = ${Number(hit.objectID)}`);
    await server.services.search.flush();
    await expect
      .poll(async () => (await search({ query: 'zephyrine' })).body.response.nbHits, { timeout: 5_000 })
      .toBe(1);
    expect((await search({ hitsPerPage: 1, sortBy: 'HighToLow' })).body.response.hits[0].name).toBe(
      'Zephyrine Moonlit Band',
    );

    await db.execute(sql`update variants set offerprice = 0 where product_id = ${Number(hit.objectID)}`);
    await expect
      .poll(async () => (await search({ query: 'zephyrine' })).body.response.nbHits, { timeout: 5_000 })
      .toBe(0);
  });
});

describe('the official algoliasearch client', () => {
  it('searches one index and several through the Algolia paths', async () => {
    const url = new URL(server.baseUrl);
    const client = algoliasearch('suvarna', 'public-search-key', {
      hosts: [{ url: `${url.host}/api/search`, protocol: 'http', accept: 'readWrite' }],
    });
    const single = await client.searchSingleIndex({
      indexName: 'products',
      searchParams: { query: 'ring', hitsPerPage: 5, facets: ['category'], facetFilters: [['category:rings']] },
    });
    expect(single.hits.length).toBeGreaterThan(0);
    expect(single.nbHits).toBe(single.facets!.category!.rings);

    const multi = await client.search({
      requests: [
        { indexName: 'products_price_desc', query: '', hitsPerPage: 3 },
        { indexName: 'products', query: 'earrings', hitsPerPage: 3, numericFilters: ['price<=200000'] },
      ],
    });
    const [byPrice, earrings] = multi.results as any[];
    expect(byPrice.hits.map((h: any) => h.price)).toEqual(
      [...byPrice.hits.map((h: any) => h.price)].sort((a: number, b: number) => b - a),
    );
    expect(earrings.nbHits).toBeGreaterThan(0);
  });
});

describe("Algolia's facet value search and its refusals", () => {
  const algolia = (path: string, body: unknown) => server.post(`search/1/indexes/${path}`, body);

  it('answers a v4 params string on the facet path, with the filters applied', async () => {
    const res = await algolia('products/facets/color/query', {
      params: 'facetQuery=gold&maxFacetHits=2&facetFilters=%5B%22category%3Arings%22%5D',
    });
    expect(res.status).toBe(200);
    const counts = (await search({ hitsPerPage: 0, facetFilters: ['category:rings'], facets: ['color'] })).body.response
      .facets.color;
    const expected = Object.entries(counts as Record<string, number>).slice(0, 2);
    expect(res.body.facetHits.map((h: any) => [h.value, h.count])).toEqual(expected);
    expect(res.body.facetHits[0].highlighted).toMatch(/<em>gold<\/em>/);
    expect(res.body).toMatchObject({ exhaustiveFacetsCount: true, processingTimeMS: expect.any(Number) });
  });

  it('answers facet requests inside a multi-query in their place', async () => {
    const client = algoliasearch('suvarna', 'public-search-key', {
      hosts: [{ url: `${new URL(server.baseUrl).host}/api/search`, protocol: 'http', accept: 'readWrite' }],
    });
    const single = await client.searchForFacetValues({
      indexName: 'products',
      facetName: 'occasion',
      searchForFacetValuesRequest: { facetQuery: '', maxFacetHits: 100 },
    });
    expect(single.facetHits.length).toBeGreaterThan(0);
    const multi = await client.search({
      requests: [
        { indexName: 'products', query: '', hitsPerPage: 0, facets: ['occasion'] },
        { indexName: 'products', type: 'facet', facet: 'occasion', facetQuery: '', maxFacetHits: 100 },
      ],
    });
    const [hits, values] = multi.results as any[];
    expect(values.facetHits.map((h: any) => [h.value, h.count])).toEqual(Object.entries(hits.facets.occasion));
    expect(values.facetHits).toEqual(single.facetHits);
  });

  it.each([
    [
      'products/query',
      { query: 'ring', aroundLatLng: '9.9,76.3' },
      'aroundLatLng: not a parameter this engine supports',
    ],
    [
      '*/queries',
      { requests: [{ indexName: 'products', params: 'query=ring&optionalFilters=color%3Arose-gold' }] },
      'requests.0.optionalFilters: not a parameter this engine supports',
    ],
    [
      'products/facets/color/query',
      { facetQuery: 'r', sumOrFiltersScores: true },
      'sumOrFiltersScores: not a parameter this engine supports',
    ],
    ['products/facets/trending/query', { facetQuery: 't' }, 'Cannot search in `trending` attribute'],
    ['products/facets/spaceship/query', {}, 'Cannot search in `spaceship` attribute'],
    ['products/facets/color/query', { maxFacetHits: 101 }, 'maxFacetHits: must be at most 100'],
    ['products/query', '{"query": ', 'JSON'],
  ])('refuses %s %j in Algolia’s shape', async (path, body, message) => {
    const res = await algolia(path, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['message', 'status']);
    expect(res.body.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('accepts and ignores what InstantSearch sends for analytics', async () => {
    const res = await algolia('products/query', {
      query: 'ring',
      clickAnalytics: true,
      userToken: 'u-1',
      analyticsTags: ['web'],
      enablePersonalization: false,
      ruleContexts: ['listing'],
    });
    expect(res.status).toBe(200);
    expect(res.body.nbHits).toBe((await search({ query: 'ring', hitsPerPage: 0 })).body.response.nbHits);
  });
});

describe("Algolia's filters string (InstantSearch's Configure widget)", () => {
  const multi = (params: string) =>
    server.post('search/1/indexes/*/queries', { requests: [{ indexName: 'products', params }] });

  it('answers what the same facet and numeric filters answer', async () => {
    const filters = '(color:rose-gold OR color:"white-gold") AND NOT category:rings AND price:10000 TO 200000';
    const res = await multi(`hitsPerPage=40&facets=%5B%22category%22%5D&filters=${encodeURIComponent(filters)}`);
    expect(res.status).toBe(200);
    const [result] = res.body.results;
    const same = (
      await search({
        hitsPerPage: 40,
        facets: ['category'],
        facetFilters: [['color:rose-gold', 'color:white-gold'], '-category:rings'],
        numericFilters: ['price:10000 TO 200000'],
      })
    ).body.response;
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.nbHits).toBe(same.nbHits);
    expect(result.facets).toEqual(same.facets);
    expect(result.facets.category.rings).toBeUndefined();
    expect(result.hits.map((h: any) => h.objectID)).toEqual(same.hits.map((h: any) => h.objectID));
  });

  it('refuses an OR across a numeric and a facet filter with a 400 naming where', async () => {
    const res = await multi(`filters=${encodeURIComponent('price < 50000 OR category:rings')}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: 400,
      message: expect.stringContaining(
        'requests.0.filters: filters at character 18 ("category:rings"): an OR group cannot mix numeric and facet filters',
      ),
    });
  });
});

describe('without SEARCH_CORS_ORIGINS', () => {
  it('answers no CORS on the search paths', async () => {
    const origin = 'https://blog.example.com';
    const res = await server.post('restproxy', { query: 'ring' }, { origin });
    expect([...res.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
    const pre = await fetch(`${server.baseUrl}/api/search/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(pre.status).toBe(405);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });
});
