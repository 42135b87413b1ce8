// Where a product picture lives. The demo generator writes these paths into variants' `image`
// (comma-separated), and the image server parses them back to know what to draw.
import { METAL_COLORS, type MetalColor } from './constants.ts';

/** Angles drawn for every product picture set: front, three-quarter, side. */
export const PICTURE_ANGLES = [1, 2, 3] as const;
export type PictureAngle = (typeof PICTURE_ANGLES)[number];

export function productPicturePath(sku: string, color: MetalColor, angle: PictureAngle): string {
  return `/images/products/${encodeURIComponent(sku)}/${color}/${angle}`;
}

/** All angles of one colour, comma-separated as the spec's `image` field. */
export function productPictureList(sku: string, color: MetalColor): string {
  return PICTURE_ANGLES.map((a) => productPicturePath(sku, color, a)).join(',');
}

export interface ProductPictureRef {
  sku: string;
  color: MetalColor;
  angle: PictureAngle;
}

/** Parses `/images/products/{sku}/{color}/{angle}` (with or without the /images prefix). */
export function parseProductPicturePath(pathname: string): ProductPictureRef | null {
  const match = /^(?:\/images)?\/products\/([^/]+)\/([a-z-]+)\/(\d)$/.exec(pathname);
  if (!match) return null;
  let sku: string;
  try {
    sku = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const color = match[2] as MetalColor;
  const angle = Number(match[3]) as PictureAngle;
  if (!METAL_COLORS.includes(color) || !PICTURE_ANGLES.includes(angle) || sku.length > 64) return null;
  return { sku, color, angle };
}
