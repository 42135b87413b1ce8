// A plain equirectangular projection, squeezed by the cosine of the middle latitude so a degree of
// longitude and one of latitude are the same length on the page (at 8 to 13° N the error across the
// map is under 1%). It fits given bounds into an SVG box with padding, keeping the aspect ratio.
import type { LonLat } from './kerala-outline.ts';

export interface MapBox {
  width: number;
  height: number;
  padding: number;
}

export interface Projection {
  project: (point: LonLat) => { x: number; y: number };
  /** The drawing's own size: the box's width, and the height the aspect ratio asks for. */
  width: number;
  height: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Fits every point into `box.width` (height follows the shape, at most `box.height`). */
export function fitProjection(points: readonly LonLat[], box: MapBox): Projection {
  if (points.length === 0) throw new RangeError('nothing to fit');
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const [west, east, south, north] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  const squeeze = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * squeeze, 1e-9);
  const spanY = Math.max(north - south, 1e-9);
  const scale = Math.min((box.width - 2 * box.padding) / spanX, (box.height - 2 * box.padding) / spanY);
  const width = round2(spanX * scale + 2 * box.padding);
  const height = round2(spanY * scale + 2 * box.padding);
  return {
    width,
    height,
    project: ([lon, lat]) => ({
      x: round2(box.padding + (lon - west) * squeeze * scale),
      y: round2(box.padding + (north - lat) * scale),
    }),
  };
}

/** An SVG path ('M x y L … Z') of a closed ring of points. */
export function ringPath(ring: readonly LonLat[], projection: Projection): string {
  return `${ring
    .map((p, i) => {
      const { x, y } = projection.project(p);
      return `${i === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join(' ')} Z`;
}
