// A calendar day written out in full ('3 January 2026'), as the content pages date their last update
// and the news its items: en-IN's long form, by the names Intl uses (en-in-names.ts says why not Intl).
import { LONG_MONTHS } from './en-in-names.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '3 January 2026' for '2026-01-03'; a string that is not a calendar day comes back as it was. */
export function formatLongDay(day: string): string {
  const parts = DAY.exec(day);
  const d = parts ? new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))) : undefined;
  if (!d || d.toISOString().slice(0, 10) !== day) return day;
  return `${d.getUTCDate()} ${LONG_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
