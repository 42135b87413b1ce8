// The floor of `npm run bench`'s server render rows: bare React rendering the same page, in a process
// of its own after the store has stopped, on the store's own database (so the same loader data).
// For each path it asks React Router once for the page's entry context (loaders run, the route
// matched, the data encoded for the browser), as the store does on a request, and keeps it; then it
// only renders: `renderToPipeableStream` of the store's own tree (`<ServerRouter>` with that
// context, no nonce, `onAllReady`, no progressive chunking, as app/entry.server.tsx renders a page
// for shared caches) into a string, again and again. No HTTP, no request pipeline, no loaders, no
// gzip: what React costs.
// `tsx scripts/bench/render-floor.ts <dataDir> <port> <warm-up> <samples> <path>...` prints one JSON
// line; the port is the store's, which its pages name in their links (server/public-origin.ts).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createRequestHandler, ServerRouter, type EntryContext, type ServerBuild } from 'react-router';
import { parseEnv } from '../../server/env.ts';
import { createLogger } from '../../server/logger.ts';
import { createServices } from '../../server/services.ts';
import { BUILD_DIR } from '../../server/storefront/storefront.routes.ts';
import { bootAfterPaintBytes } from '../../app/lib/boot-after-paint.server.ts';

export interface FloorRow {
  path: string;
  medianMs: number;
  p99Ms: number;
  /** Renders per second of this process's CPU time (all its threads). */
  pagesPerCoreSecond: number;
  bytes: number;
  sha256: string;
}

const [dataDir, port, warmUpArg, samplesArg, ...paths] = process.argv.slice(2);
const warmUp = Number(warmUpArg);
const samples = Number(samplesArg);
if (!dataDir || !port || !(warmUp >= 0) || !(samples >= 1) || paths.length === 0)
  throw new Error('usage: render-floor.ts <dataDir> <port> <warm-up> <samples> <path>...');

const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: port, DATA_DIR: dataDir });
const services = await createServices(env, createLogger('silent'));
const build = (await import(pathToFileURL(path.join(BUILD_DIR, 'server', 'index.js')).href)) as ServerBuild;

/** The entry context React Router hands app/entry.server.tsx for this page, and its data as bytes. */
async function entryContextOf(pagePath: string): Promise<{ context: EntryContext; handoff: Uint8Array[] }> {
  let captured: EntryContext | undefined;
  const capturing: ServerBuild = {
    ...build,
    entry: {
      ...build.entry,
      module: {
        ...build.entry.module,
        default: (_request, _status, _headers, context) => {
          captured = context;
          return new Response(null);
        },
      },
    },
  };
  const request = new Request(`http://${env.HOST}:${env.PORT}${pagePath}`, { headers: { accept: 'text/html' } });
  await createRequestHandler(capturing, 'production')(request, {
    services,
    nonce: undefined,
    document: true,
    clientIp: '127.0.0.1',
  });
  if (!captured) throw new Error(`${pagePath}: React Router did not render a page (a redirect or an error?)`);
  // The loader data encoded for the browser is a stream, read once per render: keep its bytes.
  const handoff: Uint8Array[] = [];
  if (captured.serverHandoffStream) for await (const chunk of captured.serverHandoffStream) handoff.push(chunk);
  return { context: captured, handoff };
}

/** The page's bytes, collected as app/entry.server.tsx collects a shared page's (never decoded to text). */
function render(pagePath: string, context: EntryContext, handoff: Uint8Array[]): Promise<Buffer> {
  const fresh: EntryContext = {
    ...context,
    renderMeta: {},
    serverHandoffStream: new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of handoff) controller.enqueue(chunk);
        controller.close();
      },
    }),
  };
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks));
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(
      createElement(ServerRouter, {
        context: fresh,
        url: `http://${env.HOST}:${env.PORT}${pagePath}`,
        nonce: undefined,
      }),
      {
        // As app/entry.server.tsx renders a page sent whole: no boundary moved to the end of the HTML.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => pipe(sink),
        onShellError: reject,
        onError: reject,
      },
    );
  });
}

/** The page as the store sends it for shared caches: its boot waits for the paint, then adds the web faces. */
function asSent(html: Buffer): Buffer {
  const { WEB_FONTS } = build.entry.module as unknown as { WEB_FONTS: Parameters<typeof bootAfterPaintBytes>[1] };
  return bootAfterPaintBytes(Buffer.from(html), WEB_FONTS);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const round2 = (n: number) => Math.round(n * 100) / 100;

const rows: FloorRow[] = [];
for (const pagePath of paths) {
  const { context, handoff } = await entryContextOf(pagePath);
  let html: Buffer = Buffer.alloc(0);
  for (let i = 0; i < warmUp; i++) html = await render(pagePath, context, handoff);
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    html = await render(pagePath, context, handoff);
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  rows.push({
    path: pagePath,
    medianMs: round2(quantile(times, 0.5)),
    p99Ms: round2(quantile(times, 0.99)),
    pagesPerCoreSecond: Math.round(samples / ((cpu.user + cpu.system) / 1e6)),
    bytes: html.length,
    // Compared with the store's page as sent: the store rewrites a kept page's boot after the render
    // (app/lib/boot-after-paint.server.ts), a pass over its text outside React, so the same is done here.
    sha256: createHash('sha256').update(asSent(html)).digest('hex'),
  });
}
await services.close();
console.log(JSON.stringify(rows));
process.exit(0);
