// A band is a short tube: a ring shank or a bangle. Drawn as two rims (front and back) joined by the
// outer surface, with the inside surface showing through the hole, which is what makes a flat
// drawing read as a solid ring at any turn.
import type { MetalPaint } from './metal.ts';
import { el, ellipsePath, polygon, type Point, type SvgBuilder } from './svg.ts';

export interface BandGeometry {
  cx: number;
  cy: number;
  /** Outer and inner radius of the rim. */
  outer: number;
  inner: number;
  /** Width of the band front to back. */
  depth: number;
  /** Turn about the vertical axis in degrees: 0 faces the viewer, 90 is edge on. */
  turn: number;
  /** How far the camera looks down on it (vertical offset of the back rim, units). */
  lift: number;
}

export interface BandShape {
  /** The front rim's centre and radii, for placing stones on the face. */
  front: { cx: number; cy: number; rx: number; ry: number; irx: number; iry: number };
  /** Where the band's top is (the head of a ring sits here). */
  top: Point;
  back: { cx: number; cy: number };
}

function ellipsePoints(cx: number, cy: number, rx: number, ry: number, count: number): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    return { x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) };
  });
}

/** Monotone-chain convex hull. */
function hull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

export function bandShape(g: BandGeometry): BandShape {
  const k = Math.cos((g.turn * Math.PI) / 180);
  const s = Math.sin((g.turn * Math.PI) / 180);
  const rx = Math.max(g.outer * k, 6);
  const irx = Math.max(g.inner * k, 2);
  const dx = g.depth * s;
  const front = { cx: g.cx - dx / 2, cy: g.cy, rx, ry: g.outer, irx, iry: g.inner };
  const back = { cx: g.cx + dx / 2, cy: g.cy - g.lift };
  return { front, back, top: { x: g.cx, y: g.cy - g.outer - g.lift / 2 } };
}

/**
 * Draws the band. `faceFill` paints the front rim face (plain metal or a pattern drawn after by the
 * caller using the returned shape).
 */
export function drawBand(
  b: SvgBuilder,
  metal: MetalPaint,
  g: BandGeometry,
  options: { faceFill?: string } = {},
): BandShape {
  const shape = bandShape(g);
  const { front, back } = shape;
  const outerHull = hull([
    ...ellipsePoints(front.cx, front.cy, front.rx, front.ry, 96),
    ...ellipsePoints(back.cx, back.cy, front.rx, front.ry, 96),
  ]);
  const line = { stroke: metal.edge, 'stroke-width': 1.6, 'stroke-opacity': 0.55, 'stroke-linejoin': 'round' };
  // Outer surface of the tube.
  b.add(
    el('path', {
      d: polygon(outerHull) + ellipsePath(front.cx, front.cy, front.irx, front.iry),
      fill: g.turn > 20 ? metal.bandH : metal.band,
      'fill-rule': 'evenodd',
      ...line,
    }),
  );
  // Inside surface seen through the front opening; the part also inside the back opening is the hole.
  const clip = b.uid('band-hole');
  b.add(el('clipPath', { id: clip }, el('path', { d: ellipsePath(front.cx, front.cy, front.irx, front.iry) })));
  b.add(
    el('path', {
      d: ellipsePath(front.cx, front.cy, front.irx, front.iry) + ellipsePath(back.cx, back.cy, front.irx, front.iry),
      fill: metal.inner,
      'fill-rule': 'evenodd',
      'clip-path': `url(#${clip})`,
    }),
  );
  // A shadow line where the inside surface meets the back rim gives the tube its depth.
  b.add(
    el('path', {
      d: ellipsePath(back.cx, back.cy, front.irx, front.iry),
      fill: 'none',
      stroke: metal.palette.deep,
      'stroke-width': 2,
      'stroke-opacity': 0.35,
      'clip-path': `url(#${clip})`,
    }),
  );
  // Front rim face.
  b.add(
    el('path', {
      d: ellipsePath(front.cx, front.cy, front.rx, front.ry) + ellipsePath(front.cx, front.cy, front.irx, front.iry),
      fill: options.faceFill ?? metal.diag,
      'fill-rule': 'evenodd',
      ...line,
    }),
  );
  // A long specular highlight along the upper left of the rim.
  const mid = (front.rx + front.irx) / 2;
  const midY = (front.ry + front.iry) / 2;
  const a0 = Math.PI * 1.08;
  const a1 = Math.PI * 1.42;
  const p0 = { x: front.cx + mid * Math.cos(a0), y: front.cy + midY * Math.sin(a0) };
  const p1 = { x: front.cx + mid * Math.cos(a1), y: front.cy + midY * Math.sin(a1) };
  b.add(
    el('path', {
      d: `M${p0.x.toFixed(1)} ${p0.y.toFixed(1)}A${mid.toFixed(1)} ${midY.toFixed(1)} 0 0 1 ${p1.x.toFixed(1)} ${p1.y.toFixed(1)}`,
      fill: 'none',
      stroke: metal.palette.shine,
      'stroke-width': Math.max(2, (front.ry - front.iry) * 0.18),
      'stroke-linecap': 'round',
      opacity: 0.75,
    }),
  );
  return shape;
}

/** Points on the middle of the front face, for stones set into the band; angles in radians. */
export function onFace(shape: BandShape, angle: number): Point {
  const f = shape.front;
  return { x: f.cx + ((f.rx + f.irx) / 2) * Math.cos(angle), y: f.cy + ((f.ry + f.iry) / 2) * Math.sin(angle) };
}
