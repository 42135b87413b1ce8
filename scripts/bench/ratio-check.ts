// `npm run bench -- --check`: each row that has a floor measured in the same run (bare node:http for
// the API, bare React for a page's render) is a ratio, store ÷ floor, higher is better. The machine
// is shared, so absolute times say little from one run to the next; the ratio is what is compared
// with the last figures committed in scripts/bench/last-figures.json (`npm run bench -- --save`).

/** Ratios by row name (`render: product`, `http: api2/product`). */
export type Ratios = Readonly<Record<string, number>>;

export interface LastFigures {
  /** When the saved ratios were measured (ISO date and time). */
  measuredAt: string;
  /** The one-minute load average then, and the machine's cores: how quiet the run was. */
  load: number;
  cores: number;
  ratios: Ratios;
}

export interface RowComparison {
  row: string;
  saved: number;
  now: number;
  /** now ÷ saved − 1: −0.12 is 12% worse. */
  change: number;
}

export interface RatioCheck {
  /** Rows more than the tolerance worse than their saved ratio. */
  worse: RowComparison[];
  /** Rows within the tolerance, or better. */
  kept: RowComparison[];
  /** Rows measured now that the saved figures do not have (nothing to compare them with). */
  unsaved: string[];
}

/** 10%: the bound; noise between two runs on this machine is a few per cent of the ratio. */
export const DEFAULT_TOLERANCE = 0.1;

function validRatio(row: string, value: number, where: string): void {
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${where} ratio of "${row}" is not a positive number: ${value}`);
}

/**
 * Compares each row measured now with its saved ratio. A row the run did not measure (`--only`) is
 * not compared; a row the saved figures lack is listed as unsaved, not failed.
 */
export function compareRatios(saved: Ratios, now: Ratios, tolerance = DEFAULT_TOLERANCE): RatioCheck {
  if (!(tolerance >= 0 && tolerance < 1)) throw new Error(`tolerance must be at least 0 and below 1, not ${tolerance}`);
  const check: RatioCheck = { worse: [], kept: [], unsaved: [] };
  for (const [row, value] of Object.entries(now)) {
    validRatio(row, value, 'the measured');
    const before = saved[row];
    if (before === undefined) {
      check.unsaved.push(row);
      continue;
    }
    validRatio(row, before, 'the saved');
    const comparison = { row, saved: before, now: value, change: value / before - 1 };
    // A small epsilon: exactly 10% worse is within the bound, whatever the floating point says.
    (value < before * (1 - tolerance) - 1e-9 ? check.worse : check.kept).push(comparison);
  }
  return check;
}

/** The saved figures with this run's rows written over theirs (rows not measured now are kept). */
export function mergeRatios(saved: Ratios, now: Ratios): Record<string, number> {
  for (const [row, value] of Object.entries(now)) validRatio(row, value, 'the measured');
  return Object.fromEntries(Object.entries({ ...saved, ...now }).sort(([a], [b]) => a.localeCompare(b)));
}

/** Reads a last-figures file's content, refusing one that is not of the shape written by --save. */
export function parseLastFigures(text: string): LastFigures {
  const value = JSON.parse(text) as Partial<LastFigures> | null;
  if (
    value === null ||
    typeof value !== 'object' ||
    typeof value.measuredAt !== 'string' ||
    typeof value.load !== 'number' ||
    typeof value.cores !== 'number' ||
    typeof value.ratios !== 'object' ||
    value.ratios === null
  )
    throw new Error('the last figures file needs measuredAt, load, cores and ratios');
  for (const [row, ratio] of Object.entries(value.ratios)) validRatio(row, ratio as number, 'the saved');
  return value as LastFigures;
}

const percent = (n: number) => `${n >= 0 ? '+' : ''}${(n * 100).toFixed(1)}%`;

/** The lines --check prints: each row's saved and current ratio, and the verdict. */
export function describeCheck(check: RatioCheck, tolerance = DEFAULT_TOLERANCE): string[] {
  const line = (c: RowComparison, verdict: string) =>
    `${verdict} ${c.row}: ${c.now.toFixed(3)} against ${c.saved.toFixed(3)} saved (${percent(c.change)})`;
  return [
    ...check.worse.map((c) => line(c, 'WORSE')),
    ...check.kept.map((c) => line(c, 'ok   ')),
    ...check.unsaved.map((row) => `new   ${row}: no saved figure to compare with (npm run bench -- --save)`),
    check.worse.length > 0
      ? `${check.worse.length} row(s) more than ${tolerance * 100}% worse than the saved figures: ${check.worse.map((c) => c.row).join(', ')}`
      : `no row more than ${tolerance * 100}% worse than the saved figures`,
  ];
}
