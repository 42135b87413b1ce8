// A bare Hono app serving some API calls with the real mounting and error mapping, for route tests
// that need no database.
import { Hono } from 'hono';
import type { ApiCall } from '../../server/http/define-call.ts';
import { createErrorHandler } from '../../server/http/error-mapper.ts';
import { mountCalls } from '../../server/http/mount-calls.ts';
import { wholeAnswers } from '../../server/http/whole-answer.ts';
import { createLogger } from '../../server/logger.ts';

export function appForCalls(calls: readonly ApiCall[]): Hono {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent'), wholeAnswers({ plain: {}, json: {} })));
  mountCalls(app, calls, wholeAnswers({ plain: {}, json: {} }));
  return app;
}
