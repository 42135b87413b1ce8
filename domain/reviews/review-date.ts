// A review's date as Indian shoppers write it ('24 Nov 2026'), in India's time so the server's render
// and the browser's agree whatever the device's zone (a review written at 1 am IST is that day's).
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function formatReviewDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : day.format(d);
}
