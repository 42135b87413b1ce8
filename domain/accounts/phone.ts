// Indian mobile numbers: stored and compared as ten digits starting 6–9; people type them with +91,
// 91 or 0 in front, and with spaces or dashes.
const MOBILE = /^[6-9]\d{9}$/;

/** The ten-digit form of an Indian mobile, or null when it is not one. */
export function normalizeMobile(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const digits = compact.replace(/^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return MOBILE.test(digits) ? digits : null;
}

/** 'XXXXXX3210': where a code went, shown so its owner recognises the number and nobody else learns it. */
export const maskMobile = (mobile: string): string =>
  `${'X'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
