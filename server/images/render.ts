// SVG → pixels → encoded picture. Rasterising the SVG (librsvg) is the expensive step, so it happens
// once per picture at a master size and every output size is a resize of that master.
import sharp from 'sharp';
import { svgDocument, type Art } from './draw/svg.ts';
import type { ImageFormat } from './negotiate.ts';

export interface Master {
  data: Buffer;
  width: number;
  height: number;
}

/** Rasterises art at the given pixel size as raw RGB (the grounds are opaque, alpha would be waste). */
export async function rasterise(art: Art, width: number, height: number): Promise<Master> {
  const { data, info } = await sharp(Buffer.from(svgDocument(art, width, height)))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * A photograph (encoded bytes) as a master of exactly width × height: cropped to fill, keeping the part
 * sharp's attention strategy finds most interesting (the piece, rarely the plain ground around it),
 * on white, as raw RGB like a drawn master.
 */
export async function rasterisePhoto(bytes: Buffer, width: number, height: number): Promise<Master> {
  const { data, info } = await sharp(bytes)
    .resize(width, height, { fit: 'cover', position: sharp.strategy.attention, kernel: 'lanczos3' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Encoder settings, measured on a 361 px product picture (docs/decisions/2026-11-22-pictures.md):
 * AVIF at sharp's default effort 4 takes ~540 ms for a file 2% smaller than effort 1 (~40 ms), and
 * the first visitor waits for it, so AVIF runs at effort 1. WebP keeps effort 4 (16 ms, 10% smaller
 * than effort 2) and JPEG uses mozjpeg (12 ms, 25% smaller): each file is encoded once, served often.
 */
export const ENCODER_EFFORT = { avif: 1, webp: 4 } as const;

/** Resizes a master to exactly width × height (cropping to fill if the aspect differs) and encodes it. */
export async function encode(
  master: Master,
  width: number,
  height: number,
  format: ImageFormat,
  quality: number,
): Promise<Buffer> {
  let pipeline = sharp(master.data, { raw: { width: master.width, height: master.height, channels: 3 } });
  if (width !== master.width || height !== master.height) {
    pipeline = pipeline.resize(width, height, { fit: 'cover', position: 'centre', kernel: 'lanczos3' });
  }
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality, effort: ENCODER_EFFORT.avif }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality, effort: ENCODER_EFFORT.webp }).toBuffer();
    case 'jpeg':
      return pipeline.jpeg({ quality, mozjpeg: true }).toBuffer();
  }
}
