// What can be drawn, and its identity. The id is everything the drawing depends on, so it is what the
// cache key is made of: a product whose category or stones change gets a new picture, not a stale one.
import type { CategorySlug } from '../../domain/catalog/constants.ts';
import type { PictureAngle } from '../../domain/catalog/picture-path.ts';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerDesignName, drawBanner } from './draw/banner.ts';
import { drawCategoryTile } from './draw/category-tile.ts';
import { drawNoImage } from './draw/no-image.ts';
import { drawOccasionTile, OCCASION_SLUGS } from './draw/occasion-tile.ts';
import { drawProductPicture } from './draw/product.ts';
import type { PictureSubject } from './draw/subject.ts';
import type { Art } from './draw/svg.ts';

interface SourceShape {
  id: string;
  /** The art's own size; its aspect ratio is the picture's natural shape. */
  width: number;
  height: number;
  /** Widths a master raster may be made at, smallest first; a request uses the first at least as wide. */
  masterWidths: readonly number[];
}

/** Drawn art (SVG), or a photograph uploaded from the back office (its rendition's encoded bytes). */
export type PictureSource = SourceShape &
  ({ draw(): Art; photo?: undefined } | { photo(): Promise<Buffer>; draw?: undefined });

// Every listed size (88 to 498 px) comes from the 512 master; zoom views from 1024; the rest from 2000.
const SQUARE_MASTERS = [512, 1024, 2000] as const;
const BANNER_MASTERS = [800, 1600, 2000] as const;

export function productSource(subject: PictureSubject, angle: PictureAngle): PictureSource {
  const parts = [
    subject.category,
    subject.color,
    angle,
    subject.diamondCount,
    subject.gemstoneType ?? '',
    subject.seed,
    subject.name ?? '',
  ];
  return {
    id: `product/${parts.map((p) => encodeURIComponent(String(p))).join('/')}`,
    width: 1000,
    height: 1000,
    masterWidths: SQUARE_MASTERS,
    draw: () => drawProductPicture(subject, angle),
  };
}

export function categorySource(slug: CategorySlug): PictureSource {
  return {
    id: `category/${slug}`,
    width: 1000,
    height: 1000,
    masterWidths: SQUARE_MASTERS,
    draw: () => drawCategoryTile(slug),
  };
}

/** An occasion picture, or null for an occasion we have no picture for. */
export function occasionSource(slug: string): PictureSource | null {
  if (!OCCASION_SLUGS.includes(slug)) return null;
  return {
    id: `occasion/${slug}`,
    width: 1000,
    height: 1000,
    masterWidths: SQUARE_MASTERS,
    draw: () => drawOccasionTile(slug)!,
  };
}

export function bannerSource(name: string): PictureSource {
  return {
    id: `banner/${encodeURIComponent(bannerDesignName(name))}`,
    width: BANNER_WIDTH,
    height: BANNER_HEIGHT,
    masterWidths: BANNER_MASTERS,
    draw: () => drawBanner(name),
  };
}

/**
 * An uploaded photograph (server/catalog/product-pictures.*): shown square like the drawn pictures,
 * cropped to the part sharp finds most interesting. Its id is the original's SHA-256, so another
 * picture is another cache key, and the same picture is one file whichever piece or address names it.
 */
export function uploadSource(sha256: string, photo: () => Promise<Buffer>): PictureSource {
  return { id: `upload/${sha256}`, width: 1000, height: 1000, masterWidths: SQUARE_MASTERS, photo };
}

export function noImageSource(): PictureSource {
  return { id: 'no-image', width: 1000, height: 1000, masterWidths: SQUARE_MASTERS, draw: drawNoImage };
}
