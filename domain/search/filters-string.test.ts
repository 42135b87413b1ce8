import { describe, expect, it } from 'vitest';
import { describeFiltersStringError, parseFiltersString, type ParsedFilters } from './filters-string.ts';
import type { NumericOperator } from './filters.ts';

const f = (attribute: string, value: string, negated = false) => ({ attribute, value, negated });
const cmp = (attribute: string, op: NumericOperator, value: number) => ({ attribute, op, value });
const range = (attribute: string, min: number, max: number) => ({ attribute, op: 'range' as const, min, max });

describe('parseFiltersString', () => {
  it.each<[string, string | undefined, ParsedFilters]>([
    ['absent', undefined, { facet: [], numeric: [] }],
    ['blank', '   ', { facet: [], numeric: [] }],
    ['one facet', 'category:rings', { facet: [[f('category', 'rings')]], numeric: [] }],
    ['quoted value with spaces', 'occasion:"Daily Wear"', { facet: [[f('occasion', 'Daily Wear')]], numeric: [] }],
    ['single quotes and an escaped quote', "name:'Meera\\'s'", { facet: [[f('name', "Meera's")]], numeric: [] }],
    ['quoted attribute', '"category":rings', { facet: [[f('category', 'rings')]], numeric: [] }],
    ['a keyword as a quoted value', 'category:"AND"', { facet: [[f('category', 'AND')]], numeric: [] }],
    ['lower-case and/or are words, not keywords', 'category:and', { facet: [[f('category', 'and')]], numeric: [] }],
    ['boolean facet', 'trending:true', { facet: [[f('trending', 'true')]], numeric: [] }],
    [
      'price band label with commas',
      'price_band:"₹25,000 - ₹50,000"',
      { facet: [[f('price_band', '₹25,000 - ₹50,000')]], numeric: [] },
    ],
    ['comparison', 'price < 50000', { facet: [], numeric: [[cmp('price', '<', 50000)]] }],
    ['comparison without spaces', 'price>=1000', { facet: [], numeric: [[cmp('price', '>=', 1000)]] }],
    ['negative and decimal', 'rating != -1.5', { facet: [], numeric: [[cmp('rating', '!=', -1.5)]] }],
    ['range', 'price:1000 TO 5000', { facet: [], numeric: [[range('price', 1000, 5000)]] }],
    [
      'AND of a facet, a comparison and a range',
      'category:rings AND price >= 1000 AND diamond_carat:0.5 TO 1',
      { facet: [[f('category', 'rings')]], numeric: [[cmp('price', '>=', 1000)], [range('diamond_carat', 0.5, 1)]] },
    ],
    [
      'A AND (B OR C)',
      'category:rings AND (color:rose-gold OR color:white-gold)',
      { facet: [[f('category', 'rings')], [f('color', 'rose-gold'), f('color', 'white-gold')]], numeric: [] },
    ],
    [
      'an OR without parentheses is one group',
      'category:rings OR category:bands',
      { facet: [[f('category', 'rings'), f('category', 'bands')]], numeric: [] },
    ],
    [
      'numeric OR numeric',
      '(price < 1000 OR price > 90000) AND stock > 0',
      { facet: [], numeric: [[cmp('price', '<', 1000), cmp('price', '>', 90000)], [cmp('stock', '>', 0)]] },
    ],
    ['NOT facet', 'NOT category:rings', { facet: [[f('category', 'rings', true)]], numeric: [] }],
    [
      'NOT inside an OR',
      '(color:rose-gold OR NOT gender:men)',
      { facet: [[f('color', 'rose-gold'), f('gender', 'men', true)]], numeric: [] },
    ],
    ['NOT numeric', 'NOT price < 5000', { facet: [], numeric: [[{ ...cmp('price', '<', 5000), negated: true }]] }],
    ['NOT NOT cancels', 'NOT NOT category:rings', { facet: [[f('category', 'rings')]], numeric: [] }],
    [
      'NOT of one filter in parentheses',
      'NOT (category:rings)',
      { facet: [[f('category', 'rings', true)]], numeric: [] },
    ],
    [
      'parentheses around ANDs and nested ORs flatten',
      '((category:rings AND gender:women)) AND ((color:a OR (color:b)) OR color:c)',
      {
        facet: [[f('category', 'rings')], [f('gender', 'women')], [f('color', 'a'), f('color', 'b'), f('color', 'c')]],
        numeric: [],
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(parseFiltersString(input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, string, number, string, RegExp]>([
    [
      'OR across a numeric and a facet',
      'price < 5000 OR category:rings',
      17,
      'category:rings',
      /cannot mix numeric and facet/,
    ],
    ['AND inside OR', 'category:rings OR (gender:men AND color:x)', 31, 'AND', /AND inside an OR group/],
    ['NOT before a group', 'NOT (category:rings OR category:bands)', 1, 'NOT', /NOT applies to one filter/],
    ['a tag (bare word)', 'published', 1, 'published', /no tags/],
    ['_tags', '_tags:new', 1, '_tags', /no tags/],
    ['unclosed parenthesis', '(category:rings', 16, 'end of filters', /"\(" at character 1 is not closed/],
    ['stray closing parenthesis', 'category:rings)', 15, ')', /without its "\("/],
    ['two filters without an operator', 'category:rings gender:men', 16, 'gender', /expected AND or OR/],
    ['dangling AND', 'category:rings AND', 19, 'end of filters', /filter is missing/],
    ['AND at the start', 'AND category:rings', 1, 'AND', /must stand between two filters/],
    ['missing value', 'category:', 10, 'end of filters', /a value must follow "category:"/],
    ['unquoted keyword as a value', 'category:OR', 10, 'OR', /quote it/],
    ['text after a comparison', 'price > cheap', 9, 'cheap', /must be a number/],
    ['quoted number after a comparison', 'price > "5"', 9, '"5"', /must be a number/],
    ['range with text', 'price:cheap TO 5', 7, 'cheap', /two numbers/],
    ['range without the upper bound', 'price:5 TO', 11, 'end of filters', /two numbers/],
    ['unterminated quote', 'occasion:"Daily', 10, '"Daily', /no closing "/],
    ['attribute with a bad character', 'col-or:x', 1, 'col-or', /letters, digits/],
    ['lone !', 'price ! 5', 7, '!', /lone "!"/],
    ['infinite number', 'price < 1e999', 9, '1e999', /finite/],
    ['an empty quoted value', 'category:""', 10, '""', /empty/],
    ['empty parentheses', '()', 2, ')', /expected a filter/],
  ])('refuses %s, saying where and why', (_name, input, column, near, reason) => {
    const r = parseFiltersString(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.position + 1).toBe(column);
    expect(r.error.near).toBe(near);
    expect(r.error.reason).toMatch(reason);
  });

  it('describes an error with the character, the text there and the reason', () => {
    const r = parseFiltersString('price < 5000 OR category:rings');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(describeFiltersStringError(r.error)).toBe(
        'filters at character 17 ("category:rings"): an OR group cannot mix numeric and facet filters ("price < 5000" OR "category:rings"); this engine, like Algolia, takes numeric and facet filters in separate groups',
      );
  });

  it('refuses a string over the length limit', () => {
    const r = parseFiltersString(Array.from({ length: 200 }, (_, i) => `category:c${i}`).join(' OR '));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.reason).toMatch(/at most 2048 characters/);
  });
});
