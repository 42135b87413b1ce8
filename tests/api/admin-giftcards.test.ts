// The back office's gift cards against a real server and database: who may read and act, finding a
// card by its last four, mobile, email or name, the list's status filter and paging, a card's ledger,
// blocking (then refused at the balance check, when applied at checkout and when the order is placed)
// and unblocking, issuing one promotion card and a CSV file (all or nothing); every act audited.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { GIFT_DESK_REASONS } from '../../domain/giftcards/desk-reasons.ts';
import { GIFT_ACCESS_REASONS, GIFT_REDEEM_REASONS } from '../../domain/giftcards/messages.ts';
import { latestCode, pieceInStock, readyCheckout, setStock, uniquePhone } from '../support/checkout.ts';
import { buyCard, cardCodeSentTo } from '../support/giftcards.ts';
import { staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let catalogue: Awaited<ReturnType<typeof staffSession>>;
let support: Awaited<ReturnType<typeof staffSession>>;
let orders: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 40 });
  [catalogue, support, orders] = [
    await staffSession(server, 'catalogue'),
    await staffSession(server, 'support'),
    await staffSession(server, 'orders'),
  ];
});
afterAll(() => server?.stop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);
const idOf = async (code: string) =>
  (await rows<{ id: number }>(sql`SELECT id FROM gift_cards WHERE last4 = ${code.slice(-4)} ORDER BY id DESC`))[0]!.id;
const list = async (query: string, auth = catalogue.auth) => {
  const res = await server.get(`/api/admin/giftcards?${query}`, auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { cards: { id: number; status: string; card_number: string }[]; total: number };
};
const card = (id: number, auth = catalogue.auth) => server.get(`/api/admin/giftcards/${id}`, auth);
const audit = (id: number) =>
  rows<{ staff_id: number; action: string; before: unknown; after: unknown }>(
    sql`SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'gift_card' AND entity_id = ${String(id)} ORDER BY id`,
  );

describe('who may use the gift card desk', () => {
  it('lets catalogue and support read, only catalogue (and the owner) act; no token 401', async () => {
    const { code } = await buyCard(server, 1_000);
    const id = await idOf(code);
    expect((await card(id, support.auth)).status).toBe(200);
    expect((await card(id, orders.auth)).status).toBe(403);
    expect((await server.get(`/api/admin/giftcards/${id}`)).status).toBe(401);
    const blocked = await server.post(`admin/giftcards/${id}/block`, { reason: 'reported lost' }, support.auth);
    expect(blocked.status).toBe(403);
    const issued = await server.post(
      'admin/giftcards',
      { name: 'Asha Rao', mobile: uniquePhone(), amount: 500, note: 'Diwali' },
      support.auth,
    );
    expect(issued.status).toBe(403);
  });
});

describe('finding a card', () => {
  it('finds it by last four, mobile, email and a part of the name, and filters by status', async () => {
    const { code, mobile } = await buyCard(server, 3_000);
    const id = await idOf(code);
    const email = (await rows<{ e: string }>(sql`SELECT recipient_email AS e FROM gift_cards WHERE id = ${id}`))[0]!.e;
    for (const q of [code.slice(-4).toLowerCase(), `+91 ${mobile}`, email.toUpperCase(), 'kavya men']) {
      const found = await list(`q=${encodeURIComponent(q)}`);
      expect(
        found.cards.map((c) => c.id),
        q,
      ).toContain(id);
    }
    expect((await list(`q=${mobile}&status=ACTIVE`)).cards.map((c) => c.id)).toEqual([id]);
    expect((await list(`q=${mobile}&status=BLOCKED`)).cards).toEqual([]);
    expect((await list('q=nobody%20by%20that%20name')).total).toBe(0);
  });

  it('names each bad filter', async () => {
    const res = await server.get('/api/admin/giftcards?status=LOST&page=0&q=a', catalogue.auth);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['page', 'q', 'status']);
    expect((await server.get('/api/admin/giftcards/abc', catalogue.auth)).status).toBe(400);
    const missing = await card(999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(GIFT_DESK_REASONS.CARD_NOT_FOUND.text);
  });

  it('shows a card with its ledger, whose deltas add up to its balance', async () => {
    const { code } = await buyCard(server, 2_500);
    const res = await card(await idOf(code));
    expect(res.status).toBe(200);
    expect(res.body.card).toMatchObject({
      card_number: `XXXX XXXX XXXX ${code.slice(-4)}`,
      amount: 2_500,
      balance: 2_500,
      status: 'ACTIVE',
      block: null,
      acts: ['block'],
    });
    const ledger = res.body.ledger as { kind: string; delta: number }[];
    expect(ledger.map((l) => l.kind)).toEqual(['issue']);
    expect(ledger.reduce((sum, l) => sum + l.delta, 0)).toBe(res.body.card.balance);
  });
});

describe('blocking a card', () => {
  it('refuses it at the balance check, at checkout and when the order is placed, until unblocked', async () => {
    const { product, piece } = await pieceInStock(server, (p) => p > 3_000 && p <= 49_000);
    await setStock(server, product.id, 5);
    const bought = await buyCard(server, 2_000);
    const id = await idOf(bought.code);

    // Verified at a checkout first, then blocked before the order is placed.
    const ready = await readyCheckout(server, [piece], 'payment_on_delivery');
    await rows(
      sql`UPDATE otp_challenges SET created_at = created_at - interval '2 minutes' WHERE mobile = ${bought.mobile}`,
    );
    const requested = await ready.calls.call('virtual_order_request_initate_transfer', { code: bought.code });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const verified = await ready.calls.call('virtual_order_verify_transfer_gift_card', {
      token: requested.body.message.token,
      otp: await latestCode(server, bought.mobile),
    });
    expect(verified.status).toBe(200);

    const blocked = await server.post(
      `admin/giftcards/${id}/block`,
      { reason: '  reported lost by Kavya ' },
      catalogue.auth,
    );
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(blocked.body.card).toMatchObject({ status: 'BLOCKED', acts: ['unblock'] });
    expect(blocked.body.card.block).toMatchObject({ reason: 'reported lost by Kavya', by: catalogue.member.name });

    const placed = await ready.calls.generate();
    expect(placed.body.message).toMatchObject({ reason: 'CARD_BLOCKED', text: GIFT_REDEEM_REASONS.CARD_BLOCKED.text });
    expect(await rows(sql`SELECT 1 FROM gift_card_redemptions WHERE card_id = ${id}`)).toEqual([]);

    const other = await readyCheckout(server, [piece], 'payment_on_delivery');
    const applied = await other.calls.call('virtual_order_request_initate_transfer', { code: bought.code });
    expect(applied.body.message.reason).toBe('CARD_BLOCKED');

    const access = await server.post('giftcards/access/generate', {
      mobile_number: bought.mobile,
      card_number: bought.code,
    });
    expect(access.status).toBe(GIFT_ACCESS_REASONS.CARD_BLOCKED.status);
    expect(access.body).toMatchObject({ reason: 'CARD_BLOCKED', message: GIFT_ACCESS_REASONS.CARD_BLOCKED.text });

    const again = await server.post(`admin/giftcards/${id}/block`, { reason: 'twice' }, catalogue.auth);
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('ALREADY_BLOCKED');

    const unblocked = await server.post(
      `admin/giftcards/${id}/unblock`,
      { note: 'found by the customer' },
      catalogue.auth,
    );
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.card).toMatchObject({ status: 'ACTIVE', block: null, acts: ['block'] });
    expect((await server.post(`admin/giftcards/${id}/unblock`, { note: 'again' }, catalogue.auth)).body.reason).toBe(
      'NOT_BLOCKED',
    );
    await rows(
      sql`UPDATE otp_challenges SET created_at = created_at - interval '2 minutes' WHERE mobile = ${bought.mobile}`,
    );
    const open = await server.post('giftcards/access/generate', {
      mobile_number: bought.mobile,
      card_number: bought.code,
    });
    expect(open.status).toBe(200);

    expect((await audit(id)).map((a) => [a.staff_id, a.action])).toEqual([
      [catalogue.member.id, 'gift_card.blocked'],
      [catalogue.member.id, 'gift_card.unblocked'],
    ]);
    expect((await audit(id))[0]).toMatchObject({
      before: { blocked: false, status: 'ACTIVE' },
      after: { blocked: true, reason: 'reported lost by Kavya' },
    });
  });

  it('refuses a block without a reason, of a void card, and with fields it does not know', async () => {
    const { code } = await buyCard(server, 1_000);
    const id = await idOf(code);
    const bare = await server.post(`admin/giftcards/${id}/block`, { reason: ' ' }, catalogue.auth);
    expect(bare.status).toBe(400);
    expect(Object.keys(bare.body.fields)).toEqual(['reason']);
    const extra = await server.post(`admin/giftcards/${id}/block`, { reason: 'lost', staff_id: 1 }, catalogue.auth);
    expect(extra.status).toBe(400);
    await rows(sql`UPDATE gift_cards SET status = 'void' WHERE id = ${id}`);
    const closed = await server.post(`admin/giftcards/${id}/block`, { reason: 'lost' }, catalogue.auth);
    expect(closed.status).toBe(409);
    expect(closed.body.reason).toBe('CARD_CLOSED');
    expect(await audit(id)).toEqual([]);
  });
});

describe('issuing promotion cards', () => {
  it('issues one card, its code sent only to the recipient, audited', async () => {
    const mobile = uniquePhone();
    const res = await server.post(
      'admin/giftcards',
      {
        name: 'Asha Rao',
        mobile: `+91 ${mobile}`,
        email: 'Asha.Rao@Example.com',
        amount: 750,
        note: 'Diwali thank-you',
      },
      catalogue.auth,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, total: 750, issued: [{ amount: 750, mobile }] });
    const code = await cardCodeSentTo(server, mobile);
    expect(res.body.issued[0].card_number).toBe(`XXXX XXXX XXXX ${code.slice(-4)}`);
    expect(JSON.stringify(res.body)).not.toContain(code);
    const id = res.body.issued[0].id as number;
    const shown = await card(id);
    expect(shown.body.card).toMatchObject({ card_type: 'promotion', recipient_email: 'asha.rao@example.com' });
    expect(shown.body.ledger[0].note).toBe('promotion: Diwali thank-you');
    expect((await audit(id)).map((a) => [a.staff_id, a.action])).toEqual([[catalogue.member.id, 'gift_card.issued']]);
  });

  it('names each bad field of one card', async () => {
    const res = await server.post(
      'admin/giftcards',
      { name: '1', mobile: '12345', email: 'not-an-email', amount: 0, note: '' },
      catalogue.auth,
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['amount', 'email', 'mobile', 'name', 'note']);
  });

  it('issues a whole file, or nothing with each bad line named', async () => {
    const [a, b] = [uniquePhone(), uniquePhone()];
    const count = async () => (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM gift_cards`))[0]!.n;
    const before = await count();
    const bad = await server.post(
      'admin/giftcards/import',
      { csv: `name,mobile,amount\nAsha Rao,${a},500\nRavi,123,500\nMeena Iyer,${b},-4\n`, note: 'Onam' },
      catalogue.auth,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.reason).toBe('FILE_REFUSED');
    expect(Object.keys(bad.body.fields)).toEqual(['line 3', 'line 4']);
    expect(await count()).toBe(before);

    const good = await server.post(
      'admin/giftcards/import',
      {
        csv: `name,mobile,email,amount\n"Asha Rao",${a},,500\nMeena Iyer,${b},meena@example.com,1200\n`,
        note: 'Onam',
      },
      catalogue.auth,
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.total).toBe(1_700);
    expect(await count()).toBe(before + 2);
    expect(await cardCodeSentTo(server, b)).toMatch(/^[0-9A-Z]{16}$/);
  });
});
