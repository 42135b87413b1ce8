// Rupees are whole numbers everywhere (docs/design.md); paise appear only at the card provider's edge.
//
// Written out rather than by Intl.NumberFormat: a browser's first Intl object loads its locale data,
// 60 to 90 ms of a phone's main thread in one piece (Chromium, CPU slowed four times), and every page
// with a price made one as its code arrived: blocking time after the paint
// (docs/decisions/2026-12-04-code-after-paint.md). The result is Intl's to the character (the tests
// hold it to Intl over the whole range); Intl itself still answers what is not a safe whole-number
// range (NaN, ∞, 2⁵³ and beyond), made the first time one comes.

let intl: { inr: Intl.NumberFormat; grouped: Intl.NumberFormat } | undefined;
const intlFormats = () =>
  (intl ??= {
    inr: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
    grouped: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
  });

/** Digits beyond the last three go in twos: 1,23,45,678. */
const INDIAN_GROUPS = /\B(?=(\d{2})+$)/g;

/** |n| rounded to a whole number, half away from zero as Intl rounds, in Indian groups; undefined beyond 2⁵³. */
function groupedWhole(n: number): string | undefined {
  const whole = Math.round(Math.abs(n));
  if (!Number.isSafeInteger(whole)) return undefined;
  const digits = String(whole);
  return digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(INDIAN_GROUPS, ',')},${digits.slice(-3)}`;
}

/** Intl writes a minus for every negative amount, -0 included. */
const negative = (n: number) => n < 0 || Object.is(n, -0);

/** ₹1,23,456: the rupee sign with Indian digit grouping. */
export function formatINR(rupees: number): string {
  const digits = groupedWhole(rupees);
  if (digits === undefined) return intlFormats().inr.format(rupees);
  return negative(rupees) ? `-₹${digits}` : `₹${digits}`;
}

/** An amount in a breakup: '₹1,000', or '−₹1,000' (a true minus sign) for a discount taken off. */
export function formatAmountINR(rupees: number): string {
  return rupees < 0 ? `−${formatINR(-rupees)}` : formatINR(rupees);
}

/** 1,23,456: Indian digit grouping without the sign. */
export function groupIndian(n: number): string {
  const digits = groupedWhole(n);
  if (digits === undefined) return intlFormats().grouped.format(n);
  return negative(n) ? `-${digits}` : digits;
}

/** Rupees to paise for the card provider; refuses fractions so money never drifts. */
export function toPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees)) throw new RangeError(`rupees must be a whole number, got ${rupees}`);
  return rupees * 100;
}
