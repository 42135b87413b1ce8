// Which cart a tab keeps when another tab's arrives: each part from the side that has seen more of it.
import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-rules.ts';
import { NO_CART, type DeviceCart } from './device-cart.ts';
import { mergeDeviceCarts } from './device-cart-merge.ts';

/** A cart as a tab holds it: the travelling parts and what is only the page's. */
type TabCart = DeviceCart & { revision: number; syncing: boolean };
const EMPTY: TabCart = { ...NO_CART, edits: 0, syncs: 0, revision: 0, syncing: false };

const line = (variant: number) => ({ variant, sku: `SKU${variant}`, qty: 1 }) as unknown as CartLine;

const cart = (variants: number[], parts: Partial<DeviceCart> = {}): TabCart => ({
  ...EMPTY,
  lines: variants.map(line),
  session: 's',
  serverRevision: 4,
  ...parts,
});

const variants = (c: DeviceCart) => c.lines.map((l) => l.variant);

describe('mergeDeviceCarts', () => {
  it.each<
    [string, TabCart, TabCart, { lines: number[]; write: string | null; serverRevision: number | null; mine: boolean }]
  >([
    [
      'theirs has seen every change of mine: theirs',
      cart([1], { edits: 2, syncs: 3 }),
      cart([1, 2], { edits: 3, syncs: 3 }),
      { lines: [1, 2], write: null, serverRevision: 4, mine: false },
    ],
    [
      'the same cart: theirs',
      cart([1], { edits: 2, syncs: 3 }),
      cart([1], { edits: 2, syncs: 3 }),
      { lines: [1], write: null, serverRevision: 4, mine: false },
    ],
    [
      'a piece added here, a sync begun there: my lines, their write id',
      cart([1, 2, 3], { edits: 3, syncs: 3 }),
      cart([1, 2], { edits: 2, syncs: 4, write: 'w-there-0000000000' }),
      { lines: [1, 2, 3], write: 'w-there-0000000000', serverRevision: 4, mine: true },
    ],
    [
      'a sync begun here, a piece added there: their lines, my write id',
      cart([1, 2], { edits: 2, syncs: 4, write: 'w-here-00000000000' }),
      cart([1, 2, 3], { edits: 3, syncs: 3 }),
      { lines: [1, 2, 3], write: 'w-here-00000000000', serverRevision: 4, mine: true },
    ],
    [
      'a piece added here, an answer kept there: my lines on my revision (the answer may hold another device’s cart)',
      cart([1, 2, 3], { edits: 3, syncs: 3 }),
      cart([1, 2], { edits: 2, syncs: 5, serverRevision: 5 }),
      { lines: [1, 2, 3], write: null, serverRevision: 4, mine: true },
    ],
    [
      'a piece added here after their write id, their answer kept: my lines with that write id, which the server continues',
      cart([1, 2, 3], { edits: 3, syncs: 4, write: 'w-there-0000000000' }),
      cart([1, 2], { edits: 2, syncs: 5, serverRevision: 5 }),
      { lines: [1, 2, 3], write: 'w-there-0000000000', serverRevision: 4, mine: true },
    ],
    [
      'the same syncs at different revisions: the higher revision, in either tab',
      cart([1, 2], { edits: 2, syncs: 6, serverRevision: 10 }),
      cart([1, 2], { edits: 2, syncs: 6, serverRevision: 9 }),
      { lines: [1, 2], write: null, serverRevision: 10, mine: true },
    ],
    [
      'the server cut a line there at the same edits: their lines',
      cart([1, 2], { edits: 2, syncs: 3 }),
      cart([1], { edits: 2, syncs: 5, serverRevision: 5 }),
      { lines: [1], write: null, serverRevision: 5, mine: false },
    ],
    [
      'an older cart of theirs (a write overtaken by mine): mine whole',
      cart([1, 2, 3], { edits: 3, syncs: 5, serverRevision: 5 }),
      cart([1, 2], { edits: 2, syncs: 3 }),
      { lines: [1, 2, 3], write: null, serverRevision: 5, mine: true },
    ],
    [
      'logged out there (the cart forgotten): theirs whole, even with a piece added here',
      cart([1, 2, 3], { edits: 4, syncs: 3, member: 7 }),
      cart([], { edits: 4, syncs: 4, member: null, session: null, serverRevision: null }),
      { lines: [], write: null, serverRevision: null, mine: false },
    ],
    [
      'a login kept there is newer than a guest cart here, whatever its edits',
      cart([1, 2, 3], { edits: 5, syncs: 3 }),
      cart([1, 2, 9], { edits: 2, syncs: 4, member: 7, serverRevision: 12 }),
      { lines: [1, 2, 9], write: null, serverRevision: 12, mine: false },
    ],
  ])('%s', (_, mine, theirs, expected) => {
    const kept = mergeDeviceCarts(mine, theirs);
    expect(variants(kept)).toEqual(expected.lines);
    expect(kept).toMatchObject({ write: expected.write, serverRevision: expected.serverRevision });
    // Whatever is not theirs is written back by the device store (it keeps theirs as the same object).
    expect(kept !== theirs).toBe(expected.mine);
  });

  it('two carts at the same counts end the same in either tab', () => {
    const a = cart([1, 2], { edits: 3, syncs: 3 });
    const b = cart([1, 4], { edits: 3, syncs: 3 });
    expect(variants(mergeDeviceCarts(a, b))).toEqual(variants(mergeDeviceCarts(b, a)));
  });

  it('keeps what is only this page’s (the local revision, syncing) from the incoming state', () => {
    const mine = cart([1, 2, 3], { edits: 3 });
    const theirs = { ...cart([1, 2], { edits: 2 }), revision: 9, syncing: true };
    expect(mergeDeviceCarts(mine, theirs)).toMatchObject({ revision: 9, syncing: true, edits: 3 });
  });
});
