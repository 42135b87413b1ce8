// Pendants on a fine chain: solitaire, halo drop, heart, flower, open circle, or an engraved coin when
// the piece has no stones. Front on the chain, three-quarter close up, and worn on a display bust.
import type { PictureAngle } from '../../../../domain/catalog/picture-path.ts';
import { cubicCurve, joinCurves, pt } from '../geometry.ts';
import { drawBust, shadow } from '../ground.ts';
import { accentTone, bail, centreTone, fineChain, halo, metalBead, setStone } from '../parts.ts';
import { el, ellipsePath, fmt, polygon, transform } from '../svg.ts';
import { smallStone, stoneOutline, type StoneShape, type StoneTone } from '../stones.ts';
import type { PieceContext } from '../subject.ts';

type PendantStyle = 'solitaire' | 'halo-drop' | 'heart' | 'flower' | 'circle' | 'coin' | 'leaf';

interface PendantDesign {
  style: PendantStyle;
  centre: StoneTone | null;
  accent: StoneTone | null;
  shape: StoneShape;
}

function designPendant(ctx: PieceContext): PendantDesign {
  const { rng } = ctx;
  const centre = centreTone(ctx);
  const accent = accentTone(ctx);
  let style: PendantStyle;
  if (!centre) style = rng.pick(['coin', 'heart', 'leaf'] as const);
  else if (ctx.diamonds <= 1) style = rng.pick(['solitaire', 'halo-drop'] as const);
  else style = rng.pick(['halo-drop', 'heart', 'flower', 'circle', 'solitaire'] as const);
  return { style, centre, accent, shape: rng.pick(['pear', 'oval', 'round', 'cushion'] as const) };
}

/** The pendant, hanging from its bail whose top is at the origin; about 300 units tall. */
export function pendantBody(ctx: PieceContext, d: PendantDesign): void {
  const { b, metal } = ctx;
  b.add(bail(metal, 0, 0, 26, 56));
  const cy = 150;
  const accent = d.accent ?? d.centre;
  switch (d.style) {
    case 'solitaire':
      if (d.centre) b.add(setStone(b, metal, 0, cy - 20, 76, d.centre, { shape: d.shape }));
      return;
    case 'halo-drop':
      if (d.centre && accent) {
        if (d.accent && d.accent !== d.centre) b.add(halo(b, metal, 0, cy, 76, d.accent, 1, 11));
        else b.add(el('path', { d: ellipsePath(0, cy, 94, 94), fill: 'none', stroke: metal.diag, 'stroke-width': 16 }));
        b.add(setStone(b, metal, 0, cy, 70, d.centre, { shape: 'pear' }));
      }
      return;
    case 'heart': {
      const outline = stoneOutline('heart', 120, 48).map((p) => ({ x: p.x, y: p.y + cy }));
      const inner = stoneOutline('heart', 86, 48).map((p) => ({ x: p.x, y: p.y + cy }));
      b.add(
        el('path', {
          d: polygon(outline) + polygon(inner),
          fill: metal.diag,
          'fill-rule': 'evenodd',
          stroke: metal.edge,
          'stroke-width': 2,
          'stroke-opacity': 0.55,
        }),
      );
      if (accent) {
        const mid = stoneOutline('heart', 103, 30).map((p) => ({ x: p.x, y: p.y + cy }));
        for (const p of mid) b.add(smallStone(b, p.x, p.y, 11, accent));
      }
      if (d.centre) b.add(setStone(b, metal, 0, cy + 6, 30, d.centre, { claws: 4 }));
      return;
    }
    case 'flower':
      if (accent && d.centre) {
        for (let i = 0; i < 5; i++) {
          const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
          const px = Math.cos(a) * 68;
          const py = cy + Math.sin(a) * 68;
          b.add(
            el('ellipse', {
              cx: px,
              cy: py,
              rx: 52,
              ry: 36,
              fill: metal.diag,
              stroke: metal.edge,
              'stroke-width': 2,
              'stroke-opacity': 0.5,
              transform: `rotate(${fmt((a * 180) / Math.PI)} ${fmt(px)} ${fmt(py)})`,
            }),
          );
          b.add(smallStone(b, px, py, 20, accent));
        }
        b.add(setStone(b, metal, 0, cy, 38, d.centre, { claws: 6 }));
      }
      return;
    case 'circle': {
      b.add(
        el('path', {
          d: ellipsePath(0, cy, 110, 110) + ellipsePath(0, cy, 76, 76),
          fill: metal.diag,
          'fill-rule': 'evenodd',
          stroke: metal.edge,
          'stroke-width': 2,
          'stroke-opacity': 0.5,
        }),
      );
      if (accent) {
        for (let i = 0; i < 20; i++) {
          const a = (i / 20) * Math.PI * 2;
          b.add(smallStone(b, Math.cos(a) * 93, cy + Math.sin(a) * 93, 13, accent));
        }
      }
      return;
    }
    case 'coin': {
      b.add(
        el('circle', {
          cx: 0,
          cy,
          r: 112,
          fill: metal.diag,
          stroke: metal.edge,
          'stroke-width': 2.5,
          'stroke-opacity': 0.6,
        }),
      );
      b.add(
        el('circle', {
          cx: 0,
          cy,
          r: 96,
          fill: 'none',
          stroke: metal.palette.deep,
          'stroke-width': 3,
          'stroke-dasharray': '2 8',
          'stroke-linecap': 'round',
          opacity: 0.7,
        }),
      );
      // A lotus: eight petals engraved around a centre.
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * 360;
        b.add(
          el('path', {
            d: `M0 ${cy}Q26 ${cy - 40} 0 ${cy - 72}Q-26 ${cy - 40} 0 ${cy}Z`,
            fill: metal.band,
            stroke: metal.palette.deep,
            'stroke-width': 2,
            'stroke-opacity': 0.55,
            transform: `rotate(${a} 0 ${cy})`,
          }),
        );
      }
      b.add(metalBead(metal, 0, cy, 16));
      if (d.centre) b.add(smallStone(b, 0, cy, 14, d.centre));
      return;
    }
    case 'leaf': {
      const d1 = `M0 40C90 90 100 200 0 290C-100 200 -90 90 0 40Z`;
      b.add(el('path', { d: d1, fill: metal.diag, stroke: metal.edge, 'stroke-width': 2, 'stroke-opacity': 0.6 }));
      b.add(el('path', { d: 'M0 60L0 270', stroke: metal.palette.deep, 'stroke-width': 3, opacity: 0.5 }));
      for (let i = 0; i < 6; i++) {
        const y = 100 + i * 30;
        const w = 58 - Math.abs(i - 2.5) * 12;
        b.add(
          el('path', {
            d: `M0 ${y}Q${fmt(w * 0.6)} ${y - 8} ${fmt(w)} ${y - 28}M0 ${y}Q${fmt(-w * 0.6)} ${y - 8} ${fmt(-w)} ${y - 28}`,
            fill: 'none',
            stroke: metal.palette.deep,
            'stroke-width': 2,
            opacity: 0.45,
          }),
        );
      }
      return;
    }
  }
}

export function drawPendant(ctx: PieceContext, angle: PictureAngle): void {
  const d = designPendant(ctx);
  const { b, metal } = ctx;
  if (angle === 1) {
    const bailY = 400;
    const left = cubicCurve({ p0: pt(230, -20), p1: pt(260, 200), p2: pt(420, 350), p3: pt(500, bailY + 12) });
    const right = cubicCurve({ p0: pt(500, bailY + 12), p1: pt(580, 350), p2: pt(740, 200), p3: pt(770, -20) });
    b.add(fineChain(metal, joinCurves([left, right]), 6));
    shadow(b, 512, 900, 170, 26, 0.16);
    b.group({ transform: transform({ x: 500, y: bailY - 10, scale: 1.45 }) }, () => pendantBody(ctx, d));
    return;
  }
  if (angle === 2) {
    const left = cubicCurve({ p0: pt(330, -20), p1: pt(350, 120), p2: pt(430, 200), p3: pt(490, 232) });
    const right = cubicCurve({ p0: pt(490, 232), p1: pt(560, 200), p2: pt(650, 110), p3: pt(690, -20) });
    b.add(fineChain(metal, joinCurves([left, right]), 8));
    shadow(b, 530, 930, 180, 26, 0.16);
    b.group({ transform: `${transform({ x: 490, y: 210, rotate: -6 })} scale(1.75 1.95)` }, () => pendantBody(ctx, d));
    return;
  }
  const neck = drawBust(b);
  const curve = joinCurves([
    cubicCurve({
      p0: pt(neck.neckLeft + 10, 220),
      p1: pt(neck.neckLeft - 20, 420),
      p2: pt(420, 540),
      p3: pt(500, 550),
    }),
    cubicCurve({
      p0: pt(500, 550),
      p1: pt(580, 540),
      p2: pt(neck.neckRight + 20, 420),
      p3: pt(neck.neckRight - 10, 220),
    }),
  ]);
  b.add(fineChain(metal, curve, 6));
  b.group({ transform: transform({ x: 500, y: 538, scale: 1.1 }) }, () => pendantBody(ctx, d));
}
