// The compare table's rows: how each attribute of a variant reads in its cell. A piece whose facts
// are not there (still loading, gone, or the call failed) shows "—".
import { pricePerGram } from '../../../domain/cart/price-per-gram';
import type { Variant } from '../../../domain/catalog/product';
import { formatAmountINR, formatINR } from '../../../domain/money/inr';
import { MAKING_DISCOUNT_LABEL } from '../../../domain/product/breakup-lines';
import { colourName } from './entry-links';

export const NONE = '—';

const trim = (n: number) => n.toFixed(3).replace(/\.?0+$/, '');
const grams = (g: number) => `${trim(g)} g`;
const carats = (ct: number) => `${trim(ct)} ct`;

/** 'Yellow Gold' from the colour, with the metal named only when the colour does not say it. */
function metalOf(v: Variant): string {
  const colour = colourName(v.color);
  const metal = v.metal_type && v.metal_type !== 'None' ? v.metal_type : '';
  return metal && !colour.toLowerCase().includes(metal.toLowerCase())
    ? `${colour} ${metal}`.trim()
    : colour || metal || NONE;
}

export interface CompareRow {
  label: string;
  cell: (v: Variant) => string;
  /** 'price': the piece's price, in the price face; 'amount': other rupees, figures aligned. */
  money?: 'price' | 'amount';
}

export const COMPARE_ROWS: CompareRow[] = [
  { label: 'Price', cell: (v) => formatINR(v.offerprice), money: 'price' },
  { label: 'Metal', cell: metalOf },
  { label: 'Purity', cell: (v) => v.metal_purity || NONE },
  { label: 'Metal weight', cell: (v) => (v.metal_weight > 0 ? grams(v.metal_weight) : NONE) },
  {
    label: 'Diamonds',
    cell: (v) =>
      v.diamond_count > 0
        ? [
            `${v.diamond_count} ${v.diamond_count === 1 ? 'diamond' : 'diamonds'}`,
            carats(v.diamond_carat),
            v.diamond_clarity,
            v.diamond_color ? `${v.diamond_color} colour` : null,
          ]
            .filter(Boolean)
            .join(' · ')
        : NONE,
  },
  {
    label: 'Gemstones',
    cell: (v) =>
      v.gemstone_count > 0 && v.gemstone_type
        ? [`${v.gemstone_count} ${v.gemstone_type}`, carats(v.gemstone_carat)].join(' · ')
        : NONE,
  },
  { label: 'Gross weight', cell: (v) => (v.gross_weight > 0 ? grams(v.gross_weight) : NONE) },
  { label: 'Shape and cut', cell: (v) => [v.diamond_cut, v.diamond_cut_grade].filter(Boolean).join(' · ') || NONE },
  {
    label: 'Certificate',
    cell: (v) => (v.certificate_lab ? `${v.certificate_lab} ${v.certificate_number ?? ''}`.trim() : NONE),
  },
  // The making charge at its list amount, and the discount on it as a row of its own (issue 22).
  { label: 'Making charge', cell: (v) => formatINR(v.making_charge + v.making_discount), money: 'amount' },
  {
    label: MAKING_DISCOUNT_LABEL,
    cell: (v) => (v.making_discount > 0 ? formatAmountINR(-v.making_discount) : NONE),
    money: 'amount',
  },
  {
    label: 'Price per gram of metal',
    cell: (v) => {
      const perGram = pricePerGram(v.metal_price, v.metal_weight);
      return perGram === null ? NONE : `${formatINR(perGram)}/g`;
    },
    money: 'amount',
  },
];
