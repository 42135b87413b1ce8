import { describe, expect, it } from 'vitest';
import {
  countFilters,
  DEFAULT_LISTING_STATE,
  listingHref,
  pageHref,
  parseListingState,
  parsePage,
  resetFilters,
  serializeListingState,
  toggleFacetValue,
  withColor,
  withPrice,
  withSort,
  type ListingState,
} from './url-state.ts';

const parse = (search: string) => parseListingState(new URLSearchParams(search));
const state = (
  over: Partial<Omit<ListingState, 'facets'>> & { facets?: Partial<ListingState['facets']> } = {},
): ListingState => ({
  ...DEFAULT_LISTING_STATE,
  ...over,
  facets: { ...DEFAULT_LISTING_STATE.facets, ...over.facets },
});

describe('parseListingState', () => {
  it.each<[string, ListingState]>([
    ['', state()],
    ['query=rose+ring', state({ query: 'rose ring' })],
    ['query=%20%20halo%20%20', state({ query: 'halo' })],
    [`query=${'x'.repeat(200)}`, state({ query: 'x'.repeat(128) })],
    ['query=a%00b', state({ query: 'a b' })],
    ['sort=HighToLow', state({ sort: 'HighToLow' })],
    ['sort=Newest', state({ sort: 'Newest' })],
    ['sort=Popular', state({ sort: 'Popular' })],
    ['sort=cheapest', state()],
    ['sort=lowtohigh', state()],
    ['color=rose-gold', state({ color: 'rose-gold' })],
    ['color=ROSE-GOLD', state({ color: 'rose-gold' })],
    ['color=platinum', state()],
    ['color=platinum&color=white-gold&color=rose-gold', state({ color: 'white-gold' })],
    ['metal_purity=18K', state({ facets: { metal_purity: ['18K'] } })],
    [
      'diamond_clarity=VVS1&diamond_clarity=VS1&diamond_clarity=VVS1',
      state({ facets: { diamond_clarity: ['VS1', 'VVS1'] } }),
    ],
    ['occasion=&occasion=%20', state()],
    [`occasion=${'y'.repeat(65)}`, state()],
    ['price_band=%E2%82%B925%2C000+-+%E2%82%B950%2C000', state({ facets: { price_band: ['₹25,000 - ₹50,000'] } })],
    ['occasion=-festive', state({ facets: { occasion: ['-festive'] } })],
    ['price_min=1000&price_max=50000', state({ price: { min: 1000, max: 50000 } })],
    ['price_min=60000&price_max=50000', state({ price: { min: 50000, max: 60000 } })],
    ['price_min=x&price_max=', state()],
    ['colour=rose-gold&page=2&utm_source=mail', state()],
  ])('?%s', (search, expected) => expect(parse(search)).toEqual(expected));

  it('keeps at most 20 values of a facet', () => {
    const search = Array.from({ length: 30 }, (_, i) => `occasion=o${String(i).padStart(2, '0')}`).join('&');
    expect(parse(search).facets.occasion).toHaveLength(20);
  });
});

describe('serializeListingState', () => {
  it.each<[ListingState, string]>([
    [state(), ''],
    [state({ sort: 'LowToHigh' }), ''],
    [state({ sort: 'HighToLow' }), 'sort=HighToLow'],
    [state({ query: 'rose ring', color: 'rose-gold' }), 'query=rose+ring&color=rose-gold'],
    [
      state({ facets: { occasion: ['wedding', 'festive'], gender: ['women'] } }),
      'occasion=festive&occasion=wedding&gender=women',
    ],
    [state({ price: { min: 1000, max: 100000 } }), 'price_min=1000&price_max=100000'],
  ])('%j → %s', (s, search) => expect(serializeListingState(s)).toBe(search));

  it.each([
    '',
    'query=halo&color=white-gold&metal_purity=18K&diamond_clarity=VS1&diamond_clarity=VVS1&price_min=1000&price_max=50000&sort=Popular',
    'category=earrings&category=rings&price_band=Under+%E2%82%B925%2C000',
  ])('round-trips its own output: ?%s', (search) => {
    const once = parse(search);
    expect(serializeListingState(once)).toBe(search);
    expect(parse(serializeListingState(once))).toEqual(once);
  });

  it('gives one URL per state whatever order the values came in', () => {
    expect(serializeListingState(parse('occasion=wedding&occasion=festive&sort=Newest&color=rose-gold'))).toBe(
      serializeListingState(parse('sort=Newest&color=rose-gold&occasion=festive&occasion=wedding')),
    );
  });
});

describe('hrefs', () => {
  it('leaves the bare path for the default state', () =>
    expect(listingHref('/jewellery/rings', state())).toBe('/jewellery/rings'));
  it('adds the state', () => expect(listingHref('/trending', state({ sort: 'Newest' }))).toBe('/trending?sort=Newest'));
  it.each([
    [state(), 1, '/jewellery?page=1'],
    [state({ color: 'rose-gold' }), 2, '/jewellery?color=rose-gold&page=2'],
  ])('Load more: %j page %d → %s', (s, page, href) => expect(pageHref('/jewellery', s, page)).toBe(href));
});

describe('parsePage', () => {
  it.each([
    ['', 0],
    ['page=1', 1],
    ['page=0', 0],
    ['page=-1', 0],
    ['page=1.5', 0],
    ['page=abc', 0],
    ['page=9999999', 0],
    ['page=100000', 250],
  ])('?%s → %d', (search, page) => expect(parsePage(new URLSearchParams(search))).toBe(page));
});

describe('changes', () => {
  it('ticks and unticks a facet value, keeping the values sorted', () => {
    const a = toggleFacetValue(state(), 'occasion', 'wedding', true);
    const b = toggleFacetValue(a, 'occasion', 'festive', true);
    expect(b.facets.occasion).toEqual(['festive', 'wedding']);
    expect(toggleFacetValue(b, 'occasion', 'wedding', false).facets.occasion).toEqual(['festive']);
    expect(toggleFacetValue(b, 'occasion', 'wedding', true).facets.occasion).toEqual(['festive', 'wedding']);
  });

  it('has one colour at a time', () => {
    const s = withColor(withColor(state(), 'rose-gold'), 'white-gold');
    expect(s.color).toBe('white-gold');
    expect(withColor(s, null).color).toBeNull();
  });

  it('resets the filters but keeps the search text and the sort', () => {
    const s = withSort(
      withPrice(withColor(toggleFacetValue(state({ query: 'halo' }), 'gender', 'men', true), 'rose-gold'), {
        min: 1,
        max: 2,
      }),
      'Newest',
    );
    expect(countFilters(s)).toBe(3);
    const reset = resetFilters(s);
    expect(reset).toEqual(state({ query: 'halo', sort: 'Newest' }));
    expect(countFilters(reset)).toBe(0);
  });
});
