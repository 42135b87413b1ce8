// The notification outbox (docs/api.md#notifications-and-the-dev-outbox) against a real server and
// database: messages written in the caller's transaction, the dev outbox listing, delivery by the
// worker with retries, and at most one delivery when a worker dies mid-send and another takes over.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import type { NewMessage } from '../../domain/notifications/message.ts';
import { createLogger } from '../../server/logger.ts';
import { outboxJob } from '../../server/notifications/outbox-job.ts';
import { createOutboxWorker, LOST_CLAIM_ERROR } from '../../server/notifications/outbox-worker.ts';
import { enqueueMessage, type ClaimedMessage } from '../../server/notifications/outbox.repo.ts';
import type { Transport } from '../../server/notifications/transport.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer; // dev transport, no worker running: the tests drive workers themselves
let live: TestServer; // live transport, SMS to a local stand-in provider
let sms: { server: ReturnType<typeof createServer>; received: { headers: IncomingMessage['headers']; body: any }[] };

beforeAll(async () => {
  const received: { headers: IncomingMessage['headers']; body: any }[] = [];
  const provider = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(body) });
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  sms = { server: provider, received };
  const smsUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send`;
  [server, live] = await Promise.all([
    startTestServer({ seedProducts: 10 }),
    startTestServer({
      seedProducts: 10,
      env: { NOTIFY_TRANSPORT: 'live', SMS_API_URL: smsUrl, SMS_API_KEY: 'provider-key' },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), live?.stop()]);
  sms?.server.close();
});

const silent = createLogger('silent');
let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
const enqueue = (target: TestServer, message: NewMessage) => enqueueMessage(target.services.database.db, message);
const statusOf = async (target: TestServer, id: number) =>
  (
    await queryRows<{ status: string; attempts: number; last_error: string | null; code: string | null }>(
      target.services.database.db,
      sql`SELECT status, attempts, last_error, code FROM outbox_messages WHERE id = ${id}`,
    )
  )[0]!;

/** Records deliveries; a delivery of a message in `hold` waits until released. */
function recordingTransport(options: { idempotent: boolean; hold?: Set<number>; failOnce?: Set<number> }) {
  const delivered: number[] = [];
  const started: number[] = [];
  const releases = new Map<number, () => void>();
  const transport: Transport = {
    name: 'recording',
    idempotent: options.idempotent,
    keepsCodes: true,
    async deliver(m: ClaimedMessage) {
      started.push(m.id);
      if (options.failOnce?.delete(m.id)) throw new Error('provider said no');
      if (options.hold?.has(m.id)) await new Promise<void>((resolve) => releases.set(m.id, resolve));
      delivered.push(m.id);
    },
  };
  const waitForStart = async (id: number) => {
    for (let i = 0; i < 500 && !started.includes(id); i++) await new Promise((r) => setTimeout(r, 10));
    expect(started).toContain(id);
  };
  return { transport, delivered, started, releases, waitForStart };
}

describe('GET /api/dev/outbox', () => {
  it('lists what was written for one recipient, newest first, with the code', async () => {
    const mobile = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const first = await enqueue(server, { channel: 'sms', to: mobile, text: '1234 is your code', code: '1234' });
    const second = await enqueue(server, { channel: 'whatsapp', to: mobile, text: 'Hello' });
    await enqueue(server, { channel: 'sms', to: '9123456789', text: 'someone else' });
    const res = await server.get(`/api/dev/outbox?to=${encodeURIComponent(`+91 ${mobile}`)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.success).toBe(true);
    expect(res.body.messages).toEqual([
      {
        id: second,
        channel: 'whatsapp',
        to: mobile,
        subject: null,
        text: 'Hello',
        code: null,
        attachment: null,
        at: expect.any(String),
      },
      {
        id: first,
        channel: 'sms',
        to: mobile,
        subject: null,
        text: '1234 is your code',
        code: '1234',
        attachment: null,
        at: expect.any(String),
      },
    ]);
    expect(Date.parse(res.body.messages[0].at)).not.toBeNaN();
  });

  it('matches an email address in any case', async () => {
    const to = `asha.${unique()}@example.in`;
    const id = await enqueue(server, { channel: 'email', to, subject: 'Welcome', text: 'Hi', html: '<p>Hi</p>' });
    const res = await server.get(`/api/dev/outbox?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(res.body.messages.map((m: { id: number }) => m.id)).toEqual([id]);
    expect(res.body.messages[0].subject).toBe('Welcome');
  });

  it('answers 405 to a POST and does not exist with NOTIFY_TRANSPORT=live', async () => {
    expect((await server.post('dev/outbox', {})).status).toBe(405);
    const res = await live.get('/api/dev/outbox');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, reason: 'NOT_FOUND' });
  });
});

describe('the demo outbox page', () => {
  it('lists the messages for a mobile with their codes, says demo mode on every page, and is gone with NOTIFY_TRANSPORT=live', async () => {
    const mobile = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await enqueue(server, {
      channel: 'sms',
      to: mobile,
      text: 'Your gift card code: ABCD EFGH JKMN PQRS',
      code: 'ABCDEFGHJKMNPQRS',
    });
    const page = await fetch(`${server.baseUrl}/dev/outbox?to=${encodeURIComponent(`+91 ${mobile}`)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('ABCDEFGHJKMNPQRS');
    expect(html).toContain('noindex');
    expect(html).toContain('Read them in the outbox');
    const livePage = await fetch(`${live.baseUrl}/dev/outbox`);
    expect(livePage.status).toBe(404);
    expect(await (await fetch(`${live.baseUrl}/`)).text()).not.toContain('Read them in the outbox');
  });
});

describe('writing in the same transaction', () => {
  it('keeps no message of a change that rolled back', async () => {
    const to = `rollback.${unique()}@example.in`;
    await expect(
      server.services.database.db.transaction(async (tx) => {
        await enqueueMessage(tx, { channel: 'email', to, subject: 'x', text: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await server.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.messages).toEqual([]);
  });
});

describe('the outbox worker', () => {
  // Each test starts from an outbox with nothing due, so its workers claim only its own messages.
  beforeEach(() =>
    drain(
      createOutboxWorker({
        repo: server.services.notifications.repo,
        transport: recordingTransport({ idempotent: true }).transport,
        logger: silent,
        batchSize: 50,
      }),
    ),
  );

  it('delivers each message exactly once when a worker dies mid-send and another takes over', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        await enqueue(server, { channel: 'email', to: `crash.${unique()}@example.in`, subject: 's', text: 't' }),
      );
    const held = ids[2]!;
    const a = recordingTransport({ idempotent: false, hold: new Set([held]) });
    const first = createOutboxWorker({
      repo: server.services.notifications.repo,
      transport: a.transport,
      logger: silent,
      batchSize: 5,
    });
    const abandoned = first.runOnce(); // never awaited: this worker "crashes" while sending `held`
    await a.waitForStart(held);
    expect({ started: a.started, delivered: a.delivered }).toEqual({
      started: ids.slice(0, 3),
      delivered: ids.slice(0, 2),
    });

    // A new worker after the crash: the dead worker's batch is still under its claim.
    const b = recordingTransport({ idempotent: false });
    const second = createOutboxWorker({
      repo: server.services.notifications.repo,
      transport: b.transport,
      logger: silent,
      batchSize: 50,
    });
    await drain(second);
    expect(b.delivered).toEqual([]);
    expect((await statusOf(server, held)).status).toBe('sending');
    expect((await statusOf(server, ids[3]!)).status).toBe('claimed');

    // The claim runs out: the messages never handed over go out now; the one caught mid-send is
    // failed, because a transport that cannot deduplicate must not send it again.
    await server.services.database.db.execute(
      sql`UPDATE outbox_messages SET lease_until = now() - interval '1 second' WHERE id IN ${sql.raw(`(${ids.join(',')})`)}`,
    );
    await drain(second);
    expect(b.delivered).toEqual(ids.slice(3));
    expect(await statusOf(server, held)).toMatchObject({ status: 'failed', last_error: LOST_CLAIM_ERROR });

    // The "dead" worker wakes up late: its claim was taken over, so it records nothing.
    a.releases.get(held)!();
    await abandoned;
    expect((await statusOf(server, held)).status).toBe('failed');
    const all = [...a.delivered, ...b.delivered].filter((id) => ids.includes(id));
    expect(all.sort((x, y) => x - y)).toEqual(ids);
    for (const id of ids.filter((i) => i !== held)) expect((await statusOf(server, id)).status).toBe('sent');
  });

  it('hands an expired claim to an idempotent transport again, once', async () => {
    const id = await enqueue(server, { channel: 'sms', to: '9000000001', text: 'code 4321', code: '4321' });
    const a = recordingTransport({ idempotent: true, hold: new Set([id]) });
    const first = createOutboxWorker({
      repo: server.services.notifications.repo,
      transport: a.transport,
      logger: silent,
      batchSize: 50,
    });
    const abandoned = first.runOnce();
    await a.waitForStart(id);
    await server.services.database.db.execute(
      sql`UPDATE outbox_messages SET lease_until = now() - interval '1 second' WHERE id = ${id}`,
    );
    const b = recordingTransport({ idempotent: true });
    await drain(
      createOutboxWorker({
        repo: server.services.notifications.repo,
        transport: b.transport,
        logger: silent,
        batchSize: 50,
      }),
    );
    expect(b.delivered).toContain(id);
    expect(await statusOf(server, id)).toMatchObject({ status: 'sent', attempts: 2, code: '4321' });
    a.releases.get(id)!();
    await abandoned;
    expect(await statusOf(server, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries a failed delivery after a back-off', async () => {
    const id = await enqueue(server, { channel: 'email', to: `retry.${unique()}@example.in`, subject: 's', text: 't' });
    const t = recordingTransport({ idempotent: false, failOnce: new Set([id]) });
    const worker = createOutboxWorker({
      repo: server.services.notifications.repo,
      transport: t.transport,
      logger: silent,
      batchSize: 50,
    });
    await drain(worker);
    expect(await statusOf(server, id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'provider said no',
    });
    const [wait] = await queryRows<{ seconds: number }>(
      server.services.database.db,
      sql`SELECT round(extract(epoch FROM next_attempt_at - now()))::int AS seconds FROM outbox_messages WHERE id = ${id}`,
    );
    expect(wait!.seconds).toBeGreaterThanOrEqual(3);
    expect(wait!.seconds).toBeLessThanOrEqual(5);
    await drain(worker); // not due yet
    expect(t.delivered).not.toContain(id);
    await server.services.database.db.execute(sql`UPDATE outbox_messages SET next_attempt_at = now() WHERE id = ${id}`);
    await drain(worker);
    expect(t.delivered.filter((d) => d === id)).toEqual([id]);
    expect(await statusOf(server, id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('two workers running side by side never deliver a message twice', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueue(server, { channel: 'sms', to: '9000000002', text: `m${i}` }));
    const a = recordingTransport({ idempotent: false });
    const b = recordingTransport({ idempotent: false });
    const wa = createOutboxWorker({
      repo: server.services.notifications.repo,
      transport: a.transport,
      logger: silent,
      batchSize: 4,
    });
    const wb = createOutboxWorker({
      repo: server.services.notifications.repo,
      transport: b.transport,
      logger: silent,
      batchSize: 4,
    });
    for (let round = 0; round < 50; round++) {
      const [ca, cb] = await Promise.all([wa.runOnce(), wb.runOnce()]);
      if (ca + cb === 0) break;
    }
    const all = [...a.delivered, ...b.delivered].filter((id) => ids.includes(id));
    expect(all.sort((x, y) => x - y)).toEqual(ids);
  });

  it('the running worker of a dev store marks what it delivers as sent', async () => {
    const own = await startTestServer({ seedProducts: 5, jobs: [outboxJob] });
    try {
      const id = await enqueueMessage(own.services.database.db, {
        channel: 'email',
        to: 'auto@example.in',
        subject: 's',
        text: 't',
      });
      own.services.notifications.kick();
      let status = '';
      for (let i = 0; i < 500 && status !== 'sent'; i++) {
        status = (await statusOf(own, id)).status;
        if (status !== 'sent') await new Promise((r) => setTimeout(r, 20));
      }
      expect(status).toBe('sent');
    } finally {
      await own.stop();
    }
  });
});

describe('the live transport', () => {
  it('posts an SMS to the provider with its key and an idempotency key, and forgets the code once sent', async () => {
    const id = await enqueue(live, { channel: 'sms', to: '9876500001', text: '555111 is your code', code: '555111' });
    await drain(live.services.notifications.worker);
    const got = sms.received.find((r) => r.body.text === '555111 is your code');
    expect(got?.body).toEqual({ to: '+919876500001', sender: 'SUVRNA', text: '555111 is your code' });
    expect(got?.headers.authorization).toBe('Bearer provider-key');
    expect(got?.headers['idempotency-key']).toBe(`outbox-${id}`);
    expect(await statusOf(live, id)).toMatchObject({ status: 'sent', code: null });
  });

  it('keeps no gift card code in a sent message, raw or printed in fours', async () => {
    const text = 'Code: ABCD EFGH JKMN PQRS (or ABCDEFGHJKMNPQRS). Amount ₹1,234.';
    const id = await enqueue(live, { channel: 'sms', to: '9876500002', text, code: 'ABCDEFGHJKMNPQRS' });
    await drain(live.services.notifications.worker);
    expect(sms.received.find((r) => r.body.to === '+919876500002')?.body.text).toBe(text);
    const [row] = await queryRows<{ text: string; code: string | null }>(
      live.services.database.db,
      sql`SELECT text, code FROM outbox_messages WHERE id = ${id}`,
    );
    expect(row).toEqual({
      text: 'Code: [card code removed after sending] (or [card code removed after sending]). Amount ₹1,234.',
      code: null,
    });
  });

  it('fails mail for a later retry when SMTP is not configured, saying so', async () => {
    const id = await enqueue(live, { channel: 'email', to: 'nosmtp@example.in', subject: 's', text: 't' });
    await drain(live.services.notifications.worker);
    expect(await statusOf(live, id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'SMTP_URL is not set',
    });
  });
});

async function drain(worker: { runOnce(): Promise<number> }): Promise<void> {
  for (let i = 0; i < 100; i++) if ((await worker.runOnce()) === 0) return;
}
