// What a wishlist or compare entry shows: its picture, the link back to its product page and the
// chosen colour and size in words.
import type { ListEntry } from '../../../domain/cart/list-rules';

/** The first picture of the entry's variant at `size` px (the image service's resize). */
export function entryPicture(entry: ListEntry, size: number): string {
  const first = entry.selectedVariant.image.split(',')[0]?.trim() || '/images/no-image';
  return `${first}?resize=${size}&compress=50`;
}

export const entryLink = (entry: ListEntry) =>
  `/${entry.value}?variant_id=${encodeURIComponent(entry.selectedVariant.variant_id)}`;

/** 'rose-gold' → 'Rose Gold'. */
export const colourName = (c: string) =>
  c.replace(/(^|-)([a-z])/g, (_, dash: string, ch: string) => (dash ? ' ' : '') + ch.toUpperCase());

/** 'Rose Gold · Size 12' */
export const entryChoice = (entry: ListEntry) =>
  [colourName(entry.selectedVariant.color), entry.selectedVariant.size ? `Size ${entry.selectedVariant.size}` : null]
    .filter(Boolean)
    .join(' · ');
