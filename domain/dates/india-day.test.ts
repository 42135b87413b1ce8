import { describe, expect, it } from 'vitest';
import { formatIndiaDay } from './india-day.ts';

describe('formatIndiaDay', () => {
  it.each([
    ['2026-11-24T10:00:00Z', '24 Nov 2026'],
    // 8 pm UTC on the 23rd is 1:30 am on the 24th in India.
    ['2026-11-23T20:00:00Z', '24 Nov 2026'],
    ['2026-01-05T00:00:00+05:30', '5 Jan 2026'],
    ['not a date', ''],
  ])('%s → %j', (iso, shown) => {
    expect(formatIndiaDay(iso)).toBe(shown);
  });
});
