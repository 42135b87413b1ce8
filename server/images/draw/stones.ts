// Stones. Faceted stones are drawn as real cut patterns (table, star, kite and girdle facets; step
// cuts for emerald shapes) with each facet shaded by which way it faces the light, which is what makes
// an illustration read as a sparkling diamond instead of a white dot.
import { hashString } from './random.ts';
import { mix, ramp } from './colour.ts';
import { el, fmt, linearGradient, polygon, radialGradient, type Point, type SvgBuilder } from './svg.ts';
import { lerpPoint, TAU } from './geometry.ts';

export interface StoneTone {
  id: string;
  dark: string;
  mid: string;
  light: string;
  /** Facet edge lines. */
  line: string;
  /** Polished domes (pearl, coral, turquoise, onyx, opal) rather than cut facets. */
  cabochon?: boolean;
  pearl?: boolean;
}

export const DIAMOND: StoneTone = { id: 'diamond', dark: '#6f7f93', mid: '#d5dfea', light: '#ffffff', line: '#93a3b7' };

const GEMS: readonly (StoneTone & { names: readonly string[] })[] = [
  { names: ['ruby'], id: 'ruby', dark: '#4a0010', mid: '#b0102e', light: '#ff7088', line: '#5e0616' },
  {
    names: ['pink sapphire', 'pink tourmaline', 'tourmaline', 'morganite', 'kunzite'],
    id: 'pink',
    dark: '#8a2d55',
    mid: '#e0739f',
    light: '#ffd0e2',
    line: '#8a2d55',
  },
  {
    names: ['yellow sapphire', 'citrine', 'golden topaz'],
    id: 'citrine',
    dark: '#8a5200',
    mid: '#e8a317',
    light: '#ffe39a',
    line: '#8a5200',
  },
  {
    names: ['emerald', 'tsavorite', 'green onyx'],
    id: 'emerald',
    dark: '#033a21',
    mid: '#0d7a45',
    light: '#6edba5',
    line: '#04331d',
  },
  { names: ['peridot'], id: 'peridot', dark: '#4a6a05', mid: '#9cc21f', light: '#e6ff8e', line: '#4a6a05' },
  {
    names: ['blue topaz', 'topaz', 'aquamarine', 'london blue'],
    id: 'topaz',
    dark: '#1e5f86',
    mid: '#57a9d6',
    light: '#d6f1ff',
    line: '#1e5f86',
  },
  {
    names: ['tanzanite', 'iolite'],
    id: 'tanzanite',
    dark: '#26176b',
    mid: '#5b47c2',
    light: '#c3b8ff',
    line: '#26176b',
  },
  { names: ['sapphire', 'blue'], id: 'sapphire', dark: '#081850', mid: '#1d45ac', light: '#86a6ff', line: '#06123e' },
  { names: ['amethyst'], id: 'amethyst', dark: '#3d1258', mid: '#8a3fb8', light: '#e2b8ff', line: '#3d1258' },
  {
    names: ['garnet', 'rhodolite', 'hessonite', 'gomed'],
    id: 'garnet',
    dark: '#3a0508',
    mid: '#86141c',
    light: '#e0525c',
    line: '#3a0508',
  },
  {
    names: ['pearl'],
    id: 'pearl',
    dark: '#c2b19b',
    mid: '#efe6d8',
    light: '#ffffff',
    line: '#b9a78f',
    cabochon: true,
    pearl: true,
  },
  {
    names: ['coral', 'moonga'],
    id: 'coral',
    dark: '#a3321e',
    mid: '#e8694d',
    light: '#ffc2ad',
    line: '#a3321e',
    cabochon: true,
  },
  {
    names: ['turquoise', 'firoza'],
    id: 'turquoise',
    dark: '#16837e',
    mid: '#3fc2b5',
    light: '#c8fff5',
    line: '#16837e',
    cabochon: true,
  },
  {
    names: ['onyx', 'black'],
    id: 'onyx',
    dark: '#000000',
    mid: '#1d1d22',
    light: '#8a8a96',
    line: '#000000',
    cabochon: true,
  },
  {
    names: ['opal', 'moonstone'],
    id: 'opal',
    dark: '#9fb3c8',
    mid: '#e6eef6',
    light: '#ffffff',
    line: '#9fb3c8',
    cabochon: true,
  },
  { names: ['zircon', 'cz', 'cubic', 'moissanite', 'white sapphire', 'diamond'], ...DIAMOND },
];

/** The colour of a gemstone named in the catalogue; unknown names still get a stable colour. */
export function gemTone(gemstoneType: string | null): StoneTone | null {
  if (!gemstoneType) return null;
  const name = gemstoneType.trim().toLowerCase();
  if (name === '' || name === 'none' || name === 'null') return null;
  const known = GEMS.find((g) => g.names.some((n) => name.includes(n)));
  if (known) return known;
  const coloured = GEMS.filter((g) => !g.cabochon && g.id !== 'diamond');
  return coloured[hashString(name) % coloured.length]!;
}

export type StoneShape = 'round' | 'oval' | 'pear' | 'marquise' | 'cushion' | 'emerald' | 'heart';

/** Outline points of a shape of "radius" r centred at the origin, top at negative y. */
export function stoneOutline(shape: StoneShape, r: number, count = 16): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + (i / count) * TAU;
    const c = Math.cos(a);
    const s = Math.sin(a);
    switch (shape) {
      case 'round':
        points.push({ x: r * c, y: r * s });
        break;
      case 'oval':
        points.push({ x: r * 0.74 * c, y: r * s });
        break;
      case 'marquise': {
        const w = Math.pow(Math.abs(c), 0.8) * Math.sign(c);
        points.push({ x: r * 0.55 * w, y: r * s });
        break;
      }
      case 'pear': {
        // A teardrop: round below, drawn to a point above.
        const top = s < 0 ? 1 - 0.72 * Math.pow(-s, 1.6) : 1;
        points.push({ x: r * 0.72 * c * top, y: r * (s < 0 ? s * 1.05 : s * 0.8) + r * 0.12 });
        break;
      }
      case 'cushion': {
        const e = 0.55;
        points.push({
          x: r * 0.9 * Math.sign(c) * Math.pow(Math.abs(c), e),
          y: r * 0.9 * Math.sign(s) * Math.pow(Math.abs(s), e),
        });
        break;
      }
      case 'heart': {
        const t = a + Math.PI / 2;
        const x = 16 * Math.pow(Math.sin(t), 3);
        const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t));
        points.push({ x: (x / 17) * r, y: (y / 17) * r + r * 0.1 });
        break;
      }
      case 'emerald': {
        const corners = [
          { x: -0.48, y: -0.7 },
          { x: 0.48, y: -0.7 },
          { x: 0.66, y: -0.52 },
          { x: 0.66, y: 0.52 },
          { x: 0.48, y: 0.7 },
          { x: -0.48, y: 0.7 },
          { x: -0.66, y: 0.52 },
          { x: -0.66, y: -0.52 },
        ];
        return corners.map((p) => ({ x: p.x * r * 1.1, y: p.y * r * 1.25 }));
      }
    }
  }
  return points;
}

const LIGHT_FROM = (-3 * Math.PI) / 4;

function centroid(points: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / points.length, y: y / points.length };
}

/** How bright a facet looks: facing the light is bright; a fixed pattern of dark facets gives fire. */
function facetShade(points: readonly Point[], index: number, diamond: boolean): number {
  const c = centroid(points);
  const facing = Math.cos(Math.atan2(c.y, c.x) - LIGHT_FROM);
  let shade = 0.5 + 0.32 * facing + (index % 2 === 0 ? 0.18 : -0.16);
  if (diamond && (index * 7) % 6 === 0) shade -= 0.5;
  if (diamond && (index * 5) % 11 === 1) shade = 1;
  return shade;
}

function tableFill(b: SvgBuilder, tone: StoneTone): string {
  return b.define(`s-${tone.id}-table`, (id) =>
    linearGradient(
      id,
      [
        { offset: 0, color: tone.light },
        { offset: 0.45, color: mix(tone.mid, tone.light, 0.5) },
        { offset: 0.55, color: tone.mid },
        { offset: 1, color: mix(tone.mid, tone.light, 0.7) },
      ],
      { x: 0, y: 0 },
      { x: 1, y: 1 },
    ),
  );
}

/** A four-pointed sparkle. */
export function glint(x: number, y: number, size: number, opacity = 0.95): string {
  const s = size;
  const w = s * 0.16;
  const d =
    `M${fmt(x)} ${fmt(y - s)}Q${fmt(x + w)} ${fmt(y - w)} ${fmt(x + s)} ${fmt(y)}` +
    `Q${fmt(x + w)} ${fmt(y + w)} ${fmt(x)} ${fmt(y + s)}Q${fmt(x - w)} ${fmt(y + w)} ${fmt(x - s)} ${fmt(y)}` +
    `Q${fmt(x - w)} ${fmt(y - w)} ${fmt(x)} ${fmt(y - s)}Z`;
  return el('path', { d, fill: '#ffffff', opacity });
}

/** A brilliant-cut face (any outline with an even number of points), centred at the origin. */
function brilliantFace(b: SvgBuilder, outline: readonly Point[], tone: StoneTone, r: number): string {
  const diamond = tone.id === 'diamond';
  const n = outline.length;
  const half = n / 2;
  const origin = { x: 0, y: 0 };
  const table = Array.from({ length: half }, (_, j) => lerpPoint(origin, outline[2 * j]!, 0.52));
  const stars = Array.from({ length: half }, (_, j) => lerpPoint(origin, outline[2 * j + 1]!, 0.74));
  const line = {
    stroke: tone.line,
    'stroke-width': Math.max(0.4, r * 0.018),
    'stroke-opacity': 0.7,
    'stroke-linejoin': 'round',
  };
  const facets: Point[][] = [];
  for (let j = 0; j < half; j++) {
    const next = (j + 1) % half;
    const prevStar = stars[(j - 1 + half) % half]!;
    facets.push([table[j]!, stars[j]!, table[next]!]);
    facets.push([table[j]!, prevStar, outline[2 * j]!, stars[j]!]);
    facets.push([stars[j]!, outline[2 * j]!, outline[2 * j + 1]!]);
    facets.push([stars[j]!, outline[2 * j + 1]!, outline[(2 * j + 2) % n]!]);
  }
  let out = el('path', { d: polygon(outline), fill: tone.mid });
  facets.forEach((f, i) => {
    out += el('path', {
      d: polygon(f),
      fill: ramp(tone.dark, tone.mid, tone.light, facetShade(f, i, diamond)),
      ...line,
    });
  });
  out += el('path', { d: polygon(table), fill: tableFill(b, tone), ...line });
  return out;
}

/** Step cut: concentric bands like an emerald or baguette. */
function stepFace(b: SvgBuilder, outline: readonly Point[], tone: StoneTone, r: number): string {
  const origin = { x: 0, y: 0 };
  const levels = [1, 0.84, 0.7, 0.56];
  const line = { stroke: tone.line, 'stroke-width': Math.max(0.4, r * 0.018), 'stroke-opacity': 0.6 };
  let out = '';
  for (let l = 0; l < levels.length - 1; l++) {
    const outer = outline.map((p) => lerpPoint(origin, p, levels[l]!));
    const inner = outline.map((p) => lerpPoint(origin, p, levels[l + 1]!));
    for (let i = 0; i < outline.length; i++) {
      const k = (i + 1) % outline.length;
      const quad = [outer[i]!, outer[k]!, inner[k]!, inner[i]!];
      const shade = facetShade(quad, i + l, false) + (l === 1 ? 0.12 : 0);
      out += el('path', { d: polygon(quad), fill: ramp(tone.dark, tone.mid, tone.light, shade), ...line });
    }
  }
  const table = outline.map((p) => lerpPoint(origin, p, levels[levels.length - 1]!));
  out += el('path', { d: polygon(table), fill: tableFill(b, tone), ...line });
  return out;
}

function cabochonFace(b: SvgBuilder, outline: readonly Point[], tone: StoneTone, r: number): string {
  const fill = b.define(`s-${tone.id}-dome`, (id) =>
    radialGradient(
      id,
      tone.pearl
        ? [
            { offset: 0, color: '#ffffff' },
            { offset: 0.35, color: '#fbf6ee' },
            { offset: 0.75, color: tone.mid },
            { offset: 1, color: tone.dark },
          ]
        : [
            { offset: 0, color: tone.light },
            { offset: 0.45, color: tone.mid },
            { offset: 1, color: tone.dark },
          ],
      { x: 0.42, y: 0.4 },
      0.65,
      { x: 0.35, y: 0.3 },
    ),
  );
  let out = el('path', {
    d: polygon(outline),
    fill,
    stroke: tone.line,
    'stroke-width': Math.max(0.3, r * 0.015),
    'stroke-opacity': 0.5,
  });
  if (tone.pearl) {
    const sheen = b.define('s-pearl-sheen', (id) =>
      radialGradient(id, [
        { offset: 0, color: '#f6c9d9', opacity: 0 },
        { offset: 0.75, color: '#f6c9d9', opacity: 0 },
        { offset: 0.92, color: '#e9c6f0', opacity: 0.45 },
        { offset: 1, color: '#e9c6f0', opacity: 0 },
      ]),
    );
    out += el('path', { d: polygon(outline), fill: sheen });
  }
  out += el('ellipse', {
    cx: -r * 0.3,
    cy: -r * 0.35,
    rx: r * 0.22,
    ry: r * 0.13,
    fill: '#ffffff',
    opacity: 0.8,
    transform: `rotate(-35 ${fmt(-r * 0.3)} ${fmt(-r * 0.35)})`,
  });
  return out;
}

export interface StoneOptions {
  shape?: StoneShape;
  /** Degrees. */
  rotate?: number;
  /** Vertical squash for a stone seen at an angle (1 = face on). */
  squash?: number;
  /** Sparkle glints over the stone. */
  sparkle?: boolean;
}

/** One stone seen from the front, centred at (x, y) with "radius" r. */
export function stone(
  b: SvgBuilder,
  x: number,
  y: number,
  r: number,
  tone: StoneTone,
  options: StoneOptions = {},
): string {
  const shape = options.shape ?? 'round';
  const squash = options.squash ?? 1;
  if (r < 11 && shape === 'round') return smallStone(b, x, y, r, tone, squash);
  const outline = stoneOutline(shape, r, shape === 'round' || r > 40 ? 16 : 12);
  let face: string;
  if (tone.cabochon) face = cabochonFace(b, outline, tone, r);
  else if (shape === 'emerald') face = stepFace(b, outline, tone, r);
  else face = brilliantFace(b, outline, tone, r);
  const parts = [`translate(${fmt(x)} ${fmt(y)})`];
  if (options.rotate) parts.push(`rotate(${fmt(options.rotate)})`);
  if (squash !== 1) parts.push(`scale(1 ${Math.round(squash * 1000) / 1000})`);
  let out = el('g', { transform: parts.join(' ') }, face);
  if ((options.sparkle ?? true) && !tone.cabochon) {
    // Glints stay small on big stones: a huge star reads as a white blot, not as sparkle.
    out += glint(x - r * 0.28, y - r * 0.3 * squash, Math.min(r * 0.55, 22 + r * 0.12));
    if (r > 30) out += glint(x + r * 0.38, y + r * 0.2 * squash, Math.min(r * 0.26, 14 + r * 0.06), 0.8);
  }
  return out;
}

/** Pavé and accent stones: few shapes each, so hundreds stay cheap; a pinwheel of facets reads as sparkle. */
export function smallStone(b: SvgBuilder, x: number, y: number, r: number, tone: StoneTone, squash = 1): string {
  const fill = b.define(`s-${tone.id}-small`, (id) =>
    radialGradient(
      id,
      tone.cabochon
        ? [
            { offset: 0, color: tone.pearl ? '#ffffff' : tone.light },
            { offset: 0.5, color: tone.mid },
            { offset: 1, color: tone.dark },
          ]
        : [
            { offset: 0, color: tone.light },
            { offset: 0.5, color: mix(tone.mid, tone.light, 0.5) },
            { offset: 0.82, color: tone.mid },
            { offset: 1, color: tone.dark },
          ],
      { x: 0.5, y: 0.5 },
      0.5,
      { x: 0.4, y: 0.36 },
    ),
  );
  const ry = r * squash;
  let out = el('ellipse', {
    cx: x,
    cy: y,
    rx: r,
    ry,
    fill,
    stroke: tone.dark,
    'stroke-width': Math.max(0.5, r * 0.1),
    'stroke-opacity': 0.7,
  });
  if (!tone.cabochon && r >= 7) {
    let d = '';
    for (let i = 0; i < 8; i += 2) {
      const a0 = (i / 8) * TAU + 0.2;
      const a1 = ((i + 1) / 8) * TAU + 0.2;
      d += `M${fmt(x)} ${fmt(y)}L${fmt(x + Math.cos(a0) * r * 0.9)} ${fmt(y + Math.sin(a0) * ry * 0.9)}L${fmt(x + Math.cos(a1) * r * 0.9)} ${fmt(y + Math.sin(a1) * ry * 0.9)}Z`;
    }
    out += el('path', { d, fill: tone.dark, opacity: 0.35 });
    out += el('ellipse', { cx: x, cy: y, rx: r * 0.42, ry: ry * 0.42, fill: tone.light, opacity: 0.9 });
  }
  out += el('circle', { cx: x - r * 0.32, cy: y - ry * 0.34, r: r * 0.2, fill: '#ffffff' });
  return out;
}

/**
 * A stone seen from the side: crown above the girdle, pavilion narrowing to the culet below.
 * (x, y) is the middle of the girdle; r is half the girdle width.
 */
export function stoneProfile(b: SvgBuilder, x: number, y: number, r: number, tone: StoneTone, crownScale = 1): string {
  if (tone.cabochon) {
    // Pearls and domes look the same from every side.
    return tone.pearl
      ? stone(b, x, y, r, tone)
      : el(
          'g',
          { transform: `translate(${fmt(x)} ${fmt(y)}) scale(1 0.7)` },
          cabochonFace(b, stoneOutline('round', r), tone, r),
        );
  }
  const diamond = tone.id === 'diamond';
  const crown = r * 0.34 * crownScale;
  const girdle = r * 0.05;
  const depth = r * 0.9;
  const tx = [-0.56, -0.28, 0, 0.28, 0.56].map((k) => x + k * r);
  const gx = [-1, -0.6, -0.2, 0.2, 0.6, 1].map((k) => x + k * r);
  const top = y - crown;
  const line = {
    stroke: tone.line,
    'stroke-width': Math.max(0.4, r * 0.02),
    'stroke-opacity': 0.6,
    'stroke-linejoin': 'round',
  };
  const shade = (points: Point[], i: number, base: number) =>
    ramp(
      tone.dark,
      tone.mid,
      tone.light,
      base + (i % 2 === 0 ? 0.18 : -0.14) + (diamond && i % 5 === 3 ? -0.4 : 0) - (centroid(points).x - x) / (r * 4),
    );
  let out = '';
  const crownFacets: Point[][] = [];
  for (let i = 0; i < 5; i++)
    crownFacets.push([
      { x: gx[i]!, y },
      { x: tx[i]!, y: top },
      { x: gx[i + 1]!, y },
    ]);
  for (let i = 0; i < 4; i++)
    crownFacets.push([
      { x: tx[i]!, y: top },
      { x: gx[i + 1]!, y },
      { x: tx[i + 1]!, y: top },
    ]);
  crownFacets.forEach((f, i) => (out += el('path', { d: polygon(f), fill: shade(f, i, 0.62), ...line })));
  out += el('rect', { x: x - r, y, width: 2 * r, height: girdle, fill: mix(tone.mid, tone.light, 0.4), ...line });
  const g = y + girdle;
  const culet = { x, y: g + depth };
  for (let i = 0; i < 5; i++) {
    const mid = lerpPoint({ x: (gx[i]! + gx[i + 1]!) / 2, y: g }, culet, 0.5);
    const a: Point[] = [{ x: gx[i]!, y: g }, mid, culet];
    const c: Point[] = [{ x: gx[i]!, y: g }, { x: gx[i + 1]!, y: g }, mid];
    const d: Point[] = [{ x: gx[i + 1]!, y: g }, mid, culet];
    out += el('path', { d: polygon(a), fill: shade(a, i * 3, 0.42), ...line });
    out += el('path', { d: polygon(c), fill: shade(c, i * 3 + 1, 0.58), ...line });
    out += el('path', { d: polygon(d), fill: shade(d, i * 3 + 2, 0.36), ...line });
  }
  if (!tone.cabochon) out += glint(x - r * 0.3, y - crown * 0.5, Math.min(r * 0.45, 20 + r * 0.1));
  return out;
}
