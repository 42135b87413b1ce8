// /content/images/*: the drawings kept under content/images (About Us pictures and the like), served
// from memory as the content library read them at start-up. Their names carry no hash, so they are
// cached for a day and revalidated by ETag.
import { Hono } from 'hono';
import type { ContentLibrary } from './content-library.ts';
import { CONTENT_IMAGES_PATH } from './content-library.ts';

const IMAGE_CACHE = 'public, max-age=86400';

/** If-None-Match names this ETag: a list, weak or strong (compression answers with W/"…"). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
}

export function createContentRoutes(content: Pick<ContentLibrary, 'image'>): Hono {
  const app = new Hono();
  app.get(`${CONTENT_IMAGES_PATH}*`, (c) => {
    const name = decodeURIComponent(new URL(c.req.url).pathname.slice(CONTENT_IMAGES_PATH.length));
    const image = content.image(name);
    if (!image) return c.text('Not found', 404);
    const headers = {
      'Content-Type': image.type,
      'Cache-Control': IMAGE_CACHE,
      ETag: image.etag,
      // Opened on its own, a drawing is a document: it may style itself and nothing else.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    };
    if (matches(c.req.header('If-None-Match'), image.etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(image.body), 200, headers);
  });
  return app;
}
