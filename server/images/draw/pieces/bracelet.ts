// Bracelets: a tennis line of set stones, polished links, or a fine chain with a centre motif. Laid as
// a loop seen in perspective (the far side smaller and behind), turned, and a stretch close up.
import type { PictureAngle } from '../../../../domain/catalog/picture-path.ts';
import { cubicCurve, curveLength, ellipseCurve, placeAlong, pt, type Curve, type Placement } from '../geometry.ts';
import { shadow } from '../ground.ts';
import { accentTone, centreTone, fineChain, lobsterClasp, setStone } from '../parts.ts';
import { el, fmt } from '../svg.ts';
import { smallStone, type StoneTone } from '../stones.ts';
import type { PieceContext } from '../subject.ts';

type BraceletStyle = 'tennis' | 'links' | 'motif';

interface BraceletDesign {
  style: BraceletStyle;
  accent: StoneTone | null;
  centre: StoneTone | null;
  linkWidth: number;
}

function designBracelet(ctx: PieceContext): BraceletDesign {
  const { rng } = ctx;
  const accent = accentTone(ctx);
  const style: BraceletStyle = !accent
    ? 'links'
    : ctx.diamonds >= 15
      ? rng.pick(['tennis', 'tennis', 'motif'] as const)
      : rng.pick(['motif', 'links', 'tennis'] as const);
  return { style, accent, centre: centreTone(ctx), linkWidth: rng.between(0.9, 1.15) };
}

/** One unit of the bracelet at a placement, sized by `s` (perspective and zoom). */
function unit(ctx: PieceContext, d: BraceletDesign, p: Placement, s: number, squash: number, spacing: number): string {
  const { b, metal } = ctx;
  const t = `translate(${fmt(p.x)} ${fmt(p.y)}) rotate(${fmt(p.angle)})`;
  if (d.style === 'tennis' && d.accent) {
    return (
      el('rect', {
        x: -15 * s,
        y: -13 * s * squash,
        width: 30 * s,
        height: 26 * s * squash,
        rx: 5 * s,
        fill: metal.band,
        stroke: metal.edge,
        'stroke-width': s,
        'stroke-opacity': 0.6,
        transform: t,
      }) + smallStone(b, p.x, p.y, 11.5 * s, d.accent, squash)
    );
  }
  // Half a link's length: a little over half the spacing so neighbours overlap like real links.
  const w = spacing * 0.6;
  return (
    el('path', {
      d: `M${fmt(-w)} ${fmt(-w * 0.42 * squash)}Q0 ${fmt(-w * 0.62 * squash)} ${fmt(w)} ${fmt(-w * 0.42 * squash)}L${fmt(w)} ${fmt(w * 0.42 * squash)}Q0 ${fmt(w * 0.62 * squash)} ${fmt(-w)} ${fmt(w * 0.42 * squash)}Z`,
      fill: metal.band,
      stroke: metal.edge,
      'stroke-width': 1.6 * s,
      'stroke-opacity': 0.6,
      transform: t,
    }) +
    el('path', {
      d: `M${fmt(-w * 0.8)} ${fmt(-w * 0.2 * squash)}Q0 ${fmt(-w * 0.38 * squash)} ${fmt(w * 0.8)} ${fmt(-w * 0.2 * squash)}`,
      fill: 'none',
      stroke: metal.palette.shine,
      'stroke-width': 2.5 * s,
      opacity: 0.75,
      transform: t,
    })
  );
}

function motif(ctx: PieceContext, d: BraceletDesign, x: number, y: number, s: number, squash: number): void {
  const { b, metal } = ctx;
  if (!d.centre) return;
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    b.add(
      el('ellipse', {
        cx: x + Math.cos(a) * 32 * s,
        cy: y + Math.sin(a) * 32 * s * squash,
        rx: 22 * s,
        ry: 22 * s * squash,
        fill: metal.sphere,
        stroke: metal.edge,
        'stroke-width': s,
        'stroke-opacity': 0.5,
      }),
    );
    if (d.accent)
      b.add(smallStone(b, x + Math.cos(a) * 32 * s, y + Math.sin(a) * 32 * s * squash, 15 * s, d.accent, squash));
  }
  b.add(setStone(b, metal, x, y, 26 * s, d.centre, { squash, claws: 4 }));
}

/** The loop: far half first and smaller, so the near half overlaps it as it would in a photo. */
function loop(ctx: PieceContext, d: BraceletDesign, cx: number, cy: number, rx: number, ry: number): void {
  const { b, metal } = ctx;
  const curve: Curve = ellipseCurve(pt(cx, cy), rx, ry, Math.PI * 0.42, Math.PI * 2.38);
  const squash = ry / rx;
  const depth = (y: number) => 0.78 + 0.22 * ((y - (cy - ry)) / (2 * ry));
  if (d.style === 'motif') {
    b.add(fineChain(metal, curve, 13));
    motif(ctx, d, cx, cy + ry, 2, Math.max(0.6, squash));
    b.add(lobsterClasp(metal, cx - rx * 0.05, cy - ry - 4, 20, 180));
    return;
  }
  const spacing0 = d.style === 'tennis' ? 56 : 80;
  const count = Math.round(curveLength(curve) / spacing0);
  const spacing = curveLength(curve) / count;
  const stoneScale = d.style === 'tennis' ? spacing / 31 : 1.6;
  const places = placeAlong(curve, count).sort((a, c) => a.y - c.y);
  for (const p of places)
    b.add(unit(ctx, d, p, depth(p.y) * stoneScale, Math.max(0.55, squash + 0.15), spacing * depth(p.y) * d.linkWidth));
}

export function drawBracelet(ctx: PieceContext, angle: PictureAngle): void {
  const d = designBracelet(ctx);
  const { b } = ctx;
  if (angle === 1) {
    shadow(b, 500, 760, 390, 60, 0.16);
    loop(ctx, d, 500, 520, 370, 220);
    return;
  }
  if (angle === 2) {
    shadow(b, 520, 760, 300, 70, 0.16);
    b.group({ transform: 'rotate(-18 500 500)' }, () => loop(ctx, d, 500, 510, 330, 260));
    return;
  }
  const curve = cubicCurve({ p0: pt(-80, 720), p1: pt(300, 420), p2: pt(640, 640), p3: pt(1080, 300) });
  shadow(b, 500, 860, 380, 40, 0.12);
  if (d.style === 'motif') {
    b.add(fineChain(ctx.metal, curve, 20));
    motif(ctx, d, 470, 545, 3.2, 1);
    return;
  }
  const count = d.style === 'tennis' ? 15 : 9;
  const spacing = curveLength(curve) / count;
  for (const p of placeAlong(curve, count)) b.add(unit(ctx, d, p, 3.4, 1, spacing * d.linkWidth));
}
