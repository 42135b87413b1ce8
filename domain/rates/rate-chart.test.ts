import { describe, expect, it } from 'vitest';
import { rateChartPath } from './rate-chart.ts';

const now = new Date('2026-11-27T06:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe('rateChartPath', () => {
  it('is empty without points in the window', () => {
    expect(rateChartPath([{ at: daysAgo(91), rate: 6_000 }], now, 90, 90, 40)).toEqual({ path: '', min: 0, max: 0 });
  });

  it('draws a flat line through the middle for one rate, carried to today', () => {
    expect(rateChartPath([{ at: daysAgo(45), rate: 6_950 }], now, 90, 90, 40).path).toBe('M45 20 H90');
  });

  it('steps from each rate to the next: the highest at the top, the lowest at the bottom', () => {
    const chart = rateChartPath(
      [
        { at: daysAgo(30), rate: 7_300 },
        { at: daysAgo(90), rate: 6_950 },
        { at: daysAgo(0), rate: 7_000 },
      ],
      now,
      90,
      90,
      40,
    );
    expect(chart).toEqual({ path: 'M0 38 H60 V2 H90 V32.9 H90', min: 6_950, max: 7_300 });
  });
});
