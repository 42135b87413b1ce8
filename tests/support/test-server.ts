// Starts the real server (same services, same app as `npm start`) on a random port against a
// database of its own, seeded with a small demo catalogue.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import { createStore } from '../../server/app.ts';
import type { NodeListener } from '../../server/http/fast-calls.ts';
import { parseEnv } from '../../server/env.ts';
import { createLogger } from '../../server/logger.ts';
import { createServices, type ServiceSeams, type Services } from '../../server/services.ts';
import type { BackgroundJob } from '../../server/jobs/background-job.ts';
import { BACKGROUND_JOBS, startJobs } from '../../server/jobs/background-jobs.ts';
import { storeClient, type StoreClient } from './store-client.ts';
import { runPictureCache, TEST_SHARED_BUFFERS_MIB, testRunName, type DatabaseContent } from './database-templates.ts';
import { createStoreDatabase, type TestDatabase } from './test-database.ts';

export interface TestServer extends StoreClient {
  baseUrl: string;
  services: Services;
  dataDir: string;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  seedProducts?: number;
  env?: Record<string, string>;
  /** Share a server database with another instance (scale-out tests); its owner drops it. */
  database?: TestDatabase;
  /** The server's logger (default: silent), e.g. one writing to a buffer the test reads. */
  logger?: Logger;
  /**
   * A picture cache of its own under dataDir, for tests that count renders. Otherwise the server
   * uses the run's one cache: a picture a page shows is drawn once per run, not once per server.
   */
  ownPictureCache?: boolean;
  /** Wraps each picture render (hold renders at a gate to fill the render line). */
  aroundImageRender?: ServiceSeams['aroundImageRender'];
  /**
   * The background jobs this server runs: none unless asked (a test drives a pass itself, e.g.
   * `services.reconciling.reconcile()`, so nothing moves behind its back); `true` for every job as
   * `npm start` runs them, or a list (`[outboxJob]`). A job asked for still obeys its switch in `env`.
   */
  jobs?: true | readonly BackgroundJob[];
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownsDatabase = !options.database;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suvarna-test-'));
  const settings = {
    SEED: 'demo',
    SEED_PRODUCTS: String(options.seedProducts ?? 160),
    PGLITE_SHARED_BUFFERS_MB: String(TEST_SHARED_BUFFERS_MIB),
    ...options.env,
  };
  const content: DatabaseContent = {
    seed: settings.SEED === 'none' ? 'none' : 'demo',
    products: Number(settings.SEED_PRODUCTS),
  };
  const database = options.database ?? (await createStoreDatabase(content));
  // Listen first, so the environment names the port as npm start's does: links are built from HOST
  // and PORT (server/public-origin.ts). Nobody knows the port before the app is in place.
  // The fast door before the app, as listen() puts it (server/http/listen.ts).
  const late: { store?: ReturnType<typeof createStore>; listener?: NodeListener } = {};
  const hono = getRequestListener((request, bindings) => late.store!.app.fetch(request, bindings), {
    hostname: '127.0.0.1',
  }) as NodeListener;
  const server = createServer((req, res) => late.listener!(req, res));
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const run = testRunName();
  const pictures = run && !options.ownPictureCache ? { IMAGE_CACHE_DIR: runPictureCache(run) } : {};
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    ...pictures,
    ...settings,
  });
  const services = await createServices(env, options.logger ?? createLogger('silent'), {
    aroundImageRender: options.aroundImageRender,
    ...(database.snapshot ? { databaseSnapshot: database.snapshot } : {}),
  }).catch(async (err: unknown) => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw err;
  });
  // Only the jobs the test asked for (server/jobs/background-jobs.ts lists them all).
  const jobs = startJobs(services, options.jobs === true ? BACKGROUND_JOBS : (options.jobs ?? []));
  late.store = createStore(services);
  late.listener = late.store.front(hono);
  // As npm start prints it, and what the store's own links name when PUBLIC_URL is unset.
  const baseUrl = `http://localhost:${port}`;

  return {
    baseUrl,
    services,
    dataDir,
    ...storeClient(baseUrl),
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.stop();
      await services.close();
      if (ownsDatabase) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
