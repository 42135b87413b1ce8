// A stale answer's cart with this device's own changes laid back over it.
//
// A sync based on an older revision writes nothing: the server answers it stale with its cart as it
// is (another device of the member changed it, another tab of this browser synced first, an order
// emptied it). Adopting that cart whole would undo what the shopper did here since the device last
// kept an answer. So the device keeps the lines of its last kept answer (its base), and over the
// stale answer's cart lays each line it changed since: a piece added or a quantity changed here takes
// this device's quantity (unless the server's cart no longer holds it: removed or bought elsewhere), a
// piece removed here leaves, and everything else is the server's. The result is sent again, on the
// answer's revision (cart-sync.ts). A written answer to lines changed while it travelled is rebased
// on the same way, from the lines sent.
import { lineKey, lineSum, type CartLine, type ServerCartLine } from './cart-rules.ts';

/** A line of the server cart as the device last kept it. */
export interface BaseLine {
  sku: string;
  variant: number | string;
  qty: number;
}

/** The lines a sync sent, as the base its written answer is measured from. */
export const sentBase = (lines: readonly CartLine[]): BaseLine[] =>
  lines.map((l) => ({ sku: l.sku, variant: l.variant, qty: l.qty }));

/** The base to keep with an answer's revision: its cart's live lines. */
export const baseOf = (server: readonly ServerCartLine[]): BaseLine[] =>
  server
    .filter((l) => !l.deleted && Number.isFinite(l.quantity) && l.quantity > 0)
    .map((l) => ({ sku: l.sku, variant: l.variant, qty: Math.floor(l.quantity) }));

/**
 * `adopted` (the stale answer's cart as adoptServerCart made it) with this device's changes since
 * `base` laid over it; null when there is no base or nothing changed since it (adopt as it is).
 */
export function rebaseOnServerCart(
  base: readonly BaseLine[] | null,
  mine: readonly CartLine[],
  adopted: readonly CartLine[],
): CartLine[] | null {
  if (base === null) return null;
  const before = new Map(base.map((l) => [lineKey(l.sku, l.variant), l.qty]));
  const changed = new Map<string, CartLine>();
  for (const line of mine) {
    const key = lineKey(line.sku, line.variant);
    if (before.get(key) !== line.qty) changed.set(key, line);
  }
  const here = new Set(mine.map((l) => lineKey(l.sku, l.variant)));
  const removed = new Set([...before.keys()].filter((key) => !here.has(key)));
  if (changed.size === 0 && removed.size === 0) return null;

  const lines: CartLine[] = [];
  const placed = new Set<string>();
  for (const line of adopted) {
    const key = lineKey(line.sku, line.variant);
    if (removed.has(key)) continue;
    const own = changed.get(key);
    // The server's price and stock, this device's quantity (the server cuts it again if it must).
    lines.push(own ? { ...line, qty: own.qty, sum: lineSum(line.selectedVariant.offerprice, own.qty) } : line);
    placed.add(key);
  }
  // Added here (not in the base), the newest last. A line the base held that the server's cart no
  // longer does was removed or bought elsewhere: a quantity changed here does not bring it back.
  for (const [key, line] of changed) if (!placed.has(key) && !before.has(key)) lines.push(line);
  return lines;
}
