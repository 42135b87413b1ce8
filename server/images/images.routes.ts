// /images: product pictures, banners, category and occasion tiles and the no-image picture, resized
// and encoded on request, kept in a disk cache. Mounted at /images. A request that would start a
// render is charged to its client's budget and needs a place in the bounded render line: refused, it
// answers 429 or 503 with Retry-After and no-store (a refusal must not be cached as the picture).
import { Hono, type Context } from 'hono';
import { normalizeCategorySlug, type MetalColor } from '../../domain/catalog/constants.ts';
import { parseProductPicturePath } from '../../domain/catalog/picture-path.ts';
import { BANNER_WIDTH } from './draw/banner.ts';
import { isCategorySlug } from './draw/category-tile.ts';
import { TRANSPORT_ERRORS } from '../../domain/api/errors.ts';
import { createImageService, type ImageService, type PreparedImage, type RenderRefusal } from './images.service.ts';
import { pickFormat } from './negotiate.ts';
import { DEFAULT_SQUARE_SIZE, parseImageParams, type ImageParams } from './params.ts';
import {
  bannerSource,
  categorySource,
  noImageSource,
  occasionSource,
  productSource,
  uploadSource,
  type PictureSource,
} from './sources.ts';
import { parsePictureRef } from '../../domain/catalog/product-pictures.ts';

export interface ImageProductInfo {
  category: string;
  diamondCount: number;
  gemstoneType: string | null;
  /** The piece's name: its picture shows the shape the name promises. */
  name?: string;
}

export interface ImageRouteDeps {
  cacheDir: string;
  resolveProduct(sku: string): Promise<ImageProductInfo | null>;
  /** An uploaded picture of the piece whose SHA-256 starts with `ref` (server/catalog/product-pictures.*), or null. */
  resolveUpload?(sku: string, ref: string): Promise<{ sha256: string } | null>;
  /** Its rendition's bytes, read only when a master must be made. */
  loadUpload?(sku: string, ref: string): Promise<{ rendition: Buffer } | null>;
  /** Shared service; made from cacheDir when not given. */
  service?: ImageService;
  /** Who is asking, for the render budget (the client IP); default: one budget for everyone. */
  clientOf?: (c: Context) => string;
}

/** Pictures that exist: the URL always shows the same picture. */
const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Stand-ins for pictures that do not exist (yet): the product may be added in a minute. */
const SHORT_CACHE = 'public, max-age=300';

const BANNER_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

function invalid(c: Context, message: string): Response {
  return c.json({ success: false, reason: 'INVALID_IMAGE_PARAMS', message }, 400);
}

function refused(c: Context, refusal: RenderRefusal): Response {
  const reason = refusal.refused === 'budget' ? 'TOO_MANY_REQUESTS' : 'SERVICE_UNAVAILABLE';
  const { status, message } = TRANSPORT_ERRORS[reason];
  return c.json({ success: false, reason, message }, status, {
    'Retry-After': String(refusal.retryAfterSeconds),
    'Cache-Control': 'no-store',
  });
}

/** Output size: products and tiles are square (498 by default); banners keep their aspect ratio. */
function outputSize(source: PictureSource, params: ImageParams): { width: number; height: number } {
  const square = source.width === source.height;
  const width = params.width ?? (square ? DEFAULT_SQUARE_SIZE : BANNER_WIDTH);
  const height = params.height ?? Math.max(1, Math.round((width * source.height) / source.width));
  return { width, height };
}

export function createImageRoutes(deps: ImageRouteDeps): Hono {
  const service = deps.service ?? createImageService({ cacheDir: deps.cacheDir });
  const clientOf = deps.clientOf ?? (() => 'anyone');
  const app = new Hono();

  async function answer(
    c: Context,
    source: PictureSource,
    params: ImageParams,
    cacheControl: string,
  ): Promise<Response> {
    const size = outputSize(source, params);
    const prepared: PreparedImage = service.prepare({
      source,
      ...size,
      quality: params.quality,
      format: pickFormat(c.req.header('accept')),
    });
    const headers: Record<string, string> = {
      'Cache-Control': cacheControl,
      Vary: 'Accept',
      ETag: prepared.etag,
    };
    if (matchesEtag(c.req.header('if-none-match'), prepared.etag)) return c.body(null, 304, headers);
    const result = await service.load(prepared, clientOf(c));
    if ('refused' in result) return refused(c, result);
    // A view, not a copy, of the encoded bytes.
    const bytes = new Uint8Array(result.body.buffer as ArrayBuffer, result.body.byteOffset, result.body.byteLength);
    return c.body(bytes, 200, {
      ...headers,
      'Content-Type': result.contentType,
      'Content-Length': String(result.body.length),
      'X-Image-Cache': result.from === 'disk' ? 'hit' : 'miss',
    });
  }

  /** Validates the query first: a bad query is a caller bug whatever the path names. */
  function withParams(square: boolean, handle: (c: Context, params: ImageParams) => Promise<Response>) {
    return async (c: Context) => {
      const parsed = parseImageParams(new URL(c.req.url).searchParams, { square });
      if (!parsed.ok) return invalid(c, parsed.message);
      return handle(c, parsed.value);
    };
  }

  const noImage = (c: Context, params: ImageParams) => answer(c, noImageSource(), params, SHORT_CACHE);

  // An uploaded photograph: its address names the piece and the start of its SHA-256, so it changes
  // with the picture and the year-long cache is right. A removed picture answers the no-image one.
  app.get(
    '/products/:sku/pictures/:ref',
    withParams(true, async (c, params) => {
      const sku = c.req.param('sku') ?? '';
      const ref = parsePictureRef(c.req.param('ref') ?? '');
      const found = ref && deps.resolveUpload ? await deps.resolveUpload(sku, ref) : null;
      if (!ref || !found) return noImage(c, params);
      const photo = async () => {
        const loaded = await deps.loadUpload?.(sku, ref);
        if (!loaded) throw new Error(`picture ${sku}/${ref} went while it was being rendered`);
        return loaded.rendition;
      };
      return answer(c, uploadSource(found.sha256, photo), params, LONG_CACHE);
    }),
  );

  app.get(
    '/products/:sku/:color/:angle',
    withParams(true, async (c, params) => {
      const [sku, color, angle] = [c.req.param('sku') ?? '', c.req.param('color') ?? '', c.req.param('angle') ?? ''];
      const ref = parseProductPicturePath(`/products/${encodeURIComponent(sku)}/${color}/${angle}`);
      if (!ref) return noImage(c, params);
      const product = await deps.resolveProduct(ref.sku);
      if (!product) return noImage(c, params);
      const subject = {
        category: product.category,
        color: ref.color as MetalColor,
        diamondCount: product.diamondCount,
        gemstoneType: product.gemstoneType,
        seed: ref.sku,
        name: product.name,
      };
      return answer(c, productSource(subject, ref.angle), params, LONG_CACHE);
    }),
  );

  // Any other shape of product path (missing parts, extra parts) is a broken picture link.
  app.get(
    '/products/*',
    withParams(true, async (c, params) => noImage(c, params)),
  );
  app.get(
    '/products',
    withParams(true, async (c, params) => noImage(c, params)),
  );

  app.get(
    '/banners/:name',
    withParams(false, async (c, params) => {
      const name = (c.req.param('name') ?? '').toLowerCase();
      if (!BANNER_NAME.test(name)) return noImage(c, params);
      return answer(c, bannerSource(name), params, LONG_CACHE);
    }),
  );

  app.get(
    '/categories/:slug',
    withParams(true, async (c, params) => {
      const slug = normalizeCategorySlug(c.req.param('slug') ?? '');
      if (!isCategorySlug(slug)) return noImage(c, params);
      return answer(c, categorySource(slug), params, LONG_CACHE);
    }),
  );

  app.get(
    '/occasions/:slug',
    withParams(true, async (c, params) => {
      const source = occasionSource((c.req.param('slug') ?? '').toLowerCase());
      return source ? answer(c, source, params, LONG_CACHE) : noImage(c, params);
    }),
  );

  app.get(
    '/no-image',
    withParams(true, async (c, params) => answer(c, noImageSource(), params, LONG_CACHE)),
  );

  return app;
}
