import { describe, expect, it } from 'vitest';
import { compareRatios, describeCheck, mergeRatios, parseLastFigures, type Ratios } from './ratio-check.ts';

describe('compareRatios', () => {
  const saved: Ratios = { 'render: home': 0.5, 'render: product': 0.4, 'http: api2/product': 0.6 };

  it.each<[string, Ratios, string[], string[], string[]]>([
    ['the same ratios pass', { ...saved }, [], ['render: home', 'render: product', 'http: api2/product'], []],
    ['better ratios pass', { 'render: home': 0.9 }, [], ['render: home'], []],
    ['9% worse is within the bound', { 'render: home': 0.455 }, [], ['render: home'], []],
    ['exactly 10% worse is within the bound', { 'render: home': 0.45 }, [], ['render: home'], []],
    ['11% worse fails', { 'render: home': 0.445 }, ['render: home'], [], []],
    [
      'each worse row is named, the others kept',
      { 'render: home': 0.2, 'render: product': 0.41, 'http: api2/product': 0.3 },
      ['render: home', 'http: api2/product'],
      ['render: product'],
      [],
    ],
    ['a row the saved figures lack is new, not failed', { 'render: listing': 0.1 }, [], [], ['render: listing']],
    ['rows not measured now (--only) are not compared', {}, [], [], []],
  ])('%s', (_name, now, worse, kept, unsaved) => {
    const check = compareRatios(saved, now);
    expect(check.worse.map((c) => c.row)).toEqual(worse);
    expect(check.kept.map((c) => c.row)).toEqual(kept);
    expect(check.unsaved).toEqual(unsaved);
  });

  it('reports the change as a share of the saved ratio', () => {
    const [row] = compareRatios({ a: 0.5 }, { a: 0.4 }).worse;
    expect(row).toEqual({ row: 'a', saved: 0.5, now: 0.4, change: expect.closeTo(-0.2, 9) as number });
  });

  it('takes another tolerance', () => {
    expect(compareRatios({ a: 1 }, { a: 0.96 }, 0.05).worse).toEqual([]);
    expect(compareRatios({ a: 1 }, { a: 0.94 }, 0.05).worse.map((c) => c.row)).toEqual(['a']);
    expect(compareRatios({ a: 1 }, { a: 0.999 }, 0).worse.map((c) => c.row)).toEqual(['a']);
  });

  it.each<[string, Ratios, Ratios, number, RegExp]>([
    ['a measured ratio of zero', { a: 1 }, { a: 0 }, 0.1, /measured ratio of "a" is not a positive number/],
    ['a measured NaN', { a: 1 }, { a: Number.NaN }, 0.1, /measured ratio of "a"/],
    ['a saved negative ratio', { a: -1 }, { a: 1 }, 0.1, /saved ratio of "a"/],
    ['a tolerance of 1', { a: 1 }, { a: 1 }, 1, /tolerance must be/],
    ['a negative tolerance', { a: 1 }, { a: 1 }, -0.1, /tolerance must be/],
  ])('refuses %s', (_name, before, now, tolerance, message) => {
    expect(() => compareRatios(before, now, tolerance)).toThrow(message);
  });
});

describe('mergeRatios', () => {
  it('writes the rows measured now over the saved ones and keeps the rest, sorted', () => {
    expect(mergeRatios({ b: 0.5, c: 0.7 }, { b: 0.6, a: 0.1 })).toEqual({ a: 0.1, b: 0.6, c: 0.7 });
    expect(Object.keys(mergeRatios({ c: 1, a: 1 }, { b: 1 }))).toEqual(['a', 'b', 'c']);
  });

  it('refuses to save a ratio that is not a positive number', () => {
    expect(() => mergeRatios({}, { a: Number.POSITIVE_INFINITY })).toThrow(/measured ratio of "a"/);
  });
});

describe('parseLastFigures', () => {
  const good = { measuredAt: '2026-11-27T16:00:00Z', load: 2.5, cores: 2, ratios: { a: 0.5 } };

  it('reads the shape --save writes', () => {
    expect(parseLastFigures(JSON.stringify(good))).toEqual(good);
  });

  it.each<[string, unknown, RegExp]>([
    ['null', null, /needs measuredAt, load, cores and ratios/],
    ['no ratios', { ...good, ratios: undefined }, /needs measuredAt/],
    ['a load as text', { ...good, load: '2.5' }, /needs measuredAt/],
    ['a ratio that is not a number', { ...good, ratios: { a: 'fast' } }, /saved ratio of "a"/],
  ])('refuses %s', (_name, value, message) => {
    expect(() => parseLastFigures(JSON.stringify(value))).toThrow(message);
  });

  it('refuses text that is not JSON', () => {
    expect(() => parseLastFigures('{')).toThrow(SyntaxError);
  });
});

describe('describeCheck', () => {
  it('names every worse row in its last line', () => {
    const lines = describeCheck(compareRatios({ a: 1, b: 1, c: 1 }, { a: 0.5, b: 1, c: 0.8, d: 1 }));
    expect(lines.at(-1)).toBe('2 row(s) more than 10% worse than the saved figures: a, c');
    expect(lines).toContain('WORSE a: 0.500 against 1.000 saved (-50.0%)');
    expect(lines).toContain('ok    b: 1.000 against 1.000 saved (+0.0%)');
    expect(lines.some((l) => l.startsWith('new   d:'))).toBe(true);
  });

  it('says so when nothing is worse', () => {
    expect(describeCheck(compareRatios({ a: 1 }, { a: 1.2 })).at(-1)).toBe(
      'no row more than 10% worse than the saved figures',
    );
  });
});
