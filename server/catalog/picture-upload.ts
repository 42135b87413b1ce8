// An uploaded picture judged by its content (docs/decisions/2026-11-27-product-pictures.md): file-type
// reads the magic numbers (the name and the declared type are never trusted), then the picture is
// decoded whole (a damaged file is refused here, not when a shopper asks for it) and its size checked.
// Sharp's prebuilt libvips cannot decode HEIC (HEVC), so a phone's HEIC goes through heic-decode
// (libheif compiled to WebAssembly, on a worker thread: heic-pool.ts) into pixels, which sharp takes
// from there (sharp's own work runs on libuv's threads, off the event loop). What the image pipeline
// later resizes is the rendition made here: upright, on white, at most 2000 px a side, as a JPEG
// without the sender's metadata (a phone's GPS position stays in the original, which is never served).
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  judgeDimensions,
  judgeUpload,
  PICTURE_MAX_PIXELS,
  RENDITION_MAX_SIDE,
  UPLOAD_TEXTS,
  type PictureType,
} from '../../domain/catalog/product-pictures.ts';
import { createHeicPool, type HeicPool } from './heic-pool.ts';

export interface InspectedPicture {
  contentType: PictureType;
  original: Buffer;
  rendition: Buffer;
  /** Upright, in pixels. */
  width: number;
  height: number;
  sha256: string;
}

export type PictureFinding = { ok: true; picture: InspectedPicture } | { ok: false; problem: string };

/** The process's HEIC decoders: worker threads, so a phone's photo never holds the event loop. */
const heicPool = createHeicPool();

/** The pixels of a HEIC (decoded on a worker thread) as a sharp pipeline, or why it is refused. */
export async function heicPipeline(
  bytes: Uint8Array,
  pool: HeicPool = heicPool,
): Promise<{ pipeline: Sharp; width: number; height: number } | string> {
  const decoded = await pool.decode(bytes, PICTURE_MAX_PIXELS);
  if (decoded.unreadable) return UPLOAD_TEXTS.unreadable;
  // The size before the pixels: a huge picture comes back undecoded and is refused here.
  const problem = judgeDimensions(decoded.width, decoded.height);
  if (problem) return problem;
  if (!decoded.data) return UPLOAD_TEXTS.unreadable;
  const { width, height, data } = decoded;
  const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return { pipeline: sharp(raw, { raw: { width, height, channels: 4 } }), width, height };
}

/** JPEG, PNG or WebP through sharp: the size upright (EXIF orientation 5–8 turns it a quarter). */
async function sharpPipeline(bytes: Uint8Array): Promise<{ pipeline: Sharp; width: number; height: number } | string> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return UPLOAD_TEXTS.unreadable;
  }
  if (!meta.width || !meta.height) return UPLOAD_TEXTS.unreadable;
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const problem = judgeDimensions(width, height);
  if (problem) return problem;
  return { pipeline: sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS }).rotate(), width, height };
}

export async function inspectPicture(bytes: Uint8Array): Promise<PictureFinding> {
  const sniffed = bytes.byteLength === 0 ? undefined : await fileTypeFromBuffer(bytes);
  const judged = judgeUpload({ byteLength: bytes.byteLength, detectedType: sniffed?.mime ?? null });
  if (!judged.ok) return judged;
  const read = judged.type === 'image/heic' ? await heicPipeline(bytes) : await sharpPipeline(bytes);
  if (typeof read === 'string') return { ok: false, problem: read };
  let rendition: Buffer;
  try {
    rendition = await read.pipeline
      .flatten({ background: '#ffffff' })
      .resize({ width: RENDITION_MAX_SIDE, height: RENDITION_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer();
  } catch {
    // The header read, the pixels did not (a truncated or damaged file).
    return { ok: false, problem: UPLOAD_TEXTS.unreadable };
  }
  const original = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    ok: true,
    picture: {
      contentType: judged.type,
      original,
      rendition,
      width: read.width,
      height: read.height,
      sha256: createHash('sha256').update(original).digest('hex'),
    },
  };
}
