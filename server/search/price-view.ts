// The price a listing shows depends on the colour filtered: with "color:white-gold" the card shows the
// white-gold variant and its price. Price filters, the price_band facet, price stats and price sorts all
// follow the shown variant, so each colour selection gets a view holding, per document, the shown
// variant, its price, its price band and the price orders.
import { PRICE_BANDS } from '../../domain/catalog/constants.ts';
import { clearBit, createBitset, listBits, resizeBitset, setBit, type Bitset } from './bitset.ts';
import type { ColorVariants } from './color-variants.ts';
import type { SlotVariants } from './slot-variants.ts';
import { SortedSlots } from './sorted-slots.ts';
import { facetKey } from './tokenizer.ts';

export interface ViewHost {
  readonly capacity: number;
  readonly ids: Float64Array;
  readonly variants: SlotVariants;
  liveSlots(): number[];
  /** The live slots as a bitset, with their count. */
  readonly live: Bitset;
  readonly size: number;
  /** Absent while the host is being made (its own default view comes first). */
  readonly colorVariants?: ColorVariants;
  readonly defaultView?: PriceView;
}

const BAND_BY_KEY = new Map(PRICE_BANDS.map((b, i) => [facetKey(b.label), i]));

/** The position in PRICE_BANDS of the band `priceBandOf` names, without making its label. */
export function bandIndexOf(price: number): number {
  for (let i = 0; i < PRICE_BANDS.length; i++) {
    const band = PRICE_BANDS[i]!;
    if (price >= band.min && price < band.max) return i;
  }
  return PRICE_BANDS.length - 1;
}

/**
 * The variant a card shows: the first selected colour the product has, else the listing preference.
 * Colour keys are looked up on each call: a colour first met after the view was made still counts.
 */
export function shownVariant(variants: SlotVariants, slot: number, colors: readonly string[]): number {
  return variants.shown(
    slot,
    colors.map((c) => variants.colorId(c)),
  );
}

export class PriceView {
  variantOf: Int32Array;
  price: Float64Array;
  private band: Int8Array;
  private bandBits: Bitset[];
  readonly ascending: SortedSlots;
  readonly descending: SortedSlots;

  constructor(
    /** Colour keys in preference order; empty for the default view. */
    readonly colors: readonly string[],
    private readonly host: ViewHost,
  ) {
    const cap = host.capacity;
    this.variantOf = new Int32Array(cap);
    this.price = new Float64Array(cap);
    this.band = new Int8Array(cap).fill(-1);
    this.bandBits = PRICE_BANDS.map(() => createBitset(cap));
    // host.ids is read on each call: the host replaces the array when it grows.
    const all = () => host.liveSlots();
    this.ascending = new SortedSlots((a, b) => this.price[a]! - this.price[b]! || host.ids[a]! - host.ids[b]!, all);
    this.descending = new SortedSlots((a, b) => this.price[b]! - this.price[a]! || host.ids[a]! - host.ids[b]!, all);
    if (!this.fillFromColors()) for (const slot of host.liveSlots()) this.set(slot);
  }

  /**
   * The shown variant and price of every live product from the host's per-colour arrays and its
   * default view, when every selected colour is one the host keeps: no product record is read.
   */
  private fillFromColors(): boolean {
    const { colorVariants, defaultView } = this.host;
    if (!colorVariants || !defaultView || this.colors.length === 0) return false;
    const positions = colorVariants.positions(this.colors);
    if (!positions) return false;
    const variants = positions.map((c) => colorVariants.variant[c]!);
    const prices = positions.map((c) => colorVariants.price[c]!);
    for (const slot of listBits(this.host.live, this.host.size)) {
      let v = -1;
      let price = 0;
      for (let k = 0; k < variants.length && v < 0; k++) {
        v = variants[k]![slot]!;
        price = prices[k]![slot]!;
      }
      if (v < 0) {
        v = defaultView.variantOf[slot]!;
        price = defaultView.price[slot]!;
      }
      this.variantOf[slot] = v;
      this.price[slot] = price;
      const band = bandIndexOf(price);
      this.band[slot] = band;
      setBit(this.bandBits[band]!, slot);
    }
    return true;
  }

  set(slot: number): void {
    const { variants } = this.host;
    const v = shownVariant(variants, slot, this.colors);
    const price = variants.offerprice[variants.first[slot]! + v]!;
    this.variantOf[slot] = v;
    this.price[slot] = price;
    const band = bandIndexOf(price);
    this.band[slot] = band;
    setBit(this.bandBits[band]!, slot);
    this.ascending.insert(slot);
    this.descending.insert(slot);
  }

  unset(slot: number): void {
    this.ascending.delete(slot);
    this.descending.delete(slot);
    const band = this.band[slot]!;
    if (band >= 0) clearBit(this.bandBits[band]!, slot);
    this.band[slot] = -1;
  }

  /** Documents whose shown price is in the band with this label (case and accents ignored). */
  bandSet(label: string): Bitset | undefined {
    const i = BAND_BY_KEY.get(facetKey(label));
    return i === undefined ? undefined : this.bandBits[i];
  }

  bands(): { label: string; bits: Bitset }[] {
    return PRICE_BANDS.map((b, i) => ({ label: b.label, bits: this.bandBits[i]! }));
  }

  resize(capacity: number): void {
    this.variantOf = growInt32(this.variantOf, capacity);
    this.price = growFloat64(this.price, capacity);
    const band = new Int8Array(capacity).fill(-1);
    band.set(this.band);
    this.band = band;
    this.bandBits = this.bandBits.map((b) => resizeBitset(b, capacity));
  }
}

export function growInt32(a: Int32Array, capacity: number): Int32Array {
  const next = new Int32Array(capacity);
  next.set(a);
  return next;
}

export function growFloat64(a: Float64Array, capacity: number): Float64Array {
  const next = new Float64Array(capacity);
  next.set(a);
  return next;
}
