// Nose pins: a tiny head (solitaire, flower cluster or gold flower) on a wire with a screw or L end.
// The head face on and large, three-quarter with the wire, and in profile.
import type { PictureAngle } from '../../../../domain/catalog/picture-path.ts';
import { shadow } from '../ground.ts';
import { accentTone, centreTone, setStone } from '../parts.ts';
import { el, fmt, transform } from '../svg.ts';
import { smallStone, stoneProfile, type StoneTone } from '../stones.ts';
import type { PieceContext } from '../subject.ts';

type NosepinStyle = 'solitaire' | 'flower' | 'gold-flower';

interface NosepinDesign {
  style: NosepinStyle;
  centre: StoneTone | null;
  accent: StoneTone | null;
  petals: number;
  screw: boolean;
}

function designNosepin(ctx: PieceContext): NosepinDesign {
  const { rng } = ctx;
  const centre = centreTone(ctx);
  const style: NosepinStyle = !centre
    ? 'gold-flower'
    : ctx.diamonds <= 1
      ? 'solitaire'
      : rng.pick(['flower', 'solitaire', 'flower'] as const);
  return { style, centre, accent: accentTone(ctx), petals: rng.pick([5, 6, 8]), screw: rng.chance(0.5) };
}

/** The head, face on, centred at the origin, about 200 units across. */
function head(ctx: PieceContext, d: NosepinDesign, squash: number): void {
  const { b, metal } = ctx;
  if (d.style === 'solitaire' && d.centre) {
    b.add(setStone(b, metal, 0, 0, 80, d.centre, { squash, claws: d.centre.cabochon ? 0 : 4 }));
    return;
  }
  for (let i = 0; i < d.petals; i++) {
    const a = (i / d.petals) * Math.PI * 2 - Math.PI / 2;
    const px = Math.cos(a) * 70;
    const py = Math.sin(a) * 70 * squash;
    if (d.style === 'gold-flower') {
      b.add(
        el('ellipse', {
          cx: px,
          cy: py,
          rx: 52,
          ry: 30,
          fill: metal.diag,
          stroke: metal.edge,
          'stroke-width': 2,
          'stroke-opacity': 0.55,
          transform: `scale(1 ${fmt(squash)}) rotate(${fmt((a * 180) / Math.PI)} ${fmt(px)} ${fmt(py / squash)})`,
        }),
      );
    } else if (d.accent) {
      b.add(el('ellipse', { cx: px, cy: py, rx: 40, ry: 40 * squash, fill: metal.sphere }));
      b.add(smallStone(b, px, py, 32, d.accent, squash));
    }
  }
  if (d.centre) b.add(setStone(b, metal, 0, 0, 40, d.centre, { squash, claws: 0 }));
  else
    b.add(
      el('ellipse', {
        cx: 0,
        cy: 0,
        rx: 30,
        ry: 30 * squash,
        fill: metal.sphere,
        stroke: metal.edge,
        'stroke-width': 2,
        'stroke-opacity': 0.5,
      }),
    );
}

/** The wire behind the head: straight, then a screw spiral or an L bend. */
function wire(ctx: PieceContext, d: NosepinDesign, length: number): string {
  const { metal } = ctx;
  const straight = `M0 0L${fmt(length)} 0`;
  const end = d.screw
    ? `M${fmt(length)} 0C${fmt(length + 40)} 0 ${fmt(length + 40)} 50 ${fmt(length + 10)} 50C${fmt(length - 20)} 50 ${fmt(length - 20)} 12 ${fmt(length + 14)} 14C${fmt(length + 50)} 16 ${fmt(length + 46)} 80 ${fmt(length + 6)} 84`
    : `M${fmt(length)} 0Q${fmt(length + 22)} 0 ${fmt(length + 22)} 24L${fmt(length + 22)} 70`;
  return (
    el('path', {
      d: straight + end,
      fill: 'none',
      stroke: metal.palette.dark,
      'stroke-width': 11,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    el('path', {
      d: straight + end,
      fill: 'none',
      stroke: metal.palette.light,
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    })
  );
}

export function drawNosepin(ctx: PieceContext, angle: PictureAngle): void {
  const d = designNosepin(ctx);
  const { b, metal } = ctx;
  if (angle === 1) {
    shadow(b, 510, 760, 230, 36, 0.18);
    b.group({ transform: transform({ x: 500, y: 480, scale: 2.2 }) }, () => head(ctx, d, 1));
    return;
  }
  if (angle === 2) {
    shadow(b, 520, 800, 280, 40, 0.18);
    b.group({ transform: transform({ x: 440, y: 470, rotate: 28, scale: 1.7 }) }, () => {
      b.add(wire(ctx, d, 150));
      b.group({ transform: 'rotate(-28)' }, () => head(ctx, d, 0.55));
    });
    return;
  }
  shadow(b, 520, 760, 300, 34, 0.18);
  b.group({ transform: transform({ x: 330, y: 470, scale: 2 }) }, () => {
    b.add(wire(ctx, d, 150));
    b.group({ transform: 'rotate(-90)' }, () => {
      b.add(el('path', { d: 'M-30 0L30 0L18 24L-18 24Z', fill: metal.bandH }));
      const tone = d.centre;
      if (d.style === 'solitaire' && tone) {
        b.add(stoneProfile(b, 0, -38, 70, tone));
        for (const s of [-1, 1])
          b.add(
            el('path', {
              d: `M${s * 22} 20Q${s * 76} -10 ${s * 72} -38L${s * 60} -58`,
              fill: 'none',
              stroke: metal.palette.mid,
              'stroke-width': 10,
              'stroke-linecap': 'round',
            }),
          );
      } else {
        b.add(
          el('path', {
            d: 'M-100 -4Q0 -40 100 -4L100 6Q0 -18 -100 6Z',
            fill: metal.band,
            stroke: metal.edge,
            'stroke-width': 1.5,
            'stroke-opacity': 0.5,
          }),
        );
        const tone2 = d.accent ?? tone;
        if (tone2) for (let i = -2; i <= 2; i++) b.add(smallStone(b, i * 38, -24 + Math.abs(i) * 5, 18, tone2, 0.5));
      }
    });
  });
}
