// Collections (/collections/{documentName}): the page's words are a content file,
// content/pages/collections/<documentName>.md (banner, introduction, SEO record); which pieces it shows
// is chosen here, by the catalogue's occasion facet, so that the page always lists real pieces the
// listing would show for the same occasions. A test checks that every collection file has its pieces
// and every entry here has its file.

export interface CollectionPieces {
  /** Occasions (the listing's `occasion` facet) whose pieces the collection shows, any of them. */
  occasions: readonly string[];
}

export const COLLECTION_PIECES: Readonly<Record<string, CollectionPieces>> = {
  bridal: { occasions: ['engagement', 'wedding'] },
  'daily-wear': { occasions: ['daily-wear', 'office-wear'] },
  gifting: { occasions: ['gifting', 'anniversary'] },
};

/** How many pieces a collection page shows; the rest are one click away in the listing. */
export const COLLECTION_PIECES_SHOWN = 12;

/** The collection's pieces as a search request (any of its occasions, most popular first). */
export function collectionSearch(pieces: CollectionPieces): { facetFilters: string[][]; hitsPerPage: number; sortBy: 'Popular' } {
  return { facetFilters: [pieces.occasions.map((o) => `occasion:${o}`)], hitsPerPage: COLLECTION_PIECES_SHOWN, sortBy: 'Popular' };
}

/** The listing with the same occasions ticked: /jewellery?occasion=engagement&occasion=wedding. */
export function collectionListingPath(pieces: CollectionPieces): string {
  const query = new URLSearchParams();
  for (const o of [...pieces.occasions].sort()) query.append('occasion', o);
  return `/jewellery?${query.toString()}`;
}

/** The pieces of a collection by its document name; undefined for a name the store has no collection of. */
export function collectionPieces(documentName: string): CollectionPieces | undefined {
  return Object.hasOwn(COLLECTION_PIECES, documentName) ? COLLECTION_PIECES[documentName] : undefined;
}
