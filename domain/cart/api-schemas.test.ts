import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, cartRequestLineSchema, cartUpdateBodySchema } from './api-schemas.ts';

describe('cart body schemas', () => {
  it.each([
    [{ sku: 'A', variant: 1, quantity: 1 }, true],
    [{ sku: 'A', variant: 'A-RG', quantity: MAX_QUANTITY }, true],
    [{ sku: 'A', variant: 1, quantity: 0 }, false],
    [{ sku: 'A', variant: 1, quantity: -1 }, false],
    [{ sku: 'A', variant: 1, quantity: 1.5 }, false],
    [{ sku: 'A', variant: 1, quantity: 1e9 }, false],
    [{ sku: 'A', variant: 1, quantity: '2' }, false],
    [{ sku: 'A', variant: 1 }, false],
    [{ sku: '', variant: 1, quantity: 1 }, false],
    [{ sku: 'A', variant: -4, quantity: 1 }, false],
    [{ sku: 'A', variant: 1, quantity: 1, price: 5 }, false], // no client price in a cart line
  ])('line %j valid: %s', (input, valid) => {
    expect(cartRequestLineSchema.safeParse(input).success).toBe(valid);
  });

  it('caps the lines of one request', () => {
    const cart = (n: number) => ({
      message: { cart: Array.from({ length: n }, (_, i) => ({ sku: 'A', variant: i + 1, quantity: 1 })) },
    });
    expect(cartUpdateBodySchema.safeParse(cart(100)).success).toBe(true);
    expect(cartUpdateBodySchema.safeParse(cart(101)).success).toBe(false);
  });
});
