import { describe, expect, it } from 'vitest';
import { formatIndiaDay } from './india-day.ts';

// What it must equal: Intl's en-IN day in India's zone (Node has full ICU and the zone's history).
const intlDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

describe('formatIndiaDay', () => {
  it.each([
    ['2026-11-24T10:00:00Z', '24 Nov 2026'],
    // 8 pm UTC on the 23rd is 1:30 am on the 24th in India.
    ['2026-11-23T20:00:00Z', '24 Nov 2026'],
    ['2026-01-05T00:00:00+05:30', '5 Jan 2026'],
    ['2026-09-30T18:29:59.999Z', '30 Sept 2026'],
    ['2026-09-30T18:30:00Z', '1 Oct 2026'],
    ['2028-02-29T12:00:00Z', '29 Feb 2028'],
    ['1944-06-01T12:00:00Z', '1 Jun 1944'], // before 1945: Intl's answer, from the zone's history
    ['not a date', ''],
  ])('%s → %j', (iso, shown) => {
    expect(formatIndiaDay(iso)).toBe(shown);
  });

  it("equals Intl's en-IN day in India's zone around every midnight there, over the years a store sees", () => {
    for (let year = 1940; year <= 2100; year += 3) {
      for (let month = 0; month < 12; month++) {
        // The last and first millisecond of a day in India, and midday.
        const midnight = Date.UTC(year, month, 1) - (5 * 60 + 30) * 60_000;
        for (const t of [midnight - 1, midnight, midnight + 12 * 3_600_000]) {
          const iso = new Date(t).toISOString();
          expect(formatIndiaDay(iso), iso).toBe(intlDay.format(new Date(t)));
        }
      }
    }
  });
});
