// InstantSearch's state engine (algoliasearch-helper) on the official algoliasearch client, pointed at
// the store: what a search page with refinement lists, a price range, paging and a refinement list's
// search box sends, answered as Algolia would. Each answer is checked against restproxy, the store's
// own door to the same engine, asked the equivalent question in its own syntax.
import algoliasearchHelper from 'algoliasearch-helper';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let client: ReturnType<typeof algoliasearch>;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 300 });
  client = algoliasearch('suvarna', 'public-search-key', {
    hosts: [{ url: `${new URL(server.baseUrl).host}/api/search`, protocol: 'http', accept: 'readWrite' }],
  });
});
afterAll(() => server?.stop());

/** The same question through restproxy. */
async function reference(body: Record<string, unknown>) {
  const res = await server.post('restproxy', { hitsPerPage: 0, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.response as {
    nbHits: number;
    hits: { objectID: string; price: number }[];
    facets: Record<string, Record<string, number>>;
  };
}

/** A search page's helper: colours and categories as OR lists, gender as an AND list, as InstantSearch builds it. */
function newHelper() {
  return algoliasearchHelper(client, 'products', {
    disjunctiveFacets: ['color', 'category'],
    facets: ['gender'],
    hitsPerPage: 8,
    maxValuesPerFacet: 50,
    // What InstantSearch's hits widget and its insights middleware put in every request.
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
    clickAnalytics: true,
    userToken: 'anonymous-test',
  });
}

const valuesOf = (facets: Record<string, number> | undefined) => Object.keys(facets ?? {});

describe('algoliasearch-helper against the store', () => {
  it('combines disjunctive and conjunctive refinements, and counts each OR list without its own refinement', async () => {
    const all = await reference({ facets: ['color', 'gender'] });
    const [rose, white] = ['rose-gold', 'white-gold'];
    expect(valuesOf(all.facets.color)).toEqual(expect.arrayContaining([rose, white]));
    const gender = valuesOf(all.facets.gender)[0]!;

    const helper = newHelper()
      .addDisjunctiveFacetRefinement('color', rose)
      .addDisjunctiveFacetRefinement('color', white)
      .addFacetRefinement('gender', gender);
    const { content } = await helper.searchOnce({});

    const narrowed = await reference({
      facetFilters: [[`color:${rose}`, `color:${white}`], `gender:${gender}`],
      facets: ['gender'],
    });
    expect(narrowed.nbHits).toBeGreaterThan(0);
    expect(content.nbHits).toBe(narrowed.nbHits);
    // A disjunctive facet is counted as if its own values were not chosen, so the other colours show.
    const colorCounts = await reference({ facetFilters: [`gender:${gender}`], facets: ['color'] });
    const colors = content.getFacetValues('color', { sortBy: ['name:asc'] }) as {
      name: string;
      count: number;
      isRefined: boolean;
    }[];
    expect(Object.fromEntries(colors.map((v) => [v.name, v.count]))).toEqual(colorCounts.facets.color);
    expect(colors.filter((v) => v.isRefined).map((v) => v.name)).toEqual([rose, white]);
    expect(colors.length).toBeGreaterThan(2);
    // A conjunctive facet is counted over the narrowed result.
    const genders = content.getFacetValues('gender', {}) as { name: string; count: number }[];
    expect(Object.fromEntries(genders.map((v) => [v.name, v.count]))).toEqual(narrowed.facets.gender);
  });

  it('applies numeric refinements and pages through the result', async () => {
    const helper = newHelper().addNumericRefinement('price', '>=', 20_000).addNumericRefinement('price', '<=', 150_000);
    const first = (await helper.searchOnce({})).content;
    const expected = await reference({ numericFilters: ['price>=20000', 'price<=150000'], hitsPerPage: 8, page: 1 });
    expect(first.nbHits).toBe(expected.nbHits);
    expect(first.nbPages).toBe(Math.ceil(expected.nbHits / 8));
    expect(first.nbPages).toBeGreaterThan(1);

    const second = (await helper.setPage(1).searchOnce({})).content;
    expect(second.page).toBe(1);
    expect(second.hits.map((h) => h.objectID)).toEqual(expected.hits.map((h) => h.objectID));
    for (const hit of second.hits as unknown as { price: number }[]) expect(hit.price).toBeGreaterThanOrEqual(20_000);
    const firstIds = new Set(first.hits.map((h) => h.objectID));
    expect(second.hits.some((h) => firstIds.has(h.objectID))).toBe(false);
  });

  it("searches a facet's values with the request's other refinements applied", async () => {
    const all = await reference({ facets: ['gender'] });
    const gender = valuesOf(all.facets.gender)[0]!;
    const helper = newHelper()
      .addFacetRefinement('gender', gender)
      .addDisjunctiveFacetRefinement('color', 'rose-gold')
      .setQuery('ring');

    // color is disjunctive: its own refinement is left out, the gender and the query stay.
    const found = await helper.searchForFacetValues('color', 'WHI', 10);
    const expected = await reference({ query: 'ring', facetFilters: [`gender:${gender}`], facets: ['color'] });
    expect(expected.facets.color?.['white-gold']).toBeGreaterThan(0);
    expect(found.facetHits).toEqual([
      {
        value: 'white-gold',
        escapedValue: 'white-gold',
        highlighted: '__ais-highlight__whi__/ais-highlight__te-gold',
        count: expected.facets.color!['white-gold'],
        isRefined: false,
      },
    ]);

    // category is disjunctive too but not refined here: every filter applies.
    const categories = await helper.searchForFacetValues('category', '', 3);
    const byCount = await reference({
      query: 'ring',
      facetFilters: [`gender:${gender}`, 'color:rose-gold'],
      facets: ['category'],
    });
    expect(categories.facetHits.map((h) => [h.value, h.count])).toEqual(
      Object.entries(byCount.facets.category ?? {}).slice(0, 3),
    );
    expect(categories.facetHits.length).toBeGreaterThan(0);
  });

  it('rejects the search of a facet that cannot be searched, as Algolia does', async () => {
    await expect(newHelper().searchForFacetValues('trending', 'tr', 10)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('`trending`'),
    });
  });
});
