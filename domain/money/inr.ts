// Rupees are whole numbers everywhere (docs/design.md); paise appear only at the card provider's edge.
//
// Written out rather than by Intl.NumberFormat: a browser's first Intl object loads its locale data,
// 60 to 90 ms of a phone's main thread in one piece (Chromium, CPU slowed four times), and every page
// with a price made one as its code arrived: blocking time after the paint
// (docs/decisions/2026-12-04-code-after-paint.md). The result is Intl's en-IN to the character for
// every amount below 10²¹ (beyond, JavaScript writes numbers with an exponent), NaN and ∞ included:
// the tests hold it to Intl.

/** Commas where the digits left are three, five, seven…: 12,34,567. */
const INDIAN_GROUPS = /\B(?=(\d{2})*\d{3}$)/g;

/** |n| rounded to a whole number, half away from zero as Intl rounds, in Indian groups. */
function groupedWhole(n: number): string {
  const whole = Math.round(Math.abs(n));
  if (!Number.isFinite(whole)) return Number.isNaN(whole) ? 'NaN' : '∞';
  return String(whole).replace(INDIAN_GROUPS, ',');
}

/** Intl writes a minus for every negative amount, -0 included. */
const sign = (n: number) => (n < 0 || Object.is(n, -0) ? '-' : '');

/** ₹1,23,456: the rupee sign with Indian digit grouping. */
export function formatINR(rupees: number): string {
  return `${sign(rupees)}₹${groupedWhole(rupees)}`;
}

/** An amount in a breakup: '₹1,000', or '−₹1,000' (a true minus sign) for a discount taken off. */
export function formatAmountINR(rupees: number): string {
  return rupees < 0 ? `−${formatINR(-rupees)}` : formatINR(rupees);
}

/** 1,23,456: Indian digit grouping without the sign. */
export function groupIndian(n: number): string {
  return sign(n) + groupedWhole(n);
}

/** Rupees to paise for the card provider; refuses fractions so money never drifts. */
export function toPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees)) throw new RangeError(`rupees must be a whole number, got ${rupees}`);
  return rupees * 100;
}
