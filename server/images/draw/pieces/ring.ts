// Rings: a shank with a head. Styles follow the stones the product has: a solitaire, a halo, three
// stones, a cluster, an eternity band, or a plain polished band when there are no stones.
import type { PictureAngle } from '../../../../domain/catalog/picture-path.ts';
import { drawBand, onFace, type BandShape } from '../band.ts';
import { shadow } from '../ground.ts';
import { accentTone, centreTone, halo, setStone } from '../parts.ts';
import { el, fmt } from '../svg.ts';
import { smallStone, stone, stoneProfile, type StoneShape, type StoneTone } from '../stones.ts';
import type { PieceContext } from '../subject.ts';
import { ringDesignOf } from '../design.ts';

type RingStyle = 'solitaire' | 'halo' | 'three-stone' | 'cluster' | 'eternity' | 'band' | 'plain';

interface RingDesign {
  style: RingStyle;
  centre: StoneTone | null;
  accent: StoneTone | null;
  shape: StoneShape;
  centreR: number;
  bandT: number;
  clawCount: 4 | 6;
  shoulderPave: boolean;
  milgrain: boolean;
}

/** The ring's shape: the one its name asks for (design.ts), else one its stones allow, at random. */
export function designRing(ctx: PieceContext): RingDesign {
  const { rng } = ctx;
  const centre = centreTone(ctx);
  const accent = accentTone(ctx);
  let style: RingStyle;
  if (!centre) style = 'plain';
  else if (ctx.diamonds <= 1) style = 'solitaire';
  else if (ctx.diamonds >= 12 && !ctx.gem && rng.chance(0.3)) style = 'eternity';
  else style = rng.pick(['solitaire', 'halo', 'halo', 'three-stone', 'cluster'] as const);
  // The draws above stay, so a ring whose name asks for nothing is drawn as it always was.
  const named =
    ctx.name === null
      ? null
      : ringDesignOf(ctx.name, { diamondCount: ctx.diamonds, gemstoneType: ctx.gem ? 'gem' : null });
  if (named !== null && centre) style = named;
  const shape: StoneShape =
    ctx.gem && !ctx.gem.cabochon
      ? rng.pick(['oval', 'round', 'pear', 'emerald', 'cushion'] as const)
      : rng.pick(['round', 'round', 'round', 'oval', 'pear', 'cushion', 'emerald'] as const);
  return {
    style,
    centre,
    accent,
    shape: centre?.cabochon ? 'round' : shape,
    centreR: style === 'solitaire' ? rng.between(72, 84) : rng.between(54, 64),
    bandT:
      style === 'plain'
        ? rng.between(40, 54)
        : style === 'eternity' || style === 'band'
          ? rng.between(38, 44)
          : rng.between(22, 30),
    clawCount: rng.chance(0.5) ? 4 : 6,
    shoulderPave: accent !== null && ctx.diamonds > 4 && style !== 'eternity' && style !== 'band' && rng.chance(0.6),
    milgrain: rng.chance(0.5),
  };
}

/** Stones set across the front face of the band, between two angles (radians). */
function stonesOnFace(ctx: PieceContext, shape: BandShape, tone: StoneTone, from: number, to: number, r: number): void {
  const f = shape.front;
  const arc = Math.abs(to - from) * ((f.ry + f.iry) / 2);
  const count = Math.max(2, Math.floor(arc / (r * 2.3)));
  for (let i = 0; i <= count; i++) {
    const p = onFace(shape, from + ((to - from) * i) / count);
    ctx.b.add(smallStone(ctx.b, p.x, p.y, r * Math.max(0.35, f.rx / f.ry), tone, 1));
  }
}

/** The basket under a stone seen from the front or three-quarter. */
function gallery(ctx: PieceContext, x: number, top: number, bottom: number, r: number): void {
  const { metal } = ctx;
  const w = r * 0.72;
  const d = `M${fmt(x - w)} ${fmt(top)}L${fmt(x + w)} ${fmt(top)}L${fmt(x + w * 0.45)} ${fmt(bottom)}L${fmt(x - w * 0.45)} ${fmt(bottom)}Z`;
  ctx.b.add(el('path', { d, fill: metal.bandH, stroke: metal.edge, 'stroke-width': 1.5, 'stroke-opacity': 0.5 }));
  ctx.b.add(
    el('path', {
      d: `M${fmt(x - w * 0.5)} ${fmt(bottom - 2)}Q${fmt(x)} ${fmt(top + (bottom - top) * 0.15)} ${fmt(x + w * 0.5)} ${fmt(bottom - 2)}Z`,
      fill: metal.palette.deep,
      opacity: 0.45,
    }),
  );
}

function drawHead(ctx: PieceContext, d: RingDesign, x: number, y: number, squash: number, turn: number): void {
  const { b, metal } = ctx;
  if (!d.centre) return;
  const r = d.centreR;
  const tone = d.centre;
  if (d.style === 'three-stone') {
    const side = r * 0.62;
    const off = r + side * 0.9;
    const k = Math.cos((turn * Math.PI) / 180);
    for (const sgn of [-1, 1]) {
      b.add(
        setStone(b, metal, x + sgn * off * k, y + r * 0.28, side, d.accent ?? tone, {
          squash,
          shape: 'round',
          claws: 4,
        }),
      );
    }
  }
  if (d.style === 'cluster') {
    const petal = r * 0.5;
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
      b.add(
        smallStone(
          b,
          x + Math.cos(a) * (r + petal * 0.85),
          y + Math.sin(a) * (r + petal * 0.85) * squash,
          petal * 0.8,
          d.accent ?? tone,
          squash,
        ),
      );
    }
  }
  if (d.style === 'halo' && d.accent)
    b.add(halo(b, metal, x, y, r * (d.shape === 'round' ? 1 : 1.15), d.accent, squash, Math.max(7, r * 0.19)));
  b.add(setStone(b, metal, x, y, r, tone, { shape: d.shape, squash, claws: d.style === 'halo' ? 4 : d.clawCount }));
}

/** Side view of the head: gallery, claws and the stone in profile. */
function drawHeadProfile(ctx: PieceContext, d: RingDesign, x: number, bandTop: number): void {
  const { b, metal } = ctx;
  if (!d.centre) return;
  const r = d.centreR * 1.05;
  const girdleY = bandTop - r * 0.95;
  const crown = r * 0.34;
  const claw = (side: number, dark: boolean) =>
    el('path', {
      d: `M${fmt(x + side * r * 0.45)} ${fmt(bandTop + 4)}Q${fmt(x + side * r * 1.08)} ${fmt(girdleY + r * 0.4)} ${fmt(x + side * r * 1.02)} ${fmt(girdleY)}L${fmt(x + side * r * 0.86)} ${fmt(girdleY - crown * 0.8)}`,
      fill: 'none',
      stroke: dark ? metal.palette.dark : metal.palette.mid,
      'stroke-width': Math.max(8, r * 0.14),
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  if (d.style === 'halo' && d.accent) {
    b.add(
      el('rect', {
        x: x - r * 1.25,
        y: girdleY + r * 0.12,
        width: r * 2.5,
        height: r * 0.3,
        rx: r * 0.15,
        fill: metal.band,
        stroke: metal.edge,
        'stroke-width': 1.2,
        'stroke-opacity': 0.5,
      }),
    );
    const n = 7;
    for (let i = 0; i < n; i++)
      b.add(smallStone(b, x - r * 1.1 + (i * r * 2.2) / (n - 1), girdleY + r * 0.12, r * 0.16, d.accent, 0.7));
  }
  gallery(ctx, x, girdleY + r * 0.5, bandTop + 4, r);
  b.add(stoneProfile(b, x, girdleY, r, d.centre));
  for (const side of [-1, 1]) {
    b.add(claw(side, false));
    b.add(
      el('path', {
        d: `M${fmt(x + side * r * 0.98)} ${fmt(girdleY + r * 0.2)}L${fmt(x + side * r * 0.9)} ${fmt(girdleY - crown * 0.6)}`,
        stroke: metal.palette.shine,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        opacity: 0.8,
      }),
    );
  }
}

export function drawRing(ctx: PieceContext, angle: PictureAngle): void {
  const d = designRing(ctx);
  const { b, metal } = ctx;
  const turn = angle === 1 ? 0 : angle === 2 ? 52 : 74;
  const outer = 238;
  const cy = 625;
  shadow(b, 500, cy + outer + 22, angle === 1 ? 250 : 200, 34);
  const shape = drawBand(b, metal, {
    cx: 500,
    cy,
    outer,
    inner: outer - d.bandT,
    depth: d.style === 'plain' ? 95 : 70,
    turn,
    lift: angle === 1 ? 26 : 14,
  });
  const f = shape.front;
  if (d.milgrain && d.style !== 'eternity' && d.style !== 'band') {
    // A line of tiny beads along both edges of the face: a classic finish that catches light.
    for (const radius of [f.ry - 3, f.iry + 3]) {
      const k = f.rx / f.ry;
      b.add(
        el('ellipse', {
          cx: f.cx,
          cy: f.cy,
          rx: radius * k,
          ry: radius,
          fill: 'none',
          stroke: metal.palette.shine,
          'stroke-width': 3,
          'stroke-dasharray': '2 5',
          'stroke-linecap': 'round',
          opacity: 0.8,
        }),
      );
    }
  }
  if (d.style === 'eternity' && d.accent)
    stonesOnFace(ctx, shape, d.accent, -Math.PI * 1.02, Math.PI * 0.98, (f.ry - f.iry) * 0.36);
  if (d.shoulderPave && d.accent) {
    const r = (f.ry - f.iry) * 0.34;
    stonesOnFace(ctx, shape, d.accent, -Math.PI * 0.88, -Math.PI * 0.62, r);
    stonesOnFace(ctx, shape, d.accent, -Math.PI * 0.38, -Math.PI * 0.12, r);
  }
  // A band's few stones sit flush across the front, no head.
  if (d.style === 'band' && d.accent)
    stonesOnFace(ctx, shape, d.accent, -Math.PI * 0.64, -Math.PI * 0.36, (f.ry - f.iry) * 0.34);
  if (d.style === 'plain' || d.style === 'eternity' || d.style === 'band') {
    if (d.style === 'plain' && ctx.gem)
      b.add(stone(b, f.cx, f.cy - (f.ry + f.iry) / 2, (f.ry - f.iry) * 0.45, ctx.gem));
    return;
  }
  if (angle === 3) {
    drawHeadProfile(ctx, d, shape.top.x, shape.top.y + 8);
    return;
  }
  const squash = angle === 1 ? 0.78 : 0.6;
  const x = shape.top.x;
  const headY = shape.top.y - d.centreR * 0.62;
  gallery(ctx, x, headY + d.centreR * 0.35, shape.top.y + d.bandT * 0.6, d.centreR);
  drawHead(ctx, d, x, headY, squash, turn);
}
