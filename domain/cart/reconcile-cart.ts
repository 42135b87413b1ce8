// The server's answer to a device cart (docs/api.md `refine/cart_update`): today's prices and stock win.
// - a line whose sku or variant is unknown, or whose variant is unpriced, comes back deleted;
// - lines naming the same variant merge into one (quantities add up, capped at MAX_QUANTITY);
// - for a piece not made to order, the lines of one product share its stock in request order: a
//   quantity above what is left is cut with reason OUT_OF_STOCK, and a line left with none is
//   deleted (quantity 0, reason OUT_OF_STOCK) — a sold-out piece cannot stay in a cart;
// - made-to-order pieces are never cut by stock;
// - sum = price × quantity.
import { MAX_QUANTITY, type CartLineReason, type CartRequestLine, type VariantRef } from './api-schemas.ts';
import type { FindVariant } from './variant-facts.ts';

export interface ReconciledLine {
  sku: string;
  variant: VariantRef;
  /** The variant's code; null when unknown. */
  variant_id: string | null;
  /** The database key of the variant the line keeps; null for a deleted line. */
  variantKey: number | null;
  quantity: number;
  price: number;
  sum: number;
  deleted: boolean;
  active: boolean;
  reason?: CartLineReason;
}

function unavailable(line: CartRequestLine): ReconciledLine {
  return {
    sku: line.sku,
    variant: line.variant,
    variant_id: null,
    variantKey: null,
    quantity: 0,
    price: 0,
    sum: 0,
    deleted: true,
    active: false,
    reason: 'UNAVAILABLE',
  };
}

export function reconcileCart(requested: readonly CartRequestLine[], find: FindVariant): ReconciledLine[] {
  // Slots keep the request's order; a repeated variant adds to the slot of its first line.
  type Known = { kind: 'known'; line: CartRequestLine; facts: NonNullable<ReturnType<FindVariant>>; quantity: number };
  const slots: (Known | { kind: 'unknown'; line: CartRequestLine })[] = [];
  const byVariant = new Map<number, Known>();
  for (const line of requested) {
    const facts = find(line.sku, line.variant);
    if (!facts || facts.offerprice <= 0 || facts.sku !== line.sku) {
      slots.push({ kind: 'unknown', line });
      continue;
    }
    const seen = byVariant.get(facts.id);
    if (seen) {
      seen.quantity += line.quantity;
      continue;
    }
    const slot: Known = { kind: 'known', line, facts, quantity: line.quantity };
    byVariant.set(facts.id, slot);
    slots.push(slot);
  }

  const stockLeft = new Map<number, number>();
  return slots.map((slot) => {
    if (slot.kind === 'unknown') return unavailable(slot.line);
    const { line, facts } = slot;
    let quantity = Math.min(slot.quantity, MAX_QUANTITY);
    let reason: CartLineReason | undefined = quantity < slot.quantity ? 'QUANTITY_LIMIT' : undefined;
    if (!facts.madeToOrder) {
      const left = Math.max(0, stockLeft.get(facts.productId) ?? facts.stock);
      if (quantity > left) {
        quantity = left;
        reason = 'OUT_OF_STOCK';
      }
      stockLeft.set(facts.productId, left - quantity);
    }
    const deleted = quantity === 0;
    return {
      sku: line.sku,
      variant: line.variant,
      variant_id: facts.variant_id,
      variantKey: deleted ? null : facts.id,
      quantity,
      price: facts.offerprice,
      sum: facts.offerprice * quantity,
      deleted,
      active: !deleted,
      ...(reason ? { reason } : {}),
    };
  });
}
