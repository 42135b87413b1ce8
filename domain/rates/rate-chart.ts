// The back office's small chart of a rate over the last 90 days (docs/decisions/2026-11-27-metal-rates.md):
// a step line (a rate holds until the next is set) as an SVG path, drawn in the page without a chart
// library. One chart per metal and purity: silver at ₹95 and gold at ₹7,000 cannot share an axis.

export interface RatePoint {
  at: Date;
  rate: number;
}

export interface RateChart {
  /** An SVG path in a `width` × `height` box; empty without points. */
  path: string;
  min: number;
  max: number;
}

/** The step line of the points within `days` before `now` (the last one carried to `now`). */
export function rateChartPath(
  points: readonly RatePoint[],
  now: Date,
  days: number,
  width: number,
  height: number,
): RateChart {
  const start = now.getTime() - days * 86_400_000;
  const sorted = points
    .filter((p) => p.at.getTime() >= start && p.at.getTime() <= now.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  if (sorted.length === 0) return { path: '', min: 0, max: 0 };
  const rates = sorted.map((p) => p.rate);
  const min = Math.min(...rates);
  const max = Math.max(...rates);
  const pad = 2;
  const x = (t: number) => Math.round(((t - start) / (now.getTime() - start)) * width * 10) / 10;
  // A flat line sits in the middle; otherwise the range fills the box within its padding.
  const y = (r: number) =>
    max === min ? height / 2 : Math.round((pad + ((max - r) / (max - min)) * (height - 2 * pad)) * 10) / 10;
  let path = `M${x(sorted[0]!.at.getTime())} ${y(sorted[0]!.rate)}`;
  for (const p of sorted.slice(1)) path += ` H${x(p.at.getTime())} V${y(p.rate)}`;
  path += ` H${width}`;
  return { path, min, max };
}
