// The byte forms compact-product.ts writes a product in: varints, float64s, decimals as whole
// numbers, and text as Latin-1 or UTF-8 bytes. Written into one reused buffer and handed out as a
// string of characters below 256 (a byte each in product-store.ts); read back from such a string.
import { Buffer } from 'node:buffer';

const FLOAT = new Float64Array(1);
const FLOAT_BYTES = new Uint8Array(FLOAT.buffer);
/** Decimals kept as a whole number and a count of digits: prices, weights and ratings have 1–3. */
export const MAX_DECIMALS = 6;
const POWERS = Array.from({ length: MAX_DECIMALS + 1 }, (_, k) => 10 ** k);

/**
 * The fewest decimals (1 to MAX_DECIMALS) with which `v` (positive, not whole) is `m / 10^k` exactly
 * for a safe integer m, or 0 when there are none.
 */
export function decimalsOf(v: number): number {
  for (let k = 1; k <= MAX_DECIMALS; k++) {
    const m = Math.round(v * POWERS[k]!);
    if (!Number.isSafeInteger(m)) return 0;
    if (m / POWERS[k]! === v) return k;
  }
  return 0;
}

/** True when every character is below 256 (the string is its Latin-1 bytes). */
export function isLatin1(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0xff) return false;
  return true;
}

export class ByteWriter {
  private bytes = Buffer.allocUnsafeSlow(4096);
  private at = 0;

  /** Starts a new string. */
  reset(): void {
    this.at = 0;
  }

  /** The bytes written since reset, as a string of characters below 256. */
  toString(): string {
    return this.bytes.toString('latin1', 0, this.at);
  }

  /** Bytes written since reset. */
  get length(): number {
    return this.at;
  }

  /** Drops what was written after `length` (a length read before). */
  rewind(length: number): void {
    this.at = length;
  }

  /** The bytes written since reset, valid until the next write. */
  view(): Uint8Array {
    return this.bytes.subarray(0, this.at);
  }

  byte(b: number): void {
    if (this.at >= this.bytes.length) this.grow(1);
    this.bytes[this.at++] = b;
  }

  /** A whole number from 0 to 2^53, seven bits a byte, the lowest first. */
  varint(n: number): void {
    while (n >= 0x80) {
      this.byte((n % 0x80) | 0x80);
      n = Math.floor(n / 0x80);
    }
    this.byte(n);
  }

  float64(v: number): void {
    FLOAT[0] = v;
    for (let i = 0; i < 8; i++) this.byte(FLOAT_BYTES[i]!);
  }

  /** `|v|` as decimalsOf's k (a byte) and m (a varint). */
  decimal(v: number, k: number): void {
    this.byte(k);
    this.varint(Math.round(Math.abs(v) * POWERS[k]!));
  }

  /** Its length, then its characters a byte each (isLatin1 must hold). */
  latin1(s: string): void {
    this.varint(s.length);
    if (this.at + s.length > this.bytes.length) this.grow(s.length);
    for (let i = 0; i < s.length; i++) this.bytes[this.at++] = s.charCodeAt(i);
  }

  /** Its length in UTF-8 bytes, then those bytes. */
  utf8(s: string): void {
    const size = Buffer.byteLength(s, 'utf8');
    this.varint(size);
    if (this.at + size > this.bytes.length) this.grow(size);
    this.at += this.bytes.write(s, this.at, size, 'utf8');
  }

  private grow(more: number): void {
    const next = Buffer.allocUnsafeSlow(Math.max(this.bytes.length * 2, this.at + more));
    this.bytes.copy(next, 0, 0, this.at);
    this.bytes = next;
  }
}

export class ByteReader {
  private s = '';
  private at = 0;

  /** Reads `s` from its start. */
  reset(s: string): void {
    this.s = s;
    this.at = 0;
  }

  byte(): number {
    return this.s.charCodeAt(this.at++);
  }

  varint(): number {
    let n = 0;
    let scale = 1;
    for (;;) {
      const b = this.s.charCodeAt(this.at++);
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      scale *= 0x80;
    }
  }

  float64(): number {
    for (let i = 0; i < 8; i++) FLOAT_BYTES[i] = this.s.charCodeAt(this.at++);
    return FLOAT[0]!;
  }

  /** The positive number decimal() wrote. */
  decimal(): number {
    const k = this.byte();
    return this.varint() / POWERS[k]!;
  }

  latin1(): string {
    const n = this.varint();
    const t = this.s.slice(this.at, this.at + n);
    this.at += n;
    return t;
  }

  utf8(): string {
    const n = this.varint();
    const t = Buffer.from(this.s.slice(this.at, this.at + n), 'latin1').toString('utf8');
    this.at += n;
    return t;
  }
}

/** A Buffer's latin1Slice (undocumented, and left out of Node's types, but what toString('latin1') runs). */
interface Latin1Slicer {
  latin1Slice(start: number, end: number): string;
}

/**
 * ByteReader's reads from bytes rather than from a string: the words' thread reads products from the
 * bytes handed to it (product-source-reader.ts), with no string made of a whole product.
 */
export class BufferReader {
  private b: Buffer = Buffer.alloc(0);
  private at = 0;

  /** Reads `bytes` from `at`. */
  reset(bytes: Buffer, at: number): void {
    this.b = bytes;
    this.at = at;
  }

  byte(): number {
    return this.b[this.at++]!;
  }

  varint(): number {
    let n = 0;
    let scale = 1;
    for (;;) {
      const b = this.b[this.at++]!;
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      scale *= 0x80;
    }
  }

  float64(): number {
    for (let i = 0; i < 8; i++) FLOAT_BYTES[i] = this.b[this.at++]!;
    return FLOAT[0]!;
  }

  decimal(): number {
    const k = this.byte();
    return this.varint() / POWERS[k]!;
  }

  latin1(): string {
    const n = this.varint();
    // Buffer's own latin1Slice, which toString('latin1') calls after checking its arguments and the
    // encoding: those checks were most of the cost of the words' thread reading a name or a SKU.
    const t = (this.b as unknown as Latin1Slicer).latin1Slice(this.at, this.at + n);
    this.at += n;
    return t;
  }

  utf8(): string {
    const n = this.varint();
    const t = this.b.toString('utf8', this.at, this.at + n);
    this.at += n;
    return t;
  }

  /** Moves past `n` bytes. */
  skip(n: number): void {
    this.at += n;
  }

  /** Moves past a varint. */
  skipVarint(): void {
    while (this.b[this.at++]! >= 0x80);
  }
}
