// Paise as an invoice prints them: Indian digit grouping and two decimals, from integers alone (no
// floating point between the stored paise and the printed figure).

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 123456789 → '12,34,567.89'; negative amounts with a leading minus. */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be a whole number, got ${paise}`);
  const sign = paise < 0 ? '−' : '';
  const abs = Math.abs(paise);
  return `${sign}${grouped.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** '₹12,34,567.89'. */
export const formatRupeesPaise = (paise: number): string =>
  paise < 0 ? `−₹${formatPaise(-paise)}` : `₹${formatPaise(paise)}`;
