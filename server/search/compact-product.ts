// Products as the engine and the store's mirror hold them: one string per product instead of a tree of
// JS objects. At 10 lakh products the objects took ~2.4 KB each (2.3 GiB), most of the process, and
// every collection walked them; a hit needs only a page's worth, parsed when the page is made.
//
// The string is JSON of values only:
// - an object is [shape, ...values], its keys (in their order, so a hit serializes byte for byte as
//   before) kept once in a shared table of shapes;
// - an array is [-1, ...items]; undefined [-2]; a number JSON cannot spell (-0, NaN, ±Infinity)
//   [-3, its String()];
// - in a string, the product's own name and SKU are replaced by a mark (alt texts, SEO titles,
//   picture paths and variant ids repeat them), and a string met twice is kept once in a shared table
//   and referred to by number: templates like "<name> in rose gold" repeat across the catalogue.
// Marks are C1 control characters, which JSON does not escape and Latin-1 strings hold in one byte; a
// string that contains one is kept as it is behind an escape mark.
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';

const REF = '\u0080';
const NAME = '\u0081';
const SKU = '\u0082';
const RAW = '\u0083';
const MARKED = /[\u0080-\u0083]/;
const ARRAY = -1;
const UNDEFINED = -2;
const ODD_NUMBER = -3;

/** Shorter strings cost less inline than as a reference. */
const MIN_SHARED_LENGTH = 6;
/** Bounds on the shared table and on the strings seen once (cleared when full): memory, not speed. */
const MAX_SHARED = 1 << 18;
const MAX_SEEN_ONCE = 1 << 17;
/** A field is looked up this many times before it may be given up on ... */
const FIELD_TRIAL = 2048;
/** ... which it is when fewer than 1 in this many of its strings were found shared. */
const UNSHARED_SHARE = 50;

type Maker = (read: (e: Encoded) => unknown, e: Encoded[]) => Record<string, unknown>;

/**
 * `(read, e) => ({ "id": read(e[1]), "name": read(e[2]), … })`: 5–10 times faster than setting the
 * keys one by one on an empty object. Keys are written as JSON strings, so any key is safe.
 */
function makerOf(keys: readonly string[]): Maker {
  // A quoted "__proto__" in a literal would set the prototype; a computed one is an own key.
  const fields = keys.map(
    (key, i) => `${key === '__proto__' ? `[${JSON.stringify(key)}]` : JSON.stringify(key)}: read(e[${i + 1}])`,
  );
  return new Function('read', 'e', `return { ${fields.join(', ')} };`) as Maker;
}

interface Field {
  tries: number;
  shared: number;
}

type Encoded = string | number | boolean | null | Encoded[];

export class ProductCodec {
  private readonly shared: string[] = [];
  private readonly sharedIds = new Map<string, number>();
  private seenOnce = new Set<string>();
  private readonly shapes: string[][] = [];
  /** Per shape, a function making its object as a literal: objects of one shape then share one map. */
  private readonly makers: Maker[] = [];
  /** Shape numbers by key count: compared key by key, with no string made per object. */
  private readonly shapesByLength = new Map<number, number[]>();
  /** By object key: how often its strings were looked up, and found shared. */
  private readonly fields = new Map<string, Field>();
  private name = '';
  private sku = '';

  /** Number of strings and shapes kept once for all products (for measurements). */
  get sharedCount(): number {
    return this.shared.length + this.shapes.length;
  }

  encode(product: IndexableProduct): string {
    this.name = ownString(product.name);
    this.sku = ownString(product.sku);
    return JSON.stringify([this.name, this.sku, this.value(product)]);
  }

  decode(encoded: string): IndexableProduct {
    const [name, sku, body] = JSON.parse(encoded) as [string, string, Encoded];
    this.name = name;
    this.sku = sku;
    return this.read(body) as IndexableProduct;
  }

  private value(v: unknown): Encoded {
    switch (typeof v) {
      case 'string':
        return this.string(v, this.fieldOf(''));
      case 'boolean':
        return v;
      case 'number':
        return Number.isFinite(v) && !Object.is(v, -0) ? v : [ODD_NUMBER, Object.is(v, -0) ? '-0' : String(v)];
      case 'undefined':
        return [UNDEFINED];
      case 'object': {
        if (v === null) return null;
        if (Array.isArray(v)) {
          const out: Encoded[] = [ARRAY];
          for (const item of v) out.push(this.value(item));
          return out;
        }
        const keys = Object.keys(v);
        const out: Encoded[] = [this.shape(keys)];
        for (const key of keys) {
          const item = (v as Record<string, unknown>)[key];
          out.push(typeof item === 'string' ? this.string(item, this.fieldOf(key)) : this.value(item));
        }
        return out;
      }
      default:
        throw new TypeError(`A product holds only JSON-like data, not a ${typeof v}`);
    }
  }

  private shape(keys: string[]): number {
    let ids = this.shapesByLength.get(keys.length);
    if (!ids) this.shapesByLength.set(keys.length, (ids = []));
    for (const id of ids) if (sameKeys(this.shapes[id]!, keys)) return id;
    const id = this.shapes.length;
    this.shapes.push(keys);
    this.makers.push(makerOf(keys));
    ids.push(id);
    return id;
  }

  private fieldOf(key: string): Field {
    let field = this.fields.get(key);
    if (!field) this.fields.set(key, (field = { tries: 0, shared: 0 }));
    return field;
  }

  private string(s: string, field: Field): string {
    if (MARKED.test(s)) return RAW + s;
    let t = s;
    // The marks hold no `$`, so replaceAll takes them literally.
    if (this.name !== '' && t.length >= this.name.length) t = t.replaceAll(this.name, NAME);
    if (this.sku !== '' && t.length >= this.sku.length) t = t.replaceAll(this.sku, SKU);
    if (t.length < MIN_SHARED_LENGTH) return t;
    // A field whose strings are all different (a slug, a date) stops being looked up: the lookups and
    // the strings remembered once were a third of the encoding's time.
    if (field.tries >= FIELD_TRIAL && field.shared * UNSHARED_SHARE < field.tries) return t;
    field.tries++;
    const id = this.sharedIds.get(t);
    if (id !== undefined) {
      field.shared++;
      return REF + id.toString(36);
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
    return t;
  }

  private read(e: Encoded): unknown {
    if (typeof e === 'string') return this.readString(e);
    if (!Array.isArray(e)) return e;
    const tag = e[0] as number;
    if (tag === ARRAY) {
      const out: unknown[] = [];
      for (let i = 1; i < e.length; i++) out.push(this.read(e[i]!));
      return out;
    }
    if (tag === UNDEFINED) return undefined;
    if (tag === ODD_NUMBER) return Number(e[1]);
    return this.makers[tag]!(this.reader, e);
  }

  private readonly reader = (e: Encoded): unknown => this.read(e);

  private readString(e: string): string {
    const first = e.charCodeAt(0);
    if (first === 0x83) return e.slice(1);
    let t = first === 0x80 ? this.shared[parseInt(e.slice(1), 36)]! : e;
    if (t.includes(NAME)) t = t.split(NAME).join(this.name);
    return t.includes(SKU) ? t.split(SKU).join(this.sku) : t;
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
