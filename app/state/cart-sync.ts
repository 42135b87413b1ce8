// The device cart mirrored on the server (docs/api.md refine/cart_update): after a change (debounced) the
// cart is posted with the device's cart session and the server revision it last adopted (and, for a
// member, the bearer token); the answer's cart is adopted and its session and revision kept. For a
// member the server cart is the one truth of all their devices: the first sync after a login merges
// this device's cart into it, and a sync based on an older revision writes nothing and brings the
// server cart back (`stale`), which is also how a member's device pulls another device's changes
// (at start and when the tab is shown again). What the shopper changed here that an answer has not
// seen is laid back over its cart and sent again (domain/cart/cart-rebase.ts). A failed sync keeps
// the device cart as it is, remembers why (docs/spec.md#first-8 "Cart-sync call failures") and tries
// again when the browser is back online or the cart changes.
//
// The tabs of one browser share the device cart and its server revision, so their syncs take turns
// (Web Locks, one lock for the origin) and each reads the device before sending: a tab never sends,
// nor is answered stale with, a cart another tab's sync has written on the server but not yet kept
// on the device. A page closed with its sync in flight leaves that write unseen: each sync carries a
// write id the device keeps until it has kept an answer, and the server writes the next sync
// whatever its revision while its last write is still that id (domain/cart/cart-write.ts).
import {
  adoptServerCart,
  lineKey,
  type CartItem,
  type CartLine,
  type ServerCartLine,
} from '../../domain/cart/cart-rules';
import { baseOf, rebaseOnServerCart, sentBase } from '../../domain/cart/cart-rebase';
import { newCartWriteId } from '../../domain/cart/cart-write';
import { cartSyncError, type CartSyncError, type SyncFailure } from '../../domain/cart/sync-error';
import type { CartState, CartStore } from './cart-store';

export const CART_SYNC_PATH = '/api/refine/cart_update';
/** The schema counter sent with the cart, as the spec's payload names it. */
const COUNTER = 2500;
export const SYNC_DEBOUNCE_MS = 400;
/** The Web Lock every tab's sync holds while it reads the device, posts and keeps the answer. */
export const CART_SYNC_LOCK = 'suvarna.cart-sync';
/** A sync that has had no answer by then fails as a network failure: it would hold every tab's turn. */
export const SYNC_TIMEOUT_MS = 20_000;

/** Runs `run` holding CART_SYNC_LOCK across this browser's tabs; without Web Locks (old browsers, tests), at once. */
export function browserLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(CART_SYNC_LOCK, run) : run();
}

export interface ServerCart {
  cart: ServerCartLine[];
  session: string;
  /** The server cart's revision after the call; null from a server that does not count them. */
  revision: number | null;
  /** Nothing of the request was written: `cart` is the server cart as it is. */
  stale: boolean;
}

export type SyncResult = { ok: true; answer: ServerCart } | { ok: false; error: CartSyncError; status?: number };

/** The member this device is logged in as, for the bearer token and to know whose cart it holds. */
export interface CartMember {
  id: number;
  token: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number | string =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v !== '');

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isText = (v: unknown): v is string => typeof v === 'string';

/** The piece of a line, when it has every field a cart line shows; otherwise none. */
function parseItem(v: unknown): CartItem | undefined {
  if (
    !isRecord(v) ||
    !isText(v.sku) ||
    !isText(v.value) ||
    !isText(v.name) ||
    !isText(v.made_to_order) ||
    !isInt(v.stock)
  )
    return undefined;
  const sv = v.selectedVariant;
  if (
    !isRecord(sv) ||
    !isInt(sv.id) ||
    !isText(sv.variant_id) ||
    !isInt(sv.offerprice) ||
    !isText(sv.color) ||
    !(sv.size === null || isText(sv.size)) ||
    !isText(sv.image) ||
    !isText(sv.alt)
  )
    return undefined;
  return {
    sku: v.sku,
    value: v.value,
    name: v.name,
    made_to_order: v.made_to_order,
    stock: v.stock,
    selectedVariant: {
      id: sv.id,
      variant_id: sv.variant_id,
      offerprice: sv.offerprice,
      color: sv.color,
      size: sv.size,
      image: sv.image,
      alt: sv.alt,
    },
  };
}

function parseLine(v: unknown): ServerCartLine | null {
  if (
    !isRecord(v) ||
    typeof v.sku !== 'string' ||
    !isId(v.variant) ||
    typeof v.quantity !== 'number' ||
    typeof v.price !== 'number'
  )
    return null;
  const line: ServerCartLine = {
    sku: v.sku,
    variant: v.variant,
    quantity: v.quantity,
    price: v.price,
    deleted: v.deleted === true,
  };
  if (isId(v.id)) line.id = v.id;
  if (typeof v.sum === 'number') line.sum = v.sum;
  if (typeof v.active === 'boolean') line.active = v.active;
  if (typeof v.reason === 'string') line.reason = v.reason;
  const item = parseItem(v.item);
  if (item) line.item = item;
  return line;
}

/**
 * The answer's cart and session, or null when either is missing (REQUEST_FAILED). docs/api.md puts the
 * session beside `message`; one inside `message` is accepted too.
 */
export function parseCartAnswer(body: unknown): ServerCart | null {
  if (!isRecord(body) || body.success === false || !isRecord(body.message) || !Array.isArray(body.message.cart))
    return null;
  const session = typeof body.session === 'string' ? body.session : body.message.session;
  if (typeof session !== 'string' || session === '') return null;
  const cart: ServerCartLine[] = [];
  for (const raw of body.message.cart) {
    const line = parseLine(raw);
    if (!line) return null;
    cart.push(line);
  }
  const message = body.message;
  const revision = isInt(message.revision) && message.revision >= 0 ? message.revision : null;
  return { cart, session, revision, stale: message.stale === true };
}

export interface CartRequest {
  lines: readonly CartLine[];
  session: string | null;
  /** The server revision the device last adopted. */
  revision: number | null;
  /** The device's write id (domain/cart/cart-write.ts); null: none. */
  write: string | null;
  /** The member's bearer token; null for a guest. */
  token: string | null;
}

export const cartRequestBody = ({
  lines,
  session,
  revision,
  write,
}: Pick<CartRequest, 'lines' | 'session' | 'revision' | 'write'>) => ({
  message: { cart: lines.map((l) => ({ sku: l.sku, quantity: l.qty, variant: l.variant })) },
  ...(session ? { session } : {}),
  ...(revision !== null ? { revision } : {}),
  ...(write !== null ? { write } : {}),
  counter: COUNTER,
});

/** One round trip; every failure becomes one of the spec's five codes. */
export async function postCart(request: CartRequest, fetchImpl: typeof fetch): Promise<SyncResult> {
  const fail = (failure: SyncFailure): SyncResult => ({
    ok: false,
    error: cartSyncError(failure),
    ...(failure.kind === 'status' ? { status: failure.status } : {}),
  });
  let body: string;
  try {
    body = JSON.stringify(cartRequestBody(request));
  } catch {
    return fail({ kind: 'client' });
  }
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  // The answer, body included, within SYNC_TIMEOUT_MS (a plain timer: AbortSignal.timeout is not
  // everywhere yet, and tests' fake clocks move this one).
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), SYNC_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetchImpl(CART_SYNC_PATH, {
        method: 'POST',
        headers,
        body,
        credentials: 'same-origin',
        signal: deadline.signal,
      });
    } catch {
      return fail({ kind: 'network' });
    }
    if (response.status >= 300) return fail({ kind: 'status', status: response.status });
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      return fail({ kind: deadline.signal.aborted ? 'network' : 'malformed' });
    }
    const answer = parseCartAnswer(json);
    return answer ? { ok: true, answer } : fail({ kind: 'malformed' });
  } finally {
    clearTimeout(timer);
  }
}

export interface CartSyncEvents {
  /** Lines the server no longer sells, and lines it cut to its stock. */
  onAdjusted?: (removed: CartLine[], cut: CartLine[]) => void;
}

export interface CartSyncOptions extends CartSyncEvents {
  fetch: typeof fetch;
  /** The member logged in on this device now, or null (a guest). */
  member?: () => CartMember | null;
  /** The member's token was refused (401): their session ended elsewhere. */
  onUnauthorized?: () => void;
  /** Where `visibilitychange` arrives (document): a member's device pulls when the tab is shown again. */
  visibility?:
    | (Pick<Document, 'addEventListener' | 'removeEventListener'> & {
        readonly visibilityState: DocumentVisibilityState;
      })
    | null;
  debounceMs?: number;
  /** Where `online` arrives (window); null in tests that call syncNow themselves. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Takes this tab's turn among the browser's tabs (browserLock); tests pass their own. */
  lock?: <T>(run: () => Promise<T>) => Promise<T>;
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

  const memberNow = () => options.member?.() ?? null;

  const lock = options.lock ?? browserLock;

  // In this tab's turn only; another tab's sync may have kept a newer cart and revision meanwhile.
  const runOnce = () =>
    lock(async () => {
      await store.catchUp();
      await sendAndKeep();
    });

  async function sendAndKeep(): Promise<void> {
    const sent = store.get();
    const member = memberNow();
    // A cart kept for a member who is not the one logged in here is not sent: cart.ts forgets it.
    if (sent.member !== null && sent.member !== member?.id) return;
    // A guest with nothing has nothing to sync; a member always has a server cart to pull.
    if (!member && sent.lines.length === 0 && sent.session === null) return;
    // Kept on the device before the request leaves, and sent again until an answer is kept: the
    // write of a page closed before its answer (or of a request whose answer failed) stays this
    // device's to continue.
    const write = sent.write ?? newCartWriteId();
    if (write !== sent.write) store.commit({ ...sent, write, syncing: true, syncs: sent.syncs + 1 });
    else patch({ syncing: true });
    const result = await postCart(
      {
        lines: sent.lines,
        session: sent.session,
        // A login's first sync names no revision: the guest cart's could equal the member cart's by chance.
        revision: sent.member === (member?.id ?? null) ? sent.serverRevision : null,
        write,
        token: member?.token ?? null,
      },
      options.fetch,
    );
    // Another tab may have changed the cart meanwhile: its change counts as a newer one of this tab's.
    await store.catchUp();
    const now = store.get();
    if (memberNow()?.id !== member?.id) {
      // Logged out or in meanwhile: this answer belongs to the shopper who was here before.
      store.replace({ ...now, syncing: false });
      return;
    }
    if (!result.ok) {
      store.replace({ ...now, syncing: false, error: result.error });
      if (result.status === 401 && member) options.onUnauthorized?.();
      return;
    }
    const { answer } = result;
    const owner = member?.id ?? null;
    const adopted = adoptServerCart(now.lines, answer.cart);
    // What the answer's cart has not seen of this device's lines is laid over it (cart-rebase.ts),
    // measured from the lines it answered: a written answer took the lines sent (a login's merge
    // among them); a stale one wrote nothing, so from the lines of the last kept answer. Not from
    // those when this sync continued an unanswered write (they are older than that write, which
    // may have landed and been changed since), nor over another cart (a new session).
    const continued = sent.write !== null;
    const sameCart = sent.member === owner && answer.session === sent.session;
    const since = !answer.stale ? sentBase(sent.lines) : sameCart && !continued ? now.base : null;
    const kept = {
      session: answer.session,
      serverRevision: answer.revision,
      base: answer.revision !== null ? baseOf(answer.cart) : null,
      member: owner,
      write: null,
      syncing: false,
      error: null,
      syncs: now.syncs + 1,
    };
    const rebased = rebaseOnServerCart(since, now.lines, adopted.lines);
    if (rebased) {
      store.commit({ ...now, ...kept, lines: rebased });
      announce(adopted, rebased);
      again = true;
      return;
    }
    if (since === null && now.revision !== sent.revision) {
      // Changed meanwhile, with nothing to lay the change over: keep the newer cart and send it on
      // no revision, so that a member's next sync comes back stale rather than overwriting a cart
      // this device has not seen.
      store.commit({ ...now, ...kept, serverRevision: null, base: null });
      again = true;
      return;
    }
    store.commit({ ...now, ...kept, lines: adopted.lines });
    announce(adopted, adopted.lines);
  }

  /** The toasts for what the server removed or cut, of what the device keeps as the server left it. */
  function announce(adopted: ReturnType<typeof adoptServerCart>, lines: readonly CartLine[]) {
    const kept = new Map(lines.map((l) => [lineKey(l.sku, l.variant), l.qty]));
    const removed = adopted.removed.filter((l) => !kept.has(lineKey(l.sku, l.variant)));
    const cut = adopted.cut.filter((l) => kept.get(lineKey(l.sku, l.variant)) === l.qty);
    if (removed.length > 0 || cut.length > 0) options.onAdjusted?.(removed, cut);
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
  // Another device of the member may have changed the cart while this tab was hidden.
  const { visibility = null } = options;
  const onVisible = () => {
    if (visibility?.visibilityState === 'visible' && memberNow()) void syncNow();
  };
  visibility?.addEventListener('visibilitychange', onVisible);

  return {
    schedule,
    syncNow,
    stop() {
      if (timer !== null) clearTimer(timer);
      events?.removeEventListener('online', onOnline);
      visibility?.removeEventListener('visibilitychange', onVisible);
    },
  };
}
