import { describe, expect, it } from 'vitest';
import type { Product } from '../catalog/product.ts';
import { variantFactsOf } from './variant-facts.ts';

describe('variantFactsOf', () => {
  const product = {
    id: 5,
    sku: 'SKU5',
    stock: 3,
    made_to_order: 'false',
    variants: [
      { id: 7, variant_id: 'SKU5-RG', offerprice: 1_000 },
      { id: 8, variant_id: '77', offerprice: 2_000 },
    ],
  } as unknown as Product;
  it.each([
    [7, 7],
    ['SKU5-RG', 7],
    ['7', 7], // a numeric id sent as digits
    ['77', 8], // a code made of digits wins over an id
    [8, 8],
    [9, undefined],
    ['SKU5-WG', undefined],
  ] as const)('%j → variant %s', (ref, id) => {
    expect(variantFactsOf(product, ref)?.id).toBe(id);
  });
  it('carries the product facts', () => {
    expect(variantFactsOf(product, 8)).toEqual({
      id: 8,
      variant_id: '77',
      productId: 5,
      sku: 'SKU5',
      offerprice: 2_000,
      stock: 3,
      madeToOrder: false,
    });
  });
});
