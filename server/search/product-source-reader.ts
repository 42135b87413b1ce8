// What the second thread of a first load (text-build.ts) indexes of a product, read straight from the
// product's compact bytes (compact-product.ts): its text source (record.ts: name, SKU, category, then
// seven values per priced variant) and its facet values. The main thread, the build's longer side,
// used to gather the text into arrays (~20 values a product, cloned to the worker) and to index the
// facets itself; it now hands over the bytes it encoded anyway. Reading them here skips every value
// neither needs without making it.
import { VARIANT_TEXT_KEYS, type FacetSource } from './record.ts';
import {
  ARRAY,
  DECIMAL,
  FLOAT64,
  MARKED,
  MARKED_LATIN1,
  MARKED_UTF8,
  NOT_SCALAR,
  NEGATIVE_DECIMAL,
  NEGATIVE_WHOLE,
  OBJECT,
  RAW_LATIN1,
  RAW_UTF8,
  readScalar,
  SHARED,
  SMALL,
  unmark,
  WHOLE,
} from './product-tags.ts';
import { BufferReader } from './value-bytes.ts';

/**
 * What a product's key is to its sources: the text source's first three values, the variants, or a
 * facet's value (FACET_KEYS' order, from FACET_KEY); a variant's text keys are 0 to 6, in
 * VARIANT_TEXT_KEYS' order.
 */
const SKIP = -1;
const NAME_KEY = 0;
const SKU_KEY = 1;
const CATEGORY_KEY = 2;
const VARIANTS_KEY = 3;
const FACET_KEY = 4;
const OFFER_PRICE = VARIANT_TEXT_KEYS.length;
/** A product's facet values other than the category's and its variants' (record.ts, visitFacetValues). */
const FACET_KEYS = ['sub_category', 'occasion', 'gender', 'trending', 'made_to_order'] as const;
/** The variant's facet values among its text values. */
const COLOR = VARIANT_TEXT_KEYS.indexOf('color');
const METAL_PURITY = VARIANT_TEXT_KEYS.indexOf('metal_purity');
const DIAMOND_CLARITY = VARIANT_TEXT_KEYS.indexOf('diamond_clarity');

const PRODUCT_ROLES: Record<string, number> = {
  name: NAME_KEY,
  sku: SKU_KEY,
  category: CATEGORY_KEY,
  variants: VARIANTS_KEY,
  ...Object.fromEntries(FACET_KEYS.map((key, k) => [key, FACET_KEY + k])),
};

type FacetProduct = Record<keyof FacetSource['product'], unknown>;
type FacetVariant = Record<keyof FacetSource['variants'][number], unknown>;
const VARIANT_ROLES: Record<string, number> = Object.fromEntries([
  ...VARIANT_TEXT_KEYS.map((key, k) => [key, k]),
  ['offerprice', OFFER_PRICE],
]);

export class ProductSourceReader {
  private readonly shared: string[] = [];
  /** Per shared string, whether it holds a mark (most do not, and are read as they are). */
  private readonly sharedMarked: boolean[] = [];
  private readonly shapes: (readonly string[])[] = [];
  /** Per shape, each key's role in a product and in a variant (worked out at its first use). */
  private readonly productRoles: (Int8Array | undefined)[] = [];
  private readonly variantRoles: (Int8Array | undefined)[] = [];
  private readonly in = new BufferReader();
  private name = '';
  private sku = '';
  /** One variant's text values and offer price, reused. */
  private readonly variant: unknown[] = new Array<unknown>(OFFER_PRICE + 1);
  /** The last product's facet values, and its priced variants' (objects reused from product to product). */
  private readonly facetProduct: FacetProduct = {
    category: undefined,
    sub_category: undefined,
    occasion: undefined,
    gender: undefined,
    trending: undefined,
    made_to_order: undefined,
  };
  private readonly facetVariants: FacetVariant[] = [];
  private readonly spareVariants: FacetVariant[] = [];
  /** What `append` last read of the product's facets, for visitFacetValues; valid until the next append. */
  readonly facets = { product: this.facetProduct, variants: this.facetVariants } as unknown as FacetSource;

  /** The codec's shared strings and shapes added since the last call, in order. */
  extend(shared: readonly string[], shapes: readonly (readonly string[])[]): void {
    for (const s of shared) {
      this.shared.push(s);
      this.sharedMarked.push(MARKED.test(s));
    }
    for (const keys of shapes) this.shapes.push(keys);
  }

  /**
   * Pushes onto `into` the text source of the product encoded at `bytes[at…]` (what
   * `appendTextSource(into, toIndexedRecord(product))` pushes), and answers how many values; `facets`
   * then holds its facet values.
   */
  append(into: unknown[], bytes: Buffer, at: number): number {
    const input = this.in;
    input.reset(bytes, at);
    this.name = this.read() as string;
    this.sku = this.read() as string;
    // A product is always an object.
    if (input.byte() !== OBJECT) throw new Error('Not a compact product');
    const shape = input.varint();
    const roles = (this.productRoles[shape] ??= this.rolesOf(shape, PRODUCT_ROLES));
    const start = into.length;
    into.push(undefined, undefined, undefined);
    const facets = this.facetProduct;
    for (const key of FACET_KEYS) facets[key] = undefined;
    this.facetVariants.length = 0;
    let count = 3;
    for (let k = 0; k < roles.length; k++) {
      const role = roles[k]!;
      if (role === SKIP) this.skip();
      else if (role === VARIANTS_KEY) count += this.variants(into);
      else if (role >= FACET_KEY) facets[FACET_KEYS[role - FACET_KEY]!] = this.read();
      else into[start + role] = this.read();
    }
    facets.category = into[start + CATEGORY_KEY];
    return count;
  }

  /** The priced variants' text values, pushed; answers how many values. */
  private variants(into: unknown[]): number {
    const input = this.in;
    if (input.byte() !== ARRAY) throw new Error('A compact product’s variants are not an array');
    const n = input.varint();
    const values = this.variant;
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (input.byte() !== OBJECT) throw new Error('A compact product’s variant is not an object');
      const shape = input.varint();
      const roles = (this.variantRoles[shape] ??= this.rolesOf(shape, VARIANT_ROLES));
      values.fill(undefined);
      for (let k = 0; k < roles.length; k++) {
        const role = roles[k]!;
        if (role === SKIP) this.skip();
        else values[role] = this.read();
      }
      // The same test as pricedVariants (record.ts).
      if (!((values[OFFER_PRICE] as number) > 0)) continue;
      for (let k = 0; k < OFFER_PRICE; k++) into.push(values[k]);
      count += OFFER_PRICE;
      const facets = this.facetVariants.length;
      const variant = (this.spareVariants[facets] ??= {
        color: undefined,
        metal_purity: undefined,
        diamond_clarity: undefined,
      });
      variant.color = values[COLOR];
      variant.metal_purity = values[METAL_PURITY];
      variant.diamond_clarity = values[DIAMOND_CLARITY];
      this.facetVariants.push(variant);
    }
    return count;
  }

  private rolesOf(shape: number, named: Record<string, number>): Int8Array {
    const keys = this.shapes[shape];
    if (!keys) throw new Error(`Shape ${shape} was not sent`);
    return Int8Array.from(keys, (key) => (Object.hasOwn(named, key) ? named[key]! : SKIP));
  }

  /** The value at the reader, as the codec reads it back. */
  private read(): unknown {
    const input = this.in;
    const tag = input.byte();
    const scalar = readScalar(tag, input);
    if (scalar !== NOT_SCALAR) return scalar;
    switch (tag) {
      case MARKED_LATIN1:
        return unmark(input.latin1(), this.name, this.sku);
      case MARKED_UTF8:
        return unmark(input.utf8(), this.name, this.sku);
      case SHARED: {
        const id = input.varint();
        return this.sharedMarked[id] ? unmark(this.shared[id]!, this.name, this.sku) : this.shared[id]!;
      }
      case ARRAY: {
        const n = input.varint();
        const out: unknown[] = [];
        for (let i = 0; i < n; i++) out.push(this.read());
        return out;
      }
      case OBJECT: {
        // Not text, where the words expect text: made as the codec would make it (fromEntries, so that
        // a "__proto__" key is an own key), never on the catalogue's path.
        const keys = this.shapes[input.varint()]!;
        return Object.fromEntries(keys.map((key) => [key, this.read()]));
      }
      default:
        throw new Error(`Not a compact product (tag ${tag})`);
    }
  }

  /** Moves past the value at the reader without making it. */
  private skip(): void {
    const input = this.in;
    const tag = input.byte();
    if (tag >= SMALL) return;
    switch (tag) {
      case FLOAT64:
        return input.skip(8);
      case WHOLE:
      case NEGATIVE_WHOLE:
      case SHARED:
        return input.skipVarint();
      case DECIMAL:
      case NEGATIVE_DECIMAL:
        input.skip(1);
        return input.skipVarint();
      case MARKED_LATIN1:
      case MARKED_UTF8:
      case RAW_LATIN1:
      case RAW_UTF8:
        return input.skip(input.varint());
      case ARRAY: {
        const n = input.varint();
        for (let i = 0; i < n; i++) this.skip();
        return;
      }
      case OBJECT: {
        const keys = this.shapes[input.varint()]!;
        for (let k = 0; k < keys.length; k++) this.skip();
        return;
      }
    }
  }
}
