// The products' compact strings (compact-product.ts) in buffers outside the JS heap, by slot. Kept as
// a million heap strings they made the build's collections copy and mark 550 MB more; in buffers they
// are a few objects the collector never reads. A string of Latin-1 characters only (nearly all, and
// every string the codec writes) is kept a byte a character, any other as UTF-8.
//
// The bytes are in chunks of 16 MiB, filled one after the other, rather than in one buffer: growing
// is a new chunk, not a copy of everything held, and settling after a first load copies the last
// chunk only. With one buffer, the copy to its exact size at the end of a 10-lakh build held the old
// and the new 345 MB at once: the build's peak (docs/decisions/2026-12-03-search-build-time.md).
import { Buffer } from 'node:buffer';

const BEYOND_LATIN1 = /[\u0100-\uffff]/;
/** Bytes per chunk; a string longer than this gets a chunk of its own size. */
const CHUNK_BYTES = 1 << 24;
const MIN_CHUNK_BYTES = 1024;
/** A string's start is chunk × CHUNK_SPAN + offset in the chunk (a chunk is below 4 GiB). */
const CHUNK_SPAN = 2 ** 32;
const UTF8_FLAG = 0x80000000;

export class ProductStore {
  private chunks: Buffer[] = [];
  /** Bytes written in the last chunk. */
  private used = 0;
  /** Bytes of every string written, and of those replaced or deleted since (given back by a compaction). */
  private written = 0;
  private dropped = 0;
  private start: Float64Array;
  /** Length in bytes, with the top bit set when the string is kept as UTF-8. */
  private length: Uint32Array;
  private readonly chunkBytes: number;

  constructor(slots: number, chunkBytes = CHUNK_BYTES) {
    this.chunkBytes = Math.max(MIN_CHUNK_BYTES, chunkBytes);
    this.start = new Float64Array(slots);
    this.length = new Uint32Array(slots);
  }

  /** Bytes in use by live strings (for measurements). */
  get liveBytes(): number {
    return this.written - this.dropped;
  }

  set(slot: number, encoded: string): void {
    this.delete(slot);
    const latin1 = !BEYOND_LATIN1.test(encoded);
    const size = latin1 ? encoded.length : Buffer.byteLength(encoded, 'utf8');
    const chunk = this.roomFor(size);
    chunk.write(encoded, this.used, latin1 ? 'latin1' : 'utf8');
    this.place(slot, size, latin1);
  }

  /** Keeps `bytes` (a string's Latin-1 bytes, as the codec writes them) for the slot. */
  setBytes(slot: number, bytes: Uint8Array): void {
    this.delete(slot);
    const size = bytes.length;
    this.roomFor(size).set(bytes, this.used);
    this.place(slot, size, true);
  }

  get(slot: number): string {
    const start = this.start[slot]!;
    const held = this.length[slot]!;
    const size = held & ~UTF8_FLAG;
    if (size === 0) return '';
    const c = Math.floor(start / CHUNK_SPAN);
    const at = start - c * CHUNK_SPAN;
    return this.chunks[c]!.toString(held === size ? 'latin1' : 'utf8', at, at + size);
  }

  /**
   * The slot's bytes as kept, valid until the store next changes: a string's Latin-1 bytes, as the
   * codec wrote them. A string `set` kept as UTF-8 holds a character beyond Latin-1, so it has none:
   * that throws rather than answer its characters cut to their low bytes.
   */
  bytes(slot: number): Uint8Array {
    const start = this.start[slot]!;
    const held = this.length[slot]!;
    const size = held & ~UTF8_FLAG;
    if (held !== size) throw new Error(`Slot ${slot} holds text beyond Latin-1, which has no Latin-1 bytes`);
    const c = Math.floor(start / CHUNK_SPAN);
    const at = start - c * CHUNK_SPAN;
    return size === 0 ? new Uint8Array(0) : this.chunks[c]!.subarray(at, at + size);
  }

  delete(slot: number): void {
    this.dropped += this.length[slot]! & ~UTF8_FLAG;
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

  /** Gives back the dropped strings and the room left in the last chunk (after the build). */
  trim(): void {
    if (this.dropped > 0) this.compact();
    const last = this.chunks.length - 1;
    if (last >= 0 && this.used < this.chunks[last]!.length) {
      const exact = Buffer.allocUnsafeSlow(this.used);
      this.chunks[last]!.copy(exact, 0, 0, this.used);
      this.chunks[last] = exact;
    }
  }

  /** The chunk that takes `size` more bytes at `used`: the last one, or a new one (compacting first when half is dropped). */
  private roomFor(size: number): Buffer {
    const last = this.chunks[this.chunks.length - 1];
    if (last && this.used + size <= last.length) return last;
    if (this.dropped > this.written - this.dropped) this.compact();
    const compacted = this.chunks[this.chunks.length - 1];
    if (compacted && this.used + size <= compacted.length) return compacted;
    return this.newChunk(size);
  }

  private newChunk(size: number): Buffer {
    const chunk = Buffer.allocUnsafeSlow(Math.max(this.chunkBytes, size));
    this.chunks.push(chunk);
    this.used = 0;
    return chunk;
  }

  /** Records the string just written at `used` in the last chunk. */
  private place(slot: number, size: number, latin1: boolean): void {
    this.start[slot] = (this.chunks.length - 1) * CHUNK_SPAN + this.used;
    this.length[slot] = latin1 ? size : (size | UTF8_FLAG) >>> 0;
    this.used += size;
    this.written += size;
  }

  /** New chunks holding the live strings only, in slot order. */
  private compact(): void {
    const old = this.chunks;
    this.chunks = [];
    this.used = 0;
    for (let slot = 0; slot < this.length.length; slot++) {
      const held = this.length[slot]!;
      const size = held & ~UTF8_FLAG;
      if (size === 0) continue;
      const start = this.start[slot]!;
      const c = Math.floor(start / CHUNK_SPAN);
      const at = start - c * CHUNK_SPAN;
      const last = this.chunks[this.chunks.length - 1];
      const chunk = last && this.used + size <= last.length ? last : this.newChunk(size);
      old[c]!.copy(chunk, this.used, at, at + size);
      this.start[slot] = (this.chunks.length - 1) * CHUNK_SPAN + this.used;
      this.used += size;
    }
    this.written -= this.dropped;
    this.dropped = 0;
  }
}
