// An amount in words as Indian invoices write it, in the Indian numbering system (thousand, lakh,
// crore): 1,23,456.50 → 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only'.
// No 'and' inside the rupees: on an invoice 'and' joins the rupees to the paise alone.

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99: 'Seven', 'Nineteen', 'Forty', 'Twenty-Three'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** A whole number from 1 up in Indian numbering; the crores may themselves run past 99 ('Two Hundred Fourteen Crore'). */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`a whole number from 1 is needed, got ${n}`);
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const hundred = Math.floor((n % 1_000) / 100);
  const rest = n % 100;
  if (crore > 0) parts.push(`${indianNumberInWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (hundred > 0) parts.push(`${ONES[hundred]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** An amount in paise in words: 'Rupees … Only', 'Rupees … and … Paise Only', 'Fifty Paise Only', 'Rupees Zero Only'. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`paise must be a whole number, not negative, got ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest === 0) return 'Rupees Zero Only';
  if (rupees === 0) return `${belowHundred(rest)} Paise Only`;
  return rest === 0
    ? `Rupees ${indianNumberInWords(rupees)} Only`
    : `Rupees ${indianNumberInWords(rupees)} and ${belowHundred(rest)} Paise Only`;
}
