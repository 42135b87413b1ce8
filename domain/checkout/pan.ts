// The PAN asked for sales of ₹2,00,000 or more (docs/spec.md#second-5, Income-tax rules). Its fourth letter
// names the holder type (P person, C company, H HUF, F firm, A AOP, T trust, B BOI, L local
// authority, J artificial juridical person, G government).
export const PAN_THRESHOLD = 200_000;

export const isPanRequired = (payable: number): boolean => payable >= PAN_THRESHOLD;

const PAN = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;

/** Upper case without spaces when it is a well-formed PAN; otherwise null. */
export function normalizePan(input: string): string | null {
  const pan = input.replace(/\s+/g, '').toUpperCase();
  return PAN.test(pan) ? pan : null;
}

/** 'ABCPE1234F' → 'XXXXXX234F': only the last four shown. */
export function maskPan(pan: string): string {
  return `${'X'.repeat(Math.max(0, pan.length - 4))}${pan.slice(-4)}`;
}
