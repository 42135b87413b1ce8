// React Router's Node entry, with this response's CSP nonce on every script React and the router
// write (server/app.ts allows inline scripts only with it). A page a shared cache may keep has none:
// its inline scripts are allowed by their hashes (server/storefront/shared-page.ts).
import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, renderToStaticMarkup, type RenderToPipeableStreamOptions } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import { setMarkupRenderer } from './components/layout/server-markup';
import { bootAfterPaintBytes } from './lib/boot-after-paint.server';
import { WEB_FONTS_HREF, WEB_FONT_FILES } from './styles/web-fonts';

// Static islands whose content is the same on every page are rendered once (server-markup.ts).
setMarkupRenderer(renderToStaticMarkup);

export const streamTimeout = 5_000;

/**
 * What a kept page's boot adds after the paint: the web faces' files, then their stylesheet (the render
 * bench's floor reads it too).
 */
export const WEB_FONTS = { stylesheets: [WEB_FONTS_HREF], fonts: WEB_FONT_FILES };

/**
 * A loader's, an action's or the render's failure, through the store's pino logger: one JSON line
 * whose strings are escaped, so a message carrying a line break and a JSON object (text from the
 * request, say) cannot pass for a log entry of its own, as React Router's default console.error let
 * it. The path without its query, like the request log. Requests the client gave up are not failures.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logPageError(context, error, request);
};

function logPageError(context: AppLoadContext, error: unknown, request: Request): void {
  // A response thrown for an error keeps the error itself (React Router's internal ErrorResponseImpl).
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const err = inner ?? error;
  context.services.logger.error({ err, path: new URL(request.url).pathname }, 'page failed');
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; shoppers get the shell as soon as it is ready. A page for
    // shared caches (no nonce) is whole too: the same bytes for every visitor, whatever the timing.
    const readyOption: keyof RenderToPipeableStreamOptions =
      nonce === undefined || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A page sent whole gains nothing from React moving a large finished part to the end of the
        // HTML behind an empty placeholder (its progressive chunking, after 12.8 kB): the listing's
        // sidebar would stand out of place until a script moved it back. Streamed pages keep it.
        progressiveChunkSize: readyOption === 'onAllReady' ? Number.POSITIVE_INFINITY : undefined,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (nonce === undefined) {
            // A page for shared caches is read whole before it is sent (server/storefront/shared-page.ts
            // hashes and tags its bytes): collect the bytes, without a stream to read them back from.
            const chunks: Uint8Array[] = [];
            pipe(
              new Writable({
                write(chunk: Uint8Array, _encoding, callback) {
                  chunks.push(chunk);
                  callback();
                },
                final(callback) {
                  clearTimeout(timeoutId);
                  timeoutId = undefined;
                  // Its code and web faces are asked for once its largest content is painted
                  // (boot-after-paint.server.ts).
                  const bytes = bootAfterPaintBytes(Buffer.concat(chunks), WEB_FONTS, (err) =>
                    loadContext.services.logger.error(
                      { err, path: new URL(request.url).pathname },
                      'page boot kept as React Router wrote it',
                    ),
                  );
                  const response = new Response(bytes, { headers: responseHeaders, status: responseStatusCode });
                  loadContext.pageBytes?.set(response, bytes);
                  resolve(response);
                  callback();
                },
              }),
            );
            return;
          }
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reach React Router, which logs them through handleError; after it, only here.
          if (shellRendered) logPageError(loadContext, error, request);
        },
      },
    );
  });
}
