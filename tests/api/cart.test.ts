// The server cart calls of docs/api.md (`refine/cart_update`, `cart_update`, `order/validate`) against a
// real server and database: today's prices and stock win, and a cart session token is the only key
// to a cart.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { toCartItem } from '../../domain/cart/cart-item.ts';
import type { Product } from '../../domain/catalog/product.ts';
import { findProduct } from '../support/seeded-products.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let ready: Product; // in stock, not made to order, at least two pieces
let madeToOrder: Product;
let soldOut: Product;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 160 });
  ready = await findProduct(server, (p) => p.made_to_order === 'false' && p.stock >= 2 && p.stock < 50);
  madeToOrder = await findProduct(server, (p) => p.made_to_order === 'true');
  soldOut = await findProduct(server, (p) => p.made_to_order === 'false' && p.stock === 0);
});
afterAll(() => server?.stop());

const line = (p: Product, quantity: number, v = 0) => ({ sku: p.sku, variant: p.variants[v]!.id, quantity });
const sync = (cart: unknown[], session?: string, path = 'refine/cart_update') =>
  server.post(path, { message: { cart }, ...(session === undefined ? {} : { session }) });
const storedLines = (cartId: string) =>
  queryRows<{ variant_id: number; quantity: number }>(
    server.services.database.db,
    sql`SELECT variant_id, quantity FROM cart_lines WHERE cart_id = ${cartId} ORDER BY id`,
  );

describe('refine/cart_update', () => {
  it("answers today's prices, sums and a session, and keeps the cart on the server", async () => {
    const v = ready.variants[0]!;
    const res = await sync([{ ...line(ready, 1), variant: v.id }, line(madeToOrder, 2)]);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { message } = res.body;
    expect(message.action).toBe(true);
    expect(message).toMatchObject({ revision: 1, stale: false });
    expect(message.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.session).toBe(message.session);
    expect(message.cart).toEqual([
      {
        id: expect.any(Number),
        sku: ready.sku,
        variant: v.id,
        variant_id: v.variant_id,
        quantity: 1,
        price: v.offerprice,
        sum: v.offerprice,
        deleted: false,
        active: true,
        item: toCartItem(ready, v),
      },
      {
        id: expect.any(Number),
        sku: madeToOrder.sku,
        variant: madeToOrder.variants[0]!.id,
        variant_id: madeToOrder.variants[0]!.variant_id,
        quantity: 2,
        price: madeToOrder.variants[0]!.offerprice,
        sum: madeToOrder.variants[0]!.offerprice * 2,
        deleted: false,
        active: true,
        item: toCartItem(madeToOrder, madeToOrder.variants[0]!),
      },
    ]);
    expect(await storedLines(message.cart_id)).toEqual([
      { variant_id: v.id, quantity: 1 },
      { variant_id: madeToOrder.variants[0]!.id, quantity: 2 },
    ]);
  });

  it('stores only a hash of the session token', async () => {
    const { body } = await sync([line(ready, 1)]);
    const token: string = body.message.session;
    const rows = await queryRows<{ token_hash: string }>(
      server.services.database.db,
      sql`SELECT token_hash FROM cart_sessions WHERE cart_id = ${body.message.cart_id}`,
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    const leaked = await queryRows(
      server.services.database.db,
      sql`SELECT 1 FROM cart_sessions WHERE token_hash = ${token}`,
    );
    expect(leaked).toEqual([]);
  });

  it('takes a variant by its code too, and echoes it as sent', async () => {
    const v = ready.variants[0]!;
    const res = await sync([{ sku: ready.sku, variant: v.variant_id, quantity: 1 }]);
    expect(res.body.message.cart[0]).toMatchObject({
      variant: v.variant_id,
      variant_id: v.variant_id,
      price: v.offerprice,
      deleted: false,
    });
  });

  it('answers the same cart for the same session, lines replaced wholesale and kept ids stable', async () => {
    const first = await sync([line(ready, 1), line(madeToOrder, 1)]);
    const { session, cart_id: cartId } = first.body.message;
    const second = await sync([line(madeToOrder, 3)], session);
    expect(second.status).toBe(200);
    expect(second.body.message.session).toBe(session);
    expect(second.body.message.cart_id).toBe(cartId);
    expect(second.body.message.cart).toHaveLength(1);
    expect(second.body.message.cart[0]).toMatchObject({ id: first.body.message.cart[1].id, quantity: 3 });
    expect(await storedLines(cartId)).toEqual([{ variant_id: madeToOrder.variants[0]!.id, quantity: 3 }]);

    expect(second.body.message).toMatchObject({ revision: 2, stale: false });

    const emptied = await sync([], session);
    expect(emptied.body.message).toMatchObject({ cart: [], session, cart_id: cartId, revision: 3 });
    expect(await storedLines(cartId)).toEqual([]);
  });

  it('takes concurrent syncs of one session one after another, ending with one of them whole', async () => {
    const { session, cart_id: cartId } = (await sync([line(madeToOrder, 1)])).body.message;
    const requests = [1, 2, 3, 4, 5].map((n) => [line(madeToOrder, n), line(ready, 1)]);
    const answers = await Promise.all(requests.map((cart) => sync(cart, session)));
    for (const res of answers) expect(res.body.message).toMatchObject({ session, cart_id: cartId });
    const stored = await storedLines(cartId);
    expect(stored).toHaveLength(2);
    expect([1, 2, 3, 4, 5]).toContain(stored.find((l) => l.variant_id === madeToOrder.variants[0]!.id)?.quantity);
  });

  it("answers a guest sync whose revision is not the cart's stale, and writes nothing", async () => {
    const first = await sync([line(madeToOrder, 2)]);
    const { session, cart_id: cartId, revision } = first.body.message;
    const res = await server.post('refine/cart_update', {
      message: { cart: [line(ready, 1)] },
      session,
      revision: revision + 5,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ session, cart_id: cartId, revision, stale: true });
    expect(res.body.message.cart).toEqual([
      expect.objectContaining({
        sku: madeToOrder.sku,
        variant: madeToOrder.variants[0]!.id,
        quantity: 2,
        deleted: false,
      }),
    ]);
    expect(await storedLines(cartId)).toEqual([{ variant_id: madeToOrder.variants[0]!.id, quantity: 2 }]);
  });

  it('answers the alias cart_update the same way, on the same cart', async () => {
    const first = await sync([line(ready, 1)]);
    const res = await sync([line(ready, 2)], first.body.message.session, 'cart_update');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toMatchObject({
      action: true,
      session: first.body.message.session,
      cart_id: first.body.message.cart_id,
    });
    expect(res.body.message.cart[0]).toMatchObject({
      sku: ready.sku,
      quantity: 2,
      sum: ready.variants[0]!.offerprice * 2,
    });
  });

  it.each([
    ['unknown', 'x'.repeat(43)],
    ['malformed', 'not a token'],
    ['empty', ''],
  ])('an %s session starts a new, empty cart with a new token', async (_name, bad) => {
    const res = await sync([], bad);
    expect(res.status).toBe(200);
    expect(res.body.message.cart).toEqual([]);
    expect(res.body.message.session).not.toBe(bad);
    expect(res.body.message.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("a tampered session never reads or changes another's cart", async () => {
    const owner = await sync([line(ready, 2), line(madeToOrder, 1)]);
    const { session, cart_id: cartId } = owner.body.message;
    const tampered = (session.startsWith('A') ? 'B' : 'A') + session.slice(1);

    const res = await sync([], tampered);
    expect(res.status).toBe(200);
    expect(res.body.message.cart).toEqual([]);
    expect(res.body.message.cart_id).not.toBe(cartId);
    expect(res.body.message.session).not.toBe(session);
    expect(res.body.message.session).not.toBe(tampered);
    // The owner's cart is as it was.
    expect(await storedLines(cartId)).toEqual([
      { variant_id: ready.variants[0]!.id, quantity: 2 },
      { variant_id: madeToOrder.variants[0]!.id, quantity: 1 },
    ]);
    const again = await sync([line(ready, 2), line(madeToOrder, 1)], session);
    expect(again.body.message.cart_id).toBe(cartId);
  });

  it('answers unknown skus and variants deleted, and keeps them out of the server cart', async () => {
    const otherProduct = madeToOrder.variants[0]!.id;
    const res = await sync([
      { sku: 'NO-SUCH-SKU', variant: ready.variants[0]!.id, quantity: 1 },
      { sku: ready.sku, variant: 2_000_000_000, quantity: 1 },
      { sku: ready.sku, variant: otherProduct, quantity: 1 },
      { sku: ready.sku, variant: 'NO-SUCH-CODE', quantity: 1 },
      line(ready, 1),
    ]);
    expect(res.status).toBe(200);
    const cart = res.body.message.cart;
    expect(cart.map((l: any) => l.deleted)).toEqual([true, true, true, true, false]);
    for (const l of cart.slice(0, 4))
      expect(l).toMatchObject({ id: null, quantity: 0, price: 0, sum: 0, active: false, reason: 'UNAVAILABLE' });
    expect(await storedLines(res.body.message.cart_id)).toEqual([{ variant_id: ready.variants[0]!.id, quantity: 1 }]);
  });

  it('cuts a quantity above stock to stock with OUT_OF_STOCK', async () => {
    const price = ready.variants[0]!.offerprice;
    const res = await sync([line(ready, ready.stock + 3)]);
    expect(res.body.message.cart[0]).toMatchObject({
      quantity: ready.stock,
      sum: price * ready.stock,
      deleted: false,
      active: true,
      reason: 'OUT_OF_STOCK',
    });
    expect(await storedLines(res.body.message.cart_id)).toEqual([
      { variant_id: ready.variants[0]!.id, quantity: ready.stock },
    ]);
  });

  it('answers a sold-out piece deleted with OUT_OF_STOCK', async () => {
    const res = await sync([line(soldOut, 1)]);
    expect(res.body.message.cart[0]).toMatchObject({
      quantity: 0,
      price: soldOut.variants[0]!.offerprice,
      sum: 0,
      deleted: true,
      active: false,
      reason: 'OUT_OF_STOCK',
    });
    expect(await storedLines(res.body.message.cart_id)).toEqual([]);
  });

  it('never cuts a made-to-order piece by stock', async () => {
    expect(madeToOrder.stock).toBe(0);
    const res = await sync([line(madeToOrder, 40)]);
    expect(res.body.message.cart[0]).toMatchObject({ quantity: 40, deleted: false, active: true });
    expect(res.body.message.cart[0].reason).toBeUndefined();
  });

  it('merges lines naming the same variant', async () => {
    const v = madeToOrder.variants[0]!;
    const res = await sync([line(madeToOrder, 2), { sku: madeToOrder.sku, variant: v.variant_id, quantity: 3 }]);
    expect(res.body.message.cart).toHaveLength(1);
    expect(res.body.message.cart[0]).toMatchObject({ quantity: 5, sum: v.offerprice * 5 });
  });

  it.each([
    ['a negative quantity', { quantity: -1 }, 'message.cart.0.quantity'],
    ['a fractional quantity', { quantity: 1.5 }, 'message.cart.0.quantity'],
    ['a huge quantity', { quantity: 1e9 }, 'message.cart.0.quantity'],
    ['a quantity as text', { quantity: '2' }, 'message.cart.0.quantity'],
    ['a zero quantity', { quantity: 0 }, 'message.cart.0.quantity'],
    ['a missing quantity', { quantity: undefined }, 'message.cart.0.quantity'],
    ['a client price', { price: 1 }, 'message.cart.0'],
    ['a missing sku', { sku: undefined }, 'message.cart.0.sku'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_name, change, field) => {
    const before = await queryRows<{ n: number }>(
      server.services.database.db,
      sql`SELECT count(*)::int AS n FROM carts`,
    );
    const res = await sync([{ ...line(ready, 1), ...change }]);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.reason).toBe('INVALID_INPUT');
    expect(res.body.message.action).toBe(false);
    expect(Object.keys(res.body.message.trace.fields)).toContain(field);
    expect(res.body.message.text).toContain(field);
    const after = await queryRows<{ n: number }>(
      server.services.database.db,
      sql`SELECT count(*)::int AS n FROM carts`,
    );
    expect(after).toEqual(before);
  });

  it('refuses more than 100 lines and a body without a cart', async () => {
    const many = Array.from({ length: 101 }, () => line(madeToOrder, 1));
    expect((await sync(many)).status).toBe(400);
    const none = await server.post('refine/cart_update', { session: 'x' });
    expect(none.status).toBe(400);
    expect(none.body.message.trace.fields).toHaveProperty('message');
  });

  it.each(['refine/cart_update', 'cart_update', 'order/validate'])('answers GET on %s with 405', async (path) => {
    const res = await server.get(`/api/${path}`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('order/validate', () => {
  const item = (p: Product, price: number, v = 0) => ({ sku: p.sku, variant: p.variants[v]!.id, qty: 1, price });

  it('is valid when every price is the server price', async () => {
    const res = await server.post('order/validate', {
      items: [item(ready, ready.variants[0]!.offerprice), item(madeToOrder, madeToOrder.variants[0]!.offerprice)],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      result: {
        valid: true,
        items: [
          {
            sku: ready.sku,
            variant: ready.variants[0]!.id,
            price: ready.variants[0]!.offerprice,
            active: true,
            valid: true,
          },
          {
            sku: madeToOrder.sku,
            variant: madeToOrder.variants[0]!.id,
            price: madeToOrder.variants[0]!.offerprice,
            active: true,
            valid: true,
          },
        ],
      },
    });
  });

  it('names the item whose price differs, with the server price', async () => {
    const right = ready.variants[0]!.offerprice;
    const res = await server.post('order/validate', {
      items: [item(ready, right - 1), item(madeToOrder, madeToOrder.variants[0]!.offerprice)],
    });
    expect(res.body.result.valid).toBe(false);
    expect(res.body.result.items.map((i: any) => [i.price, i.active, i.valid])).toEqual([
      [right, true, false],
      [madeToOrder.variants[0]!.offerprice, true, true],
    ]);
  });

  it('answers an unknown variant inactive and the whole invalid', async () => {
    const res = await server.post('order/validate', {
      items: [{ sku: ready.sku, variant: 2_000_000_000, qty: 1, price: 1000 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      valid: false,
      items: [{ sku: ready.sku, variant: 2_000_000_000, price: null, active: false, valid: false }],
    });
  });

  it.each([
    [{ qty: -1 }, 'items.0.qty'],
    [{ qty: 1.5 }, 'items.0.qty'],
    [{ price: '100' }, 'items.0.price'],
    [{ price: -5 }, 'items.0.price'],
  ])('refuses %j with 400 naming %s', async (change, field) => {
    const res = await server.post('order/validate', { items: [{ ...item(ready, 100), ...change }] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty([field]);
  });
});

describe('OpenAPI', () => {
  it('lists the three cart calls', async () => {
    const res = await server.get('/api/openapi.json');
    for (const path of ['/api/refine/cart_update', '/api/cart_update', '/api/order/validate'])
      expect(res.body.paths[path]?.post).toBeDefined();
  });
});
