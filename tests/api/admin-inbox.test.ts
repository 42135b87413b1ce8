// The support inbox against a real server and database: who may use it, the list across kinds with
// its filters, search, paging and counts, an item's page, the status moves (409 where the table
// forbids one, one winner of two staff at once), assigning, append-only notes, the résumé download,
// the newsletter's CSV export, and the bookings' confirm, reschedule and cancel, each told to the
// customer through the outbox; every act audited.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { BOOKING_STATE_TEXTS } from '../../domain/bookings/booking-state.ts';
import { SLOT_TEXTS } from '../../domain/bookings/slots.ts';
import { INBOX_REASONS } from '../../domain/inbox/reasons.ts';
import { registerPerson } from '../support/accounts.ts';
import {
  careerApplication,
  chatRequest,
  dayAhead,
  enquiry,
  oldGoldBooking,
  person,
  subscriber,
  tryAtHomeBooking,
} from '../support/inbox-items.ts';
import { staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let support: Awaited<ReturnType<typeof staffSession>>;
let colleague: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 10 });
  support = await staffSession(server, 'support');
  colleague = await staffSession(server, 'support');
});
afterAll(() => server?.stop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);
const list = async (query: string, auth = support.auth) => {
  const res = await server.get(`/api/admin/inbox?${query}`, auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    items: {
      kind: string;
      id: number;
      name: string;
      status: string;
      assignee: { id: number } | null;
      received_at: string;
    }[];
    total: number;
    counts: { kinds: Record<string, number>; statuses: Record<string, number> };
    newsletter: { subscribed: number; unsubscribed: number };
  };
};
const act = (kind: string, id: number, what: string, body: unknown, auth: Record<string, string> = support.auth) =>
  server.post(`admin/inbox/${kind}/${id}/${what}`, body, auth);
const audit = (kind: string, id: number) =>
  rows<{ staff_id: number; action: string; before: unknown; after: unknown }>(
    sql`SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'inbox_item' AND entity_id = ${`${kind}:${id}`} ORDER BY id`,
  );
const outboxTo = async (to: string) =>
  (await server.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.messages as {
    channel: string;
    subject: string | null;
    text: string;
  }[];

describe('who may use the inbox', () => {
  it('answers 401 without a token, 403 to a customer and to the orders and catalogue roles; support and the owner get in', async () => {
    const id = await enquiry(server, person());
    const customer = await registerPerson(server);
    const orders = await staffSession(server, 'orders');
    const catalogue = await staffSession(server, 'catalogue');
    for (const [headers, expected] of [
      [{}, 401],
      [customer.auth, 403],
      [orders.auth, 403],
      [catalogue.auth, 403],
    ] as const) {
      expect((await server.get('/api/admin/inbox', headers)).status).toBe(expected);
      expect((await server.get(`/api/admin/inbox/enquiry/${id}`, headers)).status).toBe(expected);
      expect((await server.get('/api/admin/inbox/newsletter.csv', headers)).status).toBe(expected);
      expect((await server.get(`/api/admin/inbox/career/1/resume`, headers)).status).toBe(expected);
      expect((await act('enquiry', id, 'status', { status: 'done' }, headers)).status).toBe(expected);
      expect((await act('enquiry', id, 'assign', { assignee_id: null }, headers)).status).toBe(expected);
      expect((await act('enquiry', id, 'notes', { text: 'Called her' }, headers)).status).toBe(expected);
      expect((await act('old_gold', 1, 'confirm', {}, headers)).status).toBe(expected);
      expect((await act('old_gold', 1, 'reschedule', { date: dayAhead(2), slot: '10:00' }, headers)).status).toBe(
        expected,
      );
      expect((await act('old_gold', 1, 'cancel', { reason: 'Store closed' }, headers)).status).toBe(expected);
    }
    expect(await audit('enquiry', id)).toEqual([]);
    const owner = await staffSession(server, 'owner');
    expect((await server.get(`/api/admin/inbox/enquiry/${id}`, owner.auth)).status).toBe(200);
  });
});

describe('the list', () => {
  it('lists every kind newest first, filters by kind, status, assignee and search, with counts', async () => {
    const who = person('Meera Pillai');
    const ids = {
      enquiry: await enquiry(server, who),
      custom_design: await enquiry(server, who, 'customer_service', 'custom-design', 'A peacock pendant'),
      dfe: await enquiry(server, who, 'dfe'),
      chat: await chatRequest(server, who),
      career: (await careerApplication(server, who, new TextEncoder().encode('%PDF-1.4 résumé'))).id,
      old_gold: (await oldGoldBooking(server, who)).id,
      try_at_home: (await tryAtHomeBooking(server, who)).id,
    };
    const mine = await list(`q=${encodeURIComponent(who.email)}`);
    expect(mine.total).toBe(7);
    // Newest first. Items made within the clock's grain share a time (a fast machine makes two in the
    // same instant), and their order among themselves is not the arrival's across tables.
    const received = mine.items.map((i) => Date.parse(i.received_at));
    expect(received).toEqual([...received].sort((a, b) => b - a));
    expect(mine.items.map((i) => i.kind).sort()).toEqual(Object.keys(ids).sort());
    expect(mine.items.every((i) => i.status === 'new' && i.assignee === null)).toBe(true);
    expect(mine.counts.kinds).toEqual({
      all: 7,
      enquiry: 1,
      custom_design: 1,
      dfe: 1,
      chat: 1,
      career: 1,
      old_gold: 1,
      try_at_home: 1,
    });
    expect(mine.counts.statuses).toEqual({ all: 7, new: 7 });

    // The same person found by phone (any writing of its digits) and by a part of the name.
    expect((await list(`q=${encodeURIComponent(who.phone.slice(3, 8) + ' ' + who.phone.slice(8))}`)).total).toBe(7);
    expect((await list(`q=${encodeURIComponent(who.name.split(' ')[2]!.toUpperCase())}`)).total).toBe(7);

    // Kind filter; the kind counts stay under the other filters.
    const chats = await list(`kind=chat&q=${encodeURIComponent(who.email)}`);
    expect(chats.items.map((i) => [i.kind, i.id])).toEqual([['chat', ids.chat]]);
    expect(chats.counts.kinds.all).toBe(7);

    // Status and assignee filters.
    expect((await act('dfe', ids.dfe, 'status', { status: 'in_progress' })).status).toBe(200);
    expect((await act('career', ids.career, 'assign', { assignee_id: support.member.id })).status).toBe(200);
    expect((await act('chat', ids.chat, 'assign', { assignee_id: colleague.member.id })).status).toBe(200);
    const q = `q=${encodeURIComponent(who.email)}`;
    expect((await list(`${q}&status=in_progress`)).items.map((i) => i.kind)).toEqual(['dfe']);
    expect((await list(`${q}&status=new`)).counts.statuses).toEqual({ all: 7, new: 6, in_progress: 1 });
    expect((await list(`${q}&assignee=mine`)).items.map((i) => i.kind)).toEqual(['career']);
    expect((await list(`${q}&assignee=mine`, colleague.auth)).items.map((i) => i.kind)).toEqual(['chat']);
    expect((await list(`${q}&assignee=unassigned`)).total).toBe(5);
  });

  it('pages 25 at a time', async () => {
    const who = person('Paged Person');
    for (let i = 0; i < 27; i++) await chatRequest(server, who, `message ${i}`);
    const q = `q=${encodeURIComponent(who.email)}`;
    const first = await list(q);
    expect(first.items).toHaveLength(25);
    expect(first.total).toBe(27);
    const second = await list(`${q}&page=2`);
    expect(second.items).toHaveLength(2);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(27);
  });

  it('refuses bad filters naming the field', async () => {
    for (const [query, field] of [
      ['kind=invoice', 'kind'],
      ['status=closed', 'status'],
      ['assignee=someone', 'assignee'],
      ['q=a', 'q'],
      ['page=0', 'page'],
    ]) {
      const res = await server.get(`/api/admin/inbox?${query}`, support.auth);
      expect(res.status, query).toBe(400);
      expect(res.body.fields, query).toHaveProperty(field!);
    }
  });

  it('counts the newsletter subscribers', async () => {
    const before = (await list('')).newsletter;
    await subscriber(server, `count.${Date.now()}@example.com`);
    await subscriber(server, `gone.${Date.now()}@example.com`, 'unsubscribed');
    expect((await list('')).newsletter).toEqual({
      subscribed: before.subscribed + 1,
      unsubscribed: before.unsubscribed + 1,
    });
  });
});

describe('an item', () => {
  it('shows what the form stored, and answers 404 for an unknown item and 400 for a bad key', async () => {
    const who = person();
    const id = await enquiry(server, who, 'customer_service', 'custom-design', 'A peacock pendant in 22K');
    const res = await server.get(`/api/admin/inbox/custom_design/${id}`, support.auth);
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      kind: 'custom_design',
      kind_label: 'Custom design',
      id,
      name: who.name,
      email: who.email,
      phone: who.phone,
      message: 'A peacock pendant in 22K',
      status: 'new',
      moves: ['in_progress', 'done'],
      assignee: null,
      notes: [],
      resume: null,
      booking: null,
    });
    expect(res.body.item.facts).toContainEqual(['Enquiry type', 'Custom design']);
    expect(res.body.assignees.map((a: { id: number }) => a.id)).toEqual(
      expect.arrayContaining([support.member.id, colleague.member.id]),
    );
    // The row is an enquiry of another kind than asked: not this item.
    expect((await server.get(`/api/admin/inbox/enquiry/${id}`, support.auth)).body.reason).toBe('ITEM_NOT_FOUND');
    expect((await server.get(`/api/admin/inbox/chat/999999`, support.auth)).status).toBe(404);
    expect((await act('chat', 999999, 'status', { status: 'done' })).status).toBe(404);
    expect((await server.get(`/api/admin/inbox/parcel/1`, support.auth)).status).toBe(400);
    expect((await server.get(`/api/admin/inbox/chat/x`, support.auth)).status).toBe(400);
    expect((await act('parcel', 1, 'status', { status: 'done' })).status).toBe(400);
  });

  it('moves the status by the table: 409 INVALID_TRANSITION otherwise, audited', async () => {
    const id = await chatRequest(server, person());
    const to = (status: string) => act('chat', id, 'status', { status });
    expect((await to('new')).body).toMatchObject({
      reason: 'INVALID_TRANSITION',
      message: 'This item is already new.',
    });
    const started = await to('in_progress');
    expect(started.status).toBe(200);
    expect(started.body.item).toMatchObject({ status: 'in_progress', moves: ['new', 'done'] });
    expect((await to('done')).status).toBe(200);
    const refused = await to('new');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      reason: 'INVALID_TRANSITION',
      message: 'An item that is done cannot be marked new.',
    });
    expect((await to('in_progress')).status).toBe(200);
    expect((await to('bogus')).status).toBe(400);
    expect((await act('chat', id, 'status', {})).status).toBe(400);
    expect(await audit('chat', id)).toEqual([
      {
        staff_id: support.member.id,
        action: 'inbox.status',
        before: { status: 'new' },
        after: { status: 'in_progress' },
      },
      {
        staff_id: support.member.id,
        action: 'inbox.status',
        before: { status: 'in_progress' },
        after: { status: 'done' },
      },
      {
        staff_id: support.member.id,
        action: 'inbox.status',
        before: { status: 'done' },
        after: { status: 'in_progress' },
      },
    ]);
  });

  it('lets one of two staff marking an item done at once succeed (the row lock)', async () => {
    const id = await chatRequest(server, person());
    const answers = await Promise.all([
      act('chat', id, 'status', { status: 'done' }, support.auth),
      act('chat', id, 'status', { status: 'done' }, colleague.auth),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await audit('chat', id)).toHaveLength(1);
  });

  it('assigns to a support member or the owner, or to nobody; refuses anyone else', async () => {
    const id = await enquiry(server, person());
    const assigned = await act('enquiry', id, 'assign', { assignee_id: colleague.member.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.item.assignee).toEqual({ id: colleague.member.id, name: colleague.member.name });
    const orders = await staffSession(server, 'orders');
    for (const assignee_id of [orders.member.id, 999999]) {
      const refused = await act('enquiry', id, 'assign', { assignee_id });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ reason: 'ASSIGNEE_UNKNOWN', message: INBOX_REASONS.ASSIGNEE_UNKNOWN.text });
    }
    for (const body of [{}, { assignee_id: 'me' }, { assignee_id: 0 }, { assignee_id: 1.5 }])
      expect((await act('enquiry', id, 'assign', body)).status, JSON.stringify(body)).toBe(400);
    const cleared = await act('enquiry', id, 'assign', { assignee_id: null });
    expect(cleared.body.item.assignee).toBeNull();
    expect(await audit('enquiry', id)).toEqual([
      {
        staff_id: support.member.id,
        action: 'inbox.assigned',
        before: { assignee: null },
        after: { assignee: colleague.member.id },
      },
      {
        staff_id: support.member.id,
        action: 'inbox.assigned',
        before: { assignee: colleague.member.id },
        after: { assignee: null },
      },
    ]);
  });

  it('keeps notes with their author and time, and never changes or removes one', async () => {
    const id = await enquiry(server, person());
    expect((await act('enquiry', id, 'notes', { text: 'Called her, no answer.' })).status).toBe(200);
    const second = await act(
      'enquiry',
      id,
      'notes',
      { text: 'Spoke to her: the courier calls tomorrow.' },
      colleague.auth,
    );
    expect(second.body.item.notes).toMatchObject([
      { text: 'Called her, no answer.', by: { id: support.member.id, name: support.member.name } },
      { text: 'Spoke to her: the courier calls tomorrow.', by: { id: colleague.member.id } },
    ]);
    expect(Date.parse(second.body.item.notes[0].at)).not.toBeNaN();
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, { text: 'bell\u0007' }])
      expect((await act('enquiry', id, 'notes', body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    const failure = (query: ReturnType<typeof sql>) =>
      rows(query).then(
        () => 'changed',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await failure(sql`UPDATE inbox_notes SET body = 'changed' WHERE item_id = ${id}`)).toMatch(/append-only/);
    expect(await failure(sql`DELETE FROM inbox_notes WHERE item_id = ${id}`)).toMatch(/append-only/);
    expect((await audit('enquiry', id)).map((a) => a.action)).toEqual(['inbox.noted', 'inbox.noted']);
  });
});

describe('career applications', () => {
  it('downloads the résumé as an attachment of its stored type, for staff only', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4\n% a résumé\n%%EOF\n');
    const { id, reference } = await careerApplication(server, person(), bytes);
    const res = await fetch(`${server.baseUrl}/api/admin/inbox/career/${id}/resume`, { headers: support.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="resume-${reference}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);

    const word = await careerApplication(server, person(), new Uint8Array([0x50, 0x4b, 3, 4, 1, 2]), 'docx');
    const docx = await fetch(`${server.baseUrl}/api/admin/inbox/career/${word.id}/resume`, { headers: support.auth });
    expect(docx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers.get('content-disposition')).toBe(`attachment; filename="resume-${word.reference}.docx"`);

    const page = await server.get(`/api/admin/inbox/career/${id}`, support.auth);
    expect(page.body.item.resume).toEqual({ label: 'cv.pdf', kind: 'pdf', bytes: bytes.length });
    expect((await server.get('/api/admin/inbox/career/999999/resume', support.auth)).status).toBe(404);
  });

  it('says so when the file is gone from the disk', async () => {
    const { id, path } = await careerApplication(server, person(), new TextEncoder().encode('%PDF-1.4 x'));
    const { rm } = await import('node:fs/promises');
    await rm(`${server.dataDir}/${path}`);
    const res = await server.get(`/api/admin/inbox/career/${id}/resume`, support.auth);
    expect(res.status).toBe(404);
    expect(res.body.reason).toBe('RESUME_MISSING');
  });
});

describe('the newsletter export', () => {
  it('is CSV with every subscriber, quoted, and no cell a spreadsheet would run', async () => {
    const tag = Date.now().toString(36);
    const plain = `plain.${tag}@example.com`;
    const formula = `=cmd.${tag}@example.com`;
    const quoted = `"quoted".${tag}@example.com`;
    await subscriber(server, plain);
    await subscriber(server, formula);
    await subscriber(server, quoted, 'unsubscribed');
    const res = await fetch(`${server.baseUrl}/api/admin/inbox/newsletter.csv`, { headers: support.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="newsletter-subscribers.csv"');
    const text = await res.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('email,status,source,subscribed_at,unsubscribed_at');
    expect(lines.find((l) => l.startsWith(plain))).toMatch(
      new RegExp(`^${plain.replace(/\./g, '\\.')},subscribed,footer,\\d{4}-`),
    );
    expect(lines.find((l) => l.includes(`cmd.${tag}`))).toMatch(/^"'=cmd\./);
    expect(lines.find((l) => l.includes(`quoted`) && l.includes(tag))).toMatch(
      /^"""quoted""\..*,unsubscribed,footer,.*Z$/,
    );
    expect(text.endsWith('\r\n')).toBe(true);

    const only = await fetch(`${server.baseUrl}/api/admin/inbox/newsletter.csv?status=unsubscribed`, {
      headers: support.auth,
    });
    const onlyText = await only.text();
    expect(onlyText).toContain(`quoted`);
    expect(onlyText).not.toContain(plain);
    expect((await server.get('/api/admin/inbox/newsletter.csv?status=maybe', support.auth)).status).toBe(400);
  });
});

describe('bookings', () => {
  it('confirms a try@home booking, tells the customer by mail and SMS, and confirms twice without a second message', async () => {
    const who = person();
    const { id, reference } = await tryAtHomeBooking(server, who);
    const confirmed = await act('try_at_home', id, 'confirm', {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(BOOKING_STATE_TEXTS.confirmed);
    expect(confirmed.body.item.booking).toMatchObject({ status: 'confirmed', slot: '12:00' });
    const told = await outboxTo(who.email);
    expect(told.map((m) => m.subject)).toEqual([`Confirmed: try@home booking ${reference}`]);
    expect(told[0]!.text).toContain('12:00 pm – 2:00 pm');
    expect((await outboxTo(who.phone)).map((m) => m.text)).toEqual([
      expect.stringContaining(`try@home visit ${reference} is confirmed`),
    ]);
    expect((await act('try_at_home', id, 'confirm', {})).status).toBe(200);
    expect(await outboxTo(who.email)).toHaveLength(1);
    const [row] = await rows<{ status: string }>(sql`SELECT status FROM try_at_home_bookings WHERE id = ${id}`);
    expect(row!.status).toBe('confirmed');
    const entries = await rows<{ action: string; before: unknown; after: unknown }>(
      sql`SELECT action, before, after FROM audit_log WHERE entity = 'try_at_home_booking' AND entity_id = ${reference}`,
    );
    expect(entries).toEqual([
      { action: 'booking.confirmed', before: { status: 'requested' }, after: { status: 'confirmed' } },
    ]);
  });

  it('confirms an old gold booking the same way as the first confirm call, which now tells the customer too', async () => {
    const who = person();
    const { id, reference } = await oldGoldBooking(server, who);
    expect((await server.post('admin/bookings/old-gold/confirm', { reference }, support.auth)).status).toBe(200);
    expect((await outboxTo(who.email)).map((m) => m.subject)).toEqual([
      `Confirmed: old gold exchange booking ${reference}`,
    ]);
    const again = await act('old_gold', id, 'confirm', {});
    expect(again.body.item.booking.status).toBe('confirmed');
    expect(await outboxTo(who.email)).toHaveLength(1);
  });

  it('reschedules to a slot the booking form offers, keeping the status; refuses others naming the field', async () => {
    const who = person();
    const { id, reference } = await oldGoldBooking(server, who, dayAhead(3), '11:00');
    const day = dayAhead(5);
    const moved = await act('old_gold', id, 'reschedule', { date: day, slot: '15:00' });
    expect(moved.status).toBe(200);
    expect(moved.body.item.booking).toMatchObject({ status: 'requested', day, slot: '15:00' });
    const [row] = await rows<{ day: string; slot: string; starts_at: unknown }>(
      sql`SELECT day, slot, starts_at FROM old_gold_bookings WHERE id = ${id}`,
    );
    expect(row).toMatchObject({ day, slot: '15:00' });
    expect(new Date(String(row!.starts_at)).toISOString()).toBe(new Date(`${day}T09:30:00Z`).toISOString());
    const [mail] = await outboxTo(who.email);
    expect(mail!.subject).toBe(`New time: old gold exchange booking ${reference}`);
    expect(mail!.text).toMatch(/from .*11:00 am – 12:00 pm to .*3:00 pm – 4:00 pm/);
    expect(await outboxTo(who.phone)).toHaveLength(1);

    for (const [body, field, message] of [
      [{ date: day, slot: '15:30' }, 'slot', SLOT_TEXTS.slot],
      [{ date: dayAhead(-1), slot: '10:00' }, 'date', SLOT_TEXTS.past],
      [{ date: dayAhead(70), slot: '10:00' }, 'date', SLOT_TEXTS.tooFar],
      [{ date: '2026-02-30', slot: '10:00' }, 'date', SLOT_TEXTS.date],
      [{ date: '', slot: '10:00' }, 'date', SLOT_TEXTS.chooseDate],
    ] as const) {
      const res = await act('old_gold', id, 'reschedule', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields).toEqual({ [field]: message });
    }
    // try@home keeps its two-hour windows, a day ahead.
    const home = await tryAtHomeBooking(server, person());
    expect((await act('try_at_home', home.id, 'reschedule', { date: dayAhead(4), slot: '11:00' })).body.fields).toEqual(
      {
        slot: SLOT_TEXTS.slot,
      },
    );
    expect((await act('try_at_home', home.id, 'reschedule', { date: dayAhead(4), slot: '16:00' })).status).toBe(200);
    // An item that is not a booking has nothing to reschedule.
    const chat = await chatRequest(server, person());
    const notBooking = await act('chat', chat, 'reschedule', { date: day, slot: '10:00' });
    expect(notBooking.status).toBe(404);
    expect(notBooking.body.reason).toBe('NOT_A_BOOKING');
  });

  it('cancels with the reason told to the customer; a cancelled booking cannot be confirmed, moved or cancelled again', async () => {
    const who = person();
    const { id, reference } = await tryAtHomeBooking(server, who);
    expect((await act('try_at_home', id, 'cancel', { reason: 'x' })).status).toBe(400);
    expect((await act('try_at_home', id, 'cancel', {})).status).toBe(400);
    const cancelled = await act('try_at_home', id, 'cancel', { reason: 'Our consultant is unwell that day.' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.item.booking.status).toBe('cancelled');
    const [mail] = await outboxTo(who.email);
    expect(mail!.subject).toBe(`Cancelled: try@home booking ${reference}`);
    expect(mail!.text).toContain('Our consultant is unwell that day.');
    for (const [what, body] of [
      ['confirm', {}],
      ['reschedule', { date: dayAhead(4), slot: '10:00' }],
      ['cancel', { reason: 'Again' }],
    ] as const) {
      const res = await act('try_at_home', id, what, body);
      expect(res.status, what).toBe(409);
      expect(res.body).toMatchObject({ reason: 'BOOKING_CANCELLED', message: BOOKING_STATE_TEXTS.BOOKING_CANCELLED });
    }
    expect(await outboxTo(who.email)).toHaveLength(1);
    expect((await act('try_at_home', 999999, 'cancel', { reason: 'Nobody' })).status).toBe(404);
  });
});
