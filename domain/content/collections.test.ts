import { describe, expect, it } from 'vitest';
import { collectionListingPath, collectionPieces, collectionSearch, COLLECTION_PIECES_SHOWN } from './collections';

describe('collections', () => {
  it('finds a collection by its document name, and nothing for another name', () => {
    expect(collectionPieces('bridal')?.occasions).toEqual(['engagement', 'wedding']);
    for (const name of ['', 'Bridal', 'toString', '__proto__', 'constructor', 'bridal/extra']) expect(collectionPieces(name), name).toBeUndefined();
  });

  it('searches any of its occasions, most popular first', () => {
    expect(collectionSearch({ occasions: ['engagement', 'wedding'] })).toEqual({ facetFilters: [['occasion:engagement', 'occasion:wedding']], hitsPerPage: COLLECTION_PIECES_SHOWN, sortBy: 'Popular' });
  });

  it('links to the listing with the same occasions, in the order the listing writes them', () => {
    expect(collectionListingPath({ occasions: ['wedding', 'engagement'] })).toBe('/jewellery?occasion=engagement&occasion=wedding');
  });
});
