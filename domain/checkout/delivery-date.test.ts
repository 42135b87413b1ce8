import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  deliveryLabel,
  expectedDelivery,
  indiaToday,
  isBusinessDay,
  isDistantPincode,
  shortDayLabel,
  windowDays,
} from './delivery-date.ts';

describe('isBusinessDay', () => {
  it.each([
    ['2026-03-02', 'a Monday', true],
    ['2026-03-07', 'a Saturday', true],
    ['2026-03-08', 'a Sunday', false],
    ['2026-01-26', 'Republic Day (a Monday)', false],
    ['2026-08-15', 'Independence Day (a Saturday)', false],
    ['2026-10-02', 'Gandhi Jayanti (a Friday)', false],
    ['2027-01-26', 'Republic Day the next year (a Tuesday)', false],
    ['2026-12-25', 'Christmas (not one of the three national holidays)', true],
    ['2028-02-29', 'a leap day (a Tuesday)', true],
  ])('%s, %s → %s', (day, _name, expected) => {
    expect(isBusinessDay(day)).toBe(expected);
  });
});

describe('addBusinessDays', () => {
  it.each([
    // From a Wednesday: Saturday counts, Sunday does not.
    ['2026-03-04', 1, '2026-03-05'],
    ['2026-03-04', 3, '2026-03-07'],
    ['2026-03-04', 4, '2026-03-09'],
    ['2026-03-04', 5, '2026-03-10'],
    ['2026-03-04', 7, '2026-03-12'],
    ['2026-03-04', 10, '2026-03-16'],
    ['2026-03-04', 15, '2026-03-21'],
    // Counting starts the day after, so a Saturday's and a Sunday's orders land on the same days.
    ['2026-03-07', 1, '2026-03-09'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-03-07', 5, '2026-03-13'],
    ['2026-03-08', 5, '2026-03-13'],
    // Holidays: Saturday 15 August and the Sunday after are both skipped; Republic Day on a Monday too.
    ['2026-08-14', 1, '2026-08-17'],
    ['2026-01-23', 2, '2026-01-27'],
    ['2026-10-01', 1, '2026-10-03'],
    // Across the end of the year and of a month.
    ['2026-12-31', 3, '2027-01-04'],
    ['2028-02-28', 1, '2028-02-29'],
    // Starting on a holiday.
    ['2026-01-26', 1, '2026-01-27'],
  ])('%s + %d → %s', (day, n, expected) => {
    expect(addBusinessDays(day, n)).toBe(expected);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses n = %d', (n) => {
    expect(() => addBusinessDays('2026-03-04', n)).toThrow(/at least 1/);
  });
});

describe('indiaToday', () => {
  it.each([
    ['2026-03-04T00:00:00Z', '2026-03-04'],
    ['2026-03-04T18:29:59.999Z', '2026-03-04'],
    // 18:30 UTC is midnight in India (UTC+5:30).
    ['2026-03-04T18:30:00Z', '2026-03-05'],
    ['2026-03-03T20:00:00Z', '2026-03-04'],
    ['2026-12-31T18:30:00Z', '2027-01-01'],
    // No daylight saving: the same offset in June.
    ['2026-06-15T18:29:00Z', '2026-06-15'],
    ['2026-06-15T18:30:00Z', '2026-06-16'],
  ])('%s → %s', (now, day) => {
    expect(indiaToday(new Date(now))).toBe(day);
  });
});

describe('isDistantPincode', () => {
  it.each([
    ['781001', 'Guwahati', true],
    ['797001', 'Kohima', true],
    ['180001', 'Jammu', true],
    ['194101', 'Leh', true],
    ['744101', 'Port Blair', true],
    ['682555', 'Lakshadweep', true],
    ['560001', 'Bengaluru', false],
    ['110001', 'New Delhi', false],
    ['682016', 'Kochi (68 but not 6825)', false],
    ['743101', 'West Bengal (74 but not 744)', false],
    ['171001', 'Shimla', false],
    ['', 'no pincode', false],
  ])('%s (%s) → %s', (pincode, _name, expected) => {
    expect(isDistantPincode(pincode)).toBe(expected);
  });
});

describe('windowDays', () => {
  it.each<[string, Parameters<typeof windowDays>[0], [number, number]]>([
    ['in stock, shipped', { madeToOrder: false, method: 'ship', pincode: '560001' }, [3, 5]],
    ['in stock, shipped, no pincode yet', { madeToOrder: false, method: 'ship', pincode: null }, [3, 5]],
    ['in stock, shipped far', { madeToOrder: false, method: 'ship', pincode: '781001' }, [3, 7]],
    ['made to order, shipped', { madeToOrder: true, method: 'ship', pincode: '560001' }, [10, 15]],
    [
      'made to order, shipped far (no longer than made to order)',
      { madeToOrder: true, method: 'ship', pincode: '781001' },
      [10, 15],
    ],
    ['in stock, picked up', { madeToOrder: false, method: 'pickup', pincode: null }, [1, 2]],
    [
      'in stock, picked up, a distant shipping pincode on file',
      { madeToOrder: false, method: 'pickup', pincode: '781001' },
      [1, 2],
    ],
    ['made to order, picked up', { madeToOrder: true, method: 'pickup', pincode: null }, [10, 15]],
  ])('%s → %j', (_name, input, expected) => {
    expect(windowDays(input)).toEqual(expected);
  });
});

describe('deliveryLabel', () => {
  it.each<[string, string, 'ship' | 'pickup', string]>([
    ['2026-11-30', '2026-12-02', 'ship', 'Delivery by Mon, 30 Nov – Wed, 2 Dec'],
    ['2026-11-27', '2026-11-27', 'pickup', 'Ready for pick-up by Fri, 27 Nov'],
    ['2026-11-27', '2026-11-28', 'pickup', 'Ready for pick-up by Fri, 27 Nov – Sat, 28 Nov'],
    ['2026-11-27', '2026-11-27', 'ship', 'Delivery by Fri, 27 Nov'],
    ['2026-12-31', '2027-01-04', 'ship', 'Delivery by Thu, 31 Dec – Mon, 4 Jan'],
  ])('%s – %s, %s', (from, to, method, label) => {
    expect(deliveryLabel(from, to, method)).toBe(label);
  });
});

describe('shortDayLabel', () => {
  it("equals Intl's en-IN short weekday, day and month for every day of four years", () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2030, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(shortDayLabel(day), day).toBe(intl.format(new Date(t)));
    }
  });
});

describe('expectedDelivery', () => {
  // Wednesday 4 March 2026, 3:30 pm in India.
  const wednesday = new Date('2026-03-04T10:00:00Z');

  it.each<[string, Omit<Parameters<typeof expectedDelivery>[0], 'now'>, string, string, string]>([
    [
      'in stock to Bengaluru',
      { madeToOrder: false, method: 'ship', pincode: '560001' },
      '2026-03-07',
      '2026-03-10',
      'Delivery by Sat, 7 Mar – Tue, 10 Mar',
    ],
    [
      'in stock to Guwahati',
      { madeToOrder: false, method: 'ship', pincode: '781001' },
      '2026-03-07',
      '2026-03-12',
      'Delivery by Sat, 7 Mar – Thu, 12 Mar',
    ],
    [
      'made to order',
      { madeToOrder: true, method: 'ship', pincode: '560001' },
      '2026-03-16',
      '2026-03-21',
      'Delivery by Mon, 16 Mar – Sat, 21 Mar',
    ],
    [
      'a pick-up',
      { madeToOrder: false, method: 'pickup', pincode: null },
      '2026-03-05',
      '2026-03-06',
      'Ready for pick-up by Thu, 5 Mar – Fri, 6 Mar',
    ],
    [
      'a made-to-order pick-up',
      { madeToOrder: true, method: 'pickup', pincode: null },
      '2026-03-16',
      '2026-03-21',
      'Ready for pick-up by Mon, 16 Mar – Sat, 21 Mar',
    ],
  ])('%s', (_name, input, from, to, label) => {
    expect(expectedDelivery({ now: wednesday, ...input })).toEqual({ from, to, label });
  });

  it('counts from the day in India, not in UTC', () => {
    const input = { madeToOrder: false, method: 'pickup', pincode: null } as const;
    // Still Wednesday in India at 11:59 pm; Thursday from midnight, while UTC is still on Wednesday.
    expect(expectedDelivery({ now: new Date('2026-03-04T18:29:59Z'), ...input }).from).toBe('2026-03-05');
    expect(expectedDelivery({ now: new Date('2026-03-04T18:30:00Z'), ...input }).from).toBe('2026-03-06');
  });

  it('an order on Saturday night waits out the Sunday', () => {
    // Saturday 7 March, 10 pm in India: Monday is the first day.
    expect(
      expectedDelivery({ now: new Date('2026-03-07T16:30:00Z'), madeToOrder: false, method: 'pickup', pincode: null }),
    ).toMatchObject({ from: '2026-03-09', to: '2026-03-10' });
  });

  it('is never shorter for a distant pincode, and always from <= to', () => {
    for (let d = 0; d < 60; d++) {
      const now = new Date(Date.UTC(2026, 0, 1) + d * 86_400_000);
      const near = expectedDelivery({ now, madeToOrder: false, method: 'ship', pincode: '560001' });
      const far = expectedDelivery({ now, madeToOrder: false, method: 'ship', pincode: '781001' });
      expect(far.from).toBe(near.from);
      expect(far.to > near.to).toBe(true);
      expect(near.from < near.to).toBe(true);
      for (const day of [near.from, near.to, far.to]) expect(isBusinessDay(day)).toBe(true);
    }
  });
});
