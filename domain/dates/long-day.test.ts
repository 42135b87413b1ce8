import { describe, expect, it } from 'vitest';
import { formatLongDay } from './long-day.ts';

describe('formatLongDay', () => {
  it.each([
    ['2026-01-03', '3 January 2026'],
    ['2026-09-30', '30 September 2026'],
    ['2028-02-29', '29 February 2028'],
    ['2026-02-30', '2026-02-30'],
    ['3 Jan 2026', '3 Jan 2026'],
  ])('%s → %s', (day, shown) => expect(formatLongDay(day)).toBe(shown));

  it("equals Intl's en-IN long day for every day of four years", () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(formatLongDay(day), day).toBe(intl.format(new Date(t)));
    }
  });
});
