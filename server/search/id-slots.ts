// Product id → slot, in typed arrays outside the JS heap (open addressing, linear probing). A Map of
// 10 lakh numbers was ~30 MiB of the build's JS heap, about half of what the main thread kept during
// a first load; V8 lets a heap grow to several times what it keeps before collecting it again, so the
// Map cost ~4× its size at the build's peak (docs/decisions/2026-12-04-search-build-peak.md).
// Ids are whole numbers (safe integers, possibly negative or huge); slots are 0 to 2^31 - 2, held
// as slot + 1 so that a new table is all EMPTY without being written (its pages stay unresident
// until used).

const EMPTY = 0;
/** A deleted entry: probes go on past it, an insertion may reuse it. */
const GONE = -1;
const MIN_ROOM = 16;

/** Where probing for `id` starts in a table of `mask + 1` entries (a power of two). */
export function idHash(id: number, mask: number): number {
  const low = id | 0;
  const high = Math.floor(id / 2 ** 32) | 0;
  let h = Math.imul(low ^ Math.imul(high, 0x27d4eb2d), 0x9e3779b1);
  h ^= h >>> 15;
  return (h >>> 0) & mask;
}

export class IdSlots {
  private keys: Float64Array;
  private slots: Int32Array;
  private mask: number;
  private count = 0;
  /** Entries live or GONE: what probing walks through. */
  private taken = 0;

  /** Room for `expected` ids without growing (the table is kept at most half taken). */
  constructor(expected = 0) {
    let room = MIN_ROOM;
    while (room < expected * 2) room *= 2;
    this.keys = new Float64Array(room);
    this.slots = new Int32Array(room);
    this.mask = room - 1;
  }

  get size(): number {
    return this.count;
  }

  get(id: number): number | undefined {
    const at = this.find(id);
    return at < 0 ? undefined : this.slots[at]! - 1;
  }

  set(id: number, slot: number): void {
    const at = this.find(id);
    if (at >= 0) {
      this.slots[at] = slot + 1;
      return;
    }
    // Kept at most half taken; the GONE entries are dropped at a rehash, which doubles only when the
    // live ones are more than a quarter.
    if ((this.taken + 1) * 2 > this.slots.length)
      this.rehash(this.count + 1 > this.slots.length / 4 ? this.slots.length * 2 : this.slots.length);
    let i = idHash(id, this.mask);
    for (;;) {
      const held = this.slots[i]!;
      if (held === EMPTY || held === GONE) {
        if (held === EMPTY) this.taken++;
        this.keys[i] = id;
        this.slots[i] = slot + 1;
        this.count++;
        return;
      }
      i = (i + 1) & this.mask;
    }
  }

  delete(id: number): boolean {
    const at = this.find(id);
    if (at < 0) return false;
    this.slots[at] = GONE;
    this.count--;
    return true;
  }

  /** The entry holding `id`, or -1. */
  private find(id: number): number {
    const slots = this.slots;
    const keys = this.keys;
    let i = idHash(id, this.mask);
    for (;;) {
      const held = slots[i]!;
      if (held === EMPTY) return -1;
      if (held !== GONE && keys[i] === id) return i;
      i = (i + 1) & this.mask;
    }
  }

  /** The live entries into a table of `room` entries (dropping the GONE ones). */
  private rehash(room: number): void {
    const keys = this.keys;
    const slots = this.slots;
    this.keys = new Float64Array(room);
    this.slots = new Int32Array(room);
    this.mask = room - 1;
    this.taken = this.count;
    for (let j = 0; j < slots.length; j++) {
      const held = slots[j]!;
      if (held <= EMPTY) continue;
      let i = idHash(keys[j]!, this.mask);
      while (this.slots[i] !== EMPTY) i = (i + 1) & this.mask;
      this.keys[i] = keys[j]!;
      this.slots[i] = held;
    }
  }
}
