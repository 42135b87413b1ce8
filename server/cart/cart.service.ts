// The server cart (API.md `refine/cart_update`, `order/validate`): today's prices and stock from the
// catalogue's in-memory mirror, the rules in domain/cart, one transaction per sync.
import type { CartUpdateAnswer, CartUpdateBody, OrderValidateAnswer, OrderValidateBody } from '../../domain/cart/api-schemas.ts';
import { reconcileCart } from '../../domain/cart/reconcile-cart.ts';
import { validatePrices } from '../../domain/cart/validate-prices.ts';
import { variantFactsOf, type FindVariant } from '../../domain/cart/variant-facts.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { hashCartToken, isCartTokenShaped, newCartToken } from './cart-token.ts';
import type { CartRepo } from './cart.repo.ts';

export function createCartService(repo: CartRepo, catalog: Pick<CatalogService, 'findBySku'>) {
  const findVariant: FindVariant = (sku, variant) => {
    const product = catalog.findBySku(sku);
    return product ? variantFactsOf(product, variant) : undefined;
  };

  return {
    /**
     * Reconciles the device's cart with today's catalogue and makes it the session's server cart.
     * A missing, unknown or tampered token is never an error and never reads another cart: it starts
     * a new, empty cart under a new token, which the answer hands back.
     */
    async updateCart(body: CartUpdateBody): Promise<CartUpdateAnswer['message']> {
      const lines = reconcileCart(body.message.cart, findVariant);
      const kept = lines.flatMap((l) => (l.variantKey === null ? [] : [{ variantId: l.variantKey, quantity: l.quantity }]));

      const { cartId, session, stored } = await repo.inTransaction(async (q) => {
        const presented = isCartTokenShaped(body.session) ? body.session : null;
        const known = presented === null ? undefined : await q.findByTokenHashForUpdate(hashCartToken(presented));
        if (presented !== null && known) return { cartId: known.id, session: presented, stored: await q.replaceLines(known.id, kept) };
        const fresh = newCartToken();
        const created = await q.create(hashCartToken(fresh));
        return { cartId: created.id, session: fresh, stored: await q.replaceLines(created.id, kept) };
      });

      const idOf = new Map(stored.map((s) => [s.variantId, s.id]));
      const cart = lines.map(({ variantKey, ...line }) => ({ id: variantKey === null ? null : (idOf.get(variantKey) ?? null), ...line }));
      return { action: true, cart, session, cart_id: cartId };
    },

    /** Which of the client's prices are not today's (no database work: the mirror holds the prices). */
    validatePrices(body: OrderValidateBody): OrderValidateAnswer['result'] {
      return validatePrices(body.items, findVariant);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
