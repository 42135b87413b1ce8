// Parts shared by several pieces: claws, bezels, chains, bead strands, bails and clasps.
import type { MetalPaint } from './metal.ts';
import { curveLength, curvePath, placeAlong, type Curve } from './geometry.ts';
import { el, ellipsePath, fmt, polygon, type Point, type SvgBuilder } from './svg.ts';
import { DIAMOND, smallStone, stone, stoneOutline, type StoneShape, type StoneTone } from './stones.ts';
import type { PieceContext } from './subject.ts';

/** A polished metal rim around a stone. */
export function bezel(metal: MetalPaint, x: number, y: number, r: number, squash = 1, width = 0.16): string {
  const w = r * width;
  return el('path', {
    d: ellipsePath(x, y, r + w, (r + w) * squash) + ellipsePath(x, y, r * 0.96, r * 0.96 * squash),
    fill: metal.diag,
    'fill-rule': 'evenodd',
    stroke: metal.edge,
    'stroke-width': Math.max(0.5, r * 0.02),
    'stroke-opacity': 0.45,
  });
}

/** Where claws go on a shape: evenly round a round stone, on the points and corners of fancy cuts. */
function clawIndexes(shape: StoneShape, count: number, outlineLength: number): number[] {
  if (shape === 'round')
    return Array.from(
      { length: count },
      (_, i) => Math.round(((i + (count === 4 ? 0.5 : 0)) * outlineLength) / count) % outlineLength,
    );
  if (shape === 'pear') return [0, 6, 10];
  if (shape === 'marquise') return [0, 8];
  if (shape === 'heart') return [0, 6, 10];
  return [2, 6, 10, 14];
}

/** A stone in its setting seen from the front: claws for round stones, a rim and claws for fancy cuts, a bezel for domes. */
export function setStone(
  b: SvgBuilder,
  metal: MetalPaint,
  x: number,
  y: number,
  r: number,
  tone: StoneTone,
  options: { shape?: StoneShape; squash?: number; rotate?: number; claws?: 4 | 6 | 0 } = {},
): string {
  const squash = options.squash ?? 1;
  const shape = tone.cabochon ? 'round' : (options.shape ?? 'round');
  const rotate = options.rotate ?? 0;
  const gem = stone(b, x, y, r, tone, { shape, squash, rotate });
  if (tone.cabochon) return bezel(metal, x, y, r, squash, 0.12) + gem;
  const place = (p: Point): Point => {
    const a = (rotate * Math.PI) / 180;
    return { x: x + p.x * Math.cos(a) - p.y * Math.sin(a), y: y + (p.x * Math.sin(a) + p.y * Math.cos(a)) * squash };
  };
  let out = '';
  if (shape !== 'round') {
    const rim = stoneOutline(shape, r * 1.02, 16).map(place);
    out += el('path', {
      d: polygon(rim),
      fill: 'none',
      stroke: metal.diag,
      'stroke-width': r * 0.1,
      'stroke-linejoin': 'round',
    });
  }
  out += gem;
  const count = options.claws ?? (shape === 'round' ? 6 : 4);
  if (count === 0) return out;
  const outline = stoneOutline(shape, r * 0.96, 16);
  const spots =
    shape === 'emerald'
      ? [
          [7, 0],
          [1, 2],
          [3, 4],
          [5, 6],
        ].map(([a, c]) => ({ x: (outline[a!]!.x + outline[c!]!.x) / 2, y: (outline[a!]!.y + outline[c!]!.y) / 2 }))
      : clawIndexes(shape, count, outline.length).map((i) => outline[i]!);
  for (const spot of spots) {
    const p = place(spot);
    out += el('ellipse', {
      cx: p.x,
      cy: p.y,
      rx: r * 0.14,
      ry: r * 0.14 * Math.max(0.7, squash),
      fill: metal.sphere,
      stroke: metal.edge,
      'stroke-width': r * 0.02,
      'stroke-opacity': 0.5,
    });
  }
  return out;
}

/** A ring of small stones around a centre stone (a halo). */
export function halo(
  b: SvgBuilder,
  metal: MetalPaint,
  x: number,
  y: number,
  r: number,
  tone: StoneTone,
  squash = 1,
  stoneR?: number,
): string {
  const sr = stoneR ?? Math.max(6, r * 0.2);
  const ringR = r + sr * 1.25;
  const count = Math.max(8, Math.round((Math.PI * 2 * ringR) / (sr * 2.25)));
  let out = el('path', {
    d:
      ellipsePath(x, y, ringR + sr * 1.35, (ringR + sr * 1.35) * squash) +
      ellipsePath(x, y, r * 0.98, r * 0.98 * squash),
    fill: metal.diag,
    'fill-rule': 'evenodd',
    stroke: metal.edge,
    'stroke-width': 1,
    'stroke-opacity': 0.4,
  });
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    out += smallStone(b, x + Math.cos(a) * ringR, y + Math.sin(a) * ringR * squash, sr, tone, squash);
  }
  return out;
}

/** A fine chain: at product-photo scale the links blur into a bright dashed line over a dark core. */
export function fineChain(metal: MetalPaint, curve: Curve, width = 5): string {
  // Thicker chains are seen close enough that their links must show.
  if (width >= 8)
    return linkChain(metal, curve, Math.max(2, Math.round(curveLength(curve) / (width * 1.55))), width * 0.85, 'cable');
  const d = curvePath(curve, 120);
  return (
    el('path', { d, fill: 'none', stroke: metal.palette.dark, 'stroke-width': width, 'stroke-linecap': 'round' }) +
    el('path', { d, fill: 'none', stroke: metal.palette.mid, 'stroke-width': width * 0.7, 'stroke-linecap': 'round' }) +
    el('path', {
      d,
      fill: 'none',
      stroke: metal.palette.light,
      'stroke-width': width * 0.6,
      'stroke-linecap': 'round',
      'stroke-dasharray': `${fmt(width * 1.1)} ${fmt(width * 0.9)}`,
    }) +
    el('path', {
      d,
      fill: 'none',
      stroke: metal.palette.shine,
      'stroke-width': width * 0.22,
      'stroke-linecap': 'round',
      'stroke-dasharray': `${fmt(width * 0.5)} ${fmt(width * 1.5)}`,
      opacity: 0.9,
    })
  );
}

export type LinkStyle = 'cable' | 'rope' | 'box' | 'curb';

/** Visible links along a curve: for chains, bracelets and close-ups. */
export function linkChain(metal: MetalPaint, curve: Curve, count: number, size: number, style: LinkStyle): string {
  const places = placeAlong(curve, count);
  let out = '';
  places.forEach((p, i) => {
    const t = `translate(${fmt(p.x)} ${fmt(p.y)}) rotate(${fmt(p.angle)})`;
    if (style === 'cable') {
      if (i % 2 === 0) {
        out += el('ellipse', {
          cx: 0,
          cy: 0,
          rx: size * 0.95,
          ry: size * 0.6,
          fill: 'none',
          stroke: metal.diag,
          'stroke-width': size * 0.32,
          transform: t,
        });
        out += el('ellipse', {
          cx: 0,
          cy: 0,
          rx: size * 0.95,
          ry: size * 0.6,
          fill: 'none',
          stroke: metal.edge,
          'stroke-width': size * 0.05,
          'stroke-opacity': 0.4,
          transform: t,
        });
      } else {
        out += el('rect', {
          x: -size * 1.05,
          y: -size * 0.17,
          width: size * 2.1,
          height: size * 0.34,
          rx: size * 0.17,
          fill: metal.band,
          stroke: metal.edge,
          'stroke-width': size * 0.05,
          'stroke-opacity': 0.5,
          transform: t,
        });
      }
    } else if (style === 'rope') {
      out += el('ellipse', {
        cx: 0,
        cy: 0,
        rx: size * 0.75,
        ry: size * 0.42,
        fill: metal.diag,
        stroke: metal.edge,
        'stroke-width': size * 0.06,
        'stroke-opacity': 0.55,
        transform: `${t} rotate(-38)`,
      });
    } else if (style === 'box') {
      out += el('rect', {
        x: -size * 0.55,
        y: -size * 0.5,
        width: size * 1.1,
        height: size,
        rx: size * 0.1,
        fill: metal.band,
        stroke: metal.edge,
        'stroke-width': size * 0.06,
        'stroke-opacity': 0.6,
        transform: t,
      });
      out += el('rect', {
        x: -size * 0.28,
        y: -size * 0.22,
        width: size * 0.56,
        height: size * 0.44,
        fill: metal.palette.deep,
        opacity: 0.55,
        transform: t,
      });
    } else {
      out += el('path', {
        d: `M${fmt(-size)} ${fmt(-size * 0.45)}L${fmt(size * 0.6)} ${fmt(-size * 0.55)}Q${fmt(size * 1.1)} 0 ${fmt(size * 0.6)} ${fmt(size * 0.55)}L${fmt(-size)} ${fmt(size * 0.45)}Q${fmt(-size * 0.6)} 0 ${fmt(-size)} ${fmt(-size * 0.45)}Z`,
        fill: metal.diag,
        stroke: metal.edge,
        'stroke-width': size * 0.07,
        'stroke-opacity': 0.55,
        transform: t,
      });
    }
  });
  return out;
}

/** Beads along a curve; `beadAt` draws bead i at a point. */
export function beadStrand(
  curve: Curve,
  count: number,
  beadAt: (i: number, x: number, y: number, angle: number) => string,
): string {
  return placeAlong(curve, count)
    .map((p, i) => beadAt(i, p.x, p.y, p.angle))
    .join('');
}

/** A polished metal bead. */
export function metalBead(metal: MetalPaint, x: number, y: number, r: number): string {
  return el('circle', {
    cx: x,
    cy: y,
    r,
    fill: metal.sphere,
    stroke: metal.edge,
    'stroke-width': r * 0.06,
    'stroke-opacity': 0.45,
  });
}

/** The glossy black bead of a mangalsutra. */
export function blackBead(b: SvgBuilder, x: number, y: number, r: number): string {
  const fill = b.define(
    'bead-black',
    (id) =>
      `<radialGradient id="${id}" cx="0.42" cy="0.4" r="0.6" fx="0.35" fy="0.3"><stop offset="0" stop-color="#8c8c94"/><stop offset="0.25" stop-color="#2f2f35"/><stop offset="0.8" stop-color="#0b0b0d"/><stop offset="1" stop-color="#000"/></radialGradient>`,
  );
  return el('circle', { cx: x, cy: y, r, fill });
}

/** The loop a pendant hangs from. */
export function bail(metal: MetalPaint, x: number, y: number, w: number, h: number): string {
  return (
    el('rect', {
      x: x - w / 2,
      y,
      width: w,
      height: h,
      rx: w / 2,
      fill: metal.bandH,
      stroke: metal.edge,
      'stroke-width': w * 0.06,
      'stroke-opacity': 0.5,
    }) +
    el('rect', {
      x: x - w * 0.12,
      y: y + h * 0.18,
      width: w * 0.24,
      height: h * 0.5,
      rx: w * 0.12,
      fill: metal.palette.deep,
      opacity: 0.5,
    })
  );
}

export function jumpRing(metal: MetalPaint, x: number, y: number, r: number): string {
  return (
    el('circle', { cx: x, cy: y, r, fill: 'none', stroke: metal.diag, 'stroke-width': r * 0.45 }) +
    el('circle', {
      cx: x,
      cy: y,
      r: r * 1.22,
      fill: 'none',
      stroke: metal.edge,
      'stroke-width': r * 0.06,
      'stroke-opacity': 0.4,
    })
  );
}

/** A lobster clasp, pointing along `angle` degrees. */
export function lobsterClasp(metal: MetalPaint, x: number, y: number, size: number, angle = 0): string {
  const s = size;
  const d = `M0 ${fmt(-s * 0.45)}C${fmt(s * 0.9)} ${fmt(-s * 0.55)} ${fmt(s * 1.25)} ${fmt(-s * 0.1)} ${fmt(s * 1.1)} ${fmt(s * 0.25)}C${fmt(s * 0.9)} ${fmt(s * 0.6)} ${fmt(s * 0.2)} ${fmt(s * 0.55)} 0 ${fmt(s * 0.42)}Z`;
  return el(
    'g',
    { transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)})` },
    el('path', { d, fill: metal.diag, stroke: metal.edge, 'stroke-width': s * 0.06, 'stroke-opacity': 0.6 }) +
      el('path', {
        d: `M${fmt(s * 0.25)} ${fmt(-s * 0.12)}Q${fmt(s * 0.75)} ${fmt(-s * 0.18)} ${fmt(s * 0.8)} ${fmt(s * 0.15)}`,
        fill: 'none',
        stroke: metal.palette.deep,
        'stroke-width': s * 0.08,
        opacity: 0.7,
      }) +
      jumpRing(metal, -s * 0.2, 0, s * 0.25),
  );
}

/** The stone used for accents: diamonds when the piece has any, else its gemstone, else none. */
export function accentTone(ctx: PieceContext): StoneTone | null {
  if (ctx.diamonds > 0) return DIAMOND;
  return ctx.gem;
}

/** The stone used at the centre: the gemstone when there is one, else a diamond when there are any. */
export function centreTone(ctx: PieceContext): StoneTone | null {
  return ctx.gem ?? (ctx.diamonds > 0 ? DIAMOND : null);
}
