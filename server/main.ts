// Starts the store: read the environment, build the services, start the background jobs, serve, and
// shut down gracefully.
import { readProcessEnv } from './env.ts';
import { listen, tlsOptions } from './http/listen.ts';
import { bufferedStdout, createLogger } from './logger.ts';

const env = readProcessEnv();
// Read the certificate first: a missing or unreadable pair stops the start before the database opens.
const tls = tlsOptions(env);
// The store's code (services, pages, jobs) loads only once the settings are known to be good, so a
// bad setting is named at once rather than after seconds of loading.
const [{ createStore }, { startJobs }, { createServices }] = await Promise.all([
  import('./app.ts'),
  import('./jobs/background-jobs.ts'),
  import('./services.ts'),
]);
const development = env.NODE_ENV === 'development';
const logger = createLogger(env.LOG_LEVEL, development, development ? undefined : bufferedStdout());
const services = await createServices(env, logger);
const jobs = startJobs(services);
const { app, front } = createStore(services);

const server = await listen(app.fetch, env, tls, front).catch(async (err: unknown) => {
  logger.fatal({ err }, 'the store could not start listening');
  await jobs.stop();
  await services.close();
  process.exit(1);
});
logger.info(`Suvarna is open at ${server.url}`);
// Read the pincode dataset now rather than on a shopper's first lookup (about a second).
const pincodesFrom = performance.now();
services.pincodes.load().then(
  () => logger.info({ ms: Math.round(performance.now() - pincodesFrom) }, 'pincode dataset loaded'),
  (err: unknown) => logger.error({ err }, 'pincode dataset failed to load'),
);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  // Stop taking connections, let requests in flight finish, then close the database cleanly.
  const forced = setTimeout(() => {
    logger.warn('forced exit after 10 s');
    process.exit(1);
  }, 10_000);
  forced.unref();
  await server.close();
  await jobs.stop();
  await services.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
