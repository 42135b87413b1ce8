// The numbers of each product's priced variants that searches read without the product: the price
// views' offer prices and colours, and the variant numbers a numeric filter may name. Products are
// kept as strings (compact-product.ts), so these live in flat typed arrays: a slot's variants are
// `count[slot]` entries from `first[slot]`.
import { growInt32 } from './price-view.ts';
import type { IndexedRecord } from './record.ts';

/** Variant numbers a numeric filter may name (apply-filters.ts), each read from the shown variant. */
export const VARIANT_NUMBERS = ['rating', 'metal_weight', 'diamond_carat', 'diamond_count'] as const;
export type VariantNumber = (typeof VARIANT_NUMBERS)[number];

/** Products after which a first load's room for variants is sized from their variants per product. */
export const ESTIMATE_AFTER = 4096;
/** Room beyond the estimate: products in a catalogue vary, and the untouched tail costs no resident memory. */
const ESTIMATE_SPARE = 1 / 16;

/**
 * The variants' room for `slots` products once `filled` of them held `used` variants: their average
 * per product for every slot, with a sixteenth spare, or the room there is (`room`) when that is
 * already more. Sized once, early, the arrays are not doubled late in a 10-lakh load, when the old
 * and new copies (88 and 176 MB) were both held at the build's peak.
 */
export function estimatedRoom(used: number, filled: number, slots: number, room: number): number {
  if (filled <= 0) return room;
  const expected = Math.ceil((used / filled) * slots * (1 + ESTIMATE_SPARE));
  return Math.max(room, expected);
}

/**
 * Whether trimming `room` down to `used` is worth its copy: not for an eighth or less spare (an
 * estimate's sixteenth and its error), whose pages were never written and so are not resident, while
 * the copy held both arrays at once.
 */
export function worthTrimming(used: number, room: number): boolean {
  return room - used > room / 8;
}

export class SlotVariants {
  first: Int32Array;
  count: Int32Array;
  /** Entries reserved at `first[slot]`: a changed product with no more variants reuses them. */
  private room: Int32Array;
  /** The variant a card shows when no colour is filtered (rose-gold first). */
  defaultVariant: Int32Array;
  offerprice: Float64Array;
  /** Index into `colorKeys` of each variant's colour key. */
  color: Int32Array;
  readonly numbers: Record<VariantNumber, Float64Array>;
  /** Colour keys met so far, shared by every variant: a handful in a real catalogue. */
  private readonly colorKeys: string[] = [];
  private readonly colorIds = new Map<string, number>();
  private used = 0;
  /** Products given room so far. */
  private filled = 0;

  constructor(slots: number, variants = slots * 2) {
    this.first = new Int32Array(slots);
    this.count = new Int32Array(slots);
    this.room = new Int32Array(slots);
    this.defaultVariant = new Int32Array(slots);
    this.offerprice = new Float64Array(variants);
    this.color = new Int32Array(variants);
    this.numbers = {
      rating: new Float64Array(variants),
      metal_weight: new Float64Array(variants),
      diamond_carat: new Float64Array(variants),
      diamond_count: new Float64Array(variants),
    };
  }

  /** The colour key's number, or -1 when no variant has that colour (it then matches none). */
  colorId(key: string): number {
    return this.colorIds.get(key) ?? -1;
  }

  set(slot: number, record: IndexedRecord): void {
    const n = record.variants.length;
    if (this.room[slot]! < n) {
      if (this.used + n > this.offerprice.length)
        this.growVariants(Math.max(this.offerprice.length * 2, this.used + n));
      this.first[slot] = this.used;
      this.room[slot] = n;
      this.used += n;
      if (++this.filled === ESTIMATE_AFTER) this.fitRoom();
    }
    const at = this.first[slot]!;
    this.count[slot] = n;
    this.defaultVariant[slot] = record.defaultVariant;
    for (let k = 0; k < n; k++) {
      const v = record.variants[k]!;
      this.offerprice[at + k] = v.offerprice;
      this.color[at + k] = this.colorIdOrNew(record.colorKeys[k]!);
      for (const name of VARIANT_NUMBERS) this.numbers[name][at + k] = v[name];
    }
  }

  /** The variant shown for colour numbers in preference order: the first the product has, else the default. */
  shown(slot: number, colorIds: readonly number[]): number {
    const at = this.first[slot]!;
    const n = this.count[slot]!;
    for (const id of colorIds) {
      for (let k = 0; k < n; k++) if (this.color[at + k] === id) return k;
    }
    return this.defaultVariant[slot]!;
  }

  resize(slots: number): void {
    this.first = growInt32(this.first, slots);
    this.count = growInt32(this.count, slots);
    this.room = growInt32(this.room, slots);
    this.defaultVariant = growInt32(this.defaultVariant, slots);
  }

  /** Gives back what the build reserved beyond its variants, when that is more than a little. */
  trim(): void {
    if (worthTrimming(this.used, this.offerprice.length)) this.growVariants(this.used);
  }

  /** Room for every slot at the variants per product seen so far (a first load is sized for its catalogue). */
  private fitRoom(): void {
    const room = estimatedRoom(this.used, this.filled, this.first.length, this.offerprice.length);
    if (room > this.offerprice.length) this.growVariants(room);
  }

  private growVariants(size: number): void {
    this.offerprice = resizeFloat64(this.offerprice, size);
    this.color = resizeInt32(this.color, size);
    for (const name of VARIANT_NUMBERS) this.numbers[name] = resizeFloat64(this.numbers[name], size);
  }

  private colorIdOrNew(key: string): number {
    let id = this.colorIds.get(key);
    if (id === undefined) {
      id = this.colorKeys.length;
      this.colorKeys.push(key);
      this.colorIds.set(key, id);
    }
    return id;
  }
}

function resizeFloat64(a: Float64Array, size: number): Float64Array {
  const next = new Float64Array(size);
  next.set(a.length <= size ? a : a.subarray(0, size));
  return next;
}

function resizeInt32(a: Int32Array, size: number): Int32Array {
  const next = new Int32Array(size);
  next.set(a.length <= size ? a : a.subarray(0, size));
  return next;
}
