// What the Algolia paths take: every parameter algoliasearch-helper and InstantSearch send, facet
// value searches in both forms, and a 400 naming any parameter the engine would otherwise misread.
import { describe, expect, it } from 'vitest';
import { IGNORED_ALGOLIA_PARAMETERS, unsupportedParameters } from './algolia-parameters.ts';
import { algoliaFacetQueryBodySchema, algoliaMultiQueryBodySchema, algoliaQueryBodySchema } from './algolia-request.ts';

const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

describe('unsupportedParameters', () => {
  const known = new Set(['query', 'page']);
  it.each<[Record<string, unknown>, string[]]>([
    [{}, []],
    [{ query: 'x', page: 1 }, []],
    [{ query: 'x', userToken: 'u', clickAnalytics: true, analyticsTags: ['web'] }, []],
    [{ query: 'x', aroundLatLng: '1,2', optionalFilters: ['a:b'] }, ['aroundLatLng', 'optionalFilters']],
    [{ Query: 'x' }, ['Query']],
  ])('%j → %j', (body, expected) => {
    expect(unsupportedParameters(body, known)).toEqual(expected);
  });

  it('ignores nothing that could change which products match', () => {
    for (const name of [
      'filters',
      'optionalFilters',
      'tagFilters',
      'aroundLatLng',
      'insideBoundingBox',
      'removeWordsIfNoResults',
      'advancedSyntax',
      'offset',
      'length',
    ]) {
      expect(IGNORED_ALGOLIA_PARAMETERS.has(name), name).toBe(false);
    }
  });
});

describe('the parameters algoliasearch-helper sends', () => {
  // A hits query and a disjunctive facet query as the helper builds them for InstantSearch with the
  // insights middleware on (requestBuilder._getHitsSearchParams / _getDisjunctiveFacetSearchParams).
  const hits = {
    clickAnalytics: true,
    facetFilters: [['color:rose-gold', 'color:white-gold'], 'category:rings'],
    facets: ['category', 'color'],
    highlightPostTag: '__/ais-highlight__',
    highlightPreTag: '__ais-highlight__',
    hitsPerPage: 20,
    maxValuesPerFacet: 10,
    numericFilters: ['price>=1000'],
    page: 0,
    query: 'ring',
    userToken: 'anonymous-1234',
  };
  const disjunctive = {
    ...hits,
    analytics: false,
    clickAnalytics: false,
    facets: 'color',
    hitsPerPage: 0,
    facetFilters: ['category:rings'],
  };

  it('takes them, keeping what the engine reads', () => {
    expect(algoliaQueryBodySchema.parse(hits)).toMatchObject({
      query: 'ring',
      facets: ['category', 'color'],
      numericFilters: ['price>=1000'],
      page: 0,
    });
    expect(algoliaQueryBodySchema.parse(disjunctive)).toMatchObject({ facets: ['color'], hitsPerPage: 0 });
    expect(algoliaQueryBodySchema.parse(hits)).not.toHaveProperty('userToken');
  });

  it('takes a multi-query of hits and facet value requests, in order', () => {
    const r = algoliaMultiQueryBodySchema.parse({
      requests: [
        { indexName: 'products', ...hits },
        {
          indexName: 'products',
          type: 'facet',
          facet: 'color',
          params: 'facetQuery=ro&maxFacetHits=5&query=ring&facetFilters=%5B%22category%3Arings%22%5D',
        },
      ],
    });
    expect(r.requests[0]).toMatchObject({ indexName: 'products', query: 'ring', sortBy: undefined });
    expect(r.requests[0]).not.toHaveProperty('type');
    expect(r.requests[1]).toMatchObject({
      indexName: 'products',
      type: 'facet',
      facet: 'color',
      facetQuery: 'ro',
      maxFacetHits: 5,
      query: 'ring',
      facetFilters: ['category:rings'],
    });
  });
});

describe('facet value search bodies', () => {
  it.each<[unknown, object]>([
    [{}, { facetQuery: '', maxFacetHits: 10 }],
    [{ params: 'facetQuery=white&maxFacetHits=3' }, { facetQuery: 'white', maxFacetHits: 3 }],
    [
      { facetQuery: 'white', maxFacetHits: 100, numericFilters: ['price<5000'] },
      { facetQuery: 'white', maxFacetHits: 100, numericFilters: ['price<5000'] },
    ],
  ])('%j → %j', (body, expected) => {
    expect(algoliaFacetQueryBodySchema.parse(body)).toMatchObject(expected);
  });

  it.each<[unknown, string]>([
    [{ maxFacetHits: 101 }, 'maxFacetHits'],
    [{ maxFacetHits: '0' }, 'maxFacetHits'],
    [{ facetQuery: 'x'.repeat(129) }, 'facetQuery'],
    [{ facetFilters: ['color'] }, 'facetFilters'],
  ])('refuses %j at %s', (body, path) => {
    const r = algoliaFacetQueryBodySchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(issuesOf(r)[0]!.path).toMatch(new RegExp(`^${path}`));
  });

  it('wants the facet inside a multi-query', () => {
    const r = algoliaMultiQueryBodySchema.safeParse({
      requests: [{ indexName: 'products', type: 'facet', facetQuery: 'ro' }],
    });
    expect(issuesOf(r)).toContainEqual(expect.objectContaining({ path: 'requests.0.facet' }));
  });
});

describe('parameters the engine does not support', () => {
  it.each<[string, unknown, string]>([
    ['an object body', { query: 'ring', aroundLatLng: '10,76' }, 'aroundLatLng'],
    ['a params string', { params: 'query=ring&optionalFilters=%5B%22color%3Arose-gold%22%5D' }, 'optionalFilters'],
    ['a misspelt name', { qeury: 'ring' }, 'qeury'],
  ])('are refused by name in %s', (_name, body, parameter) => {
    const r = algoliaQueryBodySchema.safeParse(body);
    expect(issuesOf(r)).toEqual([{ path: parameter, message: 'not a parameter this engine supports' }]);
  });

  it('are named with their request in a multi-query', () => {
    const r = algoliaMultiQueryBodySchema.safeParse({
      requests: [
        { indexName: 'products', query: 'ring' },
        { indexName: 'products', type: 'facet', facet: 'color', insideBoundingBox: [[1, 2, 3, 4]] },
      ],
    });
    expect(issuesOf(r)).toEqual([
      { path: 'requests.1.insideBoundingBox', message: 'not a parameter this engine supports' },
    ]);
  });

  it('include the facet search parameters in a hits request', () => {
    const r = algoliaMultiQueryBodySchema.safeParse({ requests: [{ indexName: 'products', facetQuery: 'ro' }] });
    expect(issuesOf(r)).toEqual([{ path: 'requests.0.facetQuery', message: 'not a parameter this engine supports' }]);
  });

  it('include the filters string, checked like the filter lists', () => {
    expect(algoliaQueryBodySchema.safeParse({ params: 'filters=category%3Arings%20AND%20price%3E1000' }).data).toEqual(
      expect.objectContaining({ filters: 'category:rings AND price>1000' }),
    );
    expect(algoliaQueryBodySchema.safeParse({ filters: 'category:rings OR' }).success).toBe(false);
    expect(algoliaQueryBodySchema.safeParse({ filters: '' }).success).toBe(true);
  });
});

describe('tag filters', () => {
  it.each([[''], [[]]])('are taken when empty (%j)', (tagFilters) => {
    expect(algoliaQueryBodySchema.parse({ tagFilters }).tagFilters).toBeUndefined();
  });

  it('are refused when they would filter', () => {
    expect(issuesOf(algoliaQueryBodySchema.safeParse({ tagFilters: ['sale'] }))[0]).toMatchObject({
      path: 'tagFilters',
      message: expect.stringMatching(/no tags/),
    });
  });
});
