// Appointment dates and time slots, in India's time whatever the server's or the device's zone
// (India keeps UTC+05:30 all year, no daylight saving). A slot is its start, 'HH:MM'; a booking is
// valid when its slot is one the service offers, it starts far enough ahead to be prepared, and its
// day is no more than BOOKING_HORIZON_DAYS after today in India.

export const BOOKING_HORIZON_DAYS = 60;
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SlotPlan {
  /** Slot starts, 'HH:MM', within the hours the service runs. */
  slots: readonly string[];
  /** How long a slot lasts, for the receipt's 'from – to'. */
  minutes: number;
  /** The least time between booking and the slot's start. */
  leadMinutes: number;
}

/** A visit to a showroom: hourly, 9:00 am to 7:00 pm (the stores' hours, docs/spec.md#second-9), an hour ahead at least. */
export const STORE_VISIT_PLAN: SlotPlan = {
  slots: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'],
  minutes: 60,
  leadMinutes: 60,
};

/** A consultant at the shopper's home: two-hour windows from 10 am to 6 pm, booked a day ahead (the pieces are prepared). */
export const HOME_VISIT_PLAN: SlotPlan = {
  slots: ['10:00', '12:00', '14:00', '16:00'],
  minutes: 120,
  leadMinutes: 24 * 60,
};

export const SLOT_TEXTS = {
  chooseDate: 'Please choose a date.',
  chooseTime: 'Please choose a time.',
  date: 'Please choose a valid date.',
  slot: 'Please choose one of the time slots offered.',
  past: 'This time has passed or is too soon: please choose a later slot.',
  tooFar: `Please choose a date within the next ${BOOKING_HORIZON_DAYS} days.`,
} as const;

export type SlotCheck = { ok: true; startsAt: Date } | { ok: false; field: 'date' | 'slot'; message: string };

/** Today's date in India, 'YYYY-MM-DD'. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last day that can be booked, 'YYYY-MM-DD'. */
export function lastBookableDay(now: Date): string {
  return new Date(Date.parse(`${indiaToday(now)}T00:00:00Z`) + BOOKING_HORIZON_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** The instant a slot starts, or null for a date that is not a real calendar day. */
export function slotStart(date: string, slot: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(slot);
  if (!d || !t) return null;
  const [y, m, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const utc = Date.UTC(y, m - 1, day, Number(t[1]), Number(t[2]));
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - INDIA_OFFSET_MS);
}

export function checkSlot(plan: SlotPlan, date: string, slot: string, now: Date): SlotCheck {
  if (slotStart(date, '00:00') === null) return { ok: false, field: 'date', message: SLOT_TEXTS.date };
  if (!plan.slots.includes(slot)) return { ok: false, field: 'slot', message: SLOT_TEXTS.slot };
  if (date > lastBookableDay(now)) return { ok: false, field: 'date', message: SLOT_TEXTS.tooFar };
  const startsAt = slotStart(date, slot)!;
  if (startsAt.getTime() < now.getTime() + plan.leadMinutes * 60 * 1000) {
    // A day wholly before today is a wrong date; a slot earlier today, a wrong slot.
    return date < indiaToday(now)
      ? { ok: false, field: 'date', message: SLOT_TEXTS.past }
      : { ok: false, field: 'slot', message: SLOT_TEXTS.past };
  }
  return { ok: true, startsAt };
}

/** The slots of a day still open to booking (for the form's choices). */
export function openSlots(plan: SlotPlan, date: string, now: Date): string[] {
  return plan.slots.filter((slot) => checkSlot(plan, date, slot, now).ok);
}

/** '10:00 am – 11:00 am' for a slot of a plan. */
export function slotLabel(plan: SlotPlan, slot: string): string {
  const [h, m] = slot.split(':').map(Number) as [number, number];
  const end = h * 60 + m + plan.minutes;
  return `${clock(h * 60 + m)} – ${clock(end)}`;
}

function clock(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** '25 Nov 2026' (Wednesday) for a 'YYYY-MM-DD' day. */
export function dayLabel(date: string): string {
  const start = slotStart(date, '12:00');
  if (!start) return date;
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(start);
}
