// The products' compact strings (compact-product.ts) in one growing buffer outside the JS heap, by
// slot. Kept as a million heap strings they made the build's collections copy and mark 550 MB more;
// in a buffer they are one object the collector never reads. A string of Latin-1 characters only
// (nearly all) is kept a byte a character, any other as UTF-8.
import { Buffer } from 'node:buffer';

const BEYOND_LATIN1 = /[\u0100-\uffff]/;
const MIN_BYTES = 1024;

export class ProductStore {
  private bytes: Buffer;
  private used = 0;
  /** Bytes of strings replaced or deleted, given back by the next compaction. */
  private dropped = 0;
  private start: Float64Array;
  /** Length in bytes, with the top bit set when the string is kept as UTF-8. */
  private length: Uint32Array;

  constructor(slots: number, bytesPerSlot = 600) {
    this.bytes = Buffer.allocUnsafeSlow(Math.max(MIN_BYTES, slots * bytesPerSlot));
    this.start = new Float64Array(slots);
    this.length = new Uint32Array(slots);
  }

  /** Bytes in use by live strings (for measurements). */
  get liveBytes(): number {
    return this.used - this.dropped;
  }

  set(slot: number, encoded: string): void {
    this.delete(slot);
    const latin1 = !BEYOND_LATIN1.test(encoded);
    const size = latin1 ? encoded.length : Buffer.byteLength(encoded, 'utf8');
    if (this.used + size > this.bytes.length) this.makeRoom(size);
    this.bytes.write(encoded, this.used, latin1 ? 'latin1' : 'utf8');
    this.start[slot] = this.used;
    this.length[slot] = latin1 ? size : (size | 0x80000000) >>> 0;
    this.used += size;
  }

  get(slot: number): string {
    const at = this.start[slot]!;
    const held = this.length[slot]!;
    const size = held & 0x7fffffff;
    return this.bytes.toString(held === size ? 'latin1' : 'utf8', at, at + size);
  }

  delete(slot: number): void {
    this.dropped += this.length[slot]! & 0x7fffffff;
    this.length[slot] = 0;
  }

  resize(slots: number): void {
    const start = new Float64Array(slots);
    start.set(this.start);
    this.start = start;
    const length = new Uint32Array(slots);
    length.set(this.length);
    this.length = length;
  }

  /** Gives back the room reserved beyond the strings (after the build). */
  trim(): void {
    this.moveTo(this.used - this.dropped);
  }

  /** Compacts when half the buffer is dropped strings, else doubles it. */
  private makeRoom(size: number): void {
    const live = this.used - this.dropped;
    const wanted = live + size;
    this.moveTo(this.dropped > live ? Math.max(wanted * 2, MIN_BYTES) : Math.max(this.bytes.length * 2, wanted));
  }

  /** A new buffer of `capacity` bytes holding the live strings in slot order. */
  private moveTo(capacity: number): void {
    const next = Buffer.allocUnsafeSlow(Math.max(capacity, MIN_BYTES));
    let used = 0;
    for (let slot = 0; slot < this.length.length; slot++) {
      const size = this.length[slot]! & 0x7fffffff;
      if (size === 0) continue;
      const at = this.start[slot]!;
      this.bytes.copy(next, used, at, at + size);
      this.start[slot] = used;
      used += size;
    }
    this.bytes = next;
    this.used = used;
    this.dropped = 0;
  }
}
