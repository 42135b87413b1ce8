import { describe, expect, it } from 'vitest';
import { describeFilterError, parseFacetFilters, parseNumericFilters, type FilterInput } from './filters.ts';

const f = (attribute: string, value: string, negated = false) => ({ attribute, value, negated });

describe('parseFacetFilters', () => {
  it.each<[string, FilterInput | undefined, ReturnType<typeof f>[][]]>([
    ['absent', undefined, []],
    ['empty list', [], []],
    ['one string', 'color:rose-gold', [[f('color', 'rose-gold')]]],
    [
      'AND across the list',
      ['color:rose-gold', 'category:rings'],
      [[f('color', 'rose-gold')], [f('category', 'rings')]],
    ],
    [
      'OR inside an inner list',
      [['color:rose-gold', 'color:white-gold'], 'category:rings'],
      [[f('color', 'rose-gold'), f('color', 'white-gold')], [f('category', 'rings')]],
    ],
    ['negation before the attribute', ['-color:rose-gold'], [[f('color', 'rose-gold', true)]]],
    ["Algolia's negation before the value", ['color:-rose-gold'], [[f('color', 'rose-gold', true)]]],
    ['an escaped dash is part of the value', ['sku:\\-A1'], [[f('sku', '-A1')]]],
    ['colons after the first belong to the value', ['seo:a:b:c'], [[f('seo', 'a:b:c')]]],
    ['quoted value with spaces', ['name:"a b"'], [[f('name', 'a b')]]],
    ['quoted value with an escaped quote', ['name:"say \\"hi\\""'], [[f('name', 'say "hi"')]]],
    ['spaces around the parts', ['  occasion :  Daily Wear  '], [[f('occasion', 'Daily Wear')]]],
    ['value with commas and a rupee sign', ['price_band:₹25,000 - ₹50,000'], [[f('price_band', '₹25,000 - ₹50,000')]]],
  ])('%s', (_name, input, expected) => {
    expect(parseFacetFilters(input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, FilterInput, number[], RegExp]>([
    ['no colon', ['color'], [0], /missing ':'/],
    ['empty attribute', [':rings'], [0], /attribute name is empty/],
    ['empty value', ['category:'], [0], /value is empty/],
    ['empty quotes', ['category:""'], [0], /value is empty/],
    ['unterminated quote', ['name:"abc'], [0], /no closing quote/],
    ['quote closed by an escaped quote only', ['name:"abc\\"'], [0], /no closing quote/],
    ['bad attribute characters', ['col or:x'], [0], /letters, digits/],
    ['negated twice', ['-color:-x'], [0], /negated twice/],
    ['empty filter string', [''], [0], /empty/],
    ['empty OR list', [[]], [0], /OR list must not be empty/],
    ['position inside an OR list', ['category:rings', ['color:x', 'oops']], [1, 1], /missing ':'/],
    ['plain string', 'oops', [], /missing ':'/],
  ])('refuses %s, saying where and why', (_name, input, path, reason) => {
    const r = parseFacetFilters(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.path).toEqual(path);
    expect(r.error.reason).toMatch(reason);
  });

  it('describes an error with its field, position and text', () => {
    const r = parseFacetFilters([['color:x', 'oops']]);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(describeFilterError('facetFilters', r.error)).toBe(
        `facetFilters[0][1] "oops": missing ':' between attribute and value`,
      );
  });
});

describe('parseNumericFilters', () => {
  it.each<[string, FilterInput, unknown]>([
    ['>=', 'price>=1000', [[{ attribute: 'price', op: '>=', value: 1000 }]]],
    ['<= with spaces', ['price <= 100000'], [[{ attribute: 'price', op: '<=', value: 100000 }]]],
    ['<', ['stock<1'], [[{ attribute: 'stock', op: '<', value: 1 }]]],
    ['>', ['rating>4.5'], [[{ attribute: 'rating', op: '>', value: 4.5 }]]],
    ['=', ['diamond_count=0'], [[{ attribute: 'diamond_count', op: '=', value: 0 }]]],
    ['!=', ['diamond_count!=0'], [[{ attribute: 'diamond_count', op: '!=', value: 0 }]]],
    ['negative and exponent', ['popularity>-1e3'], [[{ attribute: 'popularity', op: '>', value: -1000 }]]],
    ['range', ['price:1000 TO 5000'], [[{ attribute: 'price', op: 'range', min: 1000, max: 5000 }]]],
    [
      'range with decimals',
      ['diamond_carat: 0.5 TO 1.25'],
      [[{ attribute: 'diamond_carat', op: 'range', min: 0.5, max: 1.25 }]],
    ],
    [
      'OR inside a list, AND across',
      [['price<1000', 'price>90000'], 'stock>0'],
      [
        [
          { attribute: 'price', op: '<', value: 1000 },
          { attribute: 'price', op: '>', value: 90000 },
        ],
        [{ attribute: 'stock', op: '>', value: 0 }],
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(parseNumericFilters(input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, FilterInput, RegExp]>([
    ['no operator', ['price 100'], /expected an operator/],
    ['doubled operator', ['price>>5'], /">5" is not a number/],
    ['=> is not an operator', ['price=>5'], /">5" is not a number/],
    ['text value', ['price>=abc'], /"abc" is not a number/],
    ['missing value', ['price>='], /missing/],
    ['missing attribute', ['>=5'], /attribute name is empty/],
    ['range without upper bound', ['price:1000 TO'], /range must read/],
    ['range with text', ['price:cheap TO dear'], /range must read/],
    ['facet syntax in numericFilters', ['category:rings'], /range must read/],
    ['Infinity', ['price<1e999'], /finite/],
  ])('refuses %s', (_name, input, reason) => {
    const r = parseNumericFilters(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.reason).toMatch(reason);
  });
});
