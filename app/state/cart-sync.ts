// The device cart mirrored on the server (API.md refine/cart_update): after a change (debounced) the
// cart is posted with the device's cart session; the answer's prices, deletions and stock cuts are
// applied and its session kept. A failed sync keeps the device cart as it is, remembers why (spec §8
// "Cart-sync call failures") and tries again when the browser is back online or the cart changes.
import { applyServerCart, type CartLine, type ServerCartLine } from '../../domain/cart/cart-rules';
import { cartSyncError, type CartSyncError, type SyncFailure } from '../../domain/cart/sync-error';
import type { CartState, CartStore } from './cart-store';

export const CART_SYNC_PATH = '/api/refine/cart_update';
/** The schema counter sent with the cart, as the spec's payload names it. */
const COUNTER = 2500;
export const SYNC_DEBOUNCE_MS = 400;

export interface ServerCart {
  cart: ServerCartLine[];
  session: string;
}

export type SyncResult = { ok: true; answer: ServerCart } | { ok: false; error: CartSyncError };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number | string => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v !== '');

function parseLine(v: unknown): ServerCartLine | null {
  if (!isRecord(v) || typeof v.sku !== 'string' || !isId(v.variant) || typeof v.quantity !== 'number' || typeof v.price !== 'number') return null;
  const line: ServerCartLine = { sku: v.sku, variant: v.variant, quantity: v.quantity, price: v.price, deleted: v.deleted === true };
  if (isId(v.id)) line.id = v.id;
  if (typeof v.sum === 'number') line.sum = v.sum;
  if (typeof v.active === 'boolean') line.active = v.active;
  if (typeof v.reason === 'string') line.reason = v.reason;
  return line;
}

/**
 * The answer's cart and session, or null when either is missing (REQUEST_FAILED). API.md puts the
 * session beside `message`; one inside `message` is accepted too.
 */
export function parseCartAnswer(body: unknown): ServerCart | null {
  if (!isRecord(body) || body.success === false || !isRecord(body.message) || !Array.isArray(body.message.cart)) return null;
  const session = typeof body.session === 'string' ? body.session : body.message.session;
  if (typeof session !== 'string' || session === '') return null;
  const cart: ServerCartLine[] = [];
  for (const raw of body.message.cart) {
    const line = parseLine(raw);
    if (!line) return null;
    cart.push(line);
  }
  return { cart, session };
}

export const cartRequestBody = (lines: readonly CartLine[], session: string | null) => ({
  message: { cart: lines.map((l) => ({ sku: l.sku, quantity: l.qty, variant: l.variant })) },
  ...(session ? { session } : {}),
  counter: COUNTER,
});

/** One round trip; every failure becomes one of the spec's five codes. */
export async function postCart(lines: readonly CartLine[], session: string | null, fetchImpl: typeof fetch): Promise<SyncResult> {
  const fail = (failure: SyncFailure): SyncResult => ({ ok: false, error: cartSyncError(failure) });
  let body: string;
  try {
    body = JSON.stringify(cartRequestBody(lines, session));
  } catch {
    return fail({ kind: 'client' });
  }
  let response: Response;
  try {
    response = await fetchImpl(CART_SYNC_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body, credentials: 'same-origin' });
  } catch {
    return fail({ kind: 'network' });
  }
  if (response.status >= 300) return fail({ kind: 'status', status: response.status });
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return fail({ kind: 'malformed' });
  }
  const answer = parseCartAnswer(json);
  return answer ? { ok: true, answer } : fail({ kind: 'malformed' });
}

export interface CartSyncEvents {
  /** Lines the server no longer sells, and lines it cut to its stock. */
  onAdjusted?: (removed: CartLine[], cut: CartLine[]) => void;
}

export interface CartSyncOptions extends CartSyncEvents {
  fetch: typeof fetch;
  debounceMs?: number;
  /** Where `online` arrives (window); null in tests that call syncNow themselves. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface CartSync {
  /** A sync soon: changes in quick succession make one request. */
  schedule: () => void;
  /** A sync now (after the one in flight, if any). */
  syncNow: () => Promise<void>;
  stop: () => void;
}

export function createCartSync(store: CartStore, options: CartSyncOptions): CartSync {
  const { debounceMs = SYNC_DEBOUNCE_MS, events = null } = options;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  let inFlight: Promise<void> | null = null;
  let again = false;

  const patch = (change: Partial<CartState>) => store.replace({ ...store.get(), ...change });

  async function runOnce(): Promise<void> {
    const sent = store.get();
    if (sent.lines.length === 0 && sent.session === null) return;
    patch({ syncing: true });
    const result = await postCart(sent.lines, sent.session, options.fetch);
    const now = store.get();
    if (!result.ok) {
      store.replace({ ...now, syncing: false, error: result.error });
      return;
    }
    const { answer } = result;
    if (now.revision !== sent.revision) {
      // The shopper changed the cart meanwhile: keep the session, send the newer cart.
      store.commit({ ...now, session: answer.session, syncing: false, error: null });
      again = true;
      return;
    }
    const applied = applyServerCart(now.lines, answer.cart);
    store.commit({ ...now, lines: applied.lines, session: answer.session, syncing: false, error: null });
    if (applied.removed.length > 0 || applied.cut.length > 0) options.onAdjusted?.(applied.removed, applied.cut);
  }

  function syncNow(): Promise<void> {
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = (async () => {
      try {
        do {
          again = false;
          await runOnce();
        } while (again);
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  function schedule() {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void syncNow();
    }, debounceMs);
  }

  const onOnline = () => {
    if (store.get().error !== null) void syncNow();
  };
  events?.addEventListener('online', onOnline);

  return {
    schedule,
    syncNow,
    stop() {
      if (timer !== null) clearTimer(timer);
      events?.removeEventListener('online', onOnline);
    },
  };
}
