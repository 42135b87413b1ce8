// The fast door writes the request log's line as Hono's requestLog does: one line a request, the same
// fields, whichever of the two answered it (a clean success is the door's, a refusal goes to Hono).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger.ts';
import { defineCall } from './define-call.ts';
import { fastDoor } from './fast-calls.ts';
import { requestLog, requestLogger } from './request-log.ts';

const thing = defineCall({
  path: 'thing',
  method: 'POST',
  public: true,
  fast: true,
  tag: 't',
  summary: 'A call answered by the door when the request is clean',
  input: z.object({ name: z.string() }),
  answer: z.object({ hello: z.string() }),
  handle: ({ name }) => ({ hello: name }),
});

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** The door in front of a Hono app that logs as the store's does and refuses what reaches it. */
async function doorWithLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const logger = createLogger('info', false, sink);
  const app = new Hono();
  app.use(requestLog(logger));
  app.post('/api/thing', (c) => c.json({ refused: true }, 400));
  const door = fastDoor({ calls: [thing], securityHeaders: {}, log: requestLogger(logger) });
  server = createServer(door(getRequestListener(app.fetch)));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (body: string) =>
    fetch(`${base}/api/thing`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  return { lines, post };
}

describe('the fast door’s request log', () => {
  it('writes one line for the door’s answer and one for Hono’s refusal, with the same fields', async () => {
    const { lines, post } = await doorWithLog();
    const answered = await post(JSON.stringify({ name: 'Asha' }));
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ success: true, hello: 'Asha' });
    const refused = await post(JSON.stringify({ name: 7 }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ refused: true });
    await new Promise((resolve) => setImmediate(resolve));

    expect(lines).toHaveLength(2);
    const [door, hono] = lines as [Record<string, unknown>, Record<string, unknown>];
    expect(door).toMatchObject({ level: 30, msg: 'request', method: 'POST', path: '/api/thing', status: 200 });
    expect(hono).toMatchObject({ level: 30, msg: 'request', method: 'POST', path: '/api/thing', status: 400 });
    expect(door.ms).toEqual(expect.any(Number));
    expect(Object.keys(door).sort()).toEqual(Object.keys(hono).sort());
  });
});
