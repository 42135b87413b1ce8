// Everything the engine knows about the catalogue, by document slot: records, per-slot numbers, the
// facet and word indexes, the sort orders and the price views. Upsert and remove go through here only,
// so every structure changes together and the next search sees the change.
//
// Products are kept as one string each (compact-product.ts), read back for a page's hits and for a
// removal, which derives the words and facet values to take out from the kept product (keeping them
// instead costs ~40% more memory). The numbers searches read per variant are in `variants`.
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { clearBit, createBitset, listBits, resizeBitset, setBit, type Bitset } from './bitset.ts';
import { ColorVariants } from './color-variants.ts';
import { ProductCodec } from './compact-product.ts';
import { ProductStore } from './product-store.ts';
import { FacetIndex } from './facet-index.ts';
import { IdSlots } from './id-slots.ts';
import { growFloat64, PriceView, type ViewHost } from './price-view.ts';
import { FACET_NAMES, STORED_FACETS, textFields, toIndexedRecord, type IndexedRecord } from './record.ts';
import { TextBuild, type ThreadBuilt } from './text-build.ts';
import { SlotVariants } from './slot-variants.ts';
import { SortedSlots } from './sorted-slots.ts';
import { TextIndex } from './text-index.ts';

/** Colour selections are few (subsets of three metals), so the cache bound is only a safety net. */
const MAX_COLOR_VIEWS = 16;
const MIN_CAPACITY = 64;
/**
 * A first load of at least this many products builds its words and facets on a second thread
 * (text-build.ts): below it, starting the thread costs more than it saves.
 */
export const TEXT_THREAD_MIN = 50_000;

export interface CatalogueIndexOptions {
  /** Build the words and facets on a second thread (default: for TEXT_THREAD_MIN products or more). */
  textThread?: boolean;
  /** Products a message to the second thread (tests). */
  textBatch?: number;
  /** How long the second thread may make no progress before it is given up (tests). */
  textStallMs?: number;
  /**
   * Told when the second thread fails (its error, or no progress): the index then builds its words
   * and facets on this thread from the products it keeps, and goes on.
   */
  onTextThreadFailure?: (error: Error) => void;
}

export class CatalogueIndex implements ViewHost {
  capacity: number;
  /** Each live slot's product, encoded by `codec`. */
  readonly store: ProductStore;
  readonly codec = new ProductCodec();
  /** Slots handed out so far (free ones among them are in `free`). */
  private slots = 0;
  variants: SlotVariants;
  live: Bitset;
  ids: Float64Array;
  createdAt: Float64Array;
  popularity: Float64Array;
  stock: Float64Array;
  priceMin: Float64Array;
  priceMax: Float64Array;
  /** The facets and words; while a first load builds them on a second thread, null until asked for. */
  private facetIndex: FacetIndex | null = null;
  private words: TextIndex | null = null;
  /** The words and facets being built on a second thread, until they are asked for. */
  private wordsBuild: TextBuild | null = null;
  private readonly onTextThreadFailure: (error: Error) => void;
  readonly byId: SortedSlots;
  readonly newest: SortedSlots;
  readonly popular: SortedSlots;
  readonly defaultView: PriceView;
  readonly colorVariants: ColorVariants;
  private readonly colorViews = new Map<string, PriceView>();
  private readonly slotById: IdSlots;
  private readonly free: number[] = [];
  private count = 0;

  /** An index of these products, settled (tests and small catalogues). */
  static of(products: readonly IndexableProduct[]): CatalogueIndex {
    const index = new CatalogueIndex(products.length);
    for (const product of products) index.upsert(product);
    index.settle();
    return index;
  }

  /**
   * An empty index with room for `expectedSize` products: a catalogue loaded in pages
   * (search-index.service.ts) fills it with upsert and then calls settle(), so that no array is
   * grown and copied on the way (at 10 lakh each doubling held both copies at once).
   */
  constructor(expectedSize: number, options: CatalogueIndexOptions = {}) {
    const cap = Math.max(MIN_CAPACITY, expectedSize);
    this.capacity = cap;
    this.live = createBitset(cap);
    this.ids = new Float64Array(cap);
    this.createdAt = new Float64Array(cap);
    this.popularity = new Float64Array(cap);
    this.stock = new Float64Array(cap);
    this.priceMin = new Float64Array(cap);
    this.priceMax = new Float64Array(cap);
    this.onTextThreadFailure = options.onTextThreadFailure ?? (() => {});
    if (options.textThread ?? expectedSize >= TEXT_THREAD_MIN) {
      try {
        this.wordsBuild = new TextBuild(cap, this.codec, options.textBatch, options.textStallMs);
      } catch (error) {
        this.onTextThreadFailure(error as Error);
      }
    }
    if (!this.wordsBuild) {
      this.facetIndex = new FacetIndex(STORED_FACETS, cap);
      this.words = new TextIndex(cap);
    }
    const all = () => this.liveSlots();
    this.byId = new SortedSlots((a, b) => this.ids[a]! - this.ids[b]!, all);
    this.newest = new SortedSlots(
      (a, b) => this.createdAt[b]! - this.createdAt[a]! || this.ids[a]! - this.ids[b]!,
      all,
    );
    this.popular = new SortedSlots(
      (a, b) => this.popularity[b]! - this.popularity[a]! || this.ids[a]! - this.ids[b]!,
      all,
    );
    this.defaultView = new PriceView([], this);
    this.colorVariants = new ColorVariants(cap);
    this.variants = new SlotVariants(cap);
    this.store = new ProductStore(cap);
    this.slotById = new IdSlots(expectedSize);
  }

  /** Gives back the room a first load left spare; upserts after it still work, growing as needed. */
  settle(): void {
    if (this.wordsBuild) this.takeWords(true);
    else this.text.compact();
    this.variants.trim();
    this.store.trim();
  }

  get size(): number {
    return this.count;
  }

  /** The word index; while a first load builds it on a second thread, asking for it waits for it. */
  get text(): TextIndex {
    return this.words ?? this.takeWords(false).text;
  }

  /** The facet index, built beside the words. */
  get facets(): FacetIndex {
    return this.facetIndex ?? this.takeWords(false).facets;
  }

  private takeWords(compact: boolean): ThreadBuilt {
    try {
      const built = this.wordsBuild!.finish(compact);
      this.wordsBuild = null;
      this.words = built.text;
      this.facetIndex = built.facets;
      return built;
    } catch (error) {
      const built = this.buildHere(error as Error);
      if (compact) built.text.compact();
      return built;
    }
  }

  /**
   * Hands a change to the second thread. When the thread has failed, builds the words and facets
   * here instead and answers false: the caller then makes the change on this thread.
   */
  private handedOver(handOver: (build: TextBuild) => void): boolean {
    if (!this.wordsBuild) return false;
    try {
      handOver(this.wordsBuild);
      return true;
    } catch (error) {
      this.buildHere(error as Error);
      return false;
    }
  }

  /**
   * The words and facets of every live product, built on this thread from the products the store
   * keeps, in place of a failed second thread's: a search answers the same, only the build is slower.
   */
  private buildHere(error: Error): ThreadBuilt {
    this.wordsBuild = null;
    this.onTextThreadFailure(error);
    const text = new TextIndex(this.capacity);
    const facets = new FacetIndex(STORED_FACETS, this.capacity);
    for (const slot of this.liveSlots()) {
      const record = toIndexedRecord(this.product(slot))!;
      text.add(slot, textFields(record));
      facets.addRecord(slot, record);
    }
    this.words = text;
    this.facetIndex = facets;
    return { text, facets };
  }

  hasFacet(name: string): boolean {
    return FACET_NAMES.includes(name);
  }

  liveSlots(): number[] {
    return Array.from(listBits(this.live, this.count));
  }

  /** The product in a live slot, as it was handed in (a new object on each call). */
  product(slot: number): IndexableProduct {
    return this.codec.decode(this.store.get(slot));
  }

  /** The product with this id, or undefined when the index does not hold it. */
  productById(id: number): IndexableProduct | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.product(slot);
  }

  /** The lowest price among a product's priced variants, or undefined when the index does not hold it. */
  lowestPriceOf(id: number): number | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.priceMin[slot];
  }

  /** The price view for a colour selection (colour keys, preference order). */
  view(colors: readonly string[]): PriceView {
    if (colors.length === 0) return this.defaultView;
    const key = colors.join('|');
    let view = this.colorViews.get(key);
    if (view) {
      this.colorViews.delete(key);
    } else {
      view = new PriceView(colors, this);
      if (this.colorViews.size >= MAX_COLOR_VIEWS) this.colorViews.delete(this.colorViews.keys().next().value!);
    }
    this.colorViews.set(key, view);
    return view;
  }

  upsert(product: IndexableProduct): void {
    const record = toIndexedRecord(product);
    const existing = this.slotById.get(product.id);
    if (!record) {
      this.remove(product.id);
      return;
    }
    let slot: number;
    if (existing === undefined) {
      slot = this.allocate();
      this.slotById.set(product.id, slot);
    } else {
      slot = existing;
      this.unindex(slot);
    }
    this.index(slot, record);
  }

  remove(productId: number): void {
    const slot = this.slotById.get(productId);
    if (slot === undefined) return;
    this.unindex(slot);
    this.slotById.delete(productId);
    this.free.push(slot);
  }

  private *views(): Iterable<PriceView> {
    yield this.defaultView;
    yield* this.colorViews.values();
  }

  private allocate(): number {
    const reused = this.free.pop();
    if (reused !== undefined) return reused;
    const slot = this.slots++;
    if (slot >= this.capacity) this.grow(this.capacity * 2);
    return slot;
  }

  private grow(capacity: number): void {
    this.capacity = capacity;
    this.live = resizeBitset(this.live, capacity);
    this.ids = growFloat64(this.ids, capacity);
    this.createdAt = growFloat64(this.createdAt, capacity);
    this.popularity = growFloat64(this.popularity, capacity);
    this.stock = growFloat64(this.stock, capacity);
    this.priceMin = growFloat64(this.priceMin, capacity);
    this.priceMax = growFloat64(this.priceMax, capacity);
    this.facets.resize(capacity);
    this.text.resize(capacity);
    this.colorVariants.resize(capacity);
    this.variants.resize(capacity);
    this.store.resize(capacity);
    for (const view of this.views()) view.resize(capacity);
  }

  private index(slot: number, record: IndexedRecord): void {
    const p = record.product;
    const bytes = this.codec.encodeBytes(p);
    this.store.setBytes(slot, bytes);
    // The second thread reads the product's text and facets from its bytes (valid until the next encoding).
    if (!this.handedOver((build) => build.add(slot, bytes))) {
      this.text.add(slot, textFields(record));
      this.facets.addRecord(slot, record);
    }
    setBit(this.live, slot);
    this.count++;
    this.ids[slot] = p.id;
    this.createdAt[slot] = record.createdAt;
    this.popularity[slot] = p.popularity;
    this.stock[slot] = p.stock;
    this.priceMin[slot] = record.priceMin;
    this.priceMax[slot] = record.priceMax;
    this.byId.insert(slot);
    this.newest.insert(slot);
    this.popular.insert(slot);
    this.colorVariants.set(slot, record);
    this.variants.set(slot, record);
    for (const view of this.views()) view.set(slot);
  }

  private unindex(slot: number): void {
    const record = toIndexedRecord(this.product(slot))!;
    this.byId.delete(slot);
    this.newest.delete(slot);
    this.popular.delete(slot);
    for (const view of this.views()) view.unset(slot);
    if (!this.handedOver((build) => build.remove(slot, this.store.bytes(slot)))) {
      this.text.remove(slot, textFields(record));
      this.facets.removeRecord(slot, record);
    }
    clearBit(this.live, slot);
    this.store.delete(slot);
    this.count--;
  }
}
