import { describe, expect, it } from 'vitest';
import { productPath } from './product-path.ts';

describe('productPath', () => {
  it.each([
    ['aria-ring', undefined, '/aria-ring'],
    ['aria-ring', null, '/aria-ring'],
    ['aria-ring', '', '/aria-ring'],
    ['aria-ring', 'SVR-RG-00001-RG-12', '/aria-ring?variant_id=SVR-RG-00001-RG-12'],
    ['a b', 'x&y', '/a%20b?variant_id=x%26y'],
  ])('%s + %s → %s', (value, variantId, expected) => {
    expect(productPath(value, variantId)).toBe(expected);
  });
});
