// One log line per request: method, path (no query: it may carry personal data), status, duration.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

export function requestLog(logger: Logger): MiddlewareHandler {
  const log = requestLogger(logger);
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  };
}

/** The logger of the request lines, shared with the fast door (http/fast-calls.ts). */
export function requestLogger(logger: Logger): Logger {
  // These four fields never hold a secret, so the line skips the logger's redaction, which cost
  // three times the rest of the line (about 8 µs a request; docs/decisions/2026-11-25-request-path-speed.md).
  return logger.child({}, { redact: [] });
}
