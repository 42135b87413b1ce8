import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS, SORT_OPTIONS } from '../search/search-params.ts';
import { DEFAULT_SORT, LISTING_QUERY_MAX, LISTING_SORTS, SORT_LABELS } from './constants.ts';

// The listing keeps copies of two engine constants so that the browser bundle stays free of zod.
describe('listing constants agree with the engine', () => {
  it('offers exactly the engine sorts, low to high by default, each with a label', () => {
    expect([...LISTING_SORTS]).toEqual([...SORT_OPTIONS]);
    expect(DEFAULT_SORT).toBe('LowToHigh');
    expect(Object.keys(SORT_LABELS).sort()).toEqual([...SORT_OPTIONS].sort());
  });

  it('caps search text as the engine does', () => expect(LISTING_QUERY_MAX).toBe(SEARCH_LIMITS.queryLength));
});
