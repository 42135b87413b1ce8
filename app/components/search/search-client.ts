// The header search's call (docs/spec.md#first-7 restproxy, "hitsPerPage ... 6 in header";
// docs/api.md restproxy): the same engine and syntax as the listing, asking only for what a dropdown card
// shows. Runs in the browser after hydration; a stale request is aborted by its signal. Part of the
// chunk search-results.tsx makes, fetched when the first search starts.

/** The dropdown's picture size (docs/spec.md#first-9: "Product images are requested resized to 88x88 at compression 50"). */
export const SEARCH_PICTURE_SIZE = 88;

export interface SearchHitCard {
  value: string;
  name: string;
  price: number;
  picture: string;
  alt: string;
}

export interface SearchAnswer {
  hits: SearchHitCard[];
  nbHits: number;
}

interface RawHit {
  value?: unknown;
  name?: unknown;
  price?: unknown;
  variant?: { image?: unknown; alt?: unknown };
}

/** Keeps the hits that can be shown; the server is ours, but a card must never render half a product. */
export function toSearchHitCards(raw: unknown): SearchHitCard[] {
  if (!Array.isArray(raw)) return [];
  const cards: SearchHitCard[] = [];
  for (const hit of raw as RawHit[]) {
    if (typeof hit?.value !== 'string' || typeof hit.name !== 'string' || typeof hit.price !== 'number') continue;
    const image = typeof hit.variant?.image === 'string' ? hit.variant.image : '';
    const first = image.split(',')[0]?.trim() || '/images/no-image';
    cards.push({
      value: hit.value,
      name: hit.name,
      price: hit.price,
      picture: `${first}?resize=${SEARCH_PICTURE_SIZE}&compress=50`,
      alt: typeof hit.variant?.alt === 'string' && hit.variant.alt ? hit.variant.alt : hit.name,
    });
  }
  return cards;
}

/** `hitsPerPage`: the header's 6 (domain/search-box HEADER_SEARCH_HITS), passed in so this chunk imports nothing of the root's. */
export async function searchProducts(query: string, hitsPerPage: number, signal: AbortSignal): Promise<SearchAnswer> {
  const res = await fetch('/api/restproxy', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, hitsPerPage, page: 0, attributesToRetrieve: ['value', 'name', 'price', 'variant'] }),
    signal,
  });
  if (!res.ok) throw new Error(`search answered ${res.status}`);
  const body = (await res.json()) as { response?: { hits?: unknown; nbHits?: unknown } } | null;
  const nbHits = body?.response?.nbHits;
  return { hits: toSearchHitCards(body?.response?.hits), nbHits: typeof nbHits === 'number' ? nbHits : 0 };
}
