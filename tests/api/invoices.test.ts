// GST tax invoices against a real server and database: issued in the ship action's transaction
// (until the desk exists, the test ships through the orders repository and the invoices service, as
// the desk will), once per order, numbered without gaps even when a shipment rolls back; downloaded as
// a PDF by the member who ordered, by the email of a guest's order, and by nobody else; shown on the
// order lists and tracking once issued.
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { financialYear } from '../../domain/invoices/invoice-number.ts';
import { setOrderStatus } from '../../server/orders/orders.repo.ts';
import { ipHeader, registerPerson } from '../support/accounts.ts';
import { createOrder } from '../support/order-factory.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 5, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server?.stop());

const db = () => server.services.database.db;
const ready = ['placed', 'confirmed', 'packed'] as const;

/** The desk's ship action as it will run: the move to shipped and the invoice in one transaction. */
async function ship(orderId: string) {
  return db().transaction(async (tx) => {
    expect(await setOrderStatus(tx, orderId, 'shipped')).toBe(true);
    const issued = await server.services.invoices.issueInvoice(tx, orderId);
    if (!('number' in issued)) throw new Error(`not issued: ${issued.refused}`);
    return issued;
  });
}

async function download(
  orderId: string,
  { email, headers = {} }: { email?: string; headers?: Record<string, string> } = {},
) {
  const query = email === undefined ? '' : `?email=${encodeURIComponent(email)}`;
  const res = await fetch(`${server.baseUrl}/api/orders/${orderId}/invoice.pdf${query}`, {
    headers: { ...ipHeader(), ...headers },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, json: () => JSON.parse(new TextDecoder().decode(bytes)) };
}

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');
const serialOf = (number: string) => Number(number.split('/')[2]);
const ringBreakup = (unitPrice: number) => {
  const gst = Math.round((unitPrice * 3) / 103);
  const making = 999;
  return {
    metal_price: unitPrice - gst - making,
    diamond_price: 0,
    gemstone_price: 0,
    making_charge: making,
    gst_percent: 3,
    gst_amount: gst,
  };
};

describe('issuing', () => {
  it('refuses an order that has not shipped, and an unknown order', async () => {
    const order = await createOrder(db(), { email: 'early@example.com', path: [...ready] });
    expect(await server.services.invoices.issueInvoice(db(), order.orderId)).toEqual({ refused: 'ORDER_NOT_SHIPPED' });
    expect(await server.services.invoices.issueInvoice(db(), 'SV0000000000000')).toEqual({
      refused: 'ORDER_NOT_FOUND',
    });
  });

  it("numbers the year's invoices one after another, once per order, and a rolled-back shipment gives its number back", async () => {
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map((n) => createOrder(db(), { email: `series${n}@example.com`, path: [...ready] })),
    );
    const first = await ship(a!.orderId);
    expect(first.number).toMatch(new RegExp(`^SUV/${financialYear(new Date())}/\\d{6}$`));
    expect(first.created).toBe(true);

    // The ship action fails after the invoice was issued (say, the courier's AWB is refused): all of it rolls back.
    await expect(
      db().transaction(async (tx) => {
        await setOrderStatus(tx, b!.orderId, 'shipped');
        await server.services.invoices.issueInvoice(tx, b!.orderId);
        throw new Error('the courier refused the AWB');
      }),
    ).rejects.toThrow('AWB');
    const third = await ship(c!.orderId);
    expect(serialOf(third.number)).toBe(serialOf(first.number) + 1);

    // Again, and twice at once: the same invoice, no new number.
    const again = await Promise.all([
      server.services.invoices.issueInvoice(db(), a!.orderId),
      server.services.invoices.issueInvoice(db(), a!.orderId),
    ]);
    expect(again).toEqual([
      { id: expect.any(Number), number: first.number, issuedAt: first.issuedAt, created: false },
      { id: expect.any(Number), number: first.number, issuedAt: first.issuedAt, created: false },
    ]);
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM invoices WHERE order_ref = (SELECT id FROM orders WHERE order_id = ${a!.orderId})`,
    );
    expect(count!.n).toBe(1);
  });

  it('freezes an invoice: the database refuses to change or delete it', async () => {
    const order = await createOrder(db(), { email: 'frozen@example.com', path: [...ready] });
    const { number } = await ship(order.orderId);
    const refusal = (query: ReturnType<typeof sql>) =>
      db()
        .execute(query)
        .then(
          () => 'done',
          (e: { cause?: unknown }) => String(e.cause ?? e),
        );
    expect(await refusal(sql`UPDATE invoices SET figures = '{}'::jsonb WHERE number = ${number}`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`DELETE FROM invoices WHERE number = ${number}`)).toMatch(/append-only/);
    // Nor may the order go while its invoice stands.
    expect(await refusal(sql`DELETE FROM orders WHERE order_id = ${order.orderId}`)).toMatch(
      /invoices_order_ref_orders_id_fk|foreign key/,
    );
  });
});

describe('GET /api/orders/{order_id}/invoice.pdf', () => {
  it('gives the member their invoice as a PDF: number, GSTIN, HSN, IGST outside Kerala, total in words', async () => {
    const me = await registerPerson(server);
    const order = await createOrder(db(), {
      userId: me.session.user_id,
      email: me.person.email,
      lines: [{ variant: 0, qty: 2 }],
      breakup: ringBreakup,
      path: [...ready],
    });
    const { number } = await ship(order.orderId);
    const { res, bytes } = await download(order.orderId, { headers: me.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${number.replaceAll('/', '-')}.pdf"`);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    // The order factory ships to Bengaluru: IGST.
    for (const expected of [
      number,
      'GSTIN: 32AAECS1234F1ZX',
      'Suvarna Jewellers Private Limited',
      '7113',
      'IGST 3%',
      'Karnataka (29)',
      order.orderId,
      'Per piece before GST',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('CGST');
    expect(text).toMatch(/Total in words Rupees [A-Z][A-Za-z -]+ Only/);
  });

  it('lists a discount on the making charge as the order line kept it', async () => {
    const me = await registerPerson(server);
    const order = await createOrder(db(), {
      userId: me.session.user_id,
      email: me.person.email,
      // ₹999 charged for making after ₹333 off (25% off the list ₹1,332).
      breakup: (unitPrice) => ({ ...ringBreakup(unitPrice), making_discount: 333 }),
      path: [...ready],
    });
    await ship(order.orderId);
    const [frozen] = await queryRows<{ breakup: { making: number; makingDiscount?: number } }>(
      db(),
      sql`SELECT figures->'lines'->0->'breakup' AS breakup FROM invoices i JOIN orders o ON o.id = i.order_ref WHERE o.order_id = ${order.orderId}`,
    );
    expect(frozen!.breakup).toMatchObject({ making: 133_200, makingDiscount: 33_300 });
    const text = await pdfText((await download(order.orderId, { headers: me.auth })).bytes);
    expect(text).toContain('making 1,332.00 · discount on making charge −333.00');
  });

  it('answers the same 404 before it shipped, to another member, and without the token 401', async () => {
    const me = await registerPerson(server);
    const other = await registerPerson(server);
    const order = await createOrder(db(), { userId: me.session.user_id, email: me.person.email, path: [...ready] });
    const before = await download(order.orderId, { headers: me.auth });
    expect(before.res.status).toBe(404);
    expect(before.res.headers.get('cache-control')).toBe('no-store');
    expect(before.json()).toMatchObject({ success: false, reason: 'INVOICE_NOT_FOUND' });

    await ship(order.orderId);
    const foreign = await download(order.orderId, { headers: other.auth });
    expect(foreign.res.status).toBe(404);
    expect(foreign.json()).toEqual(before.json());
    expect((await download(order.orderId)).res.status).toBe(401);
    expect((await download(order.orderId, { headers: { authorization: 'Bearer not-a-token' } })).res.status).toBe(401);
    // A member's order is not fetched by its email: the account is the way to it.
    expect((await download(order.orderId, { email: me.person.email })).res.status).toBe(404);
  });

  it("gives a guest's invoice to its email (any case) and the same 404 to a wrong email", async () => {
    const order = await createOrder(db(), { email: 'guest.invoice@example.com', path: [...ready] });
    expect((await download(order.orderId, { email: 'guest.invoice@example.com' })).res.status).toBe(404);
    const { number } = await ship(order.orderId);
    const right = await download(order.orderId, { email: 'Guest.Invoice@Example.com' });
    expect(right.res.status).toBe(200);
    expect(await pdfText(right.bytes)).toContain(number);
    const wrong = await download(order.orderId, { email: 'someone.else@example.com' });
    expect(wrong.res.status).toBe(404);
    expect(wrong.json()).toMatchObject({ reason: 'INVOICE_NOT_FOUND' });
  });

  it('refuses a malformed order id or email by name', async () => {
    const bad = await download('not-an-order', { email: 'a@example.com' });
    expect(bad.res.status).toBe(400);
    expect(bad.json().fields).toHaveProperty('order_id');
    const badEmail = await download('SV0000000000000', { email: 'nope' });
    expect(badEmail.res.status).toBe(400);
    expect(badEmail.json().fields).toHaveProperty('email');
  });

  it('is described in the OpenAPI document as a PDF', async () => {
    const doc = await server.get('/api/openapi.json');
    const op = doc.body.paths['/api/orders/{order_id}/invoice.pdf'].get;
    expect(Object.keys(op.responses['200'].content)).toEqual(['application/pdf']);
    expect(op.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual([
      'path:order_id',
      'query:email',
    ]);
  });
});

describe('the order lists and tracking', () => {
  it("show the invoice once issued: the member's list for the account, tracking of a guest's order by email", async () => {
    const me = await registerPerson(server);
    const mine = await createOrder(db(), { userId: me.session.user_id, email: me.person.email, path: [...ready] });
    const listed = async () => (await server.post('order/list', {}, me.auth)).body.result.orders[0].invoice;
    expect(await listed()).toBeNull();
    const { number, issuedAt } = await ship(mine.orderId);
    expect(await listed()).toEqual({
      number,
      issued_at: issuedAt,
      download: 'account',
      url: `/api/orders/${mine.orderId}/invoice.pdf`,
    });

    const guest = await createOrder(db(), { email: 'tracked.guest@example.com', path: [...ready] });
    const shipped = await ship(guest.orderId);
    const tracked = await server.post(
      'order/track',
      { order_id: guest.orderId, email: 'tracked.guest@example.com' },
      ipHeader(),
    );
    expect(tracked.body.result.invoice).toEqual({
      number: shipped.number,
      issued_at: shipped.issuedAt,
      download: 'email',
      url: `/api/orders/${guest.orderId}/invoice.pdf?email=tracked.guest%40example.com`,
    });
    // The link works as it stands.
    const link = await fetch(`${server.baseUrl}${tracked.body.result.invoice.url}`, { headers: ipHeader() });
    expect(link.status).toBe(200);
    expect(link.headers.get('content-type')).toBe('application/pdf');
    const trackedMine = await server.post(
      'order/track',
      { order_id: mine.orderId, email: me.person.email },
      ipHeader(),
    );
    expect(trackedMine.body.result.invoice).toMatchObject({ number, download: 'account' });
  });
});

describe('POST /api/dev/orders/{order_id}/ship (a store that is not deployed)', () => {
  it('walks a placed order to shipped and issues its invoice once; refuses an order that cannot ship', async () => {
    const order = await createOrder(db(), { email: 'dev.ship@example.com' });
    const res = await server.post(`dev/orders/${order.orderId}/ship`, {});
    expect(res.status).toBe(200);
    expect(res.body.invoice.number).toMatch(/^SUV\/\d{2}-\d{2}\/\d{6}$/);
    expect((await server.post(`dev/orders/${order.orderId}/ship`, {})).body.invoice).toEqual(res.body.invoice);
    expect((await download(order.orderId, { email: 'dev.ship@example.com' })).res.status).toBe(200);

    const unpaid = await createOrder(db(), { email: 'dev.unpaid@example.com', path: [] });
    const refused = await server.post(`dev/orders/${unpaid.orderId}/ship`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('INVALID_TRANSITION');
    expect((await server.post('dev/orders/SV0000000000000/ship', {})).status).toBe(404);
  });
});
