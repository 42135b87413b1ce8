// Collections (/collections/{documentName}): the page's words are a content file,
// content/pages/collections/<documentName>.md (banner, introduction, SEO record); its pieces are the
// back office's (the `collections` and `collection_pieces` tables, server/merchandising/): the pieces
// staff chose, in their order, then the most popular pieces of its occasions (the listing's
// `occasion` facet) up to the page's count, so that the page always lists real pieces.

export interface CollectionPieces {
  /** Occasions (the listing's `occasion` facet) whose pieces fill the page after the chosen ones. */
  occasions: readonly string[];
}

/** How many pieces a collection page shows (more when staff chose more); the rest are one click away in the listing. */
export const COLLECTION_PIECES_SHOWN = 12;
/** At most this many pieces may be chosen for one collection. */
export const COLLECTION_CHOSEN_MAX = 48;

/** The collection's occasion pieces as a search request (any of its occasions, most popular first). */
export function collectionSearch(pieces: CollectionPieces, hitsPerPage = COLLECTION_PIECES_SHOWN): { facetFilters: string[][]; hitsPerPage: number; sortBy: 'Popular' } {
  return { facetFilters: [pieces.occasions.map((o) => `occasion:${o}`)], hitsPerPage, sortBy: 'Popular' };
}

/** The listing with the same occasions ticked: /jewellery?occasion=engagement&occasion=wedding (all jewellery without any). */
export function collectionListingPath(pieces: CollectionPieces): string {
  const query = new URLSearchParams();
  for (const o of [...pieces.occasions].sort()) query.append('occasion', o);
  return query.size > 0 ? `/jewellery?${query.toString()}` : '/jewellery';
}

/**
 * The pieces a collection page shows: the chosen ones in their order (those no longer on sale are
 * already left out by the caller), then the popular ones not chosen, up to `shown` in all (never
 * fewer than the chosen).
 */
export function collectionLineUp<T extends { value: string }>(chosen: readonly T[], popular: readonly T[], shown = COLLECTION_PIECES_SHOWN): T[] {
  const taken = new Set(chosen.map((p) => p.value));
  const rest = popular.filter((p) => !taken.has(p.value));
  return [...chosen, ...rest].slice(0, Math.max(shown, chosen.length));
}
