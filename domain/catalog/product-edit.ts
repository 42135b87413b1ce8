// The catalogue desk's rules (issue 24 part 1), pure so they are table-tested: what a save really
// changes (only those fields are written and audited), whether a variant's metal and purity can be
// priced, a variant's prices from its parts through the one repricing rule the metal rates use
// (domain/rates/reprice.ts), the facts a variant must keep, and a new piece's URL value and variant ids.
import { RATE_KEYS, rateKeyOf } from '../rates/metal-rates.ts';
import { repriceVariant } from '../rates/reprice.ts';
import type { MetalColor } from './constants.ts';

/** The fields that differ between `before` and the `change` (undefined in the change: not sent, kept). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  change: Partial<T>,
): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(change) as (keyof T)[]) {
    const next = change[key];
    if (next === undefined || sameValue(before[key], next)) continue;
    was[key] = before[key];
    now[key] = next;
  }
  return { before: was, after: now };
}

const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 1e-9);

export const isEmptyChange = (c: { after: object }): boolean => Object.keys(c.after).length === 0;

/** The variant fields its price is built from: a change to one of them prices the variant again. */
export const PRICE_INPUTS = [
  'metal_type',
  'metal_purity',
  'metal_weight',
  'diamond_price',
  'gemstone_price',
  'making_charge',
] as const;

export const touchesPrice = (after: Partial<Record<string, unknown>>): boolean => PRICE_INPUTS.some((k) => k in after);

/**
 * Whether a metal and purity can be priced: a metal with a daily rate (Gold 18K, Platinum 950 …),
 * or `None` with `None` and no metal weight (a loose stone). Answers the problem, or null.
 */
export function metalProblem(v: { metal_type: string; metal_purity: string; metal_weight: number }): string | null {
  if (v.metal_type === 'None' || v.metal_purity === 'None') {
    if (v.metal_type !== v.metal_purity) return 'a piece without metal has metal None and purity None';
    return v.metal_weight > 0 ? 'a piece without metal weighs 0 g of metal' : null;
  }
  if (!RATE_KEYS.some((k) => k.metal === v.metal_type && k.purity === v.metal_purity))
    return `${v.metal_type} is not sold in ${v.metal_purity}: the rates are ${RATE_KEYS.map(rateKeyOf).join(', ')}`;
  return null;
}

/** Every problem of a variant as it would be saved, by field (the database's checks, said first and plainly). */
export function variantProblems(v: {
  metal_type: string;
  metal_purity: string;
  metal_weight: number;
  gross_weight: number;
  diamond_count: number;
  diamond_carat: number;
  gemstone_count: number;
  gemstone_type: string | null;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  const metal = metalProblem(v);
  if (metal) problems.metal_purity = metal;
  if (v.gross_weight !== 0 && v.gross_weight < v.metal_weight)
    problems.gross_weight = 'must be 0 (not weighed) or at least the metal weight';
  if (v.diamond_count === 0 && v.diamond_carat > 0) problems.diamond_count = 'diamonds with carats need a count';
  if (v.gemstone_count > 0 && !v.gemstone_type) problems.gemstone_type = 'name the gemstone';
  return problems;
}

export interface PriceInputs {
  metal_type: string;
  metal_purity: string;
  metal_weight: number;
  diamond_price: number;
  gemstone_price: number;
  making_charge: number;
  gst: number;
}

export interface VariantPrices {
  metal_price: number;
  offerprice: number;
  price: number;
}

/**
 * A variant's prices from its parts at today's rate of its metal (0 for none), through the rule that
 * reprices at a new rate: the parts plus GST are the offer price, the retail price keeps the
 * variant's markup (`current`; a new variant has none, so retail is the offer price).
 */
export function priceFromParts(
  parts: PriceInputs,
  ratePerGram: number,
  current: { offerprice: number; price: number } = { offerprice: 0, price: 0 },
): VariantPrices {
  const out = repriceVariant({
    metalWeight: parts.metal_type === 'None' ? 0 : parts.metal_weight,
    ratePerGram: parts.metal_type === 'None' ? 0 : ratePerGram,
    diamondPrice: parts.diamond_price,
    gemstonePrice: parts.gemstone_price,
    makingCharge: parts.making_charge,
    gstPercent: parts.gst,
    offerprice: current.offerprice,
    price: current.price,
  });
  return { metal_price: out.metalPrice, offerprice: out.offerprice, price: out.price };
}

/** A new piece's URL value: its name and SKU in kebab case, as the demo's are (`aria-solitaire-ring-r1024`). */
export function productValueOf(name: string, sku: string): string {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return [slug(name), slug(sku)].filter(Boolean).join('-');
}

const COLOR_CODES: Record<MetalColor, string> = { 'yellow-gold': 'YG', 'rose-gold': 'RG', 'white-gold': 'WG' };

/** A variant's id, as the demo's: `SKU-RG`, `SKU-RG-12` with a size. */
export function variantIdOf(sku: string, color: MetalColor, size: string | null): string {
  const sizePart = size ? `-${size.toUpperCase().replace(/[^0-9A-Z]+/g, '')}` : '';
  return `${sku}-${COLOR_CODES[color]}${sizePart === '-' ? '' : sizePart}`;
}

/** Two variants of a piece may not share a colour and size (their ids would be one). */
export function duplicateVariants(list: readonly { color: MetalColor; size: string | null }[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  list.forEach((v, i) => {
    const key = `${v.color} ${v.size ?? ''}`.toLowerCase();
    if (seen.has(key)) repeated.push(i);
    seen.add(key);
  });
  return repeated;
}
