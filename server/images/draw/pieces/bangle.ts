// Bangles: polished, diamond-lined, twisted or engraved kada. Front on, a pair stacked in
// perspective, and the face close up.
import type { PictureAngle } from '../../../../domain/catalog/picture-path.ts';
import { drawBand, onFace, type BandShape } from '../band.ts';
import { shadow } from '../ground.ts';
import { accentTone, centreTone, setStone } from '../parts.ts';
import { el, fmt } from '../svg.ts';
import { smallStone, type StoneTone } from '../stones.ts';
import type { PieceContext } from '../subject.ts';

type BangleStyle = 'diamond-line' | 'polished' | 'twisted' | 'kada';

interface BangleDesign {
  style: BangleStyle;
  accent: StoneTone | null;
  centre: StoneTone | null;
  thickness: number;
}

function designBangle(ctx: PieceContext): BangleDesign {
  const { rng } = ctx;
  const accent = accentTone(ctx);
  const style: BangleStyle = accent
    ? rng.pick(['diamond-line', 'diamond-line', 'kada'] as const)
    : rng.pick(['polished', 'twisted', 'kada'] as const);
  return {
    style,
    accent,
    centre: centreTone(ctx),
    thickness: style === 'kada' ? rng.between(58, 70) : rng.between(36, 48),
  };
}

/** Pattern on the front face between two angles (radians). */
function decorate(ctx: PieceContext, d: BangleDesign, shape: BandShape, from: number, to: number): void {
  const { b, metal } = ctx;
  const f = shape.front;
  const faceW = f.ry - f.iry;
  const arc = Math.abs(to - from) * ((f.ry + f.iry) / 2);
  const squashX = f.rx / f.ry;
  if (d.style === 'diamond-line' && d.accent) {
    const r = faceW * 0.3;
    const n = Math.floor(arc / (r * 2.2));
    for (let i = 0; i <= n; i++) {
      const p = onFace(shape, from + ((to - from) * i) / n);
      b.add(smallStone(b, p.x, p.y, r * Math.max(0.4, squashX), d.accent, 1));
    }
  }
  if (d.style === 'twisted') {
    const n = Math.floor(arc / (faceW * 0.45));
    for (let i = 0; i <= n; i++) {
      const a = from + ((to - from) * i) / n;
      const p0 = { x: f.cx + f.irx * Math.cos(a), y: f.cy + f.iry * Math.sin(a) };
      const a2 = a + 0.05;
      const p1 = { x: f.cx + f.rx * Math.cos(a2), y: f.cy + f.ry * Math.sin(a2) };
      b.add(
        el('path', {
          d: `M${fmt(p0.x)} ${fmt(p0.y)}L${fmt(p1.x)} ${fmt(p1.y)}`,
          stroke: metal.palette.deep,
          'stroke-width': faceW * 0.08,
          opacity: 0.45,
          'stroke-linecap': 'round',
        }),
      );
      b.add(
        el('path', {
          d: `M${fmt(p0.x + 3)} ${fmt(p0.y)}L${fmt(p1.x + 3)} ${fmt(p1.y)}`,
          stroke: metal.palette.shine,
          'stroke-width': faceW * 0.05,
          opacity: 0.6,
          'stroke-linecap': 'round',
        }),
      );
    }
  }
  if (d.style === 'kada') {
    const n = Math.floor(arc / (faceW * 0.9));
    for (let i = 0; i <= n; i++) {
      const p = onFace(shape, from + ((to - from) * i) / n);
      b.add(
        el('ellipse', {
          cx: p.x,
          cy: p.y,
          rx: faceW * 0.3 * Math.max(0.4, squashX),
          ry: faceW * 0.3,
          fill: 'none',
          stroke: metal.palette.deep,
          'stroke-width': faceW * 0.06,
          opacity: 0.5,
        }),
      );
      if (i % 2 === 0 && d.accent) b.add(smallStone(b, p.x, p.y, faceW * 0.16, d.accent));
    }
    // Milgrain edges, the classic finish of a kada.
    for (const r of [f.ry - faceW * 0.1, f.iry + faceW * 0.1]) {
      b.add(
        el('ellipse', {
          cx: f.cx,
          cy: f.cy,
          rx: r * squashX,
          ry: r,
          fill: 'none',
          stroke: metal.palette.shine,
          'stroke-width': faceW * 0.07,
          'stroke-dasharray': `${fmt(faceW * 0.04)} ${fmt(faceW * 0.12)}`,
          'stroke-linecap': 'round',
          opacity: 0.8,
        }),
      );
    }
    if (d.centre) {
      const top = onFace(shape, -Math.PI / 2);
      b.add(
        setStone(b, metal, top.x, top.y, faceW * 0.42, d.centre, {
          claws: 0,
          shape: 'oval',
          rotate: 90,
          squash: Math.max(0.5, squashX),
        }),
      );
    }
  }
}

export function drawBangle(ctx: PieceContext, angle: PictureAngle): void {
  const d = designBangle(ctx);
  const { b, metal } = ctx;
  if (angle === 1) {
    shadow(b, 500, 880, 330, 34, 0.2);
    const shape = drawBand(b, metal, {
      cx: 500,
      cy: 500,
      outer: 350,
      inner: 350 - d.thickness,
      depth: 70,
      turn: 0,
      lift: 30,
    });
    decorate(ctx, d, shape, -Math.PI, Math.PI);
    return;
  }
  if (angle === 2) {
    // A stacked pair, lying down: the band drawn turned on edge, then laid on its side.
    shadow(b, 500, 760, 380, 70, 0.2);
    for (const dy of [70, -50]) {
      b.group({ transform: `translate(500 ${500 + dy}) rotate(90) translate(-500 -500)` }, () => {
        const shape = drawBand(b, metal, {
          cx: 500,
          cy: 500,
          outer: 360,
          inner: 360 - d.thickness,
          depth: 90,
          turn: 66,
          lift: 0,
        });
        decorate(ctx, d, shape, -Math.PI * 0.5, Math.PI * 0.5);
      });
    }
    return;
  }
  shadow(b, 500, 930, 420, 40, 0.16);
  const shape = drawBand(b, metal, {
    cx: 500,
    cy: 1240,
    outer: 1100,
    inner: 1100 - d.thickness * 3,
    depth: 200,
    turn: 0,
    lift: 60,
  });
  decorate(ctx, d, shape, -Math.PI * 0.78, -Math.PI * 0.22);
}
