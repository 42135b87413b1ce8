// Order dates as Indian shoppers read them, in India's time whatever the device's zone says (an
// order placed at 1 am IST is that day's order, not the previous day's in UTC).
import { formatIndiaDay } from '../dates/india-day.ts';

const dayTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** '24 Nov 2026' */
export const formatOrderDate = formatIndiaDay;

/** '24 Nov, 3:30 pm' */
export function formatStepTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dayTime.format(d);
}
