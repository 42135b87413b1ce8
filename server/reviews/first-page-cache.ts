// The first page of each piece's reviews, kept in memory: every product page shows it, and it was
// the page's one database read (about 2 ms of PGlite per render, a tenth of the render budget).
// A piece's entry is dropped when its reviews change: here at once after a review is added, and on
// every instance when the review's catalog_changed notification arrives (db/migrations/0008),
// as the search index follows the catalogue. A read that was on its way while an entry was dropped
// is answered but not kept, so it cannot put back what the drop took out.
export interface FirstPageCache<V> {
  /** The kept page, or `load()`'s, kept when nothing was dropped while it loaded. */
  get(productId: number, load: () => Promise<V>): Promise<V>;
  /** Forgets the piece's page (its reviews changed). */
  drop(productId: number): void;
  readonly size: number;
}

export function createFirstPageCache<V>(maxEntries: number): FirstPageCache<V> {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<number, V>();
  // Any drop counts: a load that saw another number may have read what was dropped.
  let drops = 0;
  return {
    async get(productId, load) {
      const kept = entries.get(productId);
      if (kept !== undefined) {
        entries.delete(productId);
        entries.set(productId, kept);
        return kept;
      }
      const dropsBefore = drops;
      const loaded = await load();
      if (drops === dropsBefore) {
        entries.set(productId, loaded);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return loaded;
    },
    drop(productId) {
      drops += 1;
      entries.delete(productId);
    },
    get size() {
      return entries.size;
    },
  };
}
