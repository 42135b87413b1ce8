// Products as the engine and the store's mirror hold them: one string per product instead of a tree of
// JS objects. At 10 lakh products the objects took ~2.4 KB each (2.3 GiB), most of the process, and
// every collection walked them; a hit needs only a page's worth, read back when the page is made.
//
// The string is bytes (each character below 256, kept a byte each by product-store.ts), values one
// after the other, each behind a tag byte (value-bytes.ts writes and reads them):
// - an object is its shape and its values, its keys (in their order, so a hit serializes byte for
//   byte as before) kept once in a shared table of shapes; an array is its length and its items;
// - a whole number below 216 is its tag alone, a larger one a varint, a number with at most six
//   decimals its digits as a whole number and their count, any other a float64 (-0, NaN, ±Infinity);
// - in a string, the product's own name and SKU are replaced by a mark (alt texts, SEO titles,
//   picture paths and variant ids repeat them), and a string met twice is kept once in a shared table
//   and referred to by number: templates like "<name> in rose gold" repeat across the catalogue.
// Marks are C1 control characters; a string that contains one is kept as it is, under its own tag.
// As JSON of values (the earlier form) a product took ~550 bytes; JSON's quotes, commas and decimal
// digits were most of it, and JSON.stringify of a tree built for it half the build's time.
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import {
  ARRAY,
  DECIMAL,
  FALSE,
  FLOAT64,
  MARKED,
  MARKED_LATIN1,
  MARKED_UTF8,
  NOT_SCALAR,
  NAME,
  NEGATIVE_DECIMAL,
  NEGATIVE_WHOLE,
  NULL,
  OBJECT,
  RAW_LATIN1,
  RAW_UTF8,
  readScalar,
  SHARED,
  SKU,
  SMALL,
  TRUE,
  UNDEFINED,
  unmark,
  WHOLE,
} from './product-tags.ts';
import { ByteReader, ByteWriter, decimalsOf, isLatin1 } from './value-bytes.ts';

/** A mark, or a character beyond Latin-1. */
const UNUSUAL = /[\u0080-\u0083\u0100-\uffff]/;

/** Shorter strings cost less inline than as a reference. */
const MIN_SHARED_LENGTH = 6;
/** Bounds on the shared table and on the strings seen once (cleared when full): memory, not speed. */
const MAX_SHARED = 1 << 18;
const MAX_SEEN_ONCE = 1 << 17;
/** A field is looked up this many times before it may be given up on ... */
const FIELD_TRIAL = 2048;
/** ... which it is when fewer than 1 in this many of its strings were found shared. */
const UNSHARED_SHARE = 50;

type Maker = (read: () => unknown) => Record<string, unknown>;

/**
 * `(read) => ({ "id": read(), "name": read(), … })`: 5–10 times faster than setting the keys one by
 * one on an empty object, and a literal's values are read in order. Keys are written as JSON
 * strings, so any key is safe.
 */
function makerOf(keys: readonly string[]): Maker {
  // A quoted "__proto__" in a literal would set the prototype; a computed one is an own key.
  const fields = keys.map((key) => `${key === '__proto__' ? `[${JSON.stringify(key)}]` : JSON.stringify(key)}: read()`);
  return new Function('read', `return { ${fields.join(', ')} };`) as Maker;
}

interface Field {
  /** The shape of the last object met under this key, and of the last one met as an item of its array (-1: none yet). */
  shape: number;
  itemShape: number;
  /** Strings looked up in the shared table, and found there. */
  tries: number;
  shared: number;
  /** Strings searched for the name and SKU, and found holding one. */
  searched: number;
  marked: number;
}

export class ProductCodec {
  private readonly shared: string[] = [];
  private readonly sharedIds = new Map<string, number>();
  private seenOnce = new Set<string>();
  private readonly shapes: string[][] = [];
  /** Per shape, a function making its object as a literal: objects of one shape then share one map. */
  private readonly makers: Maker[] = [];
  /** Per shape, each key's field (by key, whatever the shape): looked up once, not per object. */
  private readonly shapeFields: Field[][] = [];
  /** Shape numbers by key count: compared key by key, with no string made per object. */
  private readonly shapesByLength = new Map<number, number[]>();
  /** By object key: how often its strings were looked up, and found shared. */
  private readonly fields = new Map<string, Field>();
  private readonly anyField = this.fieldOf('');
  private readonly out = new ByteWriter();
  private readonly in = new ByteReader();
  private name = '';
  private sku = '';

  /**
   * The shared strings and the shapes' keys, by number, as the bytes refer to them: a reader on
   * another thread (product-source-reader.ts) is sent what was added since it was last sent them. Only
   * ever appended to.
   */
  get sharedStrings(): readonly string[] {
    return this.shared;
  }

  get shapeKeys(): readonly (readonly string[])[] {
    return this.shapes;
  }

  /** Number of strings and shapes kept once for all products (for measurements). */
  get sharedCount(): number {
    return this.shared.length + this.shapes.length;
  }

  encode(product: IndexableProduct): string {
    this.write(product);
    return this.out.toString();
  }

  /**
   * The same as encode's string, as its Latin-1 bytes (valid until the next encoding): the index
   * copies them into its store, with no string made and written again per product.
   */
  encodeBytes(product: IndexableProduct): Uint8Array {
    this.write(product);
    return this.out.view();
  }

  private write(product: IndexableProduct): void {
    this.name = ownString(product.name);
    this.sku = ownString(product.sku);
    this.out.reset();
    this.raw(this.name);
    this.raw(this.sku);
    this.value(product);
  }

  decode(encoded: string): IndexableProduct {
    this.in.reset(encoded);
    this.name = this.read() as string;
    this.sku = this.read() as string;
    return this.read() as IndexableProduct;
  }

  private value(v: unknown, field = this.anyField): void {
    const out = this.out;
    switch (typeof v) {
      case 'string':
        return this.string(v, field);
      case 'boolean':
        return out.byte(v ? TRUE : FALSE);
      case 'number':
        return this.number(v);
      case 'undefined':
        return out.byte(UNDEFINED);
      case 'object': {
        if (v === null) return out.byte(NULL);
        if (Array.isArray(v)) {
          out.byte(ARRAY);
          out.varint(v.length);
          for (const item of v) {
            if (typeof item === 'object' && item !== null && !Array.isArray(item)) this.object(item, field, true);
            else this.value(item);
          }
          return;
        }
        return this.object(v as Record<string, unknown>, field, false);
      }
      default:
        throw new TypeError(`A product holds only JSON-like data, not a ${typeof v}`);
    }
  }

  /**
   * An object under the key `context` (or an item of its array): as the shape last met there when it
   * has that shape's keys, else by its own keys. Objects of a catalogue come in a few shapes, each
   * under its own key: checking the keys with for-in (no array made, each key compared by identity)
   * and reading each value by it, instead of Object.keys and Object.values per object, halves what
   * encoding allocates, and the scavenges that copied the page being indexed with it.
   */
  private object(v: Record<string, unknown>, context: Field, asItem: boolean): void {
    const guess = asItem ? context.itemShape : context.shape;
    if (guess >= 0 && this.asShape(v, guess)) return;
    const keys = Object.keys(v);
    const shape = this.shape(keys);
    if (asItem) context.itemShape = shape;
    else context.shape = shape;
    const out = this.out;
    out.byte(OBJECT);
    out.varint(shape);
    const fields = this.shapeFields[shape]!;
    // The values in the keys' order (both are the object's own enumerable keys, in order): reading
    // them as v[key] was a megamorphic load per value, an eighth of the encoding.
    const values = Object.values(v);
    for (let k = 0; k < values.length; k++) this.value(values[k], fields[k]!);
  }

  /**
   * Writes `v` as `shape` when its own enumerable keys are that shape's, in order; else writes
   * nothing and answers false. for-in also walks a prototype's enumerable keys, so only plain objects
   * are tried. A try given up after some values were written leaves only table entries and
   * statistics behind, which change no product's bytes as read back.
   */
  private asShape(v: Record<string, unknown>, shape: number): boolean {
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) return false;
    const keys = this.shapes[shape]!;
    const fields = this.shapeFields[shape]!;
    const out = this.out;
    const start = out.length;
    out.byte(OBJECT);
    out.varint(shape);
    let k = 0;
    for (const key in v) {
      if (k === keys.length || key !== keys[k]) {
        out.rewind(start);
        return false;
      }
      this.value(v[key], fields[k]!);
      k++;
    }
    if (k === keys.length) return true;
    out.rewind(start);
    return false;
  }

  private number(v: number): void {
    const out = this.out;
    if (Number.isSafeInteger(v) && !Object.is(v, -0)) {
      if (v >= 0 && v <= 255 - SMALL) return out.byte(SMALL + v);
      out.byte(v < 0 ? NEGATIVE_WHOLE : WHOLE);
      return out.varint(Math.abs(v));
    }
    const k = Number.isFinite(v) && v !== 0 ? decimalsOf(Math.abs(v)) : 0;
    if (k === 0) {
      out.byte(FLOAT64);
      return out.float64(v);
    }
    out.byte(v < 0 ? NEGATIVE_DECIMAL : DECIMAL);
    out.decimal(v, k);
  }

  private shape(keys: string[]): number {
    let ids = this.shapesByLength.get(keys.length);
    if (!ids) this.shapesByLength.set(keys.length, (ids = []));
    for (const id of ids) if (sameKeys(this.shapes[id]!, keys)) return id;
    const id = this.shapes.length;
    this.shapes.push(keys);
    this.makers.push(makerOf(keys));
    this.shapeFields.push(keys.map((key) => this.fieldOf(key)));
    ids.push(id);
    return id;
  }

  private fieldOf(key: string): Field {
    let field = this.fields.get(key);
    if (!field)
      this.fields.set(key, (field = { shape: -1, itemShape: -1, tries: 0, shared: 0, searched: 0, marked: 0 }));
    return field;
  }

  /** Text as it is, under its own tag. */
  private raw(s: string): void {
    if (isLatin1(s)) {
      this.out.byte(RAW_LATIN1);
      this.out.latin1(s);
    } else {
      this.out.byte(RAW_UTF8);
      this.out.utf8(s);
    }
  }

  private string(s: string, field: Field): void {
    // Nearly every string is Latin-1 without a mark: one regular expression tells (3× faster than a
    // loop over the characters); the others are looked at character by character.
    let latin1 = true;
    if (UNUSUAL.test(s)) {
      for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c > 0xff) latin1 = false;
        else if (c >= 0x80 && c <= 0x83) return this.raw(s);
      }
    }
    const t = this.marked(s, field);
    if (t.length >= MIN_SHARED_LENGTH && this.sharedId(t, field)) return;
    // Marking only shortens the string by Latin-1 marks: a Latin-1 string stays one.
    if (latin1) {
      this.out.byte(MARKED_LATIN1);
      this.out.latin1(t);
    } else {
      this.out.byte(MARKED_UTF8);
      this.out.utf8(t);
    }
  }

  /**
   * `s` with the product's name and SKU replaced by their marks. A field in which they are (nearly)
   * never found (a colour, a date, a slug) stops being searched: the searches were a quarter of the
   * encoding's time. Leaving a string unmarked changes only its length, never what is read back.
   */
  private marked(s: string, field: Field): string {
    if (field.searched >= FIELD_TRIAL && field.marked * UNSHARED_SHARE < field.searched) return s;
    field.searched++;
    let t = s;
    // The marks hold no `$`, so replaceAll takes them literally. indexOf first: replaceAll costs
    // twice as much when there is nothing to replace.
    if (this.name !== '' && t.length >= this.name.length && t.includes(this.name)) t = t.replaceAll(this.name, NAME);
    if (this.sku !== '' && t.length >= this.sku.length && t.includes(this.sku)) t = t.replaceAll(this.sku, SKU);
    if (t !== s) field.marked++;
    return t;
  }

  /** Writes a reference when `t` is in the shared table; keeps it there the second time it is met. */
  private sharedId(t: string, field: Field): boolean {
    // A field whose strings are all different (a slug, a date) stops being looked up: the lookups and
    // the strings remembered once were a third of the encoding's time.
    if (field.tries >= FIELD_TRIAL && field.shared * UNSHARED_SHARE < field.tries) return false;
    field.tries++;
    const id = this.sharedIds.get(t);
    if (id !== undefined) {
      field.shared++;
      this.out.byte(SHARED);
      this.out.varint(id);
      return true;
    }
    // Kept in the table the second time it is met: a string met once (a slug, a date) stays inline.
    if (this.seenOnce.has(t) && this.shared.length < MAX_SHARED) {
      this.seenOnce.delete(t);
      this.sharedIds.set(t, this.shared.length);
      this.shared.push(t);
    } else {
      if (this.seenOnce.size >= MAX_SEEN_ONCE) this.seenOnce = new Set();
      this.seenOnce.add(t);
    }
    return false;
  }

  private read(): unknown {
    const input = this.in;
    const tag = input.byte();
    const scalar = readScalar(tag, input);
    if (scalar !== NOT_SCALAR) return scalar;
    switch (tag) {
      case MARKED_LATIN1:
        return this.unmark(input.latin1());
      case MARKED_UTF8:
        return this.unmark(input.utf8());
      case SHARED:
        return this.unmark(this.shared[input.varint()]!);
      case ARRAY: {
        const n = input.varint();
        const out: unknown[] = [];
        for (let i = 0; i < n; i++) out.push(this.read());
        return out;
      }
      case OBJECT:
        return this.makers[input.varint()]!(this.reader);
      default:
        throw new Error(`Not a compact product (tag ${tag})`);
    }
  }

  private readonly reader = (): unknown => this.read();

  private unmark(t: string): string {
    return unmark(t, this.name, this.sku);
  }
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A name or SKU that holds a mark is not replaced in other strings (it could not be told apart). */
function ownString(s: unknown): string {
  return typeof s === 'string' && !MARKED.test(s) ? s : '';
}
