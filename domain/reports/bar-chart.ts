// The reports' bar charts as SVG geometry (no chart library, as domain/rates/rate-chart.ts): one bar
// per value in a `width` × `height` box, the tallest reaching the top, a zero a hairline so an empty
// day is still seen as a day. Pure: the page draws the rectangles.

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

export function barChart(values: readonly number[], width: number, height: number): { bars: Bar[]; max: number } {
  const max = Math.max(0, ...values);
  if (values.length === 0) return { bars: [], max };
  const slot = width / values.length;
  const gap = slot > 4 ? Math.min(2, slot * 0.2) : 0;
  const bars = values.map((v, i) => {
    const h = max === 0 || v <= 0 ? 0.5 : Math.max(0.5, (v / max) * height);
    return { x: round(i * slot + gap / 2), y: round(height - h), width: round(slot - gap), height: round(h) };
  });
  return { bars, max };
}
