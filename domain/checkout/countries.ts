// The countries the checkout ships to (issue 21 §4, the shipping policy's "International shipping"):
// India first and by default, then the countries a parcel can be addressed to with a postal code
// that postcode-validator knows. Countries without postal codes (the UAE, Qatar, Hong Kong) are
// not listed yet: docs/decisions/2026-11-27-international-orders.md. No imports: the checkout page's
// country select carries this list.

export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
}

export const INDIA: Country = { code: 'IN', name: 'India' };

/** India, then the others by name. */
export const COUNTRIES: readonly Country[] = [
  INDIA,
  { code: 'AU', name: 'Australia' },
  { code: 'AT', name: 'Austria' },
  { code: 'BH', name: 'Bahrain' },
  { code: 'BD', name: 'Bangladesh' },
  { code: 'BE', name: 'Belgium' },
  { code: 'CA', name: 'Canada' },
  { code: 'CY', name: 'Cyprus' },
  { code: 'CZ', name: 'Czechia' },
  { code: 'DK', name: 'Denmark' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'GR', name: 'Greece' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IL', name: 'Israel' },
  { code: 'IT', name: 'Italy' },
  { code: 'JP', name: 'Japan' },
  { code: 'KE', name: 'Kenya' },
  { code: 'KW', name: 'Kuwait' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'MY', name: 'Malaysia' },
  { code: 'MU', name: 'Mauritius' },
  { code: 'NP', name: 'Nepal' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'NO', name: 'Norway' },
  { code: 'OM', name: 'Oman' },
  { code: 'PL', name: 'Poland' },
  { code: 'PT', name: 'Portugal' },
  { code: 'SA', name: 'Saudi Arabia' },
  { code: 'SG', name: 'Singapore' },
  { code: 'ZA', name: 'South Africa' },
  { code: 'ES', name: 'Spain' },
  { code: 'LK', name: 'Sri Lanka' },
  { code: 'SE', name: 'Sweden' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'TH', name: 'Thailand' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
];

const BY_KEY = new Map<string, Country>();
for (const c of COUNTRIES) {
  BY_KEY.set(c.code.toLowerCase(), c);
  BY_KEY.set(c.name.toLowerCase(), c);
}
// What people and older drafts send for the same places.
for (const [alias, code] of [
  ['uk', 'GB'],
  ['great britain', 'GB'],
  ['england', 'GB'],
  ['usa', 'US'],
  ['united states of america', 'US'],
  ['czech republic', 'CZ'],
] as const) {
  BY_KEY.set(
    alias,
    COUNTRIES.find((c) => c.code === code)!,
  );
}

/** The listed country a code or a name (any case, spaces tidied) names, or null. */
export function findCountry(input: string | null | undefined): Country | null {
  const key = (input ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return BY_KEY.get(key) ?? null;
}

/** Whether an address in this country (code or name) is outside India; unknown names count as India's. */
export const isAbroad = (country: string | null | undefined): boolean => {
  const found = findCountry(country);
  return found !== null && found.code !== INDIA.code;
};
