// Curves that jewellery is laid along (chains, strands, bands) and even spacing of parts on them.
import type { Point } from './svg.ts';

export const TAU = Math.PI * 2;

export function pt(x: number, y: number): Point {
  return { x, y };
}

export function lerpPoint(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

export interface Cubic {
  p0: Point;
  p1: Point;
  p2: Point;
  p3: Point;
}

export function cubicAt(c: Cubic, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const d = 3 * u * t * t;
  const e = t * t * t;
  return { x: a * c.p0.x + b * c.p1.x + d * c.p2.x + e * c.p3.x, y: a * c.p0.y + b * c.p1.y + d * c.p2.y + e * c.p3.y };
}

/** A curve as a function of t in [0, 1]. */
export type Curve = (t: number) => Point;

export function cubicCurve(c: Cubic): Curve {
  return (t) => cubicAt(c, t);
}

/** Several cubics joined end to end, each taking an equal share of t. */
export function joinCurves(parts: readonly Curve[]): Curve {
  return (t) => {
    const scaled = Math.min(parts.length - 1e-9, Math.max(0, t * parts.length));
    const index = Math.floor(scaled);
    return parts[index]!(scaled - index);
  };
}

export function ellipseCurve(centre: Point, rx: number, ry: number, from: number, to: number): Curve {
  return (t) => {
    const a = from + (to - from) * t;
    return { x: centre.x + rx * Math.cos(a), y: centre.y + ry * Math.sin(a) };
  };
}

export interface Placement extends Point {
  /** Direction of travel, in degrees (for SVG rotate). */
  angle: number;
  /** Position along the curve by length, 0..1. */
  along: number;
}

/**
 * `count` placements spaced by arc length, so links and beads sit evenly even where the curve
 * bends; the angle follows the curve so links turn with it.
 */
export function placeAlong(curve: Curve, count: number, samples = 400): Placement[] {
  const table: { t: number; length: number }[] = [{ t: 0, length: 0 }];
  let previous = curve(0);
  let total = 0;
  for (let i = 1; i <= samples; i++) {
    const t = i / samples;
    const p = curve(t);
    total += Math.hypot(p.x - previous.x, p.y - previous.y);
    table.push({ t, length: total });
    previous = p;
  }
  const out: Placement[] = [];
  let cursor = 0;
  for (let i = 0; i < count; i++) {
    const along = count === 1 ? 0.5 : i / (count - 1);
    const target = along * total;
    while (cursor < table.length - 2 && table[cursor + 1]!.length < target) cursor++;
    const a = table[cursor]!;
    const b = table[cursor + 1] ?? a;
    const span = b.length - a.length;
    const t = span > 0 ? a.t + ((target - a.length) / span) * (b.t - a.t) : a.t;
    const p = curve(t);
    const ahead = curve(Math.min(1, t + 0.002));
    const behind = curve(Math.max(0, t - 0.002));
    out.push({ x: p.x, y: p.y, along, angle: (Math.atan2(ahead.y - behind.y, ahead.x - behind.x) * 180) / Math.PI });
  }
  return out;
}

export function curveLength(curve: Curve, samples = 200): number {
  let total = 0;
  let previous = curve(0);
  for (let i = 1; i <= samples; i++) {
    const p = curve(i / samples);
    total += Math.hypot(p.x - previous.x, p.y - previous.y);
    previous = p;
  }
  return total;
}

/** Path data tracing a curve with straight segments fine enough to look smooth. */
export function curvePath(curve: Curve, segments = 80): string {
  const points = Array.from({ length: segments + 1 }, (_, i) => curve(i / segments));
  return points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${Math.round(p.x * 10) / 10} ${Math.round(p.y * 10) / 10}`)
    .join('');
}
