import { describe, expect, it } from 'vitest';
import { collectionLineUp, collectionListingPath, collectionSearch, COLLECTION_PIECES_SHOWN } from './collections';

describe('collections', () => {
  it('searches any of its occasions, most popular first', () => {
    expect(collectionSearch({ occasions: ['engagement', 'wedding'] })).toEqual({ facetFilters: [['occasion:engagement', 'occasion:wedding']], hitsPerPage: COLLECTION_PIECES_SHOWN, sortBy: 'Popular' });
  });

  it('links to the listing with the same occasions, in the order the listing writes them', () => {
    expect(collectionListingPath({ occasions: ['wedding', 'engagement'] })).toBe('/jewellery?occasion=engagement&occasion=wedding');
    expect(collectionListingPath({ occasions: [] })).toBe('/jewellery');
  });

  const p = (value: string) => ({ value });
  it.each([
    ['none chosen: the popular ones', [], ['a', 'b', 'c'], 2, ['a', 'b']],
    ['the chosen first, in their order, then the popular not chosen', ['c', 'x'], ['a', 'c', 'b'], 4, ['c', 'x', 'a', 'b']],
    ['more chosen than the page shows: all of them', ['x', 'y', 'z'], ['a'], 2, ['x', 'y', 'z']],
    ['nothing at all', [], [], 12, []],
  ])('%s', (_name, chosen, popular, shown, expected) => {
    expect(collectionLineUp(chosen.map(p), popular.map(p), shown).map((x) => x.value)).toEqual(expected);
  });
});
