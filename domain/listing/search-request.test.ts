import { describe, expect, it } from 'vitest';
import { parseFacetFilters, parseNumericFilters } from '../search/filters.ts';
import {
  facetCountSearches,
  facetFilter,
  listingFilters,
  listingSearch,
  mergeFacetCounts,
  shownFacets,
  type ListingScope,
} from './search-request.ts';
import { parseListingState } from './url-state.ts';

const all: ListingScope = { categories: null, trending: false };
const rings: ListingScope = { categories: ['rings', 'engagement-rings'], trending: false };
const trending: ListingScope = { categories: null, trending: true };
const state = (search: string) => parseListingState(new URLSearchParams(search));

describe('facetFilter', () => {
  it.each([
    ['color', 'rose-gold', 'color:"rose-gold"'],
    ['occasion', '-festive', 'occasion:"-festive"'],
    ['occasion', 'say "yes"', 'occasion:"say \\"yes\\""'],
    ['occasion', 'back\\slash', 'occasion:"back\\\\slash"'],
    ['price_band', '₹25,000 - ₹50,000', 'price_band:"₹25,000 - ₹50,000"'],
  ])('%s %s → %s', (attribute, value, text) => {
    expect(facetFilter(attribute, value)).toBe(text);
    // The engine reads back exactly the value, never a negation.
    const parsed = parseFacetFilters(text);
    expect(parsed).toEqual({ ok: true, value: [[{ attribute, value, negated: false }]] });
  });
});

describe('listingFilters', () => {
  it.each<[string, ListingScope, string, (string | string[])[], string[]]>([
    ['no filters at all', all, '', [], []],
    ['a category family', rings, '', [['category:"rings"', 'category:"engagement-rings"']], []],
    ['trending', trending, '', ['trending:true'], []],
    ['one colour', all, 'color=rose-gold', ['color:"rose-gold"'], []],
    [
      'OR within a facet, AND across',
      all,
      'occasion=wedding&occasion=festive&gender=women',
      [['occasion:"festive"', 'occasion:"wedding"'], ['gender:"women"']],
      [],
    ],
    ['the category facet on /jewellery', all, 'category=rings', [['category:"rings"']], []],
    [
      'no category facet on a category page',
      rings,
      'category=earrings',
      [['category:"rings"', 'category:"engagement-rings"']],
      [],
    ],
    ['the price slider', all, 'price_min=1000&price_max=50000', [], ['price>=1000', 'price<=50000']],
  ])('%s', (_name, scope, search, facetFilters, numericFilters) => {
    const filters = listingFilters(state(search), scope);
    expect(filters).toEqual({ facetFilters, numericFilters });
    expect(parseFacetFilters(filters.facetFilters).ok).toBe(true);
    expect(parseNumericFilters(filters.numericFilters).ok).toBe(true);
  });
});

describe('listingSearch', () => {
  it('asks for one page of 40, the sort, and the shown facets with the colours', () => {
    expect(listingSearch(state('query=halo&sort=HighToLow'), rings, 2)).toEqual({
      query: 'halo',
      hitsPerPage: 40,
      page: 2,
      sortBy: 'HighToLow',
      facets: ['metal_purity', 'diamond_clarity', 'occasion', 'gender', 'price_band', 'color'],
      facetFilters: [['category:"rings"', 'category:"engagement-rings"']],
      numericFilters: [],
    });
  });

  it('sorts low to high by default, even with search text', () =>
    expect(listingSearch(state('query=ring'), all, 0).sortBy).toBe('LowToHigh'));
  it('shows the category accordion only where no category is chosen', () => {
    expect(shownFacets(all)).toContain('category');
    expect(shownFacets(trending)).toContain('category');
    expect(shownFacets(rings)).not.toContain('category');
  });
});

describe('facetCountSearches (disjunctive counts)', () => {
  it('needs none without a choice', () => expect(facetCountSearches(state('query=x&price_min=10'), all)).toEqual([]));

  it('counts each facet in use without its own filter but with all the others', () => {
    const searches = facetCountSearches(state('occasion=wedding&gender=women&color=rose-gold&price_min=1000'), rings);
    expect(searches.map((s) => s.facet)).toEqual(['occasion', 'gender', 'color']);
    const occasion = searches[0]!.request;
    expect(occasion.hitsPerPage).toBe(0);
    expect(occasion.facets).toEqual(['occasion']);
    expect(occasion.facetFilters).toEqual([
      ['category:"rings"', 'category:"engagement-rings"'],
      'color:"rose-gold"',
      ['gender:"women"'],
    ]);
    expect(occasion.numericFilters).toEqual(['price>=1000']);
    const color = searches[2]!.request;
    expect(color.facetFilters).toEqual([
      ['category:"rings"', 'category:"engagement-rings"'],
      ['occasion:"wedding"'],
      ['gender:"women"'],
    ]);
  });

  it('ignores a category choice on a category page', () =>
    expect(facetCountSearches(state('category=earrings'), rings)).toEqual([]));
});

describe('mergeFacetCounts', () => {
  it('replaces the facets in use with their own counts and keeps the rest', () => {
    const main = { occasion: { wedding: 5 }, gender: { women: 5, men: 0 } };
    expect(mergeFacetCounts(main, [{ facet: 'occasion', facets: { occasion: { wedding: 5, festive: 9 } } }])).toEqual({
      occasion: { wedding: 5, festive: 9 },
      gender: { women: 5, men: 0 },
    });
    expect(mergeFacetCounts(main, [{ facet: 'gender', facets: {} }]).gender).toEqual({});
  });
});
