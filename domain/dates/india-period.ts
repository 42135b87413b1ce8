// A period of India's calendar days (YYYY-MM-DD, both ends included), as the back office's reports
// take it: the store's day starts at midnight in India (UTC+05:30, no summer time), whatever the
// server's or the browser's zone. Pure: `now` is passed in.

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
export const REPORT_DEFAULT_DAYS = 30;
export const REPORT_MAX_DAYS = 366;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const at = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(text);
}

/** India's day at an instant. */
export const indiaDayOf = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The instant India's day starts. */
export const indiaDayStarts = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** Days from `from` to `to`, both included (1 for a single day). */
export const daysIn = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Every day of the period in order. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

export interface IndiaPeriod {
  from: string;
  to: string;
  /** The instants it covers: [starts, ends). */
  starts: Date;
  ends: Date;
}

/**
 * The period asked for, or each field's problem. Without `to`, today; without `from`, the 30 days
 * ending on `to`. A day that is not one, `from` after `to`, or more than 366 days are refused.
 */
export function readPeriod(
  asked: { from?: string | undefined; to?: string | undefined },
  now: Date,
): { ok: true; period: IndiaPeriod } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  if (asked.from !== undefined && !isDay(asked.from)) fields.from = 'must be a day written YYYY-MM-DD';
  if (asked.to !== undefined && !isDay(asked.to)) fields.to = 'must be a day written YYYY-MM-DD';
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const to = asked.to ?? indiaDayOf(now);
  const from = asked.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  if (from > to) return { ok: false, fields: { from: 'must be on or before to' } };
  if (daysIn(from, to) > REPORT_MAX_DAYS)
    return { ok: false, fields: { to: `the period is at most ${REPORT_MAX_DAYS} days` } };
  return { ok: true, period: { from, to, starts: indiaDayStarts(from), ends: indiaDayStarts(addDays(to, 1)) } };
}
