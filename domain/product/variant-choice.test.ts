import { describe, expect, it } from 'vitest';
import {
  chooseVariant,
  colorLabel,
  colorsOf,
  hasSizeChoice,
  sizeChartPath,
  sizeLabel,
  sizesOf,
  variantForColor,
  variantForSize,
} from './variant-choice.ts';

const v = (id: number, color: string, size: string | null) => ({
  id,
  variant_id: `SVR-RG-00001-${color}-${size ?? 'x'}`,
  color,
  size,
});
// A ring: yellow in 10/12/14, rose in 12/14, white in 10 only.
const ring = [
  v(11, 'yellow-gold', '10'),
  v(12, 'yellow-gold', '12'),
  v(13, 'yellow-gold', '14'),
  v(21, 'rose-gold', '12'),
  v(22, 'rose-gold', '14'),
  v(31, 'white-gold', '10'),
];
const [y10, y12, y14, r12, r14, w10] = ring;

describe('chooseVariant', () => {
  it.each([
    [null, y10, true],
    [undefined, y10, true],
    ['', y10, true],
    [r14!.variant_id, r14, true],
    [` ${r14!.variant_id} `, r14, true],
    ['22', r14, true], // the numeric id works too
    ['99', y10, false], // another product's variant: the first, flagged
    ['SVR-XX-99999-RG', y10, false],
    ['<script>', y10, false],
    ['1e3', y10, false],
    ['x'.repeat(500), y10, false],
  ])('variant_id=%j → %o (matched %s)', (param, variant, matched) => {
    expect(chooseVariant(ring, param)).toEqual({ variant, matched });
  });

  it('refuses an empty list: such a product never reaches the page', () => {
    expect(() => chooseVariant([], null)).toThrow(RangeError);
  });
});

describe('colours and sizes', () => {
  it('lists colours in the store order, whatever the variant order', () => {
    expect(colorsOf([w10!, r12!, y10!])).toEqual(['yellow-gold', 'rose-gold', 'white-gold']);
    expect(colorsOf([v(1, 'platinum', null), r12!])).toEqual(['rose-gold', 'platinum']);
  });

  it.each([
    ['yellow-gold', ['10', '12', '14']],
    ['rose-gold', ['12', '14']],
    ['white-gold', ['10']],
    ['platinum', []],
  ])('%s comes in %j', (color, sizes) => {
    expect(sizesOf(ring, color)).toEqual(sizes);
  });

  it('gives no sizes to a piece without them', () => {
    expect(sizesOf([v(1, 'rose-gold', null)], 'rose-gold')).toEqual([]);
  });
});

describe('variantForColor and variantForSize', () => {
  it.each([
    [y12, 'rose-gold', r12], // size 12 kept
    [y14, 'rose-gold', r14],
    [y10, 'rose-gold', r12], // rose has no 10: its first variant
    [r14, 'white-gold', w10],
    [r14, 'platinum', r14], // unknown colour: unchanged
  ])('%o → %s = %o', (current, color, expected) => {
    expect(variantForColor(ring, current!, color)).toBe(expected);
  });

  it.each([
    [y10, '14', y14],
    [r12, '14', r14],
    [r12, '10', r12], // rose has no 10: unchanged
    [w10, '12', w10],
  ])('%o size %s → %o', (current, size, expected) => {
    expect(variantForSize(ring, current!, size)).toBe(expected);
  });
});

describe('size applicability', () => {
  it.each([
    ['rings', true, '/education/size-chart/ring-size-guide', 'Ring size'],
    ['bangles', true, '/education/size-chart/bangle-and-bracelet-size-guide', 'Bangle size'],
    ['bracelets', true, '/education/size-chart/bangle-and-bracelet-size-guide', 'Bracelet size'],
    ['earrings', false, '/education/size-chart/bangle-and-bracelet-size-guide', 'Size'],
    ['pendants', false, '/education/size-chart/bangle-and-bracelet-size-guide', 'Size'],
    ['solitaires', false, '/education/size-chart/bangle-and-bracelet-size-guide', 'Size'],
  ])('%s: sized %s, chart %s, label %s', (category, sized, chart, label) => {
    expect(hasSizeChoice(category)).toBe(sized);
    expect(sizeChartPath(category)).toBe(chart);
    expect(sizeLabel(category)).toBe(label);
  });

  it.each([
    ['rose-gold', 'Rose Gold'],
    ['yellow-gold', 'Yellow Gold'],
    ['white-gold', 'White Gold'],
    ['platinum', 'Platinum'],
  ])('labels %s as %s', (color, label) => {
    expect(colorLabel(color)).toBe(label);
  });
});
