// A day as Indian shoppers write it ('24 Nov 2026'), in India's time whatever the device's zone says
// (something done at 1 am IST is that day's, not the previous day's in UTC), so the server's render
// and the browser's agree. Orders and reviews show their dates this way.
const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '24 Nov 2026'; an unreadable date shows nothing. */
export function formatIndiaDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : day.format(d);
}
