// The cart's rules (docs/spec.md#first-3 "Cart line", #first-4 "Cart"; docs/spec.md#second-3 client cart line): pure
// functions from a cart and an action to the next cart and the toast to show. The device store applies
// them; the server's answer to refine/cart_update is applied by applyServerCart.
import { MAX_QUANTITY } from '../product/quantity.ts';

export const CART_TEXTS = {
  added: 'Item Added to Cart',
  removed: 'Item Removed from Cart',
  outOfStock: 'Out of stock',
} as const;
export type CartText = (typeof CART_TEXTS)[keyof typeof CART_TEXTS];

/** The variant a line holds: what the cart shows and prices it by. `id` is the variant's numeric id. */
export interface SelectedVariant {
  id: number;
  /** The URL form of the variant (?variant_id=) for links back to the product page. */
  variant_id: string;
  offerprice: number;
  color: string;
  size: string | null;
  /** Comma-separated picture paths, as the catalogue has them. */
  image: string;
  alt: string;
}

/** The product fields a line carries (spec: "the product fields plus qty, variant, selectedVariant, sum, active"). */
export interface CartProduct {
  sku: string;
  value: string;
  name: string;
  /** The spec's string form: 'true' or 'false'. */
  made_to_order: string;
  stock: number;
}

/** What an add-to-cart button hands over. */
export interface CartItem extends CartProduct {
  selectedVariant: SelectedVariant;
}

export interface CartLine extends CartItem {
  qty: number;
  /** The variant's id: with the sku, what the server cart knows the line by. */
  variant: number;
  sum: number;
  /** False until the server has priced the line; true after a price refresh unless deleted. */
  active: boolean;
  /** The offer price when the shopper added the piece: the cart page notices a change. */
  addedPrice: number;
}

export interface CartOutcome {
  lines: CartLine[];
  /** The toast for the shopper, or null when nothing is worth saying. */
  message: CartText | null;
}

const madeToOrder = (p: CartProduct) => p.made_to_order === 'true';

/** The most of one line a cart may hold: the stock of a ready piece, a sanity bound otherwise. */
export function lineCap(p: CartProduct): number {
  if (madeToOrder(p)) return MAX_QUANTITY;
  return Math.max(0, Math.min(MAX_QUANTITY, Math.floor(p.stock)));
}

export const lineSum = (offerprice: number, qty: number) => offerprice * qty;

const withQty = (line: CartLine, qty: number): CartLine => ({
  ...line,
  qty,
  sum: lineSum(line.selectedVariant.offerprice, qty),
});

const wholeQuantity = (n: number) => (Number.isFinite(n) ? Math.max(1, Math.floor(n)) : 1);

/**
 * Adds `quantity` of a variant. The same variant again increases its line (with the newest product
 * facts); a ready piece stops at its stock, and asking beyond it says 'Out of stock'.
 */
export function addToCart(lines: readonly CartLine[], item: CartItem, quantity = 1): CartOutcome {
  const wanted = wholeQuantity(quantity);
  const cap = lineCap(item);
  const index = lines.findIndex((l) => l.variant === item.selectedVariant.id && l.sku === item.sku);
  const current = index === -1 ? 0 : lines[index]!.qty;
  const next = Math.min(cap, current + wanted);
  if (next <= current) return { lines: [...lines], message: CART_TEXTS.outOfStock };
  const message = current + wanted > cap ? CART_TEXTS.outOfStock : CART_TEXTS.added;
  if (index === -1) {
    const line: CartLine = {
      ...item,
      qty: next,
      variant: item.selectedVariant.id,
      sum: lineSum(item.selectedVariant.offerprice, next),
      active: false,
      addedPrice: item.selectedVariant.offerprice,
    };
    return { lines: [...lines, line], message };
  }
  const old = lines[index]!;
  const updated = withQty(
    { ...old, ...item, addedPrice: old.addedPrice, active: old.active, variant: old.variant },
    next,
  );
  return { lines: lines.map((l, i) => (i === index ? updated : l)), message };
}

/**
 * Buy now: the cart holds this variant at exactly `quantity` (the quantity the product page shows),
 * whatever it held of it before, so Buy now after Add to cart never doubles it
 * (docs/decisions/2026-11-26-buy-now.md). Other lines stay. Quiet when nothing is cut: the page goes
 * straight to the checkout.
 */
export function buyNowLine(lines: readonly CartLine[], item: CartItem, quantity = 1): CartOutcome {
  const without = lines.filter((l) => !(l.variant === item.selectedVariant.id && l.sku === item.sku));
  const index = lines.findIndex((l) => l.variant === item.selectedVariant.id && l.sku === item.sku);
  const added = addToCart(without, item, quantity);
  if (index === -1)
    return { lines: added.lines, message: added.message === CART_TEXTS.outOfStock ? added.message : null };
  // Keep the line where it was, with the price it was first added at (the cart page notices a change).
  const line = added.lines.find((l) => l.variant === item.selectedVariant.id && l.sku === item.sku);
  if (!line) return { lines: without, message: added.message };
  const kept: CartLine = { ...line, addedPrice: lines[index]!.addedPrice, active: lines[index]!.active };
  const next = [...without];
  next.splice(index, 0, kept);
  return { lines: next, message: added.message === CART_TEXTS.outOfStock ? added.message : null };
}

const findLine = (lines: readonly CartLine[], variant: number) => lines.findIndex((l) => l.variant === variant);

/** One more of a line; at the cap of a ready piece the line stays and the answer says 'Out of stock'. */
export function incrementLine(lines: readonly CartLine[], variant: number): CartOutcome {
  const line = lines[findLine(lines, variant)];
  if (!line) return { lines: [...lines], message: null };
  if (line.qty + 1 > lineCap(line)) return { lines: [...lines], message: CART_TEXTS.outOfStock };
  return { lines: lines.map((l) => (l === line ? withQty(l, l.qty + 1) : l)), message: null };
}

/** One less of a line; at quantity 1 the line goes. */
export function decrementLine(lines: readonly CartLine[], variant: number): CartOutcome {
  const line = lines[findLine(lines, variant)];
  if (!line) return { lines: [...lines], message: null };
  if (line.qty <= 1) return removeLine(lines, variant);
  return { lines: lines.map((l) => (l === line ? withQty(l, l.qty - 1) : l)), message: null };
}

export function removeLine(lines: readonly CartLine[], variant: number): CartOutcome {
  const kept = lines.filter((l) => l.variant !== variant);
  return { lines: kept, message: kept.length === lines.length ? null : CART_TEXTS.removed };
}

export function clearCart(): CartOutcome {
  return { lines: [], message: null };
}

/** The subtotal in rupees: the sum of every line's offerprice × qty. */
export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((total, l) => total + l.sum, 0);
}

/** Newest first, as the mini-cart lists them (lines are kept in the order they were added). */
export const newestFirst = (lines: readonly CartLine[]) => [...lines].reverse();

/** The line's price moved since it was added (the cart page's notice). */
export const priceChanged = (line: CartLine) => line.selectedVariant.offerprice !== line.addedPrice;

/** One line of the server cart (docs/api.md refine/cart_update). */
export interface ServerCartLine {
  id?: number | string | null;
  sku: string;
  variant: number | string;
  quantity: number;
  price: number;
  sum?: number;
  deleted: boolean;
  active?: boolean;
  reason?: string;
  /** The piece, for a line this device may not have (another device put it in a member's cart). */
  item?: CartItem;
}

export interface ServerCartOutcome {
  lines: CartLine[];
  /** Lines the server no longer sells (unknown, unpriced, sold out): taken out of the cart. */
  removed: CartLine[];
  /** Lines whose quantity the server cut to its stock or the quantity limit. */
  cut: CartLine[];
}

/** A line's key in the device cart and the server's: its piece and variant. */
export const lineKey = (sku: string, variant: number | string) => `${sku}\u0000${String(variant)}`;

/**
 * The server's cart becomes the device's: the server keeps the one cart of a member's devices, so
 * its answer is the whole truth once it is based on what this device last saw. Every line it keeps
 * is here at today's price and its quantity (the device's facts of a line it has, the answer's piece
 * for one it has not); deleted lines leave, and so do lines the answer does not hold (another device
 * removed them). A quantity cut to stock lowers the line's stock too, so the next add stops there.
 */
export function adoptServerCart(lines: readonly CartLine[], server: readonly ServerCartLine[]): ServerCartOutcome {
  const mine = new Map(lines.map((l) => [lineKey(l.sku, l.variant), l]));
  const taken = new Set<string>();
  const kept: CartLine[] = [];
  const removed: CartLine[] = [];
  const cut: CartLine[] = [];
  for (const s of server) {
    const key = lineKey(s.sku, s.variant);
    if (taken.has(key)) continue;
    taken.add(key);
    const own = mine.get(key);
    const quantity = Number.isFinite(s.quantity) ? Math.floor(s.quantity) : 0;
    if (s.deleted || quantity <= 0) {
      if (own) removed.push(own);
      continue;
    }
    const qty = Math.min(quantity, MAX_QUANTITY);
    const price = Number.isSafeInteger(s.price) && s.price > 0 ? s.price : (own ?? s.item)?.selectedVariant.offerprice;
    if (price === undefined) continue;
    let next: CartLine;
    if (own) {
      const wasCut = qty < own.qty && s.reason !== undefined;
      const stock = wasCut || s.reason === 'OUT_OF_STOCK' ? Math.min(own.stock, qty) : own.stock;
      next = {
        ...own,
        stock,
        qty,
        sum: lineSum(price, qty),
        active: true,
        selectedVariant: { ...own.selectedVariant, offerprice: price },
      };
      if (wasCut) cut.push(next);
    } else if (s.item && s.item.sku === s.sku) {
      // A line another device added: shown at today's price, which is also its price when added here.
      next = {
        ...s.item,
        selectedVariant: { ...s.item.selectedVariant, offerprice: price },
        qty,
        variant: s.item.selectedVariant.id,
        sum: lineSum(price, qty),
        active: true,
        addedPrice: price,
      };
    } else {
      // Nothing to show it by (an answer without the piece): left out rather than shown broken.
      continue;
    }
    kept.push(next);
  }
  return { lines: kept, removed, cut };
}
