// Rupees are whole numbers everywhere (docs/design.md); paise appear only at the card provider's edge.

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹1,23,456: the rupee sign with Indian digit grouping. */
export function formatINR(rupees: number): string {
  return inr.format(rupees);
}

/** An amount in a breakup: '₹1,000', or '−₹1,000' (a true minus sign) for a discount taken off. */
export function formatAmountINR(rupees: number): string {
  return rupees < 0 ? `−${inr.format(-rupees)}` : inr.format(rupees);
}

/** 1,23,456: Indian digit grouping without the sign. */
export function groupIndian(n: number): string {
  return grouped.format(n);
}

/** Rupees to paise for the card provider; refuses fractions so money never drifts. */
export function toPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees)) throw new RangeError(`rupees must be a whole number, got ${rupees}`);
  return rupees * 100;
}
