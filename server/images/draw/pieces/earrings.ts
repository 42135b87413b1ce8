// Earrings: studs (solitaire, halo, flower), drops, hoops and jhumkas, drawn as a pair from the front,
// a pair turned three-quarter, and one earring close up (studs in profile with post and back).
import type { PictureAngle } from '../../../../domain/catalog/picture-path.ts';
import { drawBand, onFace } from '../band.ts';
import { shadow } from '../ground.ts';
import { accentTone, centreTone, halo, jumpRing, metalBead, setStone } from '../parts.ts';
import { el, fmt, transform } from '../svg.ts';
import { smallStone, stoneProfile, type StoneShape, type StoneTone } from '../stones.ts';
import type { PieceContext } from '../subject.ts';

type EarringStyle = 'solitaire' | 'halo' | 'flower' | 'drop' | 'hoop' | 'jhumka' | 'knot';

interface EarringDesign {
  style: EarringStyle;
  centre: StoneTone | null;
  accent: StoneTone | null;
  dropShape: StoneShape;
  dropKind: 'stone' | 'line' | 'leaf';
  size: number;
}

function designEarrings(ctx: PieceContext): EarringDesign {
  const { rng } = ctx;
  const centre = centreTone(ctx);
  const accent = accentTone(ctx);
  let style: EarringStyle;
  if (!centre) style = rng.pick(['hoop', 'jhumka', 'knot'] as const);
  else if (ctx.gem?.pearl) style = rng.pick(['drop', 'solitaire', 'jhumka'] as const);
  else if (ctx.diamonds <= 2) style = rng.pick(['solitaire', 'solitaire', 'drop'] as const);
  else style = rng.pick(['halo', 'flower', 'drop', 'hoop', 'flower'] as const);
  return {
    style,
    centre,
    accent,
    dropShape: rng.pick(['pear', 'pear', 'oval', 'round'] as const),
    dropKind: ctx.gem ? 'stone' : rng.pick(['stone', 'line', 'leaf'] as const),
    size: rng.between(0.92, 1.08),
  };
}

/** One earring seen from the front, with its top (where it meets the ear) at the origin. */
function earring(ctx: PieceContext, d: EarringDesign): void {
  const { b, metal } = ctx;
  const centre = d.centre;
  const accent = d.accent ?? centre;
  switch (d.style) {
    case 'solitaire':
      if (centre) b.add(setStone(b, metal, 0, 0, 78, centre, { claws: centre.cabochon ? 0 : 4 }));
      return;
    case 'halo':
      if (centre && accent) {
        b.add(halo(b, metal, 0, 0, 52, accent, 1, 11));
        b.add(setStone(b, metal, 0, 0, 52, centre, { claws: 4 }));
      }
      return;
    case 'flower':
      if (centre && accent) {
        for (let i = 0; i < 6; i++) {
          const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
          const px = Math.cos(a) * 64;
          const py = Math.sin(a) * 64;
          b.add(
            el('ellipse', {
              cx: px,
              cy: py,
              rx: 40,
              ry: 40,
              fill: metal.sphere,
              stroke: metal.edge,
              'stroke-width': 1.5,
              'stroke-opacity': 0.5,
            }),
          );
          b.add(smallStone(b, px, py, 33, accent));
        }
        b.add(setStone(b, metal, 0, 0, 40, centre, { claws: 0 }));
      }
      return;
    case 'drop': {
      if (accent) b.add(setStone(b, metal, 0, 0, 30, accent, { claws: 4 }));
      else b.add(metalBead(metal, 0, 0, 28));
      b.add(jumpRing(metal, 0, 46, 12));
      if (d.dropKind === 'line' && accent) {
        let y = 66;
        [22, 28, 34, 44].forEach((r) => {
          y += r;
          b.add(setStone(b, metal, 0, y, r, accent, { claws: 4 }));
          y += r + 6;
        });
        return;
      }
      if (d.dropKind === 'leaf') {
        const leaf = 'M0 62C70 110 86 200 0 300C-86 200 -70 110 0 62Z';
        b.add(el('path', { d: leaf, fill: metal.diag, stroke: metal.edge, 'stroke-width': 2, 'stroke-opacity': 0.6 }));
        b.add(el('path', { d: 'M0 80L0 285', stroke: metal.palette.deep, 'stroke-width': 3, opacity: 0.5 }));
        for (let i = 0; i < 6; i++) {
          const y = 110 + i * 30;
          const w = 44 - Math.abs(i - 2.5) * 9;
          b.add(
            el('path', {
              d: `M0 ${y}Q${fmt(w * 0.6)} ${y - 6} ${fmt(w)} ${y - 22}M0 ${y}Q${fmt(-w * 0.6)} ${y - 6} ${fmt(-w)} ${y - 22}`,
              fill: 'none',
              stroke: metal.palette.deep,
              'stroke-width': 2,
              opacity: 0.45,
            }),
          );
          if (accent) b.add(smallStone(b, 0, y - 12, 8, accent));
        }
        return;
      }
      const tone = centre ?? accent;
      if (!tone) return;
      const r = 66;
      if (d.accent && d.accent !== tone) b.add(halo(b, metal, 0, 150, r * 1.05, d.accent, 1, 10));
      b.add(setStone(b, metal, 0, 150, r, tone, { shape: d.dropShape }));
      return;
    }
    case 'hoop': {
      const shape = drawBand(b, metal, { cx: 0, cy: 150, outer: 150, inner: 124, depth: 34, turn: 58, lift: 10 });
      if (accent) {
        for (let i = 0; i <= 9; i++) {
          const p = onFace(shape, Math.PI * (0.25 + (i / 9) * 0.75));
          b.add(smallStone(b, p.x, p.y, 10, accent, 1));
        }
      }
      return;
    }
    case 'jhumka': {
      b.add(
        el('circle', {
          cx: 0,
          cy: 0,
          r: 34,
          fill: metal.sphere,
          stroke: metal.edge,
          'stroke-width': 1.5,
          'stroke-opacity': 0.5,
        }),
      );
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        b.add(metalBead(metal, Math.cos(a) * 42, Math.sin(a) * 42, 9));
      }
      if (centre) b.add(smallStone(b, 0, 0, 18, centre));
      b.add(jumpRing(metal, 0, 58, 10));
      b.add(
        el('path', {
          d: 'M-95 210C-95 120 -50 74 0 74C50 74 95 120 95 210Z',
          fill: metal.bandH,
          stroke: metal.edge,
          'stroke-width': 2,
          'stroke-opacity': 0.6,
        }),
      );
      b.add(
        el('path', {
          d: 'M-70 150Q0 125 70 150',
          fill: 'none',
          stroke: metal.palette.deep,
          'stroke-width': 3,
          'stroke-dasharray': '2 7',
          'stroke-linecap': 'round',
          opacity: 0.6,
        }),
      );
      b.add(
        el('path', {
          d: 'M-40 110Q0 96 40 110',
          fill: 'none',
          stroke: metal.palette.shine,
          'stroke-width': 4,
          opacity: 0.7,
        }),
      );
      b.add(
        el('rect', {
          x: -100,
          y: 202,
          width: 200,
          height: 16,
          rx: 8,
          fill: metal.band,
          stroke: metal.edge,
          'stroke-width': 1.5,
          'stroke-opacity': 0.5,
        }),
      );
      for (let i = 0; i < 9; i++) {
        const x = -88 + i * 22;
        b.add(el('path', { d: `M${x} 218L${x} 236`, stroke: metal.palette.dark, 'stroke-width': 2 }));
        if (ctx.gem?.pearl) b.add(smallStone(b, x, 244, 10, ctx.gem));
        else b.add(metalBead(metal, x, 242, 8));
      }
      return;
    }
    case 'knot': {
      b.add(
        el('path', {
          d: 'M-70 0C-70 -60 10 -70 30 -20C50 30 -10 70 -50 40C-90 10 -40 -60 20 -50C80 -40 80 40 30 60C-20 80 -70 50 -70 0Z',
          fill: 'none',
          stroke: metal.diag,
          'stroke-width': 30,
          'stroke-linecap': 'round',
        }),
      );
      b.add(
        el('path', {
          d: 'M-70 0C-70 -60 10 -70 30 -20C50 30 -10 70 -50 40',
          fill: 'none',
          stroke: metal.palette.shine,
          'stroke-width': 5,
          opacity: 0.6,
        }),
      );
      return;
    }
  }
}

/** A stud seen from the side: the head in profile, the post and a butterfly back. */
function studProfile(ctx: PieceContext, d: EarringDesign): void {
  const { b, metal } = ctx;
  b.add(
    el('rect', {
      x: 0,
      y: -6,
      width: 240,
      height: 12,
      rx: 6,
      fill: metal.band,
      stroke: metal.edge,
      'stroke-width': 1,
      'stroke-opacity': 0.5,
    }),
  );
  // Butterfly back: two curled wings on a small plate.
  b.add(
    el('rect', {
      x: 170,
      y: -60,
      width: 16,
      height: 120,
      rx: 6,
      fill: metal.bandH,
      stroke: metal.edge,
      'stroke-width': 1.5,
      'stroke-opacity': 0.5,
    }),
  );
  for (const s of [-1, 1]) {
    b.add(
      el('path', {
        d: `M186 ${s * 8}C240 ${s * 10} 250 ${s * 60} 214 ${s * 62}C196 ${s * 63} 190 ${s * 40} 200 ${s * 32}`,
        fill: 'none',
        stroke: metal.diag,
        'stroke-width': 12,
        'stroke-linecap': 'round',
      }),
    );
  }
  const tone = d.centre ?? d.accent;
  b.group({ transform: 'rotate(-90)' }, () => {
    if (tone) {
      b.add(
        el('path', {
          d: 'M-40 0L40 0L22 60L-22 60Z',
          fill: metal.bandH,
          stroke: metal.edge,
          'stroke-width': 1.5,
          'stroke-opacity': 0.5,
        }),
      );
      b.add(stoneProfile(b, 0, -30, 80, tone));
      for (const s of [-1, 1]) {
        b.add(
          el('path', {
            d: `M${s * 30} 40Q${s * 86} 0 ${s * 82} -30L${s * 70} -54`,
            fill: 'none',
            stroke: metal.palette.mid,
            'stroke-width': 11,
            'stroke-linecap': 'round',
          }),
        );
      }
    } else {
      b.add(
        el('ellipse', { cx: 0, cy: -20, rx: 80, ry: 26, fill: metal.band, stroke: metal.edge, 'stroke-width': 1.5 }),
      );
    }
  });
}

export function drawEarrings(ctx: PieceContext, angle: PictureAngle): void {
  const d = designEarrings(ctx);
  const { b } = ctx;
  const tall = d.style === 'drop' || d.style === 'hoop' || d.style === 'jhumka';
  const s = d.size;
  if (angle === 1) {
    const y = tall ? 190 : 470;
    shadow(b, 500, tall ? 880 : 680, 360, 30, 0.16);
    for (const x of [290, 710])
      b.group({ transform: transform({ x, y, scale: s * (tall ? 2 : 1.75) }) }, () => earring(ctx, d));
    return;
  }
  if (angle === 2) {
    const y = tall ? 150 : 430;
    shadow(b, 520, tall ? 900 : 720, 330, 34, 0.18);
    b.group(
      { transform: `${transform({ x: 340, y: y - 20, rotate: -12 })} scale(${fmt(s * 1.55 * 0.72)} ${fmt(s * 1.55)})` },
      () => earring(ctx, d),
    );
    b.group(
      { transform: `${transform({ x: 630, y: y + 50, rotate: 8 })} scale(${fmt(s * 1.95 * 0.85)} ${fmt(s * 1.95)})` },
      () => earring(ctx, d),
    );
    return;
  }
  shadow(b, 520, 860, 280, 36, 0.18);
  if (tall) {
    b.group({ transform: transform({ x: 500, y: 120, rotate: 5, scale: s * 2.35 }) }, () => earring(ctx, d));
    return;
  }
  b.group({ transform: transform({ x: 330, y: 500, scale: 2.3 }) }, () => studProfile(ctx, d));
}
