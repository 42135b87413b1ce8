// A day as Indian shoppers write it ('24 Nov 2026'), in India's time whatever the device's zone says
// (something done at 1 am IST is that day's, not the previous day's in UTC), so the server's render
// and the browser's agree. Orders and reviews show their dates this way.
//
// Worked out from the clock rather than by Intl.DateTimeFormat: a browser's first Intl object loads
// its locale and zone data, 60 to 90 ms of a phone's main thread in one piece (CPU slowed four
// times), paid while a product page with reviews hydrated (docs/decisions/2026-12-04-code-after-paint.md).
// India has kept UTC+05:30 with no summer time since 15 October 1945; a date before that, or outside
// four-digit years, goes to Intl, which knows the zone's history. The tests hold the two equal.

import { SHORT_MONTHS } from './en-in-names.ts';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** From here on the zone is UTC+05:30 all year. */
const FIXED_OFFSET_SINCE = Date.UTC(1945, 9, 15);
const LAST_FOUR_DIGIT_YEAR = Date.UTC(10_000, 0, 1) - IST_OFFSET_MS;

let intl: Intl.DateTimeFormat | undefined;
const intlDay = () =>
  (intl ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }));

/** '24 Nov 2026'; an unreadable date shows nothing. */
export function formatIndiaDay(iso: string): string {
  const d = new Date(iso);
  const t = d.getTime();
  if (Number.isNaN(t)) return '';
  if (t < FIXED_OFFSET_SINCE || t >= LAST_FOUR_DIGIT_YEAR) return intlDay().format(d);
  const india = new Date(t + IST_OFFSET_MS);
  return `${india.getUTCDate()} ${SHORT_MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}
