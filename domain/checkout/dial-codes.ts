// The calling code of each country the checkout ships to, for the mobile number's country select
// (docs/decisions/2026-11-27-international-orders.md): a table of its own, so the checkout page carries
// these few bytes and not libphonenumber-js's metadata. dial-codes.test.ts holds it to the library.
import { COUNTRIES, type Country } from './countries.ts';

const DIAL: Readonly<Record<string, string>> = {
  IN: '91',
  AU: '61',
  AT: '43',
  BH: '973',
  BD: '880',
  BE: '32',
  CA: '1',
  CY: '357',
  CZ: '420',
  DK: '45',
  FI: '358',
  FR: '33',
  DE: '49',
  GR: '30',
  IE: '353',
  IL: '972',
  IT: '39',
  JP: '81',
  KE: '254',
  KW: '965',
  LU: '352',
  MY: '60',
  MU: '230',
  NP: '977',
  NL: '31',
  NZ: '64',
  NO: '47',
  OM: '968',
  PL: '48',
  PT: '351',
  SA: '966',
  SG: '65',
  ZA: '27',
  ES: '34',
  LK: '94',
  SE: '46',
  CH: '41',
  TH: '66',
  GB: '44',
  US: '1',
};

/** '+44' for 'GB'; undefined for a country not listed. */
export const dialCode = (code: string): string | undefined =>
  Object.hasOwn(DIAL, code) ? `+${DIAL[code]}` : undefined;

/** Where two listed countries share a code, the one a number is taken for when nothing else tells. */
const SHARED_MAIN: Readonly<Record<string, string>> = { '+1': 'US' };

/**
 * The listed country a stored number in E.164 belongs to by its longest matching prefix (+1: the United
 * States), else India: what the mobile's country select starts on for a saved number. The server reads
 * a number with its prefix whatever the select says, so a +1 number from Canada is still Canada's.
 */
export function phoneCountryOf(phone: string): Country {
  const number = phone.trim();
  if (!number.startsWith('+')) return COUNTRIES[0]!;
  const matches = COUNTRIES.filter((c) => number.startsWith(dialCode(c.code)!));
  const longest = Math.max(0, ...matches.map((c) => dialCode(c.code)!.length));
  const best = matches.filter((c) => dialCode(c.code)!.length === longest);
  const prefix = best[0] ? dialCode(best[0].code)! : '';
  const main = Object.hasOwn(SHARED_MAIN, prefix) ? best.find((c) => c.code === SHARED_MAIN[prefix]) : undefined;
  return main ?? best[0] ?? COUNTRIES[0]!;
}
