// The store's in-memory catalogue for product pages, related pieces and the cart (catalog.service's
// ProductMirror), kept beside the search engine and reading its products from it: the engine holds
// each product once, as a string (compact-product.ts), and the mirror only finds ids. A product read
// back is remembered while it is asked for (the same object until it changes, so callers can remember
// what they made of it); at 10 lakh products holding them all as objects took 2.3 GiB.
import { LRUCache } from 'lru-cache';
import { hashString as hashOf } from '../../domain/random/prng.ts';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';

/** Products read back and kept as objects: the pages being viewed, not the catalogue. */
const REMEMBERED_PRODUCTS = 2048;

/** The engine the mirror reads from and changes (search-index.service.ts). */
export interface ProductSource {
  productById(id: number): IndexableProduct | undefined;
  lowestPriceOf(id: number): number | undefined;
  upsert(product: IndexableProduct): void;
  remove(productId: number): void;
}

/** A shown piece of a category, with the one number related pieces are ordered by. */
export interface ShelfEntry {
  id: number;
  category: string;
  /** The lowest priced variant's price alone (related.ts reads `offerprice`). */
  variants: readonly { offerprice: number }[];
}

/**
 * String → ids by a 32-bit hash of the string, checked against the product when read: a Map keyed by
 * the strings themselves would keep a million slugs and SKUs (~100 MB) beside the products.
 */
class HashedIds {
  private readonly ids = new Map<number, number | number[]>();

  add(key: string, id: number): void {
    const h = hashOf(key);
    const held = this.ids.get(h);
    if (held === undefined) this.ids.set(h, id);
    else if (Array.isArray(held)) {
      if (!held.includes(id)) held.push(id);
    } else if (held !== id) this.ids.set(h, [held, id]);
  }

  delete(key: string, id: number): void {
    const h = hashOf(key);
    const held = this.ids.get(h);
    if (held === id) this.ids.delete(h);
    else if (Array.isArray(held)) {
      const rest = held.filter((x) => x !== id);
      if (rest.length === 1) this.ids.set(h, rest[0]!);
      else this.ids.set(h, rest);
    }
  }

  candidates(key: string): readonly number[] {
    const held = this.ids.get(hashOf(key));
    return held === undefined ? [] : Array.isArray(held) ? held : [held];
  }
}

export class ProductMirror {
  private readonly byValue = new HashedIds();
  private readonly bySku = new HashedIds();
  private readonly byCategory = new Map<string, Set<number>>();
  private readonly read = new LRUCache<number, IndexableProduct>({ max: REMEMBERED_PRODUCTS });
  /** Shelves made for related pieces, until the next change. */
  private shelves = new Map<string, ShelfEntry[]>();

  /** `products`: what the engine was built from, to find them by. */
  constructor(
    private readonly source: ProductSource,
    products: Iterable<IndexableProduct> = [],
  ) {
    this.hold(products);
  }

  /**
   * Finds these products from now on, as the engine already holds them (a page of the first load:
   * search-index.service.ts adds each page to the engine and here, then lets it go).
   */
  hold(products: Iterable<IndexableProduct>): void {
    for (const product of products) this.link(product);
  }

  /** Adds or replaces a product, in the engine and here. */
  upsert(product: IndexableProduct): void {
    this.forget(product.id);
    this.source.upsert(product);
    this.link(product);
  }

  /** Takes a product out of the engine and out of here. */
  remove(id: number): void {
    this.forget(id);
    this.source.remove(id);
  }

  findById(id: number): IndexableProduct | undefined {
    const known = this.read.get(id);
    if (known) return known;
    const product = this.source.productById(id);
    if (product) this.read.set(id, product);
    return product;
  }

  findByValue(value: string): IndexableProduct | undefined {
    return this.first(this.byValue.candidates(value), (p) => p.value === value);
  }

  findBySku(sku: string): IndexableProduct | undefined {
    return this.first(this.bySku.candidates(sku), (p) => p.sku === sku);
  }

  /** The shown pieces of a category, by id, each with its lowest price (for related pieces). */
  inCategory(slug: string): readonly ShelfEntry[] {
    let shelf = this.shelves.get(slug);
    if (shelf) return shelf;
    shelf = [];
    for (const id of this.byCategory.get(slug) ?? []) {
      const low = this.source.lowestPriceOf(id);
      if (low !== undefined) shelf.push({ id, category: slug, variants: [{ offerprice: low }] });
    }
    this.shelves.set(slug, shelf);
    return shelf;
  }

  private first(ids: readonly number[], matches: (p: IndexableProduct) => boolean): IndexableProduct | undefined {
    for (const id of ids) {
      const p = this.findById(id);
      if (p && matches(p)) return p;
    }
    return undefined;
  }

  private link(product: IndexableProduct): void {
    // The engine leaves out a product without a priced variant: so does the mirror.
    if (this.source.lowestPriceOf(product.id) === undefined) return;
    this.byValue.add(product.value, product.id);
    this.bySku.add(product.sku, product.id);
    let shelf = this.byCategory.get(product.category);
    if (!shelf) this.byCategory.set(product.category, (shelf = new Set()));
    shelf.add(product.id);
  }

  /** Takes out the keys of the product as the engine holds it now, before the engine changes. */
  private forget(id: number): void {
    const held = this.findById(id);
    this.read.delete(id);
    this.shelves.clear();
    if (!held) return;
    this.byValue.delete(held.value, id);
    this.bySku.delete(held.sku, id);
    this.byCategory.get(held.category)?.delete(id);
  }
}
