import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { requestLog } from './request-log.ts';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const app = new Hono();
  app.use(requestLog(createLogger('info', false, sink)));
  app.post('/api/thing', (c) => c.json({ ok: true }, 201));
  return { app, lines };
}

describe('requestLog', () => {
  it('writes one line per request: method, path without its query, status and duration', async () => {
    const { app, lines } = appWithLog();
    await app.request('/api/thing?mobile=9876543210', { method: 'POST' });
    await app.request('/nowhere');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request', method: 'POST', path: '/api/thing', status: 201 });
    expect(lines[0]!.ms).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain('9876543210');
    expect(lines[1]).toMatchObject({ method: 'GET', path: '/nowhere', status: 404 });
  });
});
