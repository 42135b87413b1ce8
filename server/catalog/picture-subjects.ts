// What the picture drawer must know of a piece before it can name its picture (its category, name and
// first variant's stones: server/images/sources.ts), remembered by SKU. Every product picture request
// needs it, and asking the database each time was about a quarter of serving a picture already drawn
// (docs/speed-log.md). A database trigger notifies every change of a product or its variants, on every
// instance (catalog_changed, db/migrations/0001); a notified product is forgotten here, and an answer
// read while any change was notified is not kept, since it may predate that change.
import { LRUCache } from 'lru-cache';

/** Pieces remembered at most: the entries are small, the pictures a catalogue's visitors ask for many. */
export const PICTURE_SUBJECTS_KEPT = 20_000;

export interface PictureSubjects<T> {
  /** The piece's subject, or null for a SKU no piece has (never remembered: one may be added). */
  get(sku: string): Promise<T | null>;
  /** The database notified a change of this product: its subject is read again when next asked for. */
  changed(productId: number): void;
}

export function createPictureSubjects<T extends { productId: number }>(
  load: (sku: string) => Promise<T | null>,
  max = PICTURE_SUBJECTS_KEPT,
): PictureSubjects<T> {
  /** The SKU each remembered product is kept under: a notification names the product, not its SKU. */
  const skuOf = new Map<number, string>();
  const kept = new LRUCache<string, T>({
    max,
    dispose: (subject, sku) => {
      if (skuOf.get(subject.productId) === sku) skuOf.delete(subject.productId);
    },
  });
  /** Changes notified so far: a read that saw this number move may have read the old piece. */
  let changes = 0;

  return {
    async get(sku) {
      const known = kept.get(sku);
      if (known) return known;
      const before = changes;
      const subject = await load(sku);
      if (subject && changes === before) {
        kept.set(sku, subject);
        skuOf.set(subject.productId, sku);
      }
      return subject;
    },
    changed(productId) {
      changes++;
      const sku = skuOf.get(productId);
      if (sku !== undefined) kept.delete(sku);
    },
  };
}
