// Inverted index: word → the documents holding it, each with where its best occurrence is
// (attribute, position), which the ranking needs.
//
// A word keeps a sorted list of postings (a document is taken out with a binary search). A frequent
// word ("gold", "diamond", "rose") keeps a bitset and a per-slot array of the same facts instead:
// OR-ing 3,125 words beats setting 80,000 bits at 100,000 products, and the ranking then reads the
// few result documents instead of walking every posting. Only words in 1 of 8 documents are dense:
// the per-slot array costs 2 bytes a slot whatever the word's count, which for the 97 words in 1 of
// 32 documents was 200 MB at 10 lakh products.
//
// Words are numbered (a match's `ref` is the number) and their facts live in typed arrays by number,
// not in an object per word: at 10 lakh products there are 2 million words found once (an SKU's
// digits and the SKU without dashes), and an object and an array each made the build mostly garbage
// collection (posting-builder.ts). The postings of the bulk build stay in one Float64Array; a word
// changed afterwards gets its own JS array.
import { clearBit, createBitset, hasBit, listBits, resizeBitset, setBit, type Bitset } from './bitset.ts';
import type { BuiltPostings } from './posting-builder.ts';
import type { TextField } from './record.ts';
import { Vocabulary, type TermMatch } from './vocabulary.ts';

/** A posting is slot × 2^16 + info, info = attribute × 2^12 + position: exact in a double up to 2^37 slots. */
export const SLOT_FACTOR = 65536;
const MAX_POSITION = 4095;

/** A word is dense once in 1 of 8 documents ... */
const DENSE_SHARE = 8;
/** ... and at least this common: small catalogues need none. */
const DENSE_MIN = 256;

/** Where a word's postings are. */
const IN_FLAT = 0;
const OWN = 1;
const DENSE = 2;

export function postingSlot(posting: number): number {
  return Math.floor(posting / SLOT_FACTOR);
}

export function postingInfo(posting: number): number {
  return posting % SLOT_FACTOR;
}

export function infoAttribute(info: number): number {
  return info >>> 12;
}

export function infoPosition(info: number): number {
  return info & MAX_POSITION;
}

export interface DenseTerm {
  bits: Bitset;
  /** info per slot, valid where bits is set. */
  info: Uint16Array;
}

/** A word's facts as one object, for tests and checks (the index keeps them by word number). */
export interface Term {
  /** slot × 2^16 + info, ascending; empty while the term is dense. */
  postings: number[];
  dense: DenseTerm | null;
  /** Documents holding the word. */
  df: number;
}

/** A sparse word's postings: list[from..to), ascending. One object reused by every call. */
export interface PostingRange {
  list: ArrayLike<number>;
  from: number;
  to: number;
}

export class TextIndex {
  private readonly ids: Map<string, number>;
  private readonly vocabulary = new Vocabulary<number>();
  /** Per word number: IN_FLAT, OWN or DENSE. */
  private kind: Uint8Array = new Uint8Array(0);
  private df: Int32Array = new Int32Array(0);
  /** Postings of IN_FLAT word t: flat[start[t]..start[t + 1]). */
  private flat: Float64Array = new Float64Array(0);
  private start: Int32Array = new Int32Array(1);
  private readonly own = new Map<number, number[]>();
  private readonly dense = new Map<number, DenseTerm>();
  /** Numbers of words no document holds any more, to be given to new words. */
  private readonly freeIds: number[] = [];
  private nextId = 0;
  private readonly range: PostingRange = { list: [], from: 0, to: 0 };

  constructor(
    private capacity: number,
    built?: BuiltPostings,
  ) {
    this.ids = built?.ids ?? new Map();
    if (built) this.load(built);
  }

  get termCount(): number {
    return this.ids.size;
  }

  add(slot: number, fields: readonly TextField[]): void {
    for (const [word, info] of bestOccurrences(fields)) {
      const posting = slot * SLOT_FACTOR + info;
      const id = this.ids.get(word);
      if (id === undefined) {
        const created = this.newId();
        this.ids.set(word, created);
        this.kind[created] = OWN;
        this.df[created] = 1;
        // A literal holds exactly one posting; push onto [] would reserve 17 (144 bytes).
        this.own.set(created, [posting]);
        this.vocabulary.add(word, created);
        continue;
      }
      if (this.kind[id] === DENSE) {
        const dense = this.dense.get(id)!;
        if (!hasBit(dense.bits, slot)) this.df[id]!++;
        setBit(dense.bits, slot);
        dense.info[slot] = info;
        continue;
      }
      const list = this.ownList(id);
      insertSorted(list, posting);
      this.df[id] = list.length;
      if (this.shouldBeDense(list.length)) {
        this.dense.set(id, this.densify(list, 0, list.length));
        // The bitset and per-slot array hold every fact: the postings would only double the memory.
        this.own.delete(id);
        this.kind[id] = DENSE;
      }
    }
  }

  /** `fields` must be those the slot was added with (the engine derives both from the same record). */
  remove(slot: number, fields: readonly TextField[]): void {
    for (const word of bestOccurrences(fields).keys()) {
      const id = this.ids.get(word);
      if (id === undefined) continue;
      if (this.kind[id] === DENSE) {
        const dense = this.dense.get(id)!;
        if (!hasBit(dense.bits, slot)) continue;
        clearBit(dense.bits, slot);
        const df = --this.df[id]!;
        // Halfway down before going sparse again, so a word on the line does not flip at each change.
        if (df * 2 < this.denseThreshold()) {
          this.own.set(id, sparsify(dense, df));
          this.dense.delete(id);
          this.kind[id] = OWN;
        }
        continue;
      }
      const list = this.ownList(id);
      const i = firstAtOrAfter(list, slot * SLOT_FACTOR);
      if (i < list.length && postingSlot(list[i]!) === slot) list.splice(i, 1);
      this.df[id] = list.length;
      if (list.length === 0) {
        this.ids.delete(word);
        this.vocabulary.delete(word);
        this.own.delete(id);
        this.freeIds.push(id);
      }
    }
  }

  resize(capacity: number): void {
    this.capacity = capacity;
    for (const [id, dense] of this.dense) {
      const info = new Uint16Array(capacity);
      info.set(dense.info);
      this.dense.set(id, { bits: resizeBitset(dense.bits, capacity), info });
    }
  }

  /** Each match carries its word's number (`ref`), for denseOf and postingsOf. */
  match(word: string, maxTypos: number, prefix: boolean): readonly TermMatch<number>[] {
    return this.vocabulary.match(word, maxTypos, prefix);
  }

  /** The bitset form of a frequent word, or undefined for a sparse one. */
  denseOf(id: number): DenseTerm | undefined {
    return this.kind[id] === DENSE ? this.dense.get(id) : undefined;
  }

  /** A sparse word's postings; the answer is overwritten by the next call. */
  postingsOf(id: number): PostingRange {
    const r = this.range;
    if (this.kind[id] === IN_FLAT) {
      r.list = this.flat;
      r.from = this.start[id]!;
      r.to = this.start[id + 1]!;
    } else {
      const list = this.own.get(id) ?? [];
      r.list = list;
      r.from = 0;
      r.to = list.length;
    }
    return r;
  }

  /** A copy of a word's facts (tests and checks; searches read them by number). */
  term(word: string): Term | undefined {
    const id = this.ids.get(word);
    if (id === undefined) return undefined;
    const dense = this.denseOf(id) ?? null;
    const { list, from, to } = this.postingsOf(id);
    const postings = dense ? [] : Array.from({ length: to - from }, (_, k) => list[from + k]!);
    return { postings, dense, df: this.df[id]! };
  }

  private load(built: BuiltPostings): void {
    const n = built.words.length;
    this.nextId = n;
    this.kind = new Uint8Array(n);
    this.df = new Int32Array(n);
    let sparse = 0;
    for (let t = 0; t < n; t++) {
      const from = built.start[t]!;
      const to = built.start[t + 1]!;
      this.df[t] = to - from;
      if (this.shouldBeDense(to - from)) {
        this.kind[t] = DENSE;
        this.dense.set(t, this.densify(built.flat, from, to));
      } else sparse += to - from;
    }
    // The dense words' postings (over half of all at 10 lakh products) are dropped, as when a word
    // turns dense one posting at a time: the bitset and per-slot array hold the same facts.
    const flat = new Float64Array(sparse);
    const start = new Int32Array(n + 1);
    let at = 0;
    for (let t = 0; t < n; t++) {
      start[t] = at;
      if (this.kind[t] === DENSE) continue;
      // A loop, not set(subarray): a view object per word would be 3 million of them at 10 lakh.
      for (let k = built.start[t]!; k < built.start[t + 1]!; k++) flat[at++] = built.flat[k]!;
    }
    start[n] = at;
    this.flat = flat;
    this.start = start;
    this.vocabulary.load(
      built.words,
      Array.from({ length: n }, (_, t) => t),
    );
  }

  private newId(): number {
    const reused = this.freeIds.pop();
    if (reused !== undefined) return reused;
    const id = this.nextId++;
    if (id >= this.kind.length) {
      const size = Math.max(64, this.kind.length * 2);
      const kind = new Uint8Array(size);
      kind.set(this.kind);
      this.kind = kind;
      const df = new Int32Array(size);
      df.set(this.df);
      this.df = df;
    }
    return id;
  }

  /** A sparse word's postings as its own array, copied out of the bulk build's on first change. */
  private ownList(id: number): number[] {
    if (this.kind[id] === OWN) return this.own.get(id)!;
    const list = Array.from(this.flat.subarray(this.start[id]!, this.start[id + 1]!));
    this.own.set(id, list);
    this.kind[id] = OWN;
    return list;
  }

  private denseThreshold(): number {
    return Math.max(DENSE_MIN, this.capacity / DENSE_SHARE);
  }

  private shouldBeDense(df: number): boolean {
    return df >= this.denseThreshold();
  }

  private densify(postings: ArrayLike<number>, from: number, to: number): DenseTerm {
    const bits = createBitset(this.capacity);
    const info = new Uint16Array(this.capacity);
    for (let k = from; k < to; k++) {
      const p = postings[k]!;
      const slot = postingSlot(p);
      setBit(bits, slot);
      info[slot] = p - slot * SLOT_FACTOR;
    }
    return { bits, info };
  }
}

/** The postings of a dense term, from its bitset and per-slot facts. */
function sparsify(dense: DenseTerm, df: number): number[] {
  const postings: number[] = [];
  for (const slot of listBits(dense.bits, df)) postings.push(slot * SLOT_FACTOR + dense.info[slot]!);
  return postings;
}

/** Each word once per document, at its best place: the earliest attribute, then the earliest position. */
export function bestOccurrences(fields: readonly TextField[]): Map<string, number> {
  const best = new Map<string, number>();
  for (const field of fields) {
    field.tokens.forEach((token, position) => {
      const info = (field.attribute << 12) | Math.min(position, MAX_POSITION);
      const seen = best.get(token);
      if (seen === undefined || info < seen) best.set(token, info);
    });
  }
  return best;
}

function firstAtOrAfter(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function insertSorted(list: number[], value: number): void {
  // Adding slots in ascending order makes this nearly always an append.
  if (list.length === 0 || list[list.length - 1]! < value) list.push(value);
  else list.splice(firstAtOrAfter(list, value), 0, value);
}
