// One log line per request: method, path (no query: it may carry personal data), status, duration.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  };
}
