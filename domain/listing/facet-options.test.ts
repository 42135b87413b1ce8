import { describe, expect, it } from 'vitest';
import { colorOptions, facetLabel, facetOptions, humanize } from './facet-options.ts';

describe('labels', () => {
  it.each([
    ['daily-wear', 'Daily Wear'],
    ['women', 'Women'],
    ['VVS1', 'VVS1'],
    ['18K', '18K'],
    ['office_wear', 'Office Wear'],
  ])('humanize %s → %s', (value, label) => expect(humanize(value)).toBe(label));

  it('names categories from the catalogue and keeps price bands as written', () => {
    const names = new Map([['nosepins', 'Nose Pins']]);
    expect(facetLabel('category', 'nosepins', names)).toBe('Nose Pins');
    expect(facetLabel('category', 'rings', names)).toBe('Rings');
    expect(facetLabel('price_band', '₹25,000 - ₹50,000')).toBe('₹25,000 - ₹50,000');
    expect(facetLabel('metal_purity', 'None')).toBe('No Metal (Loose Diamond)');
  });
});

describe('facetOptions', () => {
  it('orders clarity from the finest grade and keeps a chosen value that has no piece left', () => {
    const options = facetOptions('diamond_clarity', { SI1: 9, VS1: 30, VVS1: 4 }, ['IF', 'VS1']);
    expect(options.map((o) => [o.value, o.count, o.selected])).toEqual([
      ['IF', 0, true],
      ['VVS1', 4, false],
      ['VS1', 30, true],
      ['SI1', 9, false],
    ]);
  });

  it('orders price bands from the cheapest', () => {
    const options = facetOptions(
      'price_band',
      { 'Above ₹2,00,000': 1, 'Under ₹25,000': 5, '₹50,000 - ₹1,00,000': 2 },
      [],
    );
    expect(options.map((o) => o.value)).toEqual(['Under ₹25,000', '₹50,000 - ₹1,00,000', 'Above ₹2,00,000']);
  });

  it('orders other facets by label', () => {
    expect(facetOptions('occasion', { wedding: 1, 'daily-wear': 9, anniversary: 3 }, []).map((o) => o.label)).toEqual([
      'Anniversary',
      'Daily Wear',
      'Wedding',
    ]);
  });

  it('lists nothing without counts or choices', () => expect(facetOptions('gender', undefined, [])).toEqual([]));

  it.each(['constructor', 'toString', '__proto__'])(
    'takes a chosen value named like a prototype property (%s) as a plain word with no pieces',
    (value) => {
      expect(facetOptions('metal_purity', { '18K': 2 }, [value]).find((o) => o.value === value)).toEqual({
        value,
        label: humanize(value),
        count: 0,
        selected: true,
      });
    },
  );
});

describe('colorOptions', () => {
  it('always lists the three metal colours in the spec order with their counts', () => {
    expect(colorOptions({ 'rose-gold': 3, platinum: 2 })).toEqual([
      { value: 'yellow-gold', label: 'Yellow Gold', count: 0 },
      { value: 'rose-gold', label: 'Rose Gold', count: 3 },
      { value: 'white-gold', label: 'White Gold', count: 0 },
    ]);
  });
});
