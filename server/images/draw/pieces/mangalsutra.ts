// Mangalsutra: strands of black beads with gold beads between, joined at a gold pendant (twin vati
// cups, a diamond drop or a modern bar). Laid flat, worn, and the pendant close up.
import type { PictureAngle } from '../../../../domain/catalog/picture-path.ts';
import { cubicCurve, joinCurves, pt, type Curve } from '../geometry.ts';
import { drawBust, shadow } from '../ground.ts';
import { accentTone, bail, beadStrand, blackBead, halo, jumpRing, metalBead, setStone } from '../parts.ts';
import { el, fmt, transform } from '../svg.ts';
import { smallStone, type StoneTone } from '../stones.ts';
import type { PieceContext } from '../subject.ts';

type MangalsutraPendant = 'vati' | 'drop' | 'bar';

interface MangalsutraDesign {
  pendant: MangalsutraPendant;
  strands: 1 | 2;
  goldEvery: number;
  accent: StoneTone | null;
}

function designMangalsutra(ctx: PieceContext): MangalsutraDesign {
  const { rng } = ctx;
  const accent = accentTone(ctx);
  return {
    pendant: accent ? rng.pick(['vati', 'drop', 'bar'] as const) : 'vati',
    strands: rng.chance(0.6) ? 2 : 1,
    goldEvery: rng.int(5, 9),
    accent,
  };
}

function pendant(ctx: PieceContext, d: MangalsutraDesign): void {
  const { b, metal } = ctx;
  b.add(bail(metal, 0, 0, 22, 44));
  if (d.pendant === 'vati') {
    for (const s of [-1, 1]) {
      const cx = s * 52;
      b.add(
        el('circle', {
          cx,
          cy: 100,
          r: 48,
          fill: metal.sphere,
          stroke: metal.edge,
          'stroke-width': 2,
          'stroke-opacity': 0.6,
        }),
      );
      b.add(
        el('circle', {
          cx,
          cy: 100,
          r: 36,
          fill: 'none',
          stroke: metal.palette.deep,
          'stroke-width': 2.5,
          'stroke-dasharray': '2 6',
          'stroke-linecap': 'round',
          opacity: 0.6,
        }),
      );
      if (d.accent) b.add(smallStone(b, cx, 100, 12, d.accent));
    }
    b.add(el('path', { d: 'M-20 44L20 44L8 62L-8 62Z', fill: metal.bandH }));
    return;
  }
  if (d.pendant === 'drop' && d.accent) {
    b.add(halo(b, metal, 0, 110, 44, d.accent, 1, 8));
    b.add(setStone(b, metal, 0, 110, 44, ctx.gem ?? d.accent, { shape: 'pear' }));
    return;
  }
  b.add(
    el('rect', {
      x: -90,
      y: 50,
      width: 180,
      height: 40,
      rx: 20,
      fill: metal.band,
      stroke: metal.edge,
      'stroke-width': 2,
      'stroke-opacity': 0.6,
    }),
  );
  if (d.accent) for (let i = 0; i < 7; i++) b.add(smallStone(b, -66 + i * 22, 70, 9, d.accent));
  b.add(jumpRing(metal, 0, 104, 9));
  b.add(metalBead(metal, 0, 128, 16));
}

function strands(
  ctx: PieceContext,
  d: MangalsutraDesign,
  curves: readonly Curve[],
  beadR: number,
  count: number,
): void {
  const { b, metal } = ctx;
  for (const curve of curves) {
    b.add(
      beadStrand(curve, count, (i, x, y) =>
        i % d.goldEvery === 0 ? metalBead(metal, x, y, beadR * 1.15) : blackBead(b, x, y, beadR),
      ),
    );
  }
}

function vCurve(left: number, top: number, bottom: number, right: number, depth: number, offset: number): Curve {
  return joinCurves([
    cubicCurve({
      p0: pt(left + offset, top),
      p1: pt(left - 10 + offset, top + depth * 0.6),
      p2: pt(430 - offset, bottom - 10),
      p3: pt(500, bottom + offset * 0.4),
    }),
    cubicCurve({
      p0: pt(500, bottom + offset * 0.4),
      p1: pt(570 + offset, bottom - 10),
      p2: pt(right + 10 - offset, top + depth * 0.6),
      p3: pt(right - offset, top),
    }),
  ]);
}

export function drawMangalsutra(ctx: PieceContext, angle: PictureAngle): void {
  const d = designMangalsutra(ctx);
  const { b } = ctx;
  const offsets = d.strands === 2 ? [0, 22] : [0];
  if (angle === 1) {
    shadow(b, 500, 900, 260, 30, 0.12);
    strands(
      ctx,
      d,
      offsets.map((o) => vCurve(190, 40, 610, 810, 560, o)),
      8,
      96,
    );
    b.group({ transform: transform({ x: 500, y: 610, scale: 1.5 }) }, () => pendant(ctx, d));
    return;
  }
  if (angle === 2) {
    drawBust(b, 'linen');
    strands(
      ctx,
      d,
      offsets.map((o) => vCurve(352, 220, 560, 648, 330, o * 0.7)),
      6,
      64,
    );
    b.group({ transform: transform({ x: 500, y: 560, scale: 1 }) }, () => pendant(ctx, d));
    return;
  }
  shadow(b, 500, 920, 320, 34, 0.12);
  strands(
    ctx,
    d,
    offsets.map((o) => vCurve(40, -40, 330, 960, 360, o * 2.2)),
    17,
    26,
  );
  b.group({ transform: `${transform({ x: 500, y: 330 })} scale(${fmt(2.6)})` }, () => pendant(ctx, d));
}
