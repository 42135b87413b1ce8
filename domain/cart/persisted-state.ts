// What the device keeps between visits (docs/spec.md#first-4 "Persistence", #first-9 threshold 2500): each
// store is saved on every change as { counter, data }, and read back only when its counter is at least
// 2500 and its data has the shape this code expects. Older, foreign or corrupt data is dropped: the
// shopper starts with an empty list rather than a broken page.
//
// zod/mini rather than zod: this module reaches the browser on every page (after hydration), where
// full zod weighs about 24 KB gzipped and the mini build a fraction of it; the rules are the same.
import { z } from 'zod/mini';
import { CART_WRITE_PATTERN } from './cart-write.ts';
import { NO_CART, type DeviceCart } from './device-cart.ts';
import { serializeState, STATE_COUNTER } from './state-envelope.ts';

// Written by the zod-free envelope module; exported here too for the readers' tests.
export { serializeState, STATE_COUNTER };
// Needed only where the device is read, as these schemas are: it arrives in their chunk, after hydration.
export { mergeDeviceCarts } from './device-cart-merge.ts';
export const PERSIST_THRESHOLD = 2500;

const rupees = z.int().check(z.nonnegative());

const selectedVariantSchema = z.object({
  id: z.int(),
  variant_id: z.string(),
  offerprice: rupees,
  color: z.string(),
  size: z.nullable(z.string()),
  image: z.string(),
  alt: z.string(),
});

const itemShape = {
  sku: z.string().check(z.minLength(1)),
  value: z.string(),
  name: z.string(),
  made_to_order: z.string(),
  stock: z.int(),
  selectedVariant: selectedVariantSchema,
};

export const listEntrySchema = z.object(itemShape);

export const cartLineSchema = z.object({
  ...itemShape,
  qty: z.int().check(z.positive()),
  variant: z.int(),
  sum: rupees,
  active: z.boolean(),
  addedPrice: rupees,
});

export const storedCartSchema = z.object({
  lines: z.array(cartLineSchema),
  session: z.nullable(z.string()),
  /** The server cart's revision this device last adopted (absent in carts kept before members' carts). */
  serverRevision: z.optional(z.nullable(z.int().check(z.nonnegative()))),
  /** That revision's lines (domain/cart/cart-rebase.ts); null or absent: none kept. */
  base: z.optional(
    z.nullable(
      z.array(
        z.object({
          sku: z.string().check(z.minLength(1)),
          variant: z.union([z.int(), z.string().check(z.minLength(1))]),
          qty: z.int().check(z.positive()),
        }),
      ),
    ),
  ),
  /** The member whose cart this is; null or absent for a guest's. */
  member: z.optional(z.nullable(z.int())),
  /** The device's write whose answer is not kept yet (domain/cart/cart-write.ts); null or absent: none. */
  write: z.optional(z.nullable(z.string().check(z.regex(CART_WRITE_PATTERN)))),
  /** How many of the shopper's changes the lines have seen, and of the server's syncs the rest (device-cart-merge.ts); absent: 0. */
  edits: z.optional(z.int().check(z.nonnegative())),
  syncs: z.optional(z.int().check(z.nonnegative())),
});
export const storedListSchema = z.object({ entries: z.array(listEntrySchema) });

export type StoredCart = z.infer<typeof storedCartSchema>;
export type StoredList = z.infer<typeof storedListSchema>;

const envelope = z.object({ counter: z.number(), data: z.unknown() });

/** The stored data when it can be trusted, else null. Never throws. */
export function restoreState<T>(raw: string | null | undefined, schema: z.ZodMiniType<T>): T | null {
  if (typeof raw !== 'string' || raw === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const outer = envelope.safeParse(json);
  if (!outer.success || !(outer.data.counter >= PERSIST_THRESHOLD)) return null;
  const inner = schema.safeParse(outer.data.data);
  return inner.success ? inner.data : null;
}

export const restoreCart = (raw: string | null | undefined) => restoreState(raw, storedCartSchema);
export const restoreList = (raw: string | null | undefined) => restoreState(raw, storedListSchema);

/**
 * A tab's cart (`current`) after reading the device's text: the stored parts from it, a new local
 * revision. Here rather than beside the store, since only a read needs it: it arrives with the schemas.
 */
export function readDeviceCart<T extends DeviceCart & { revision: number }>(raw: string | null, current: T): T {
  const stored = restoreCart(raw);
  if (!stored) {
    // Nothing stored (or nothing sound): a device as new, whose next write any tab takes.
    const emptied = { ...current, edits: 0, syncs: 0 };
    if (current.lines.length === 0 && current.session === null && current.member === null) return emptied;
    return { ...emptied, ...NO_CART, revision: current.revision + 1 };
  }
  // A new revision: an answer to a sync sent before another tab's change must not be laid over it.
  // A cart without counts (written by a build before them) is newer than anything this tab holds.
  return {
    ...current,
    lines: stored.lines,
    session: stored.session,
    serverRevision: stored.serverRevision ?? null,
    base: stored.base ?? null,
    member: stored.member ?? null,
    write: stored.write ?? null,
    revision: current.revision + 1,
    edits: stored.edits ?? current.edits + 1,
    syncs: stored.syncs ?? current.syncs + 1,
  };
}
