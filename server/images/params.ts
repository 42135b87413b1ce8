// The query of an image URL: `resize` (361 or 361x361) and `compress` (50). Anything else is a
// client bug worth a clear 400, not a silently ignored parameter (a CDN would cache every variant).
// `resize` and `compress` must be a size and a quality the store asks for (domain/catalog/constants.ts):
// each combination is a file in the disk cache and a render, so the lists keep both bounded.
import { z } from 'zod';
import {
  IMAGE_BANNER_SIZES,
  IMAGE_COMPRESS_VALUES,
  IMAGE_DEFAULT_COMPRESS,
  IMAGE_SQUARE_SIZES,
} from '../../domain/catalog/constants.ts';

export const DEFAULT_SQUARE_SIZE = 498;

export interface ImageParams {
  /** Asked width, or null to use the picture's default. */
  width: number | null;
  /** Asked height when given as WxH; null when only a width was given. */
  height: number | null;
  quality: number;
}

export type ParamsResult = { ok: true; value: ImageParams } | { ok: false; message: string };

const QUALITIES = new Set(IMAGE_COMPRESS_VALUES);
const COMPRESS_PROBLEM = `must be one of the store's qualities: ${IMAGE_COMPRESS_VALUES.join(', ')}`;

const querySchema = z.strictObject({
  resize: z
    .string()
    .regex(/^\d{1,6}([xX]\d{1,6})?$/, 'must be a size in pixels like 361 or 361x361')
    .transform((text) => {
      const [w, h] = text.toLowerCase().split('x');
      return { width: Number(w), height: h === undefined ? null : Number(h) };
    })
    .optional(),
  compress: z
    .string()
    .regex(/^\d{1,3}$/, COMPRESS_PROBLEM)
    .transform(Number)
    .refine((quality) => QUALITIES.has(quality), COMPRESS_PROBLEM)
    .optional(),
});

const SQUARE_SIZES = new Set(IMAGE_SQUARE_SIZES);
const BANNER_SIZES = new Set(IMAGE_BANNER_SIZES);

/** Null when the store renders this size, else what to say. */
function sizeProblem(width: number, height: number | null, square: boolean): string | null {
  if (square) {
    if (height !== null && height !== width)
      return `product pictures are square, ask for ${width}x${width} or ${width}`;
    return SQUARE_SIZES.has(width)
      ? null
      : `must be one of the store's sizes: ${IMAGE_SQUARE_SIZES.join(', ')} (or NxN of one of them)`;
  }
  return BANNER_SIZES.has(height === null ? `${width}` : `${width}x${height}`)
    ? null
    : `banners come in ${IMAGE_BANNER_SIZES.join(', ')}`;
}

/**
 * Parses the query. `square` pictures (products, tiles) must be asked square: a WxH with W ≠ H would
 * either distort or crop a product, and both are bugs in the caller.
 */
export function parseImageParams(search: URLSearchParams, options: { square: boolean }): ParamsResult {
  const raw: Record<string, string> = {};
  for (const [key, value] of search) {
    if (Object.hasOwn(raw, key)) return { ok: false, message: `${key}: given more than once` };
    raw[key] = value;
  }
  const parsed = querySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.code === 'unrecognized_keys') {
      return { ok: false, message: `${issue.keys.join(', ')}: unknown parameter (allowed: resize, compress)` };
    }
    return { ok: false, message: `${String(issue.path[0] ?? 'query')}: ${issue.message}` };
  }
  const size = parsed.data.resize;
  const problem = size && sizeProblem(size.width, size.height, options.square);
  if (problem) return { ok: false, message: `resize: ${problem}` };
  return {
    ok: true,
    value: {
      width: size?.width ?? null,
      height: size?.height ?? null,
      quality: parsed.data.compress ?? IMAGE_DEFAULT_COMPRESS,
    },
  };
}
