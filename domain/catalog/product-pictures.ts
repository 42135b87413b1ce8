// The rules of a piece's uploaded pictures (docs/decisions/2026-11-27-product-pictures.md), pure: what
// an upload must be (judged by its content: the type its bytes say, its size in bytes and in pixels),
// the order pictures are kept in, and the list of picture addresses the shop shows for a piece.

/** The kinds accepted, by the media type their content names (never the file's name or declared type). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

/** At most 15 MB a file (a phone's photo is 2 to 8 MB). */
export const PICTURE_MAX_BYTES = 15 * 1024 * 1024;
/** The shorter side: the shop's largest picture is 996 px (the gallery at 2×); under 500 px it is blurred. */
export const PICTURE_MIN_SIDE = 500;
/** Past this the file is no photograph (a phone's camera makes about 50 megapixels at most). */
export const PICTURE_MAX_PIXELS = 60_000_000;
/** Pictures a piece may have: the gallery's thumbnails fit 12. */
export const PICTURES_PER_PRODUCT = 12;
/** The longer side of the rendition the image pipeline resizes (the largest master is 2000 px). */
export const RENDITION_MAX_SIDE = 2000;

/** What the upload's bytes say they are: the sniffer's media type (null when it knows none). */
export interface UploadFacts {
  byteLength: number;
  detectedType: string | null;
}

export const UPLOAD_TEXTS = {
  empty: 'is empty',
  tooLarge: 'is over 15 MB',
  notPicture: 'is not a JPEG, PNG, WebP or HEIC picture',
  unreadable: 'could not be read as a picture (the file may be damaged)',
  tooSmall: (w: number, h: number) => `is ${w} × ${h} px: at least ${PICTURE_MIN_SIDE} px a side is needed`,
  tooManyPixels: 'has more than 60 megapixels',
  duplicate: 'is already one of this piece’s pictures',
  full: `this piece has ${PICTURES_PER_PRODUCT} pictures already: remove one first`,
} as const;

/** HEIF's media types as sniffers name them: a phone's photo is image/heic; image/heif is the same container. */
const HEIC_TYPES = new Set(['image/heic', 'image/heif']);

/** The type an upload is kept as, or why it is refused, from its bytes alone (before decoding). */
export function judgeUpload(facts: UploadFacts): { ok: true; type: PictureType } | { ok: false; problem: string } {
  if (facts.byteLength === 0) return { ok: false, problem: UPLOAD_TEXTS.empty };
  if (facts.byteLength > PICTURE_MAX_BYTES) return { ok: false, problem: UPLOAD_TEXTS.tooLarge };
  const type = facts.detectedType;
  if (type !== null && HEIC_TYPES.has(type)) return { ok: true, type: 'image/heic' };
  if (type === 'image/jpeg' || type === 'image/png' || type === 'image/webp') return { ok: true, type };
  return { ok: false, problem: UPLOAD_TEXTS.notPicture };
}

/** After decoding: the picture's size upright, checked. */
export function judgeDimensions(width: number, height: number): string | null {
  if (width * height > PICTURE_MAX_PIXELS) return UPLOAD_TEXTS.tooManyPixels;
  if (Math.min(width, height) < PICTURE_MIN_SIDE) return UPLOAD_TEXTS.tooSmall(width, height);
  return null;
}

/** The part of a picture's SHA-256 its address carries: 64 bits, enough to tell a piece's pictures apart. */
export const PICTURE_REF_LENGTH = 16;

/** The shop's address of an uploaded picture; it changes whenever the picture does (a new upload). */
export function uploadedPicturePath(sku: string, sha256: string): string {
  return `/images/products/${encodeURIComponent(sku)}/pictures/${sha256.slice(0, PICTURE_REF_LENGTH)}`;
}

/** The `{ref}` of `/images/products/{sku}/pictures/{ref}`, or null when it is not one. */
export function parsePictureRef(ref: string): string | null {
  return new RegExp(`^[0-9a-f]{${PICTURE_REF_LENGTH}}$`).test(ref) ? ref : null;
}

export interface PictureOrderItem {
  id: number;
  position: number;
  isMain: boolean;
}

/** The desk's order: by position, then by id (the older first) where two share one. */
export function byPosition<T extends PictureOrderItem>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The shop's order: the main picture first (the listing card and the cart show the first), then the rest in the desk's order. */
export function shopOrder<T extends PictureOrderItem>(list: readonly T[]): T[] {
  const ordered = byPosition(list);
  const main = ordered.find((p) => p.isMain) ?? ordered[0];
  return main ? [main, ...ordered.filter((p) => p !== main)] : [];
}

/**
 * The positions after moving picture `id` to `to` (0-based, clamped to the list): every picture's new
 * position, 0, 1, 2 … without gaps, so an order is always the same whatever the history.
 */
export function movePicture<T extends PictureOrderItem>(
  list: readonly T[],
  id: number,
  to: number,
): Map<number, number> {
  const ordered = byPosition(list);
  const from = ordered.findIndex((p) => p.id === id);
  if (from >= 0) {
    const [moved] = ordered.splice(from, 1);
    ordered.splice(Math.max(0, Math.min(to, ordered.length)), 0, moved!);
  }
  return new Map(ordered.map((p, i) => [p.id, i]));
}

/** Which picture is main after `removed` goes: the same, or the first left when the main one went. */
export function mainAfterRemoval<T extends PictureOrderItem>(list: readonly T[], removed: number): number | null {
  const left = byPosition(list.filter((p) => p.id !== removed));
  return (left.find((p) => p.isMain) ?? left[0])?.id ?? null;
}

export interface ShopPicture extends PictureOrderItem {
  sha256: string;
  alt: string;
  /** The colour it shows, or null: every colour's. */
  color: string | null;
}

/** The pictures a variant of this colour shows: those tagged with its colour and the untagged ones. */
export const picturesOfColor = <T extends { color: string | null }>(uploads: readonly T[], color: string): T[] =>
  uploads.filter((p) => p.color === null || p.color === color);

/**
 * Where the shop shows a picture: on every colour (untagged), on its colour's variants, or nowhere,
 * when its colour is one no variant has any more (the variants moved to another colour after it was
 * tagged). The desk flags the last so the catalogue team re-tags or removes it.
 */
export function pictureReach(color: string | null, variantColors: readonly string[]): 'every' | 'one' | 'nowhere' {
  if (color === null) return 'every';
  return variantColors.includes(color) ? 'one' : 'nowhere';
}

/** A variant's picture fields: `image` and `alt` (what every page reads) and its own alt text kept aside. */
export interface VariantPictureFields {
  image: string;
  alt: string;
  drawnAlt: string | null;
}

/**
 * What a variant's picture fields become. With uploads of its colour (tagged with it, or with none):
 * those in the shop's order (the piece's main one first when it is among them, else the first of
 * them, so a listing card shows its colour's picture) and the first one's alt text (the gallery names
 * the others "…, view 2"), the variant's own alt text kept in `drawnAlt`. Without: its drawn pictures
 * (`drawn`, domain/catalog/picture-path.ts) and its own alt text back. Pure, so a piece's fields are
 * the same whatever order its pictures were changed in.
 */
export function shopPictureFields(
  sku: string,
  variant: { alt: string; drawnAlt: string | null; color: string },
  drawn: string,
  uploads: readonly ShopPicture[],
): VariantPictureFields {
  const shown = shopOrder(picturesOfColor(uploads, variant.color));
  const own = variant.drawnAlt ?? variant.alt;
  if (shown.length === 0) return { image: drawn, alt: own, drawnAlt: null };
  return { image: shown.map((p) => uploadedPicturePath(sku, p.sha256)).join(','), alt: shown[0]!.alt, drawnAlt: own };
}
