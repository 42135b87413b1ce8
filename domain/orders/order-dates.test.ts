import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatStepTime } from './order-dates.ts';

describe('order dates, in India time', () => {
  it.each([
    ['2026-11-24T09:00:00.000Z', '24 Nov 2026'],
    ['2026-11-23T19:30:00.000Z', '24 Nov 2026'], // 1 am IST the next day
    ['2026-12-31T18:29:59.000Z', '31 Dec 2026'],
    ['not a date', ''],
  ])('formatOrderDate(%j) = %j', (iso, text) => expect(formatOrderDate(iso)).toBe(text));

  it.each([
    ['2026-11-24T10:00:00.000Z', /^24 Nov,? 3:30\s?pm$/i],
    ['2026-11-23T19:30:00.000Z', /^24 Nov,? 1:00\s?am$/i],
  ])('formatStepTime(%j)', (iso, pattern) => expect(formatStepTime(iso)).toMatch(pattern));
});
