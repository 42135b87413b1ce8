// For each listing colour (rose, yellow and white gold), per slot: the product's first variant in
// that colour and its price, kept up to date with every change. A colour selection's price view is
// then filled from these typed arrays instead of reading every product's record: at 10 lakh
// products that read was a cache miss or three per product and most of the 9 s that the first
// searches of a start spent building their views.
import { LISTING_COLOR_PREFERENCE } from '../../domain/catalog/constants.ts';
import { growFloat64, growInt32 } from './price-view.ts';
import type { IndexedRecord } from './record.ts';

/** Where a product has no variant in the colour. */
export const NO_VARIANT = -1;

export class ColorVariants {
  readonly colors: readonly string[] = LISTING_COLOR_PREFERENCE;
  /** variant[c][slot]: index of the first variant in colors[c], or NO_VARIANT. */
  variant: Int32Array[];
  /** price[c][slot]: that variant's price, valid where variant[c][slot] is not NO_VARIANT. */
  price: Float64Array[];

  constructor(capacity: number) {
    this.variant = this.colors.map(() => new Int32Array(capacity).fill(NO_VARIANT));
    this.price = this.colors.map(() => new Float64Array(capacity));
  }

  /** The positions in `colors` of a selection's colours, or null when one of them is not kept here. */
  positions(selection: readonly string[]): number[] | null {
    const out: number[] = [];
    for (const color of selection) {
      const c = this.colors.indexOf(color);
      if (c < 0) return null;
      out.push(c);
    }
    return out;
  }

  set(slot: number, record: IndexedRecord): void {
    this.colors.forEach((color, c) => {
      const v = record.colorKeys.indexOf(color);
      this.variant[c]![slot] = v;
      this.price[c]![slot] = v < 0 ? 0 : record.variants[v]!.offerprice;
    });
  }

  resize(capacity: number): void {
    this.variant = this.variant.map((a) => {
      const grown = growInt32(a, capacity);
      grown.fill(NO_VARIANT, a.length);
      return grown;
    });
    this.price = this.price.map((a) => growFloat64(a, capacity));
  }
}
