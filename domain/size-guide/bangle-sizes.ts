// The bangle and bracelet size table (docs/spec.md#second-3 "Bangle size record": "size as text from
// 1.5/16 through 3.5/16 with whole-inch steps at 2 and 3; mm value from 33.3375 up to 84.1375, steps
// of 1/16 inch = 1.5875 mm"). Read: 'W.N/16' is W inches and N sixteenths (1.5/16 = 1 5/16 inch),
// whole inches are written '2' and '3'; the mm value is the inner diameter. Computed from the count
// of sixteenths, never typed in.
import { roundTenth } from './ring-sizes.ts';

/** 1/16 inch in ten-thousandths of a millimetre (25.4 mm / 16 = 1.5875 mm exactly). */
export const SIXTEENTH_IN_TEN_THOUSANDTHS_MM = 15_875;
/** 1 5/16 inch and 3 5/16 inch, in sixteenths. */
export const BANGLE_FIRST_SIXTEENTHS = 21;
export const BANGLE_LAST_SIXTEENTHS = 53;

export interface BangleSizeRow {
  /** The spec's text: '1.5/16', …, '1.15/16', '2', '2.1/16', …, '3', …, '3.5/16'. */
  size: string;
  sixteenths: number;
  /** Inner diameter in mm, exact (four decimals at most: n × 1.5875). */
  mm: number;
  /** The same with the spec's four decimals, e.g. '33.3375'. */
  mmText: string;
  /** Inner circumference π × diameter, mm, one decimal. */
  circumferenceMm: number;
  /** The size in inches, e.g. '1 5/16', '2'. */
  inches: string;
}

/** The spec's size text of a count of sixteenths: whole inches bare, else 'W.N/16'. */
export function bangleSizeText(sixteenths: number): string {
  const whole = Math.floor(sixteenths / 16);
  const rest = sixteenths % 16;
  return rest === 0 ? String(whole) : `${whole}.${rest}/16`;
}

const inchesText = (sixteenths: number) => {
  const whole = Math.floor(sixteenths / 16);
  const rest = sixteenths % 16;
  return rest === 0 ? String(whole) : `${whole} ${rest}/16`;
};

/** n × 1.5875 mm written with four decimals, from integers (no floating-point rounding at all). */
export function bangleMmText(sixteenths: number): string {
  const tenThousandths = sixteenths * SIXTEENTH_IN_TEN_THOUSANDTHS_MM;
  return `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
}

export function bangleSizeRows(): BangleSizeRow[] {
  const rows: BangleSizeRow[] = [];
  for (let n = BANGLE_FIRST_SIXTEENTHS; n <= BANGLE_LAST_SIXTEENTHS; n++) {
    const mmText = bangleMmText(n);
    const mm = Number(mmText);
    rows.push({
      size: bangleSizeText(n),
      sixteenths: n,
      mm,
      mmText,
      circumferenceMm: roundTenth(Math.PI * mm),
      inches: inchesText(n),
    });
  }
  return rows;
}
