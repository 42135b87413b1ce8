// Facet value search against the engine's own facet counts: for the same query and filters, the
// values found are exactly the counted values whose words the facet query begins, with the same counts.
import { describe, expect, it } from 'vitest';
import { makeProducts } from '../../tests/support/product-factory.ts';
import { createSearchEngine, SEARCHABLE_FACETS, type SearchInput } from './engine.ts';
import { facetQueryWords, matchFacetValue } from './facet-value-match.ts';

const engine = createSearchEngine(makeProducts(600, 7));

/** What the facet counts of a normal search say the facet search must answer. */
function expected(facet: string, facetQuery: string, max: number, params: SearchInput) {
  const counts =
    engine.search({ ...params, hitsPerPage: 0, facets: [facet], maxValuesPerFacet: 1000 }).facets[facet] ?? {};
  const words = facetQueryWords(facetQuery);
  return Object.entries(counts)
    .filter(([value]) => matchFacetValue(value, words, '', '') !== null)
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
    .slice(0, max);
}

const requests: [string, string, SearchInput][] = [
  ['no query, no filter', '', {}],
  ['a prefix', 'r', {}],
  ['two words in any order', 'gold rose', {}],
  ['a word in upper case', 'WHITE', {}],
  ['a query narrows the counts', '', { query: 'diamond' }],
  ['facet filters narrow the counts', '', { facetFilters: [['category:rings', 'category:earrings'], '-gender:men'] }],
  ['numeric filters narrow the counts', '', { numericFilters: ['price>=20000', 'price<=150000'] }],
  ['a colour filter moves the price bands', '', { facetFilters: ['color:white-gold'] }],
  ['nothing matches the filters', '', { facetFilters: ['category:spaceships'] }],
  ['a query with a typo', 'g', { query: 'diamnd' }],
];

describe('searchFacetValues', () => {
  for (const facet of SEARCHABLE_FACETS) {
    it.each(requests)(`${facet}: %s`, (_name, facetQuery, params) => {
      const { facetHits, exhaustiveFacetsCount } = engine.searchFacetValues({
        ...params,
        facet,
        facetQuery,
        maxFacetHits: 100,
      });
      expect(facetHits.map(({ value, count }) => ({ value, count }))).toEqual(expected(facet, facetQuery, 100, params));
      expect(exhaustiveFacetsCount).toBe(true);
    });
  }

  it('finds something in the cases that must, so the comparisons above are not empty ones', () => {
    expect(engine.searchFacetValues({ facet: 'color', facetQuery: 'r' }).facetHits.map((h) => h.value)).toEqual([
      'rose-gold',
    ]);
    expect(engine.searchFacetValues({ facet: 'category' }).facetHits.length).toBeGreaterThan(3);
    expect(engine.searchFacetValues({ facet: 'price_band', facetQuery: '50' }).facetHits.length).toBeGreaterThan(0);
  });

  it('gives 10 values unless asked, and never more than 100', () => {
    // A shelf of its own for each of 150 pieces: more values than any answer may hold.
    const shelves = createSearchEngine(
      makeProducts(150, 3).map((p, i) => ({ ...p, category: `shelf-${String(i).padStart(3, '0')}` })),
    );
    const all = shelves.searchFacetValues({ facet: 'category', facetQuery: 'shelf', maxFacetHits: 100 }).facetHits;
    expect(all).toHaveLength(100);
    expect(shelves.searchFacetValues({ facet: 'category', facetQuery: 'shelf' }).facetHits).toEqual(all.slice(0, 10));
    expect(shelves.searchFacetValues({ facet: 'category', facetQuery: 'shelf', maxFacetHits: 3 }).facetHits).toEqual(
      all.slice(0, 3),
    );
    expect(shelves.searchFacetValues({ facet: 'category', facetQuery: 'shelf', maxFacetHits: 1000 }).facetHits).toEqual(
      all,
    );
  });

  it('highlights the matched beginnings with the tags asked for', () => {
    const [hit] = engine.searchFacetValues({
      facet: 'color',
      facetQuery: 'whi',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    }).facetHits;
    expect(hit).toMatchObject({ value: 'white-gold', highlighted: '<mark>whi</mark>te-gold' });
    const [plain] = engine.searchFacetValues({ facet: 'color', facetQuery: 'whi' }).facetHits;
    expect(plain!.highlighted).toBe('<em>whi</em>te-gold');
  });

  it('answers no values for a facet it does not have', () => {
    expect(engine.searchFacetValues({ facet: 'spaceship' }).facetHits).toEqual([]);
  });
});
