import { describe, expect, it } from 'vitest';
import { fallbackFaceCss, fallbackOverrides, type FaceMetrics } from './fallback-metrics.ts';

const face = (m: Partial<FaceMetrics>): FaceMetrics => ({
  unitsPerEm: 1000,
  ascent: 1000,
  descent: -250,
  lineGap: 0,
  sampleAdvance: 100_000,
  ...m,
});

describe('fallbackOverrides', () => {
  it.each([
    {
      name: 'the same face: nothing to adjust',
      web: face({}),
      fallback: face({}),
      want: { sizeAdjust: '100%', ascentOverride: '100%', descentOverride: '25%', lineGapOverride: '0%' },
    },
    {
      name: 'a wider web face scales the fallback up and its ascent down by the same factor',
      web: face({ sampleAdvance: 110_000 }),
      fallback: face({}),
      want: { sizeAdjust: '110%', ascentOverride: '90.91%', descentOverride: '22.73%', lineGapOverride: '0%' },
    },
    {
      name: 'units per em differ (2048 against 1000): compared per em',
      web: face({ ascent: 1005, descent: -250, sampleAdvance: 50_000 }),
      fallback: face({ unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, sampleAdvance: 102_400 }),
      want: { sizeAdjust: '100%', ascentOverride: '100.5%', descentOverride: '25%', lineGapOverride: '0%' },
    },
    {
      name: "the web face's line gap is carried over",
      web: face({ lineGap: 100, sampleAdvance: 80_000 }),
      fallback: face({}),
      want: { sizeAdjust: '80%', ascentOverride: '125%', descentOverride: '31.25%', lineGapOverride: '12.5%' },
    },
  ])('$name', ({ web, fallback, want }) => {
    expect(fallbackOverrides(web, fallback)).toEqual(want);
  });

  it.each([
    ['no units per em', face({ unitsPerEm: 0 })],
    ['an empty sample', face({ sampleAdvance: 0 })],
    ['a descent above the baseline', face({ descent: 10 })],
    ['a negative line gap', face({ lineGap: -1 })],
    ['no ascent', face({ ascent: 0 })],
  ])('refuses %s', (_, bad) => {
    expect(() => fallbackOverrides(bad, face({}))).toThrow(/unusable metrics/);
    expect(() => fallbackOverrides(face({}), bad)).toThrow(/unusable metrics/);
  });
});

describe('fallbackFaceCss', () => {
  const overrides = {
    sizeAdjust: '103.18%',
    ascentOverride: '97.4%',
    descentOverride: '24.23%',
    lineGapOverride: '0%',
  };

  it('writes one rule with every local name and the four descriptors', () => {
    expect(fallbackFaceCss({ family: 'Mulish Fallback', weight: 400, locals: ['Arial', 'Liberation Sans'], overrides }))
      .toBe(`@font-face {
  font-family: 'Mulish Fallback';
  font-style: normal;
  font-weight: 400;
  src: local('Arial'), local('Liberation Sans');
  size-adjust: 103.18%;
  ascent-override: 97.4%;
  descent-override: 24.23%;
  line-gap-override: 0%;
}`);
  });

  it('refuses a face with no local name', () => {
    expect(() => fallbackFaceCss({ family: 'X', weight: 400, locals: [], overrides })).toThrow(/at least one local/);
  });
});
