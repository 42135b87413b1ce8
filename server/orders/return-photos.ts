// A return's photos, judged by their content as the résumé upload is (server/careers/resume-content.ts):
// the magic numbers (file-type) must say JPEG, PNG or WebP, whatever the name or declared type, and
// sharp must decode the picture with sane dimensions. What is stored is sharp's own JPEG of it (turned
// upright, at most 2000 px a side): none of the sender's bytes, no EXIF (a phone's GPS position), one
// media type to serve. The name is ours (server/careers/resume-store.ts); only staff are served it.
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { RETURN_PHOTO_MAX_BYTES } from '../../domain/orders/return-rules.ts';
import { createUploadStore } from '../careers/resume-store.ts';

export const RETURN_PHOTO_FOLDER = path.join('uploads', 'returns');
const KINDS = ['jpg', 'png', 'webp'];
/** A phone's camera is at most about 50 megapixels; beyond that the file is not a photo. */
const MAX_PIXELS = 60_000_000;

export type PhotoFinding = { ok: true; jpeg: Buffer } | { ok: false; problem: string };

export async function inspectPhoto(bytes: Uint8Array): Promise<PhotoFinding> {
  if (bytes.byteLength === 0) return { ok: false, problem: 'is empty' };
  if (bytes.byteLength > RETURN_PHOTO_MAX_BYTES) return { ok: false, problem: 'is over 4 MiB' };
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !KINDS.includes(found.ext)) return { ok: false, problem: 'is not a JPEG, PNG or WebP picture' };
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) return { ok: false, problem: 'is not a readable picture' };
    const jpeg = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { ok: true, jpeg };
  } catch {
    return { ok: false, problem: 'is not a readable picture' };
  }
}

export function createReturnPhotoStore(dataDir: string) {
  return createUploadStore(dataDir, RETURN_PHOTO_FOLDER);
}
export type ReturnPhotoStore = ReturnType<typeof createReturnPhotoStore>;
