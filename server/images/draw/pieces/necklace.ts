// Necklaces: a riviera of set stones, a station necklace with a centre drop, a gold collar of leaves,
// or a temple-style strand of gold beads and coin motifs. Laid flat, worn on a bust, and the centre
// close up.
import type { PictureAngle } from '../../../../domain/catalog/picture-path.ts';
import { cubicCurve, joinCurves, placeAlong, pt, type Curve } from '../geometry.ts';
import { drawBust, shadow } from '../ground.ts';
import { accentTone, bezel, centreTone, fineChain, halo, lobsterClasp, metalBead, setStone } from '../parts.ts';
import { el, fmt } from '../svg.ts';
import { smallStone, type StoneTone } from '../stones.ts';
import type { PieceContext } from '../subject.ts';

type NecklaceStyle = 'riviera' | 'station' | 'leaf-collar' | 'temple';

interface NecklaceDesign {
  style: NecklaceStyle;
  centre: StoneTone | null;
  accent: StoneTone | null;
  /** Share of the curve, centred, that carries the ornament. */
  span: number;
  count: number;
}

function designNecklace(ctx: PieceContext): NecklaceDesign {
  const { rng } = ctx;
  const centre = centreTone(ctx);
  const accent = accentTone(ctx);
  const style: NecklaceStyle = !centre
    ? rng.pick(['leaf-collar', 'temple'] as const)
    : rng.pick(['riviera', 'station', 'leaf-collar', 'riviera', 'temple'] as const);
  return {
    style,
    centre,
    accent,
    span: rng.between(0.6, 0.78),
    count: style === 'station' ? rng.int(5, 7) : rng.int(15, 19),
  };
}

/** Draws the necklace along `curve`; `scale` sizes the ornaments. */
function necklaceAlong(ctx: PieceContext, d: NecklaceDesign, curve: Curve, scale: number, chainEnds: boolean): void {
  const { b, metal } = ctx;
  const start = (1 - d.span) / 2;
  const end = start + d.span;
  const sub: Curve = (t) => curve(start + t * d.span);
  if (chainEnds) {
    // Plain chain carries the ornament up to the clasp; overlap a little so no gap shows.
    b.add(fineChain(metal, (t) => curve(t * (start + 0.01)), 5 * scale));
    b.add(fineChain(metal, (t) => curve(end - 0.01 + t * (1 - end + 0.01)), 5 * scale));
  }
  const places = placeAlong(sub, d.count);
  const mid = (d.count - 1) / 2;
  const accent = d.accent ?? d.centre;
  b.add(fineChain(metal, sub, 5 * scale));
  places.forEach((p, i) => {
    const grade = 1 - Math.abs(i - mid) / (mid + 1);
    switch (d.style) {
      case 'riviera': {
        const r = (15 + 13 * grade) * scale;
        if (accent) {
          // A metal collet round each stone keeps a riviera reading as set jewellery, not pearls.
          b.add(bezel(metal, p.x, p.y, r, 1, 0.2));
          b.add(setStone(b, metal, p.x, p.y, r, i === Math.round(mid) ? (d.centre ?? accent) : accent, { claws: 4 }));
        }
        break;
      }
      case 'station': {
        const r = 16 * scale;
        if (accent) b.add(setStone(b, metal, p.x, p.y, r, accent, { claws: 4 }));
        break;
      }
      case 'leaf-collar': {
        const len = (30 + 26 * grade) * scale;
        const t = `translate(${fmt(p.x)} ${fmt(p.y)}) rotate(${fmt(p.angle + 90)})`;
        b.add(
          el('path', {
            d: `M0 ${fmt(-len * 0.15)}C${fmt(len * 0.45)} ${fmt(len * 0.2)} ${fmt(len * 0.35)} ${fmt(len * 0.8)} 0 ${fmt(len)}C${fmt(-len * 0.35)} ${fmt(len * 0.8)} ${fmt(-len * 0.45)} ${fmt(len * 0.2)} 0 ${fmt(-len * 0.15)}Z`,
            fill: metal.diag,
            stroke: metal.edge,
            'stroke-width': 1.2 * scale,
            'stroke-opacity': 0.6,
            transform: t,
          }),
        );
        b.add(
          el('path', {
            d: `M0 0L0 ${fmt(len * 0.85)}`,
            stroke: metal.palette.deep,
            'stroke-width': 1.6 * scale,
            opacity: 0.5,
            transform: t,
          }),
        );
        if (accent) {
          const a = ((p.angle + 90) * Math.PI) / 180;
          b.add(smallStone(b, p.x - Math.sin(a) * len * 0.45, p.y + Math.cos(a) * len * 0.45, 7 * scale, accent));
        }
        break;
      }
      case 'temple': {
        const r = (11 + 5 * grade) * scale;
        b.add(metalBead(metal, p.x, p.y, r));
        if (i % 2 === 1) {
          const a = ((p.angle + 90) * Math.PI) / 180;
          const cx = p.x - Math.sin(a) * r * 3;
          const cy = p.y + Math.cos(a) * r * 3;
          b.add(
            el('circle', {
              cx,
              cy,
              r: r * 1.8,
              fill: metal.diag,
              stroke: metal.edge,
              'stroke-width': scale * 1.2,
              'stroke-opacity': 0.6,
            }),
          );
          b.add(
            el('circle', {
              cx,
              cy,
              r: r * 1.35,
              fill: 'none',
              stroke: metal.palette.deep,
              'stroke-width': scale * 1.4,
              'stroke-dasharray': `${fmt(scale * 1.5)} ${fmt(scale * 3)}`,
              opacity: 0.6,
            }),
          );
          if (accent) b.add(smallStone(b, cx, cy, r * 0.7, accent));
        }
        break;
      }
    }
  });
  // The centre piece hangs below the middle of the strand.
  const centre = placeAlong(sub, 3)[1]!;
  const a = ((centre.angle + 90) * Math.PI) / 180;
  const drop = (dist: number) => ({
    x: centre.x - Math.sin(a) * dist * scale,
    y: centre.y + Math.cos(a) * dist * scale,
  });
  if (d.style === 'station' && d.centre) {
    const p = drop(64);
    if (d.accent && d.accent !== d.centre) b.add(halo(b, metal, p.x, p.y, 36 * scale, d.accent, 1, 7 * scale));
    b.add(setStone(b, metal, p.x, p.y, 36 * scale, d.centre, { shape: 'pear' }));
  }
  if (d.style === 'temple') {
    const p = drop(70);
    b.add(
      el('path', {
        d: `M${fmt(p.x)} ${fmt(p.y - 46 * scale)}C${fmt(p.x + 60 * scale)} ${fmt(p.y - 30 * scale)} ${fmt(p.x + 46 * scale)} ${fmt(p.y + 40 * scale)} ${fmt(p.x)} ${fmt(p.y + 62 * scale)}C${fmt(p.x - 46 * scale)} ${fmt(p.y + 40 * scale)} ${fmt(p.x - 60 * scale)} ${fmt(p.y - 30 * scale)} ${fmt(p.x)} ${fmt(p.y - 46 * scale)}Z`,
        fill: metal.diag,
        stroke: metal.edge,
        'stroke-width': 1.5 * scale,
        'stroke-opacity': 0.6,
      }),
    );
    if (d.centre) b.add(setStone(b, metal, p.x, p.y, 24 * scale, d.centre, { claws: 0, shape: 'oval' }));
    else b.add(metalBead(metal, p.x, p.y, 16 * scale));
    for (let i = -3; i <= 3; i++)
      b.add(metalBead(metal, p.x + i * 13 * scale, p.y + 78 * scale - Math.abs(i) * 6 * scale, 5 * scale));
  }
}

export function drawNecklace(ctx: PieceContext, angle: PictureAngle): void {
  const d = designNecklace(ctx);
  const { b, metal } = ctx;
  if (angle === 1) {
    const curve = joinCurves([
      cubicCurve({ p0: pt(140, 40), p1: pt(110, 440), p2: pt(280, 700), p3: pt(500, 710) }),
      cubicCurve({ p0: pt(500, 710), p1: pt(720, 700), p2: pt(890, 440), p3: pt(860, 40) }),
    ]);
    shadow(b, 500, 900, 300, 30, 0.12);
    necklaceAlong(ctx, d, curve, 1.45, true);
    b.add(lobsterClasp(metal, 146, 34, 24, -80));
    return;
  }
  if (angle === 2) {
    drawBust(b);
    const curve = joinCurves([
      cubicCurve({ p0: pt(352, 200), p1: pt(300, 470), p2: pt(380, 610), p3: pt(500, 620) }),
      cubicCurve({ p0: pt(500, 620), p1: pt(620, 610), p2: pt(700, 470), p3: pt(648, 200) }),
    ]);
    necklaceAlong(ctx, { ...d, span: Math.min(0.8, d.span + 0.08) }, curve, 1.05, true);
    return;
  }
  const curve = cubicCurve({ p0: pt(-120, 250), p1: pt(200, 620), p2: pt(800, 620), p3: pt(1120, 250) });
  shadow(b, 500, 900, 380, 40, 0.12);
  necklaceAlong(ctx, { ...d, span: 0.9, count: Math.round(d.count * 0.6) }, curve, 2.3, false);
}
