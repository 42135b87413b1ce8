// India's states and union territories, and the spellings people type for them. No imports: the
// checkout page's address form carries this list, so it must not bring the server's rules along.

/** India's 28 states and 8 union territories, as India Post names them. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
const STATE_BY_KEY = new Map<string, string>([
  ...INDIAN_STATES.map((s) => [squash(s), s] as [string, string]),
  // Older and common spellings people still type.
  ['orissa', 'Odisha'],
  ['pondicherry', 'Puducherry'],
  ['uttaranchal', 'Uttarakhand'],
  ['newdelhi', 'Delhi'],
  ['nctofdelhi', 'Delhi'],
  ['jandk', 'Jammu and Kashmir'],
  ['tamilnadu', 'Tamil Nadu'],
  ['andamanandnicobar', 'Andaman and Nicobar Islands'],
]);

/** The canonical name of an Indian state or union territory, or null. */
export const indianState = (input: string): string | null => STATE_BY_KEY.get(squash(input)) ?? null;

// The apostrophe straight or curly (’): phones type the curly one by default (D’Souza).
