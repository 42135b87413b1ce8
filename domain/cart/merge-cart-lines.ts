// The login merge (issue 5 item 7): the device's cart meets the member's server cart. The same
// variant in both keeps the larger quantity (not the sum: the same piece put in the cart on two
// devices is usually the same wish, and adding would double it); every other line of either side
// stays. The member's lines come first, in their order, then the device's new ones. Stock cuts,
// the quantity cap and deletions are the reconciliation's job afterwards (reconcile-cart.ts).
import type { VariantRef } from './api-schemas.ts';

export interface MergeLine {
  sku: string;
  variant: VariantRef;
  quantity: number;
}

/**
 * `keyOf` names the variant a line means (its numeric id), or null when the catalogue does not know
 * it: an unknown device line is passed on as it is, so the answer can report it deleted. A line the
 * device sends twice counts with the sum of its quantities, as a normal sync would count it.
 */
export function mergeCartLines<L extends MergeLine>(
  member: readonly L[],
  device: readonly L[],
  keyOf: (line: L) => number | null,
): L[] {
  const fromDevice = new Map<number, { line: L; quantity: number }>();
  const unmatched: L[] = [];
  for (const line of device) {
    const key = keyOf(line);
    if (key === null) {
      unmatched.push(line);
      continue;
    }
    const seen = fromDevice.get(key);
    if (seen) seen.quantity += line.quantity;
    else fromDevice.set(key, { line, quantity: line.quantity });
  }

  const merged: L[] = [];
  const taken = new Set<number>();
  for (const line of member) {
    const key = keyOf(line);
    const other = key === null ? undefined : fromDevice.get(key);
    if (key === null || !other || taken.has(key)) {
      merged.push(line);
      continue;
    }
    taken.add(key);
    // The device's naming of the variant, so the device recognises its line in the answer.
    merged.push({ ...other.line, quantity: Math.max(line.quantity, other.quantity) });
  }
  for (const [key, { line, quantity }] of fromDevice) if (!taken.has(key)) merged.push({ ...line, quantity });
  return [...merged, ...unmatched];
}
