// The product page's quantity control and stock status (docs/spec.md#second-4 "Product page"): at least 1;
// a piece that is not made to order cannot be counted beyond its stock, and trying says 'Out of Stock !'.

export const MIN_QUANTITY = 1;
/** Not in the spec: a sanity bound so a held-down button cannot run away (made-to-order pieces). */
export const MAX_QUANTITY = 99;

export const STOCK_TEXTS = {
  inStock: 'In Stock',
  madeToOrder: 'Made to order',
  outOfStock: 'Out of Stock !',
} as const;

export interface StockFacts {
  /** The spec's string form: 'true' or 'false'. */
  made_to_order: string;
  stock: number;
}

const isMadeToOrder = (p: StockFacts) => p.made_to_order === 'true';

/** Nothing can be ordered: a ready piece with no stock left. Made-to-order pieces are never sold out. */
export function isSoldOut(p: StockFacts): boolean {
  return !isMadeToOrder(p) && p.stock < MIN_QUANTITY;
}

/** The status line: 'Made to order', 'In Stock', or 'Out of Stock !' for a ready piece with none left. */
export function stockStatus(p: StockFacts): string {
  if (isMadeToOrder(p)) return STOCK_TEXTS.madeToOrder;
  return isSoldOut(p) ? STOCK_TEXTS.outOfStock : STOCK_TEXTS.inStock;
}

/** The most one may order: the stock for ready pieces, the sanity bound for made-to-order ones. */
export function quantityCap(p: StockFacts): number {
  if (isMadeToOrder(p)) return MAX_QUANTITY;
  return Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, Math.floor(p.stock)));
}

/** Any number (a URL, a stale state) as a quantity within 1..cap. */
export function clampQuantity(quantity: number, p: StockFacts): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(quantityCap(p), Math.max(MIN_QUANTITY, Math.floor(quantity)));
}

export interface QuantityStep {
  quantity: number;
  /** True when the step asked for more than the stock: the page shows 'Out of Stock !'. */
  outOfStock: boolean;
}

/** One step up or down. Up beyond the stock of a ready piece keeps the quantity and says so. */
export function stepQuantity(quantity: number, direction: 1 | -1, p: StockFacts): QuantityStep {
  const current = clampQuantity(quantity, p);
  if (direction === -1) return { quantity: Math.max(MIN_QUANTITY, current - 1), outOfStock: false };
  if (!isMadeToOrder(p) && current + 1 > p.stock) return { quantity: current, outOfStock: true };
  return { quantity: Math.min(quantityCap(p), current + 1), outOfStock: false };
}
