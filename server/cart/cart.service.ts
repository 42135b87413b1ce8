// The server cart (docs/api.md `refine/cart_update`, `order/validate`): today's prices and stock from the
// catalogue's in-memory mirror, the rules in domain/cart, one transaction per sync. A member's cart
// follows them: at login the device's cart is merged into it, and each device reaches it through a
// token of its own (docs/decisions/2026-11-24-cart-follows-member.md).
import type {
  CartRequestLine,
  CartUpdateAnswer,
  CartUpdateBody,
  OrderValidateAnswer,
  OrderValidateBody,
  ServerCartLine,
} from '../../domain/cart/api-schemas.ts';
import { toCartItem } from '../../domain/cart/cart-item.ts';
import { isCurrentWrite } from '../../domain/cart/cart-write.ts';
import { mergeCartLines } from '../../domain/cart/merge-cart-lines.ts';
import { reconcileCart, type ReconciledLine } from '../../domain/cart/reconcile-cart.ts';
import { validatePrices } from '../../domain/cart/validate-prices.ts';
import { variantFactsOf, type FindVariant } from '../../domain/cart/variant-facts.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { hashCartToken, isCartTokenShaped, newCartToken } from './cart-token.ts';
import type { CartQueries, CartRepo, LockedCart, StoredCartLine, StoredLine } from './cart.repo.ts';

type Answer = CartUpdateAnswer['message'];

/** Who is calling: a member (from a valid bearer token) or a guest. */
export interface CartCaller {
  memberId: number | null;
}

/** How often a sync looks its token up again after the cart behind it went away under it. */
const RESOLVE_ATTEMPTS = 3;

export function createCartService(repo: CartRepo, catalog: Pick<CatalogService, 'findBySku'>) {
  const findVariant: FindVariant = (sku, variant) => {
    const product = catalog.findBySku(sku);
    return product ? variantFactsOf(product, variant) : undefined;
  };
  const variantKey = (line: CartRequestLine) => findVariant(line.sku, line.variant)?.id ?? null;
  const asRequest = (stored: readonly StoredCartLine[]): CartRequestLine[] =>
    stored.map((l) => ({ sku: l.sku, variant: l.variantId, quantity: l.quantity }));
  const kept = (lines: readonly ReconciledLine[]) =>
    lines.flatMap((l) => (l.variantKey === null ? [] : [{ variantId: l.variantKey, quantity: l.quantity }]));

  /** The answer's lines: the server's line ids, and the piece of every kept line. */
  function answerLines(lines: readonly ReconciledLine[], stored: readonly StoredLine[]): ServerCartLine[] {
    const idOf = new Map(stored.map((s) => [s.variantId, s.id]));
    return lines.map(({ variantKey, ...line }) => {
      const product = variantKey === null ? undefined : catalog.findBySku(line.sku);
      const variant = product?.variants.find((v) => v.id === variantKey);
      return {
        id: variantKey === null ? null : (idOf.get(variantKey) ?? null),
        ...line,
        ...(product && variant ? { item: toCartItem(product, variant) } : {}),
      };
    });
  }

  /**
   * The catalogue as this cart sees it: what its own unpaid order holds is still its to have (the
   * mirror's stock is everybody's `stock − reserved`), so a sync during the hold never cuts the line.
   */
  async function findVariantFor(q: CartQueries, cartId: string): Promise<FindVariant> {
    const own = await q.ownHolds(cartId);
    if (own.size === 0) return findVariant;
    return (sku, variant) => {
      const facts = findVariant(sku, variant);
      return facts ? { ...facts, stock: facts.stock + (own.get(facts.productId) ?? 0) } : undefined;
    };
  }

  /** Writes `requested` (reconciled) as the cart's lines, whole, as the device's write `deviceWrite` (null: none). */
  async function write(
    q: CartQueries,
    cart: LockedCart,
    requested: readonly CartRequestLine[],
    session: string,
    deviceWrite: string | null,
  ): Promise<Answer> {
    const lines = reconcileCart(requested, await findVariantFor(q, cart.id));
    const { stored, revision } = await q.replaceLines(cart.id, kept(lines), deviceWrite);
    return { action: true, cart: answerLines(lines, stored), session, cart_id: cart.id, revision, stale: false };
  }

  /** The cart as it is, today's prices, nothing written: the device adopts it. */
  async function asItIs(q: CartQueries, cart: LockedCart, session: string): Promise<Answer> {
    const stored = await q.readLines(cart.id);
    return {
      action: true,
      cart: answerLines(reconcileCart(asRequest(stored), await findVariantFor(q, cart.id)), stored),
      session,
      cart_id: cart.id,
      revision: cart.revision,
      stale: true,
    };
  }

  /**
   * A sync of the caller's own cart: written whole when based on its current revision or on the
   * device's own unanswered write (isCurrentWrite), else answered as it is.
   */
  function syncOwn(q: CartQueries, cart: LockedCart, body: CartUpdateBody, session: string): Promise<Answer> {
    const deviceWrite = body.write ?? null;
    const current = isCurrentWrite(
      { revision: body.revision ?? null, write: deviceWrite },
      { revision: cart.revision, lastWrite: cart.lastWrite, member: cart.userId !== null },
    );
    return current ? write(q, cart, body.message.cart, session, deviceWrite) : asItIs(q, cart, session);
  }

  /**
   * The device's lines merged into the member's cart (same variant: the larger quantity). Written as
   * no device's write: sent again after a lost answer, the device's lines alone would drop the
   * member's, so that sync is answered stale and the device adopts the merged cart.
   */
  async function mergeInto(
    q: CartQueries,
    cart: LockedCart,
    device: readonly CartRequestLine[],
    session: string,
  ): Promise<Answer> {
    const stored = await q.readLines(cart.id);
    return write(q, cart, mergeCartLines(asRequest(stored), device, variantKey), session, null);
  }

  async function newSession(q: CartQueries, cartId: string): Promise<string> {
    const token = newCartToken();
    await q.addSession(cartId, hashCartToken(token));
    return token;
  }

  async function guestSync(q: CartQueries, body: CartUpdateBody, presented: string | null): Promise<Answer> {
    for (let attempt = 1; presented !== null; attempt++) {
      const found = await q.resolveSession(hashCartToken(presented));
      if (!found) break;
      if (found.userId !== null) {
        // A member's token without the member (logged out, or a shared device): never their cart,
        // and the lines sent are not kept (they were the member's). A new, empty cart.
        const cart = await q.createGuestCart();
        return asItIs(q, cart, await newSession(q, cart.id));
      }
      const cart = await q.lockCart(found.cartId);
      if (cart) {
        await q.touchSession(found.sessionId);
        return syncOwn(q, cart, body, presented);
      }
      // Merged into a member's cart by a login that committed meanwhile: look the token up again.
      if (attempt >= RESOLVE_ATTEMPTS) break;
    }
    const cart = await q.createGuestCart();
    return write(q, cart, body.message.cart, await newSession(q, cart.id), body.write ?? null);
  }

  async function memberSync(
    q: CartQueries,
    body: CartUpdateBody,
    presented: string | null,
    memberId: number,
  ): Promise<Answer> {
    for (let attempt = 1; presented !== null; attempt++) {
      const found = await q.resolveSession(hashCartToken(presented));
      if (!found) break;
      if (found.userId === memberId) {
        const cart = await q.lockCart(found.cartId);
        if (!cart) break;
        await q.touchSession(found.sessionId);
        return syncOwn(q, cart, body, presented);
      }
      if (found.userId !== null) {
        // Another member's cart (a shared device): neither read nor changed, and the lines sent are
        // theirs, not this member's. This device gets a token of its own to this member's cart.
        const own = await q.lockMemberCart(memberId);
        return asItIs(q, own, await newSession(q, own.id));
      }
      // The login merge: this device's guest cart goes into the member's, its token with it.
      const guest = await q.lockCart(found.cartId);
      if (!guest) {
        if (attempt >= RESOLVE_ATTEMPTS) break;
        continue; // merged by another request of this device meanwhile: its token now names the member's cart
      }
      const own = await q.lockMemberCart(memberId);
      const answer = await mergeInto(q, own, body.message.cart, presented);
      await q.pointSession(found.sessionId, own.id);
      await q.deleteCart(guest.id);
      return answer;
    }
    // No token, or not one we know: the device's lines join the member's cart under a new token.
    const own = await q.lockMemberCart(memberId);
    return mergeInto(q, own, body.message.cart, await newSession(q, own.id));
  }

  return {
    /**
     * Reconciles the device's cart with today's catalogue and the caller's server cart. A guest's
     * missing, unknown or tampered token starts a new cart under a new token; a member's cart is
     * merged at login and kept in step by revision afterwards. No call reads another's cart.
     */
    updateCart(body: CartUpdateBody, caller: CartCaller = { memberId: null }): Promise<Answer> {
      const presented = isCartTokenShaped(body.session) ? body.session : null;
      return repo.inTransaction((q) =>
        caller.memberId === null ? guestSync(q, body, presented) : memberSync(q, body, presented, caller.memberId),
      );
    },

    /** Which of the client's prices are not today's (no database work: the mirror holds the prices). */
    validatePrices(body: OrderValidateBody): OrderValidateAnswer['result'] {
      return validatePrices(body.items, findVariant);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
