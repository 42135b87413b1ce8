// The query of an image URL: `resize` (361 or 361x361) and `compress` (1..100). Anything else is a
// client bug worth a clear 400, not a silently ignored parameter (a CDN would cache every variant).
import { z } from 'zod';
import { IMAGE_DEFAULT_COMPRESS, IMAGE_MAX_SIZE } from '../../domain/catalog/constants.ts';

export const DEFAULT_SQUARE_SIZE = 498;

export interface ImageParams {
  /** Asked width, or null to use the picture's default. */
  width: number | null;
  /** Asked height when given as WxH; null when only a width was given. */
  height: number | null;
  quality: number;
}

export type ParamsResult = { ok: true; value: ImageParams } | { ok: false; message: string };

const sizePart = z.coerce.number().int().min(1).max(IMAGE_MAX_SIZE);

const querySchema = z.strictObject({
  resize: z
    .string()
    .regex(/^\d{1,6}([xX]\d{1,6})?$/, 'must be a size in pixels like 361 or 361x361')
    .transform((text, ctx) => {
      const [w, h] = text.toLowerCase().split('x');
      const width = sizePart.safeParse(w);
      const height = h === undefined ? null : sizePart.safeParse(h);
      if (!width.success || (height && !height.success)) {
        ctx.addIssue({ code: 'custom', message: `must be between 1 and ${IMAGE_MAX_SIZE} pixels` });
        return z.NEVER;
      }
      return { width: width.data, height: height ? height.data! : null };
    })
    .optional(),
  compress: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number from 1 to 100')
    .transform(Number)
    .pipe(z.number().min(1, 'must be a whole number from 1 to 100').max(100, 'must be a whole number from 1 to 100'))
    .optional(),
});

/**
 * Parses the query. `square` pictures (products, tiles) must be asked square: a WxH with W ≠ H would
 * either distort or crop a product, and both are bugs in the caller.
 */
export function parseImageParams(search: URLSearchParams, options: { square: boolean }): ParamsResult {
  const raw: Record<string, string> = {};
  for (const [key, value] of search) {
    if (key in raw) return { ok: false, message: `${key}: given more than once` };
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
  if (options.square && size?.height != null && size.height !== size.width) {
    return { ok: false, message: `resize: product pictures are square, ask for ${size.width}x${size.width} or ${size.width}` };
  }
  return {
    ok: true,
    value: { width: size?.width ?? null, height: size?.height ?? null, quality: parsed.data.compress ?? IMAGE_DEFAULT_COMPRESS },
  };
}
