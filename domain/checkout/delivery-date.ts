// The expected delivery window (docs/spec.md#second-9, shipping policy): in stock 3 to 5 business days, up
// to 7 for distant pincodes; made to order or custom 10 to 15. Pick-up at a store (ours): in stock
// ready in 1 to 2 business days, made to order as above. Business days are Monday to Saturday, less
// the three national holidays; counting starts the day after the order, in India's time.

import { SHORT_MONTHS, SHORT_WEEKDAYS } from '../dates/en-in-names.ts';

/** Days are calendar days in India, 'YYYY-MM-DD'. */
export type Day = string;

/** The shipping policy: "The first delivery attempt is made within 10 working days of dispatch." */
export const INTERNATIONAL_DELIVERY_DAYS = 10;
/** Ours: working days before an international parcel is dispatched, in stock and made to order. */
export const INTERNATIONAL_DISPATCH_DAYS = { inStock: 2, madeToOrder: 15 } as const;

/** India's national holidays (month-day): Republic Day, Independence Day, Gandhi Jayanti. */
const HOLIDAYS = new Set(['01-26', '08-15', '10-02']);

/**
 * Pincodes far from the dispatching hubs, by India Post's postal circles: North East (78, 79),
 * Jammu & Kashmir and Ladakh (18, 19), Andaman & Nicobar (744), Lakshadweep (6825).
 */
const DISTANT_PREFIXES = ['78', '79', '18', '19', '744', '6825'];

export const isDistantPincode = (pincode: string): boolean => DISTANT_PREFIXES.some((p) => pincode.startsWith(p));

const asDate = (day: Day) => new Date(`${day}T00:00:00Z`);
const asDay = (d: Date): Day => d.toISOString().slice(0, 10);

export function isBusinessDay(day: Day): boolean {
  return asDate(day).getUTCDay() !== 0 && !HOLIDAYS.has(day.slice(5));
}

/** The n-th business day after `day` (n >= 1). */
export function addBusinessDays(day: Day, n: number): Day {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('n must be a whole number of days, at least 1');
  const d = asDate(day);
  for (let left = n; left > 0;) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isBusinessDay(asDay(d))) left--;
  }
  return asDay(d);
}

/** Today in India (UTC+5:30, no daylight saving). */
export const indiaToday = (now: Date): Day => asDay(new Date(now.getTime() + 330 * 60_000));

/** 'Mon, 30 Nov', as Intl's en-IN short weekday, day and month write a calendar day (en-in-names.ts says why not Intl). */
export function shortDayLabel(day: Day): string {
  const d = asDate(day);
  return `${SHORT_WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]}`;
}

/** 'Delivery by Mon, 30 Nov – Wed, 2 Dec', 'Ready for pick-up by Fri, 27 Nov', 'First delivery attempt by …' (abroad). */
export function deliveryLabel(from: Day, to: Day, method: 'ship' | 'pickup', abroad = false): string {
  if (abroad && method === 'ship') return `First delivery attempt by ${shortDayLabel(to)}`;
  const lead = method === 'pickup' ? 'Ready for pick-up by' : 'Delivery by';
  const range = from === to ? shortDayLabel(from) : `${shortDayLabel(from)} – ${shortDayLabel(to)}`;
  return `${lead} ${range}`;
}

export interface ExpectedWindow {
  from: Day;
  to: Day;
  label: string;
}

/** The policy's window in business days: [first, last]. */
export function windowDays(input: {
  madeToOrder: boolean;
  method: 'ship' | 'pickup';
  pincode: string | null;
}): [number, number] {
  if (input.madeToOrder) return [10, 15];
  if (input.method === 'pickup') return [1, 2];
  return [3, input.pincode !== null && isDistantPincode(input.pincode) ? 7 : 5];
}

export function expectedDelivery(input: {
  now: Date;
  madeToOrder: boolean;
  method: 'ship' | 'pickup';
  pincode: string | null;
  /** Shipped outside India: dispatch, then the first delivery attempt within 10 working days of it. */
  abroad?: boolean;
}): ExpectedWindow {
  const today = indiaToday(input.now);
  if (input.abroad && input.method === 'ship') {
    const dispatch = input.madeToOrder ? INTERNATIONAL_DISPATCH_DAYS.madeToOrder : INTERNATIONAL_DISPATCH_DAYS.inStock;
    const from = addBusinessDays(today, 3);
    const to = addBusinessDays(today, dispatch + INTERNATIONAL_DELIVERY_DAYS);
    return { from, to, label: deliveryLabel(from, to, 'ship', true) };
  }
  const [first, last] = windowDays(input);
  const from = addBusinessDays(today, first);
  const to = addBusinessDays(today, last);
  return { from, to, label: deliveryLabel(from, to, input.method) };
}
