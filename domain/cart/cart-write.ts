// Which cart syncs the server writes. Every sync names the cart revision its device last adopted and
// the device's write: a random id the device keeps until it has kept that write's answer
// (docs/decisions/2026-11-24-cart-follows-member.md, "A page closed with its sync in flight"). A
// write that was made but whose answer never arrived (the page was closed, the network dropped it)
// leaves the cart one or more revisions past the device; when the cart's last write is still that
// same id, nobody else has written since, and the device's lines (as new as that write's, or newer)
// are written again. Any other write (another device's, an order emptying the cart, a login merge)
// replaces the id, and the usual revision rule holds.

/** 128 random bits in base64url: unguessable by another device, short in every request. */
export const CART_WRITE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A new write id (crypto.getRandomValues: unlike randomUUID, there on plain-HTTP pages too). */
export function newCartWriteId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export interface SentSync {
  /** The revision the device last adopted; null when it sent none. */
  revision: number | null;
  /** The device's write id; null from a client that sends none. */
  write: string | null;
}

export interface CartAsStored {
  revision: number;
  /** The write id of the sync that last wrote the lines; null after any other write. */
  lastWrite: string | null;
  /** A member's cart (other devices may write it), or a guest's (one device). */
  member: boolean;
}

/**
 * True when the sync's lines replace the cart's: it is based on the cart's revision, or the cart's
 * last write was this very device's unanswered one. A member's sync without a revision has not seen
 * the cart (another device may have filled it); a guest's is written, as older clients send none.
 */
export function isCurrentWrite(sent: SentSync, cart: CartAsStored): boolean {
  if (sent.write !== null && sent.write === cart.lastWrite) return true;
  return sent.revision === null ? !cart.member : sent.revision === cart.revision;
}
