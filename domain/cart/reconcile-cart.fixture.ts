// A small catalogue the cart rules' table tests share (reconcile-cart, validate-prices).
import type { CartRequestLine } from './api-schemas.ts';
import type { FindVariant, VariantFacts } from './variant-facts.ts';

// A small catalogue: RING has stock 2 and two variants, PEND is made to order with none in stock,
// GONE is sold out, FREE has an unpriced variant (the mirror would not hold it; the rule checks anyway).
export const facts: VariantFacts[] = [
  { id: 11, variant_id: 'RING-RG', productId: 1, sku: 'RING', offerprice: 50_000, stock: 2, madeToOrder: false },
  { id: 12, variant_id: 'RING-WG', productId: 1, sku: 'RING', offerprice: 52_000, stock: 2, madeToOrder: false },
  { id: 21, variant_id: 'PEND-YG', productId: 2, sku: 'PEND', offerprice: 30_000, stock: 0, madeToOrder: true },
  { id: 31, variant_id: 'GONE-YG', productId: 3, sku: 'GONE', offerprice: 10_000, stock: 0, madeToOrder: false },
  { id: 41, variant_id: 'FREE-YG', productId: 4, sku: 'FREE', offerprice: 0, stock: 5, madeToOrder: false },
];
export const find: FindVariant = (sku, variant) =>
  facts.find((f) => f.sku === sku && (f.id === variant || f.variant_id === variant));
export const line = (sku: string, variant: number | string, quantity: number): CartRequestLine => ({
  sku,
  variant,
  quantity,
});
