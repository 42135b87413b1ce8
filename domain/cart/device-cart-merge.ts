// Which of two device carts a tab keeps when another tab's arrives (app/state/device-store.ts
// `reconcile`). It travels with the stored state's schemas (persisted-state.ts), loaded after
// hydration: only a read of the device needs it, and a page's first load carries none of it.
//
// Each tab of a browser reads its own copy of localStorage, which another tab's write reaches a
// moment later: a tab can write a cart based on a copy that misses another tab's change, and the
// device keeps whichever write arrived last. So the stored cart counts what it is made of, and the
// newer of each part wins wherever it meets the older one:
// - `edits` counts the shopper's changes (add, remove, quantities, a cart forgotten at logout): the
//   lines of the cart with more edits have seen a change the other has not.
// - `syncs` counts the writes of the server's side (the write id kept before a sync leaves, the
//   answer kept after it): the session, server revision and write id of the cart with more syncs are
//   the server's latest.
// A tab that keeps a part of its own writes the result back, so the device and every tab end on the
// same cart. Equal counts with different contents (two tabs changing at the same instant, or a copy
// read just after a lock passed) are settled the same way in every tab: the higher server revision,
// then the stored text. A cart written by a build that does not count (a tab open since before an
// update) is taken whole, as are a cleared device's empty cart (app/state/cart-store.ts).
import type { DeviceCart } from './device-cart.ts';

const linesPart = (c: DeviceCart) => JSON.stringify([c.lines]);
const serverPart = (c: DeviceCart) => JSON.stringify([c.session, c.serverRevision, c.member, c.write]);
const revisionOf = (c: DeviceCart) => c.serverRevision ?? -1;

/** >0 when `a` wins, <0 when `b` does, 0 when they hold the same: by the counts, then by the text. */
function compare(a: DeviceCart, b: DeviceCart, counts: (c: DeviceCart) => number[], text: (c: DeviceCart) => string) {
  const [ca, cb] = [counts(a), counts(b)];
  for (let i = 0; i < ca.length; i++) if (ca[i] !== cb[i]) return ca[i]! - cb[i]!;
  const [ta, tb] = [text(a), text(b)];
  return ta === tb ? 0 : ta > tb ? 1 : -1;
}

/**
 * The cart this tab keeps: `theirs` itself when it is at least as new in every part (the usual case),
 * otherwise what is newer of each. A login or logout (the member differs) is taken whole from the side
 * with more syncs: lines of one shopper never go under another's bookkeeping.
 *
 * Lines are sent with the server revision and write id they were made on: a newer revision from the
 * other side (an answer that brought back another device's cart, say) is paired with these lines only
 * when both sides share it, or the next sync would write lines that never saw that cart over it. The
 * older revision is answered stale instead, and what was changed since it is laid over the server's
 * cart (cart-rebase.ts), as for any device that missed a change.
 */
export function mergeDeviceCarts<T extends DeviceCart>(mine: T, theirs: T): T {
  const server = compare(mine, theirs, (c) => [c.syncs, revisionOf(c)], serverPart);
  if (mine.member !== theirs.member) return server > 0 ? { ...theirs, ...pickCart(mine) } : theirs;
  // Lines adopted from the server at the same edits (prices, stock cuts) are newer than the lines they replaced.
  const lines = compare(mine, theirs, (c) => [c.edits, c.syncs, revisionOf(c)], linesPart);
  if (lines <= 0 && server <= 0) return theirs;
  if (lines > 0 && server > 0) return { ...theirs, ...pickCart(mine) };
  const linesFrom = lines > 0 ? mine : theirs;
  const serverFrom = server > 0 ? mine : theirs;
  // A write id kept at the same revision continues these lines' revision: the server takes them with it.
  const madeOn = serverFrom.serverRevision === linesFrom.serverRevision ? serverFrom : linesFrom;
  return {
    ...theirs,
    lines: linesFrom.lines,
    edits: linesFrom.edits,
    session: serverFrom.session,
    member: serverFrom.member,
    syncs: serverFrom.syncs,
    serverRevision: madeOn.serverRevision,
    base: madeOn.base,
    write: madeOn.write,
  };
}

const pickCart = ({ lines, session, serverRevision, base, member, write, edits, syncs }: DeviceCart): DeviceCart => ({
  lines,
  session,
  serverRevision,
  base,
  member,
  write,
  edits,
  syncs,
});
