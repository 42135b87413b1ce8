// A shopper's way through the checkout calls, for the API tests: a cart with pieces, the details,
// an address, a payment method, the captcha solved for real, order_generate, the code read from the
// dev outbox, order_confirm. Each step answers the raw response so tests can look at any of them.
import { sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { queryRows } from '../../db/client.ts';
import type { Product } from '../../domain/catalog/product.ts';
import { findProduct } from './seeded-products.ts';
import type { StoreClient } from './store-client.ts';
import type { TestServer } from './test-server.ts';

export { storeClient, type StoreClient } from './store-client.ts';

export const CONTACT = { first_name: 'Meera', last_name: 'Nair', email: 'meera.nair@example.com', phone: '9847012345' };
/** Kochi, Kerala: in the shipped India Post data. */
export const ADDRESS = {
  address_country: 'India',
  address_zipcode: '682016',
  address_state: 'Kerala',
  address_city: 'Kochi',
  address_address: '41/2100 MG Road, Ravipuram',
};

let phoneCounter = 0;
/** A mobile of its own for each test shopper, so per-phone code limits never meet across tests. */
export const uniquePhone = (): string =>
  `9${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter + Math.floor(Math.random() * 9000)).padStart(6, '0')}`.slice(
    0,
    10,
  );

export interface CartPiece {
  sku: string;
  variant: number;
  quantity: number;
}

/** A new cart session with these lines; answers the session token. */
export async function cartWith(
  server: StoreClient,
  lines: CartPiece[],
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await server.post('refine/cart_update', { message: { cart: lines } }, headers);
  if (res.status !== 200) throw new Error(`cart_update ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.session as string;
}

/** A solved ALTCHA payload from the server's own challenge (base64 JSON, as the browser sends). */
export async function solvedCaptcha(server: StoreClient): Promise<string> {
  const challenge = (await server.get('/api/captcha/challenge')).body;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function checkoutCalls(server: StoreClient, session: string, headers: Record<string, string> = {}) {
  const call = (name: string, body: Record<string, unknown> = {}) => server.post(name, { session, ...body }, headers);
  return {
    call,
    draft: () => call('virtual_order'),
    user: (body: Record<string, unknown> = CONTACT) => call('virtual_order_set_user_details', body),
    ship: (body: Record<string, unknown> = ADDRESS) => call('virtual_order_set_shipping_address', body),
    bill: (body: Record<string, unknown>) => call('virtual_order_set_billing_address', body),
    coupon: (code: string) => call('virtual_order_set_discount_code', { code }),
    clearCoupon: () => call('virtual_order_clear_discount_code'),
    pay: (mode: string | null) => call('virtual_order_set_payment_method', { apply_method: mode }),
    pan: (pan: string) => call('virtual_order_set_pan', { pan }),
    async generate(body: Record<string, unknown> = {}) {
      return call('order_generate', { captcha: await solvedCaptcha(server), ...body });
    },
    confirm: (orderId: string, confirmation: unknown, voId?: string) =>
      call('order_confirm', { order_id: orderId, confirmation, ...(voId ? { vo_id: voId } : {}) }),
  };
}

/** The newest code the dev outbox holds for a phone. */
export async function latestCode(server: StoreClient, phone: string): Promise<string> {
  const res = await server.get<{ messages: { code: string | null }[] }>(`/api/dev/outbox?to=${phone}`);
  const code = res.body.messages.find((m) => m.code !== null)?.code;
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** A seeded piece in stock (not made to order) whose price fits, with its first variant. */
export async function pieceInStock(
  server: TestServer,
  fits: (price: number) => boolean = (p) => p <= 49_000,
): Promise<{ product: Product; piece: CartPiece; price: number }> {
  const product = await findProduct(
    server,
    (p) => p.made_to_order === 'false' && p.stock >= 1 && p.variants.some((v) => fits(v.offerprice)),
  );
  const variant = product.variants.find((v) => fits(v.offerprice))!;
  return { product, piece: { sku: product.sku, variant: variant.id, quantity: 1 }, price: variant.offerprice };
}

/**
 * Sets a product's stock directly (and clears what unpaid orders hold of it): a known starting point.
 * Resolves once the in-memory catalogue shows it too: the cart reads stock there, and the change
 * reaches it by a notification a moment later (on a busy machine, after the test's next call).
 */
export async function setStock(server: TestServer, productId: number, stock: number): Promise<void> {
  await server.services.database.db.execute(
    sql`UPDATE stock_reservations SET state = 'released' WHERE product_id = ${productId} AND state = 'held'`,
  );
  const [row] = await queryRows<{ sku: string }>(
    server.services.database.db,
    sql`UPDATE products SET reserved = 0, stock = ${stock} WHERE id = ${productId} RETURNING sku`,
  );
  for (let waited = 0; waited < 10_000; waited += 20) {
    if ((server.services.catalog.findBySku(row!.sku)?.stock ?? 0) === stock) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the in-memory catalogue did not show the stock of ${row!.sku} as ${stock} within 10 s`);
}

export async function stockOf(server: TestServer, productId: number): Promise<{ stock: number; reserved: number }> {
  const [row] = await queryRows<{ stock: number; reserved: number }>(
    server.services.database.db,
    sql`SELECT stock, reserved FROM products WHERE id = ${productId}`,
  );
  return row!;
}

/** Everything up to a chosen payment method, for a fresh cart of these pieces. */
export async function readyCheckout(
  server: StoreClient,
  pieces: CartPiece[],
  mode: 'payment_on_delivery' | 'online_payment_razorpay',
  contact: Record<string, unknown> = { ...CONTACT, phone: uniquePhone() },
) {
  const session = await cartWith(server, pieces);
  const calls = checkoutCalls(server, session);
  for (const step of [() => calls.user(contact), () => calls.ship(), () => calls.pay(mode)]) {
    const res = await step();
    if (res.status !== 200) throw new Error(`checkout step ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return { session, calls, contact, phone: contact.phone as string };
}
