// The cart follows the member (issue 5 item 7, docs/api.md#cart-session) against a real server and
// database: the login merge (same variant: the larger quantity), one cart per member reached by a
// token of each device, stale writes refused by revision, and no token ever reaching another's cart.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { newCartWriteId } from '../../domain/cart/cart-write.ts';
import type { Product } from '../../domain/catalog/product.ts';
import { ipHeader, registerPerson } from '../support/accounts.ts';
import { findProduct } from '../support/seeded-products.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let ready: Product; // in stock, not made to order
let ring: Product; // made to order: quantities are never cut by stock
let pendant: Product; // made to order, another piece
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 160, env: { TRUST_PROXY: 'true' } });
  ready = await findProduct(server, (p) => p.made_to_order === 'false' && p.stock >= 3 && p.stock < 50);
  ring = await findProduct(server, (p) => p.made_to_order === 'true');
  pendant = await findProduct(server, (p) => p.made_to_order === 'true' && p.sku !== ring.sku);
});
afterAll(() => server?.stop());

type Line = { sku: string; variant: number | string; quantity: number };
const line = (p: Product, quantity: number): Line => ({ sku: p.sku, variant: p.variants[0]!.id, quantity });

interface SyncOptions {
  session?: string;
  revision?: number;
  /** The device's write id (domain/cart/cart-write.ts). */
  write?: string;
  auth?: Record<string, string>;
}
const sync = (cart: Line[], { session, revision, write, auth = {} }: SyncOptions = {}) =>
  server.post(
    'refine/cart_update',
    {
      message: { cart },
      ...(session === undefined ? {} : { session }),
      ...(revision === undefined ? {} : { revision }),
      ...(write === undefined ? {} : { write }),
    },
    auth,
  );

const db = () => server.services.database.db;
const storedLines = (cartId: string) =>
  queryRows<{ variant_id: number; quantity: number }>(
    db(),
    sql`SELECT variant_id, quantity FROM cart_lines WHERE cart_id = ${cartId} ORDER BY id`,
  );
const cartsOf = (userId: number) =>
  queryRows<{ id: string; revision: number }>(db(), sql`SELECT id, revision FROM carts WHERE user_id = ${userId}`);
const cartExists = async (cartId: string) =>
  (await queryRows(db(), sql`SELECT 1 FROM carts WHERE id = ${cartId}`)).length === 1;
const v = (p: Product) => p.variants[0]!.id;
/** The answer's kept lines as [variant, quantity], in order. */
const keptOf = (message: { cart: { variant: number; quantity: number; deleted: boolean }[] }) =>
  message.cart.filter((l) => !l.deleted).map((l) => [l.variant, l.quantity]);

describe('the login merge', () => {
  it("merges the device's guest cart into the member's (larger quantity), deletes the guest cart and keeps the device's token", async () => {
    const member = await registerPerson(server);
    const userId = member.session.user_id;

    // Device 1, a guest: a ready piece and two rings.
    const guest1 = (await sync([line(ready, 1), line(ring, 2)])).body.message;
    // Logs in: the same lines, now with the member's bearer token.
    const login1 = await sync([line(ready, 1), line(ring, 2)], {
      session: guest1.session,
      revision: guest1.revision,
      auth: member.auth,
    });
    expect(login1.status).toBe(200);
    const m1 = login1.body.message;
    expect(m1).toMatchObject({ session: guest1.session, stale: false, revision: 1 });
    expect(m1.cart_id).not.toBe(guest1.cart_id);
    expect(keptOf(m1)).toEqual([
      [v(ready), 1],
      [v(ring), 2],
    ]);
    expect(await cartExists(guest1.cart_id)).toBe(false);
    expect(await cartsOf(userId)).toEqual([{ id: m1.cart_id, revision: 1 }]);

    // Device 2, a guest with three rings and a pendant, logs in: the same variant keeps the larger quantity.
    const guest2 = (await sync([line(ring, 3), line(pendant, 1)])).body.message;
    const login2 = (
      await sync([line(ring, 3), line(pendant, 1)], {
        session: guest2.session,
        revision: guest2.revision,
        auth: member.auth,
      })
    ).body.message;
    expect(login2).toMatchObject({ cart_id: m1.cart_id, session: guest2.session, stale: false, revision: 2 });
    expect(keptOf(login2)).toEqual([
      [v(ready), 1],
      [v(ring), 3],
      [v(pendant), 1],
    ]);
    // Lines another device put there come with the piece, so this device can show them.
    expect(login2.cart[0].item).toMatchObject({
      sku: ready.sku,
      name: ready.name,
      value: ready.value,
      selectedVariant: { id: v(ready), offerprice: ready.variants[0]!.offerprice },
    });
    expect(await cartExists(guest2.cart_id)).toBe(false);
    expect(await storedLines(m1.cart_id)).toEqual([
      { variant_id: v(ready), quantity: 1 },
      { variant_id: v(ring), quantity: 3 },
      { variant_id: v(pendant), quantity: 1 },
    ]);

    // A later login answers the member's cart in the session data (docs/api.md: `cart_id`).
    const again = await server.post(
      'login',
      { email: member.person.email, password: member.person.password },
      ipHeader(),
    );
    expect(again.body.result.cart_id).toBe(m1.cart_id);
    expect(await cartsOf(userId)).toHaveLength(1);
  });

  it('a device with no cart session, logging in, gets a token of its own to the same cart', async () => {
    const member = await registerPerson(server);
    const first = (await sync([line(ring, 1)], { auth: member.auth })).body.message;
    expect(first).toMatchObject({ stale: false, revision: 1 });
    const second = (await sync([], { auth: member.auth })).body.message;
    expect(second.cart_id).toBe(first.cart_id);
    expect(second.session).not.toBe(first.session);
    expect(keptOf(second)).toEqual([[v(ring), 1]]);
    const tokens = await queryRows(db(), sql`SELECT 1 FROM cart_sessions WHERE cart_id = ${first.cart_id}`);
    expect(tokens).toHaveLength(2);
  });

  it('two devices logging in at once leave one member cart with every line merged', async () => {
    const member = await registerPerson(server);
    const carts: Line[][] = [[line(ring, 2)], [line(ring, 4), line(pendant, 1)], [line(pendant, 3)], [line(ready, 1)]];
    const guests = await Promise.all(carts.map((cart) => sync(cart).then((r) => r.body.message)));
    const logins = await Promise.all(
      carts.map((cart, i) =>
        sync(cart, { session: guests[i].session, revision: guests[i].revision, auth: member.auth }),
      ),
    );
    for (const res of logins) expect(res.status).toBe(200);
    const [own] = await cartsOf(member.session.user_id);
    expect(await cartsOf(member.session.user_id)).toEqual([{ id: own!.id, revision: 4 }]);
    for (const res of logins) expect(res.body.message.cart_id).toBe(own!.id);
    expect((await storedLines(own!.id)).sort((a, b) => a.variant_id - b.variant_id)).toEqual(
      [
        { variant_id: v(ring), quantity: 4 },
        { variant_id: v(pendant), quantity: 3 },
        { variant_id: v(ready), quantity: 1 },
      ].sort((a, b) => a.variant_id - b.variant_id),
    );
    for (const g of guests) expect(await cartExists(g.cart_id)).toBe(false);
  });

  it('two tabs of one device logging in at once with the same guest token: one merge, then the cart as it is', async () => {
    const member = await registerPerson(server);
    const guest = (await sync([line(ring, 2)])).body.message;
    const answers = await Promise.all(
      [1, 2].map(() => sync([line(ring, 2)], { session: guest.session, revision: guest.revision, auth: member.auth })),
    );
    for (const res of answers) expect(res.status).toBe(200);
    const owned = await cartsOf(member.session.user_id);
    expect(owned).toHaveLength(1);
    for (const res of answers)
      expect(res.body.message).toMatchObject({ cart_id: owned[0]!.id, session: guest.session });
    expect(await storedLines(owned[0]!.id)).toEqual([{ variant_id: v(ring), quantity: 2 }]);
    expect(await cartExists(guest.cart_id)).toBe(false);
  });

  it('first logins of several devices without a cart session at once create one member cart', async () => {
    const member = await registerPerson(server);
    const answers = await Promise.all(
      [[line(ring, 1)], [line(pendant, 2)], [line(ring, 3)]].map((cart) => sync(cart, { auth: member.auth })),
    );
    for (const res of answers) expect(res.status).toBe(200);
    const owned = await cartsOf(member.session.user_id);
    expect(owned).toHaveLength(1);
    expect(new Set(answers.map((r) => r.body.message.cart_id))).toEqual(new Set([owned[0]!.id]));
    expect((await storedLines(owned[0]!.id)).sort((a, b) => a.variant_id - b.variant_id)).toEqual(
      [
        { variant_id: v(ring), quantity: 3 },
        { variant_id: v(pendant), quantity: 2 },
      ].sort((a, b) => a.variant_id - b.variant_id),
    );
  });
});

describe("a member's cart kept in step by revision", () => {
  it('writes a sync based on the current revision, and answers an older one stale without writing', async () => {
    const member = await registerPerson(server);
    const device1 = (await sync([line(ring, 1), line(pendant, 1)], { auth: member.auth })).body.message;
    const device2 = (await sync([], { auth: member.auth })).body.message;
    expect(device2.revision).toBe(device1.revision + 1);

    // Device 2 removes the ring: written, the revision moves on.
    const removed = (
      await sync([line(pendant, 1)], { session: device2.session, revision: device2.revision, auth: member.auth })
    ).body.message;
    expect(removed).toMatchObject({ stale: false, revision: device2.revision + 1 });

    // Device 1 still holds the ring and its older revision: nothing is written, the cart comes back.
    const stale = await sync([line(ring, 1), line(pendant, 1)], {
      session: device1.session,
      revision: device1.revision,
      auth: member.auth,
    });
    expect(stale.status).toBe(200);
    expect(stale.body.message).toMatchObject({
      cart_id: device1.cart_id,
      session: device1.session,
      stale: true,
      revision: removed.revision,
    });
    expect(keptOf(stale.body.message)).toEqual([[v(pendant), 1]]);
    expect(await storedLines(device1.cart_id)).toEqual([{ variant_id: v(pendant), quantity: 1 }]);

    // Having adopted it, device 1 writes again.
    const next = (
      await sync([line(pendant, 2)], { session: device1.session, revision: removed.revision, auth: member.auth })
    ).body.message;
    expect(next).toMatchObject({ stale: false, revision: removed.revision + 1 });
    expect(await storedLines(device1.cart_id)).toEqual([{ variant_id: v(pendant), quantity: 2 }]);
  });

  it("a member's sync without a revision, or with a higher one, is answered stale: it has not seen the cart", async () => {
    const member = await registerPerson(server);
    const own = (await sync([line(ring, 1)], { auth: member.auth })).body.message;
    for (const revision of [undefined, own.revision + 1]) {
      const res = (await sync([], { session: own.session, revision, auth: member.auth })).body.message;
      expect(res).toMatchObject({ stale: true, revision: own.revision, cart_id: own.cart_id });
      expect(keptOf(res)).toEqual([[v(ring), 1]]);
    }
    expect(await storedLines(own.cart_id)).toEqual([{ variant_id: v(ring), quantity: 1 }]);
  });
});

describe("a device whose sync's answer was lost", () => {
  // The page was closed (or the network dropped the answer) after the server wrote: the device still
  // holds the revision before that write, and its own write id.
  it('writes its next sync, however many answers were lost, while its write is still the last', async () => {
    const member = await registerPerson(server);
    const device = (await sync([line(ring, 1)], { auth: member.auth })).body.message;
    const write = newCartWriteId();
    const base = { session: device.session, revision: device.revision, write, auth: member.auth };

    const lost = (await sync([line(ring, 1), line(pendant, 1)], base)).body.message;
    expect(lost).toMatchObject({ stale: false, revision: device.revision + 1 });
    const lostAgain = (await sync([line(ring, 1), line(pendant, 2)], base)).body.message;
    expect(lostAgain).toMatchObject({ stale: false, revision: device.revision + 2 });
    const kept = (await sync([line(ring, 1), line(pendant, 2), line(ready, 1)], base)).body.message;
    expect(kept).toMatchObject({ stale: false, revision: device.revision + 3 });
    expect(await storedLines(device.cart_id)).toEqual([
      { variant_id: v(ring), quantity: 1 },
      { variant_id: v(pendant), quantity: 2 },
      { variant_id: v(ready), quantity: 1 },
    ]);
  });

  it('is answered stale once another device has written, even with the same revision gap', async () => {
    const member = await registerPerson(server);
    const device1 = (await sync([line(ring, 1)], { auth: member.auth })).body.message;
    const write = newCartWriteId();
    await sync([line(ring, 1), line(pendant, 1)], {
      session: device1.session,
      revision: device1.revision,
      write,
      auth: member.auth,
    });
    const device2 = (await sync([], { auth: member.auth })).body.message;
    const removed = (
      await sync([line(pendant, 1)], {
        session: device2.session,
        revision: device2.revision,
        write: newCartWriteId(),
        auth: member.auth,
      })
    ).body.message;

    const res = (
      await sync([line(ring, 1), line(pendant, 1), line(ready, 1)], {
        session: device1.session,
        revision: device1.revision,
        write,
        auth: member.auth,
      })
    ).body.message;
    expect(res).toMatchObject({ stale: true, revision: removed.revision });
    expect(keptOf(res)).toEqual([[v(pendant), 1]]);
  });

  it("a guest's device too", async () => {
    const guest = (await sync([line(ring, 1)])).body.message;
    const base = { session: guest.session, revision: guest.revision, write: newCartWriteId() };
    await sync([line(ring, 1), line(pendant, 1)], base);
    const next = (await sync([line(ring, 1), line(pendant, 1), line(ready, 1)], base)).body.message;
    expect(next).toMatchObject({ stale: false, revision: guest.revision + 2 });
    expect(keptOf(next)).toHaveLength(3);
  });

  it("a login merge is no device's write: sent again, the device's lines do not replace the merged cart", async () => {
    const member = await registerPerson(server);
    const other = (await sync([line(pendant, 1)], { auth: member.auth })).body.message;
    const guest = (await sync([line(ring, 1)])).body.message;
    const write = newCartWriteId();
    const merged = (
      await sync([line(ring, 1)], { session: guest.session, revision: guest.revision, write, auth: member.auth })
    ).body.message;
    expect(merged).toMatchObject({ cart_id: other.cart_id, stale: false });

    const again = (
      await sync([line(ring, 1)], { session: guest.session, revision: guest.revision, write, auth: member.auth })
    ).body.message;
    expect(again).toMatchObject({ stale: true, revision: merged.revision });
    expect(keptOf(again)).toEqual([
      [v(pendant), 1],
      [v(ring), 1],
    ]);
  });

  it('a malformed write id is refused with 400 naming it, and nothing is written', async () => {
    const member = await registerPerson(server);
    const own = (await sync([line(ring, 1)], { auth: member.auth })).body.message;
    for (const write of ['short', 'A'.repeat(65), 'not/base64url+chars!!', 42]) {
      const res = await server.post(
        'refine/cart_update',
        { message: { cart: [line(pendant, 1)] }, session: own.session, revision: own.revision, write },
        member.auth,
      );
      expect(res.status).toBe(400);
      expect(res.body.reason).toBe('INVALID_INPUT');
      expect(Object.keys(res.body.message.trace.fields)).toEqual(['write']);
    }
    expect(await storedLines(own.cart_id)).toEqual([{ variant_id: v(ring), quantity: 1 }]);
  });

  it('the database keeps only well-formed write ids', async () => {
    const own = (await sync([line(ring, 1)])).body.message;
    const refused = await queryRows(db(), sql`UPDATE carts SET last_write = 'bad id' WHERE id = ${own.cart_id}`).then(
      () => 'written',
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    );
    expect(refused).toMatch(/carts_last_write_format/);
  });
});

describe('no token reaches another cart', () => {
  it("another member's cart session is neither read nor changed: the caller gets a token to their own cart", async () => {
    const asha = await registerPerson(server);
    const ravi = await registerPerson(server);
    const ashas = (await sync([line(ring, 2)], { auth: asha.auth })).body.message;
    const ravis = (await sync([line(pendant, 1)], { auth: ravi.auth })).body.message;

    const res = await sync([line(ring, 5), line(ready, 1)], {
      session: ashas.session,
      revision: ashas.revision,
      auth: ravi.auth,
    });
    expect(res.status).toBe(200);
    const m = res.body.message;
    expect(m).toMatchObject({ cart_id: ravis.cart_id, stale: true });
    expect(m.session).not.toBe(ashas.session);
    // Ravi's cart as it was: Asha's lines were not merged into it.
    expect(keptOf(m)).toEqual([[v(pendant), 1]]);
    expect(await storedLines(ravis.cart_id)).toEqual([{ variant_id: v(pendant), quantity: 1 }]);
    expect(await storedLines(ashas.cart_id)).toEqual([{ variant_id: v(ring), quantity: 2 }]);
    expect(await cartsOf(asha.session.user_id)).toEqual([{ id: ashas.cart_id, revision: ashas.revision }]);
    // Asha's token still reaches only her cart.
    const again = (await sync([], { session: ashas.session, revision: ashas.revision, auth: asha.auth })).body.message;
    expect(again.cart_id).toBe(ashas.cart_id);
  });

  it("a guest presenting a member's cart session gets a new, empty cart and the member's cart is untouched", async () => {
    const member = await registerPerson(server);
    const own = (await sync([line(ring, 2)], { auth: member.auth })).body.message;
    const res = await sync([line(ring, 2), line(pendant, 1)], { session: own.session, revision: own.revision });
    expect(res.status).toBe(200);
    const m = res.body.message;
    expect(m.cart_id).not.toBe(own.cart_id);
    expect(m.session).not.toBe(own.session);
    expect(m).toMatchObject({ cart: [], stale: true });
    // The lines sent were the member's: not kept in the new guest cart either.
    expect(await storedLines(m.cart_id)).toEqual([]);
    expect(await storedLines(own.cart_id)).toEqual([{ variant_id: v(ring), quantity: 2 }]);
    expect(await cartsOf(member.session.user_id)).toEqual([{ id: own.cart_id, revision: own.revision }]);
  });

  it.each([
    ['a malformed bearer token', () => ({ authorization: 'Bearer not-a-token' })],
    ['an unknown bearer token', () => ({ authorization: `Bearer ${'A'.repeat(43)}` })],
  ])('answers %s with 401 and writes nothing', async (_name, header) => {
    const before = await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM carts`);
    const res = await sync([line(ring, 1)], { auth: header() });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      success: false,
      reason: 'UNAUTHORIZED',
      message: { action: false, reason: 'UNAUTHORIZED' },
    });
    expect(await queryRows(db(), sql`SELECT count(*)::int AS n FROM carts`)).toEqual(before);
  });

  it("answers a logged-out member's token with 401, and the cart stays as it was", async () => {
    const member = await registerPerson(server);
    const own = (await sync([line(ring, 1)], { auth: member.auth })).body.message;
    expect((await server.post('logout', {}, member.auth)).status).toBe(200);
    const res = await sync([], { session: own.session, revision: own.revision, auth: member.auth });
    expect(res.status).toBe(401);
    expect(await storedLines(own.cart_id)).toEqual([{ variant_id: v(ring), quantity: 1 }]);
  });

  it('answers 403 when the user_id header names someone else', async () => {
    const member = await registerPerson(server);
    const res = await sync([line(ring, 1)], {
      auth: { ...member.auth, user_id: String(member.session.user_id + 1000) },
    });
    expect(res.status).toBe(403);
  });

  it("a member's cart goes with the member", async () => {
    const member = await registerPerson(server);
    const own = (await sync([line(ring, 1)], { auth: member.auth })).body.message;
    await queryRows(db(), sql`DELETE FROM users WHERE id = ${member.session.user_id}`);
    expect(await cartExists(own.cart_id)).toBe(false);
    expect(await queryRows(db(), sql`SELECT 1 FROM cart_sessions WHERE cart_id = ${own.cart_id}`)).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents revision, write, stale and the piece of each line', async () => {
    const doc = (await server.get('/api/openapi.json')).body;
    const text = JSON.stringify(doc.paths['/api/refine/cart_update']) + JSON.stringify(doc.components ?? {});
    for (const word of ['revision', 'stale', 'CartItem', 'UNAUTHORIZED']) expect(text).toContain(word);
    expect(text).toMatch(/"write":\{[^}]*"pattern":"\^\[A-Za-z0-9_-\]\{16,64\}\$"/);
  });
});
