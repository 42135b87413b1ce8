// The storefront under Hono (docs/design.md#the-front-end): the client build's hashed bundles at
// /assets with a one-year immutable cache, the other files of build/client, and every other page
// request rendered by React Router with the process's services in the load context (loaders call
// them in process, no HTTP hop). The pages every anonymous visitor sees alike are rendered whole
// without a CSP nonce and answered for shared caches (page-cache-policy.ts, shared-page.ts); the
// others keep a nonce and stream. In development, Vite in middleware mode serves and hot-reloads the
// app instead of the build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { clientIp } from '../http/auth-guard.ts';
import { requestHeader } from '../http/request-header.ts';
import { cspNonce } from '../http/security-headers.ts';
import type { Services } from '../services.ts';
import { mayNameClientFile, topLevelNames } from './client-files.ts';
import { isDocumentRequest } from './document-request.ts';
import {
  pageCachePolicy,
  PERSONAL_CACHE_CONTROL,
  type PageCacheSettings,
  type PageCatalogue,
} from './page-cache-policy.ts';
import { sharedPage } from './shared-page.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BUILD_DIR = path.join(PROJECT_ROOT, 'build');
const CLIENT_DIR = path.join(BUILD_DIR, 'client');
const SERVER_ENTRY = path.join(BUILD_DIR, 'server', 'index.js');

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Unhashed files (favicon and the like) may change with a release. */
const SHORT_CACHE = 'public, max-age=3600';

type StorefrontEnv = { Bindings: HttpBindings };
type StorefrontContext = {
  services: Services;
  nonce: string | undefined;
  document: boolean;
  clientIp: string;
  /** Where the render leaves a shared page's bytes by its Response (app/load-context.ts). */
  pageBytes?: WeakMap<Response, Uint8Array>;
};
type RenderRequest = (request: Request, context: StorefrontContext) => Promise<Response>;

/**
 * A page for shared caches has no nonce: every visitor gets the same bytes (shared-page.ts), which the
 * render leaves in `pageBytes`.
 */
function loadContext(services: Services, c: Context, pageBytes?: WeakMap<Response, Uint8Array>): StorefrontContext {
  return {
    services,
    nonce: pageBytes ? undefined : cspNonce(c),
    document: isDocumentRequest(c.req.url),
    clientIp: clientIp(c, services.env.TRUST_PROXY),
    pageBytes,
  };
}

/** The store's answer to what a one-segment path or a Markdown page is (the policy fails safe without it). */
function pageCatalogue(services: Services): PageCatalogue {
  return {
    isProductValue: (value) => services.search.findByValue(value) !== undefined,
    isContentPage: (id) => services.content.get(id) !== undefined,
  };
}

export function pageCacheSettings(env: Services['env']): PageCacheSettings {
  return {
    catalogueSeconds: env.PAGE_CACHE_CATALOGUE_SECONDS,
    catalogueStaleSeconds: env.PAGE_CACHE_CATALOGUE_STALE_SECONDS,
    contentSeconds: env.PAGE_CACHE_CONTENT_SECONDS,
    contentStaleSeconds: env.PAGE_CACHE_CONTENT_STALE_SECONDS,
  };
}

export interface StorefrontOptions {
  /** The Content-Security-Policy of a page rendered without a nonce (http/security-headers.ts). */
  pagePolicy: (scriptHashes: readonly string[]) => string;
}

export function createStorefrontRoutes(services: Services, options: StorefrontOptions): Hono<StorefrontEnv> {
  return services.env.NODE_ENV === 'development' ? developmentStorefront(services) : builtStorefront(services, options);
}

/** Production and tests: the output of `react-router build`, loaded once as the store starts. */
function builtStorefront(services: Services, options: StorefrontOptions): Hono<StorefrontEnv> {
  const catalogue = pageCatalogue(services);
  const settings = pageCacheSettings(services.env);
  const app = new Hono<StorefrontEnv>();
  const pageBytes = new WeakMap<Response, Uint8Array>();
  let render: Promise<RenderRequest> | undefined;
  const renderer = (): Promise<RenderRequest> => {
    render ??= (import(pathToFileURL(SERVER_ENTRY).href) as Promise<ServerBuild>).then((build) =>
      createRequestHandler(build, 'production'),
    );
    render.catch(() => (render = undefined));
    return render;
  };
  // Imported as the store starts, not on the first page request, which waited about 0.25 s for it. A
  // missing build is told by that request, which answers 503 (below).
  const importing = performance.now();
  renderer().then(
    () => services.logger.info({ ms: Math.round(performance.now() - importing) }, 'storefront build loaded'),
    () => {},
  );

  if (existsSync(CLIENT_DIR)) {
    // precompressed: the build wrote .br and .gz copies (scripts/build/precompress.ts).
    app.use(
      '/assets/*',
      serveStatic({
        root: CLIENT_DIR,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE_CACHE),
      }),
    );
    const files = serveStatic({
      root: CLIENT_DIR,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', SHORT_CACHE),
    });
    const names = topLevelNames(CLIENT_DIR);
    app.use('*', (c, next) => (mayNameClientFile(names, c.req.path) ? files(c, next) : next()));
  }
  // A hashed bundle that is not there is a 404, never a page.
  app.all('/assets/*', (c) => c.text('Not found', 404));

  app.all('*', async (c) => {
    let handle: RenderRequest;
    try {
      handle = await renderer();
    } catch (err) {
      services.logger.error({ err }, 'storefront build missing: run `npm run build` (npm start builds it for you)');
      return c.text('The storefront is not built yet. Run `npm run build`, or start with `npm start`.', 503);
    }
    const method = c.req.method;
    const decision = pageCachePolicy(
      {
        method,
        pathname: new URL(c.req.url).pathname,
        hasCookie: requestHeader(c, 'cookie') !== undefined,
        hasAuthorization: requestHeader(c, 'authorization') !== undefined,
      },
      catalogue,
      settings,
    );
    if (!decision.cacheable) {
      const answer = await handle(c.req.raw, loadContext(services, c));
      // A credential's page is never kept; another page keeps a stricter policy of its own route's.
      if (decision.cacheControl !== PERSONAL_CACHE_CONTROL && answer.headers.has('cache-control')) return answer;
      // A Response made by Response.redirect() has immutable headers: copy them then.
      try {
        answer.headers.set('cache-control', decision.cacheControl);
        return answer;
      } catch {
        const headers = new Headers(answer.headers);
        headers.set('cache-control', decision.cacheControl);
        return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
      }
    }
    // HEAD is rendered as the GET it stands for, so that its ETag and policy are the GET's.
    const head = method === 'HEAD';
    const request = head ? new Request(c.req.raw.url, { method: 'GET', headers: c.req.raw.headers }) : c.req.raw;
    const rendered = await handle(request, loadContext(services, c, pageBytes));
    return sharedPage(c, rendered, {
      cacheControl: decision.cacheControl,
      pagePolicy: options.pagePolicy,
      head,
      bytes: pageBytes.get(rendered),
    });
  });
  return app;
}

/** `npm run dev`: Vite serves the app's modules and reloads them on change. */
function developmentStorefront(services: Services): Hono<StorefrontEnv> {
  const app = new Hono<StorefrontEnv>();
  const vite = import('vite').then(({ createServer }) =>
    createServer({ root: PROJECT_ROOT, server: { middlewareMode: true }, appType: 'custom' }),
  );
  vite.catch((err: unknown) => services.logger.error({ err }, 'vite dev server failed to start'));
  const render = vite.then((server) =>
    createRequestHandler(
      () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      'development',
    ),
  );

  app.all('*', async (c) => {
    const server = await vite;
    const { incoming, outgoing } = c.env;
    // Vite answers its own requests (modules, HMR client, files) and passes the rest on.
    const passed = await new Promise<boolean>((resolve) => {
      outgoing.once('finish', () => resolve(false));
      server.middlewares(incoming, outgoing, () => resolve(true));
    });
    if (!passed) return RESPONSE_ALREADY_SENT;
    return (await render)(c.req.raw, loadContext(services, c));
  });
  return app;
}
