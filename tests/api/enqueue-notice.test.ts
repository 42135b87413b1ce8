// enqueueNotice (server/notifications/enqueue-notice.ts) against a real server's database: a notice's
// messages are written in the caller's transaction (gone with it when it rolls back), a bad notice
// writes nothing, and what it wrote is what the dev outbox lists.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { NoticeError } from '../../domain/notifications/notice.ts';
import { enqueueNotice } from '../../server/notifications/enqueue-notice.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 10 });
});
afterAll(async () => {
  await server?.stop();
});

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
const db = () => server.services.database.db;
const rowsTo = (...to: string[]) =>
  queryRows<{ channel: string; to: string; subject: string | null; code: string | null; status: string }>(
    db(),
    sql`SELECT channel, "to", subject, code, status FROM outbox_messages WHERE "to" IN (${sql.join(
      to.map((t) => sql`${t}`),
      sql`, `,
    )}) ORDER BY id`,
  );

class RolledBack extends Error {}

describe('enqueueNotice', () => {
  it('writes the mail and the SMS of one notice, pending, in the caller’s transaction', async () => {
    const email = `n${unique()}@example.in`;
    const phone = `98${unique().slice(-8).padStart(8, '0')}`;
    const ids = await db().transaction((tx) =>
      enqueueNotice(tx, {
        sms: { to: phone, text: 'Your order is placed', code: '4321' },
        mail: { to: email, subject: 'Your order', text: 'Thank you', html: '<p>Thank you</p>' },
      }),
    );
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBeLessThan(ids[1]!);
    expect(await rowsTo(email, phone)).toEqual([
      { channel: 'email', to: email, subject: 'Your order', code: null, status: 'pending' },
      { channel: 'sms', to: phone, subject: null, code: '4321', status: 'pending' },
    ]);
    const listed = await server.get<{ messages: { to: string; channel: string }[] }>(`/api/dev/outbox?to=${phone}`);
    expect(listed.body.messages.map((m) => m.channel)).toEqual(['sms']);
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const email = `r${unique()}@example.in`;
    await expect(
      db().transaction(async (tx) => {
        await enqueueNotice(tx, { mail: { to: email, subject: 'Never sent', text: 'Never sent' } });
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await rowsTo(email)).toEqual([]);
  });

  it.each([
    [
      'an SMS without a number',
      (email: string) => ({ mail: { to: email, subject: 's', text: 't' }, sms: { to: '', text: 't' } }),
      'sms.to',
    ],
    ['a mail without a subject', (email: string) => ({ mail: { to: email, subject: '', text: 't' } }), 'mail.subject'],
    ['nothing to send', () => ({}), 'nothing to send'],
  ])('refuses %s before writing any part of it', async (_, notice, named) => {
    const email = `b${unique()}@example.in`;
    const attempt = db().transaction((tx) => enqueueNotice(tx, notice(email)));
    await expect(attempt).rejects.toBeInstanceOf(NoticeError);
    await expect(db().transaction((tx) => enqueueNotice(tx, notice(email)))).rejects.toThrow(named);
    expect(await rowsTo(email)).toEqual([]);
  });
});
