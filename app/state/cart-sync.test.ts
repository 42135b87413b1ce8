// The cart sync client against a fake fetch: what it sends, how it applies the answer, how it fails.
import { describe, expect, it } from 'vitest';
import { addToCart, type CartItem } from '../../domain/cart/cart-rules';
import { createCartStore, type CartState } from './cart-store';
import { CART_SYNC_PATH, createCartSync, parseCartAnswer } from './cart-sync';

const item = (id: number, stock = 5): CartItem => ({
  sku: `SKU${id}`,
  value: `piece-${id}`,
  name: `Piece ${id}`,
  made_to_order: 'false',
  stock,
  selectedVariant: { id, variant_id: `V${id}`, offerprice: 1000 * id, color: 'rose-gold', size: null, image: '/images/p.png', alt: '' },
});

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

async function cartWith(...items: [CartItem, number][]) {
  const storage = new MemoryStorage();
  const store = createCartStore({ storage: storage as unknown as Storage, events: null });
  await store.ready();
  let lines = store.get().lines;
  for (const [i, q] of items) lines = addToCart(lines, i, q).lines;
  store.commit({ ...store.get(), lines, revision: 1 });
  return { store, storage };
}

type Reply = { status?: number; body?: unknown } | 'network';
function fakeFetch(...replies: Reply[]) {
  const calls: { url: string; body: any }[] = [];
  let release: (() => void) | null = null;
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    const reply = replies.shift() ?? { body: {} };
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {}), { status: reply.status ?? 200 });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls, hold: () => new Promise<void>((r) => (release = r)), release: () => release?.() };
}

const ok = (cart: unknown[], session = 'sess-1') => ({ body: { success: true, message: { cart }, session } });
const line = (v: number, quantity: number, price: number, extra = {}) => ({ id: v, sku: `SKU${v}`, variant: v, quantity, price, sum: price * quantity, deleted: false, active: true, ...extra });

describe('createCartSync', () => {
  it('posts the cart with the session, marks syncing, and applies the answer', async () => {
    const { store, storage } = await cartWith([item(1), 2], [item(2, 1), 1], [item(3), 1]);
    store.commit({ ...store.get(), session: 'old' });
    const fake = fakeFetch(ok([line(1, 2, 1200), line(2, 1, 2000, { reason: 'OUT_OF_STOCK' }), line(3, 1, 0, { deleted: true })], 'sess-2'));
    const adjusted: number[][] = [];
    const sync = createCartSync(store, { fetch: fake.fetchImpl, onAdjusted: (removed) => adjusted.push(removed.map((l) => l.variant)) });
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.get().syncing));
    await sync.syncNow();

    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.url).toBe(CART_SYNC_PATH);
    expect(fake.calls[0]!.body).toEqual({
      message: { cart: [{ sku: 'SKU1', quantity: 2, variant: 1 }, { sku: 'SKU2', quantity: 1, variant: 2 }, { sku: 'SKU3', quantity: 1, variant: 3 }] },
      session: 'old',
      counter: 2500,
    });
    expect(seen[0]).toBe(true);
    const after = store.get();
    expect(after.syncing).toBe(false);
    expect(after.error).toBeNull();
    expect(after.session).toBe('sess-2');
    expect(after.lines.map((l) => [l.variant, l.qty, l.selectedVariant.offerprice, l.sum, l.active])).toEqual([
      [1, 2, 1200, 2400, true],
      [2, 1, 2000, 2000, true],
    ]);
    expect(adjusted).toEqual([[3]]);
    // What the device keeps is the server's cart and session.
    expect(storage.getItem('suvarna.cart')).toContain('sess-2');
  });

  it.each([
    [{ status: 500, body: { success: false } }, 'SERVER_ERROR'],
    [{ status: 503 }, 'SERVER_ERROR'],
    [{ status: 400, body: { success: false, reason: 'INVALID_INPUT' } }, 'API_ERROR'],
    [{ status: 302 }, 'API_ERROR'],
    ['network', 'NETWORK_ERROR'],
    [{ body: { success: true, message: { cart: [] } } }, 'REQUEST_FAILED'],
    [{ body: { success: true, session: 's' } }, 'REQUEST_FAILED'],
    [{ body: 'not json' }, 'REQUEST_FAILED'],
    [{ body: { success: true, message: { cart: [{ sku: 'SKU1' }] }, session: 's' } }, 'REQUEST_FAILED'],
  ] as [Reply, string][])('a failed sync (%o) keeps the device cart and says %s', async (reply, code) => {
    const { store } = await cartWith([item(1), 2]);
    const before = store.get().lines;
    const fake = fakeFetch(reply);
    await createCartSync(store, { fetch: fake.fetchImpl }).syncNow();
    expect(store.get()).toMatchObject({ lines: before, syncing: false, error: code });
  });

  it('tries again when the browser is back online', async () => {
    const { store } = await cartWith([item(1), 1]);
    const events = new EventTarget();
    const fake = fakeFetch('network', ok([line(1, 1, 1000)]));
    createCartSync(store, { fetch: fake.fetchImpl, events: events as unknown as Window });
    await createCartSync(store, { fetch: fake.fetchImpl }).syncNow();
    expect(store.get().error).toBe('NETWORK_ERROR');
    events.dispatchEvent(new Event('online'));
    await expect.poll(() => store.get().error).toBeNull();
    expect(fake.calls).toHaveLength(2);
    expect(store.get().session).toBe('sess-1');
  });

  it('does not lay an answer over a cart changed meanwhile: it sends the newer cart', async () => {
    const { store } = await cartWith([item(1), 1]);
    const fake = fakeFetch(ok([line(1, 1, 1000)], 'a'), ok([line(1, 1, 1000), line(2, 1, 2000)], 'b'));
    let changed = false;
    const changingFetch = (async (url: string, init: RequestInit) => {
      if (!changed) {
        changed = true;
        const s: CartState = store.get();
        store.commit({ ...s, lines: addToCart(s.lines, item(2), 1).lines, revision: s.revision + 1 });
      }
      return fake.fetchImpl(url, init);
    }) as unknown as typeof fetch;
    await createCartSync(store, { fetch: changingFetch }).syncNow();
    expect(fake.calls.map((c) => c.body.message.cart.length)).toEqual([1, 2]);
    expect(fake.calls[1]!.body.session).toBe('a');
    expect(store.get().lines.map((l) => [l.variant, l.active])).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  it('debounces: changes in quick succession make one request', async () => {
    const { store } = await cartWith([item(1), 1]);
    const fake = fakeFetch(ok([line(1, 1, 1000)]));
    const timers: (() => void)[] = [];
    const sync = createCartSync(store, { fetch: fake.fetchImpl, setTimer: (run) => timers.push(run), clearTimer: () => timers.shift() });
    sync.schedule();
    sync.schedule();
    sync.schedule();
    expect(fake.calls).toHaveLength(0);
    expect(timers).toHaveLength(1);
    timers[0]!();
    await expect.poll(() => store.get().session).toBe('sess-1');
    expect(fake.calls).toHaveLength(1);
  });

  it('an empty cart with no session asks nothing', async () => {
    const { store } = await cartWith();
    const fake = fakeFetch();
    await createCartSync(store, { fetch: fake.fetchImpl }).syncNow();
    expect(fake.calls).toHaveLength(0);
  });
});

describe('parseCartAnswer', () => {
  it.each([
    [{ success: true, message: { cart: [], session: 'in-message' } }, 'in-message'],
    [{ success: true, message: { cart: [] }, session: 'beside' }, 'beside'],
    [{ success: false, message: { cart: [] }, session: 'x' }, null],
    [{ success: true, message: { cart: [] }, session: '' }, null],
    [null, null],
  ])('%o → session %s', (body, session) => {
    expect(parseCartAnswer(body)?.session ?? null).toBe(session);
  });
});

describe('the device cart store', () => {
  it('restores only state written with a counter of at least 2500, and follows other tabs', async () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    const written = JSON.stringify({ counter: 2500, data: { lines: addToCart([], item(1), 2).lines, session: 's' } });
    storage.setItem('suvarna.cart', JSON.stringify({ counter: 2499, data: JSON.parse(written).data }));
    const old = createCartStore({ storage: storage as unknown as Storage, events: null });
    await old.ready();
    expect(old.get().lines).toEqual([]);

    storage.setItem('suvarna.cart', written);
    const tab = createCartStore({ storage: storage as unknown as Storage, events: events as unknown as Window });
    expect(tab.get().lines).toEqual([]); // nothing before the stored state is read
    await tab.ready();
    expect(tab.get().lines.map((l) => l.qty)).toEqual([2]);

    const other = JSON.stringify({ counter: 2500, data: { lines: [], session: 's' } });
    const event = Object.assign(new Event('storage'), { key: 'suvarna.cart', newValue: other });
    events.dispatchEvent(event);
    expect(tab.get().lines).toEqual([]);

    const corrupt = Object.assign(new Event('storage'), { key: 'suvarna.cart', newValue: '{oops' });
    expect(() => events.dispatchEvent(corrupt)).not.toThrow();
  });
});
