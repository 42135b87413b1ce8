// Document sets as plain Uint32Arrays (bit i = document slot i). Filters, facets and text matches are
// combined word by word; 10,000 products are 313 words, so a whole set operation is a few microseconds.

export type Bitset = Uint32Array;

export function wordsFor(capacity: number): number {
  return (capacity + 31) >>> 5;
}

export function createBitset(capacity: number): Bitset {
  return new Uint32Array(wordsFor(capacity));
}

/** A copy with room for `capacity` slots; the new slots are empty. */
export function resizeBitset(bits: Bitset, capacity: number): Bitset {
  const next = new Uint32Array(wordsFor(capacity));
  next.set(bits.subarray(0, Math.min(bits.length, next.length)));
  return next;
}

export function setBit(bits: Bitset, i: number): void {
  bits[i >>> 5]! |= 1 << (i & 31);
}

export function clearBit(bits: Bitset, i: number): void {
  bits[i >>> 5]! &= ~(1 << (i & 31));
}

export function hasBit(bits: Bitset, i: number): boolean {
  return (bits[i >>> 5]! & (1 << (i & 31))) !== 0;
}

export function andInto(target: Bitset, other: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w]! &= other[w]!;
}

export function orInto(target: Bitset, other: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w]! |= other[w]!;
}

export function andNotInto(target: Bitset, other: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w]! &= ~other[w]!;
}

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function countBits(bits: Bitset): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    const x = bits[w]!;
    if (x !== 0) n += popcount32(x);
  }
  return n;
}

/**
 * Indexes of the non-zero words: a sparse result then costs its size, not the catalogue's. Into
 * `room` (at least bits.length long) when given: a fresh array per search is memory outside the heap,
 * which V8 answers with full collections of a heap holding the whole catalogue (at 10 lakh products,
 * seconds).
 */
export function nonZeroWords(bits: Bitset, room?: Int32Array): Int32Array {
  let n = 0;
  if (room) {
    for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) room[n++] = w;
    return room.subarray(0, n);
  }
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) n++;
  const out = new Int32Array(n);
  n = 0;
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) out[n++] = w;
  return out;
}

/** |a ∩ b| over the given words of a (those where a is non-zero). */
export function countAnd(a: Bitset, b: Bitset, words: Int32Array): number {
  let n = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const x = a[w]! & b[w]!;
    if (x !== 0) n += popcount32(x);
  }
  return n;
}

/**
 * |a ∩ sets[k]| for every k into `out`, over the given words of a (those where a is non-zero). Four
 * sets share each pass, so a word's index and a's word are read once per four sets rather than once
 * per set: facet counts at 10 lakh products are ~40 sets over up to 31,250 words each.
 */
export function countAndEach(a: Bitset, sets: readonly Bitset[], words: Int32Array, out: Int32Array): void {
  let k = 0;
  for (; k + 4 <= sets.length; k += 4) {
    const b0 = sets[k]!;
    const b1 = sets[k + 1]!;
    const b2 = sets[k + 2]!;
    const b3 = sets[k + 3]!;
    let n0 = 0;
    let n1 = 0;
    let n2 = 0;
    let n3 = 0;
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      const x = a[w]!;
      n0 += popcount32(x & b0[w]!);
      n1 += popcount32(x & b1[w]!);
      n2 += popcount32(x & b2[w]!);
      n3 += popcount32(x & b3[w]!);
    }
    out[k] = n0;
    out[k + 1] = n1;
    out[k + 2] = n2;
    out[k + 3] = n3;
  }
  for (; k < sets.length; k++) out[k] = countAnd(a, sets[k]!, words);
}

/** Slots in ascending order, into `out` when given (it must hold them all). */
export function listBits(bits: Bitset, count?: number, out?: Int32Array): Int32Array {
  out ??= new Int32Array(count ?? countBits(bits));
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w]!;
    while (x !== 0) {
      const low = x & -x;
      out[n++] = (w << 5) + (31 - Math.clz32(low));
      x ^= low;
    }
  }
  return out;
}
