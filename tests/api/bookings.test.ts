// The booking calls against a real server and database: an old gold exchange appointment (its
// receipt with the reference, store address, date and slot, what to bring and the rules; the staff's
// notice), the shopper's cancellation from the receipt's link, the staff's confirmation after which
// cancelling is refused, a try@home visit (pincode in the served districts, pieces by SKU), and every
// bad input answered by field with nothing stored; the captcha used once; the per-IP limit.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { BOOKING_STATE_TEXTS } from '../../domain/bookings/booking-state.ts';
import { OLD_GOLD_TEXTS } from '../../domain/bookings/old-gold.ts';
import { indiaToday, SLOT_TEXTS } from '../../domain/bookings/slots.ts';
import { TRY_AT_HOME_TEXTS } from '../../domain/bookings/try-at-home.ts';
import { FIELD_TEXTS, INVALID_INDIAN_PHONE, tooLongText } from '../../domain/forms/field-rules.ts';
import { ipHeader, registerPerson } from '../support/accounts.ts';
import { solvedCaptcha } from '../support/checkout.ts';
import { findProduct } from '../support/seeded-products.ts';
import { staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  // TRUST_PROXY: each test speaks from an IP of its own (X-Forwarded-For), so the per-IP limits stay apart.
  server = await startTestServer({
    seedProducts: 20,
    env: {
      ALTCHA_MAX_NUMBER: '1000',
      TRUST_PROXY: 'true',
      STORE_EMAIL: 'bookings-staff@suvarna.example',
    },
  });
});
afterAll(() => server?.stop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);
const count = async (table: 'old_gold_bookings' | 'try_at_home_bookings') =>
  (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n;
const daysAhead = (n: number) =>
  new Date(Date.parse(`${indiaToday(new Date())}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const outbox = async (to: string) =>
  (await server.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.messages as {
    subject: string;
    text: string;
  }[];
let mailNo = 0;
const uniqueEmail = () => `shopper${Date.now()}${mailNo++}@example.in`;

async function oldGold(overrides: Record<string, unknown> = {}, ip = ipHeader()) {
  return server.post(
    'old-gold/booking',
    {
      store_id: 'thrissur',
      date: daysAhead(3),
      slot: '11:00',
      items: 'Two bangles and a chain, worn for years',
      weight_grams: 42.5,
      karat: '22K',
      hallmarked: 'yes',
      name: 'Lakshmi Nair',
      email: uniqueEmail(),
      phone: '+91 94470 12345',
      captcha: await solvedCaptcha(server),
      ...overrides,
    },
    ip,
  );
}

/** The cancel link's reference and token, from the receipt in the outbox. */
async function cancelLink(email: string): Promise<{ reference: string; token: string }> {
  const receipt = (await outbox(email))[0]!;
  const url = new URL(/Cancel the booking: (\S+)/.exec(receipt.text)![1]!);
  return { reference: url.searchParams.get('booking')!, token: url.searchParams.get('token')! };
}

describe('old-gold/booking', () => {
  it('books a slot: the receipt by mail with the reference, store address, date and slot, what to bring and the rules; the staff notice', async () => {
    const email = uniqueEmail();
    const res = await oldGold({ email });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: OLD_GOLD_TEXTS.booked, result: { status: 'requested' } });
    const reference = res.body.result.reference as string;
    expect(reference).toMatch(/^OG[0-9A-Z]{8}$/);
    expect(res.body.result.starts_at).toBe(new Date(`${daysAhead(3)}T11:00:00+05:30`).toISOString());
    const [row] = await rows<{
      store_id: string;
      status: string;
      weight_grams: string;
      phone: string;
      cancel_token_hash: string;
    }>(
      sql`SELECT store_id, status, weight_grams, phone, cancel_token_hash FROM old_gold_bookings WHERE reference = ${reference}`,
    );
    expect(row).toMatchObject({
      store_id: 'thrissur',
      status: 'requested',
      weight_grams: '42.50',
      phone: '+919447012345',
    });

    const [receipt] = await outbox(email);
    expect(receipt!.subject).toBe(`Old gold exchange booking ${reference}`);
    for (const part of [
      reference,
      '22/310 Round South, Swaraj Round, Thrissur 680001',
      '11:00 am – 12:00 pm',
      'A government photo ID',
      'The gold you wish to exchange',
      'valid for 1 year',
      'within 3 business days',
      '₹2,000',
      'cannot be cancelled',
      '/old-gold-purchase-policy',
    ]) {
      expect(receipt!.text).toContain(part);
    }
    const { token } = await cancelLink(email);
    expect(row!.cancel_token_hash).not.toBe(token);
    const [notice] = await outbox('bookings-staff@suvarna.example');
    expect(notice!.subject).toBe(`New old gold exchange booking ${reference}`);
    expect(notice!.text).toContain('Lakshmi Nair, +919447012345');
  });

  it('refuses every bad field by name, with nothing stored and no mail', async () => {
    const before = await count('old_gold_bookings');
    const res = await oldGold({
      store_id: 'mumbai',
      items: 'x'.repeat(501),
      weight_grams: 0,
      karat: '9K',
      hallmarked: 'maybe',
      name: '<script>x</script>',
      email: 'lakshmi@',
      phone: '+91 54470 12345',
    });
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('INVALID_INPUT');
    expect(Object.keys(res.body.fields).sort()).toEqual([
      'email',
      'hallmarked',
      'items',
      'karat',
      'name',
      'phone',
      'store_id',
      'weight_grams',
    ]);
    expect(res.body.fields.phone).toBe(INVALID_INDIAN_PHONE);
    expect(res.body.fields.store_id).toBe(OLD_GOLD_TEXTS.store);
    expect((await oldGold({ items: 'ring\u0000' })).body.fields.items).toBe(FIELD_TEXTS.controlCharacters);
    expect((await oldGold({ extra: 1 })).body.fields['(body)']).toMatch(/unknown field extra/);
    expect(await count('old_gold_bookings')).toBe(before);
  });

  it.each([
    ['outside store hours', { slot: '19:00' }, 'slot', SLOT_TEXTS.slot],
    ['at a quarter past', { slot: '10:15' }, 'slot', SLOT_TEXTS.slot],
    ['in the past', { date: daysAhead(-1), slot: '12:00' }, 'date', SLOT_TEXTS.past],
    ['too far ahead', { date: daysAhead(61) }, 'date', SLOT_TEXTS.tooFar],
    ['on a day that does not exist', { date: '2027-02-30' }, 'date', SLOT_TEXTS.date],
  ])('refuses a slot %s', async (_label, overrides, field, message) => {
    const before = await count('old_gold_bookings');
    const res = await oldGold({ ...overrides, name: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(res.body.fields.name).toBeTruthy(); // named together with the other bad fields
    expect(await count('old_gold_bookings')).toBe(before);
  });

  it('lets the shopper cancel a requested booking from the receipt link, once', async () => {
    const email = uniqueEmail();
    expect((await oldGold({ email })).status).toBe(201);
    const { reference, token } = await cancelLink(email);
    expect(
      (
        await server.post('old-gold/booking/cancel', {
          reference,
          token: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        })
      ).status,
    ).toBe(404);
    const cancelled = await server.post('old-gold/booking/cancel', { reference, token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      result: { reference, status: 'cancelled' },
      message: BOOKING_STATE_TEXTS.cancelled,
    });
    const again = await server.post('old-gold/booking/cancel', { reference, token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'BOOKING_CANCELLED', message: BOOKING_STATE_TEXTS.BOOKING_CANCELLED });
    expect((await server.post('old-gold/booking/cancel', { reference: 'OG00000000', token })).status).toBe(404);
    expect((await server.post('old-gold/booking/cancel', { reference: 'nope', token })).status).toBe(400);
  });

  it('lets only support staff (or the owner) confirm, audited; once confirmed the shopper cannot cancel', async () => {
    const email = uniqueEmail();
    expect((await oldGold({ email })).status).toBe(201);
    const { reference, token } = await cancelLink(email);
    const confirm = (auth: Record<string, string> = {}, ref = reference) =>
      server.post('admin/bookings/old-gold/confirm', { reference: ref }, auth);
    expect((await confirm()).status).toBe(401);
    const shopper = await registerPerson(server);
    expect((await confirm(shopper.auth)).status).toBe(403);
    // The spec's ADMIN user type is no longer a customer's role: it grants nothing.
    await server.services.database.db.execute(
      sql`UPDATE users SET role = 'ADMIN' WHERE id = ${shopper.session.user_id}`,
    );
    expect((await confirm(shopper.auth)).status).toBe(403);
    const orders = await staffSession(server, 'orders');
    expect((await confirm(orders.auth)).status).toBe(403);
    const support = await staffSession(server, 'support');
    const confirmed = await confirm(support.auth);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result).toEqual({ reference, status: 'confirmed' });
    expect((await confirm(support.auth)).status).toBe(200);
    const cancel = await server.post('old-gold/booking/cancel', { reference, token });
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({ reason: 'BOOKING_CONFIRMED', message: BOOKING_STATE_TEXTS.BOOKING_CONFIRMED });
    const [row] = await rows<{ status: string; confirmed_at: unknown; cancelled_at: unknown }>(
      sql`SELECT status, confirmed_at, cancelled_at FROM old_gold_bookings WHERE reference = ${reference}`,
    );
    expect(row).toMatchObject({ status: 'confirmed', cancelled_at: null });
    expect(row!.confirmed_at).not.toBeNull();
    expect((await confirm(support.auth, 'OG00000000')).status).toBe(404);
    // Written to the audit once (the second confirmation changed nothing).
    const audit = await rows<{ staff_id: number; action: string; before: unknown; after: unknown }>(
      sql`SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'old_gold_booking' AND entity_id = ${reference}`,
    );
    expect(audit).toEqual([
      {
        staff_id: support.member.id,
        action: 'booking.confirmed',
        before: { status: 'requested' },
        after: { status: 'confirmed' },
      },
    ]);
  });

  it('takes a captcha once and limits one IP to 6 bookings an hour', async () => {
    const ip = ipHeader();
    const captcha = await solvedCaptcha(server);
    expect((await oldGold({ captcha }, ip)).status).toBe(201);
    const replay = await oldGold({ captcha }, ip);
    expect(replay.status).toBe(400);
    expect(replay.body.reason).toBe('CAPTCHA_FAILED');
    for (let i = 0; i < 5; i++) expect((await oldGold({}, ip)).status).toBe(201);
    const before = await count('old_gold_bookings');
    const limited = await oldGold({}, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await oldGold({}, ipHeader())).status).toBe(201); // another IP is not held back
    expect(await count('old_gold_bookings')).toBe(before + 1);
  });
});

describe('try-at-home/booking', () => {
  async function tryAtHome(overrides: Record<string, unknown> = {}, ip = ipHeader()) {
    const piece = await findProduct(server, () => true);
    return server.post(
      'try-at-home/booking',
      {
        name: 'Meera Thomas',
        email: uniqueEmail(),
        phone: '+918547012345',
        address: 'Flat 4B, Lotus Residency, Panampilly Nagar',
        pincode: '682036',
        date: daysAhead(2),
        slot: '14:00',
        skus: [piece.sku],
        note: 'Please call before coming; <b>gate</b> code 42.',
        captcha: await solvedCaptcha(server),
        ...overrides,
      },
      ip,
    );
  }

  it('books a visit in a served district: the row, the receipt listing the pieces, the staff notice', async () => {
    const piece = await findProduct(server, () => true);
    const email = uniqueEmail();
    const res = await tryAtHome({ email, skus: [piece.sku.toLowerCase(), piece.sku] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: TRY_AT_HOME_TEXTS.booked, result: { status: 'requested' } });
    const reference = res.body.result.reference as string;
    expect(reference).toMatch(/^TH[0-9A-Z]{8}$/);
    const [row] = await rows<{ district: string; pieces: { sku: string; name: string }[]; note: string }>(
      sql`SELECT district, pieces, note FROM try_at_home_bookings WHERE reference = ${reference}`,
    );
    expect(row!.district).toBe('Ernakulam');
    expect(row!.pieces).toEqual([{ sku: piece.sku, name: piece.name }]);
    expect(row!.note).toBe('Please call before coming; <b>gate</b> code 42.');
    const [receipt] = await outbox(email);
    expect(receipt!.subject).toBe(`Try@home visit ${reference}`);
    expect(receipt!.text).toContain(`${piece.name} (${piece.sku})`);
    expect(receipt!.text).toContain('2:00 pm – 4:00 pm');
    expect(receipt!.text).toContain('Ernakulam 682036');
    const [notice] = await outbox('bookings-staff@suvarna.example');
    expect(notice!.subject).toBe(`New try@home booking ${reference}`);
  });

  it.each([
    ['a pincode outside the served districts', { pincode: '695001' }, 'pincode', TRY_AT_HOME_TEXTS.notServed],
    ['a pincode India Post does not know', { pincode: '999999' }, 'pincode', TRY_AT_HOME_TEXTS.unknownPincode],
    ['a malformed pincode', { pincode: '68203' }, 'pincode', TRY_AT_HOME_TEXTS.pincode],
    ['an unknown SKU', { skus: ['SVR-NOPE-0000'] }, 'skus', TRY_AT_HOME_TEXTS.unknownPieces(['SVR-NOPE-0000'])],
    ['no pieces', { skus: [] }, 'skus', TRY_AT_HOME_TEXTS.pieces],
    ['six pieces', { skus: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'] }, 'skus', TRY_AT_HOME_TEXTS.pieces],
    ['a slot today (a day ahead at least)', { date: daysAhead(0), slot: '16:00' }, 'slot', SLOT_TEXTS.past],
    ['a slot outside the visit hours', { slot: '18:00' }, 'slot', SLOT_TEXTS.slot],
    ['an address too long', { address: 'x'.repeat(301) }, 'address', tooLongText(300)],
    ['a non-Indian number without its country', { phone: '971501234567' }, 'phone', FIELD_TEXTS.phoneCountry],
  ])('refuses %s by field, storing nothing', async (_label, overrides, field, message) => {
    const before = await count('try_at_home_bookings');
    const res = await tryAtHome(overrides);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await count('try_at_home_bookings')).toBe(before);
  });
});
