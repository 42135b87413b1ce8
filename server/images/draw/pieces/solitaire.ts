// Loose solitaires: the diamond face up, three-quarter (table, crown and pavilion), and in profile in
// a claw head of the chosen metal, the way a solitaire is shown before it is set.
import type { PictureAngle } from '../../../../domain/catalog/picture-path.ts';
import { ramp } from '../colour.ts';
import { shadow } from '../ground.ts';
import { el, polygon, type Point } from '../svg.ts';
import { DIAMOND, glint, stone, stoneOutline, stoneProfile, type StoneShape } from '../stones.ts';
import type { PieceContext } from '../subject.ts';

export function drawSolitaire(ctx: PieceContext, angle: PictureAngle): void {
  const { b, metal, rng } = ctx;
  const tone = ctx.gem ?? DIAMOND;
  const shape = rng.pick<StoneShape>([
    'round',
    'round',
    'round',
    'oval',
    'pear',
    'cushion',
    'emerald',
    'marquise',
    'heart',
  ]);
  if (angle === 1) {
    shadow(b, 500, 800, 260, 40, 0.2);
    b.add(stone(b, 500, 480, 290, tone, { shape }));
    return;
  }
  if (angle === 2) {
    // Three-quarter: the pavilion narrowing below the girdle, the face foreshortened above.
    const cx = 500;
    const gy = 430;
    const r = 300;
    const squash = 0.34;
    const culet: Point = { x: cx, y: gy + r * 1.05 };
    shadow(b, 500, 860, 200, 30, 0.2);
    // The pavilion: a facet from each girdle edge down to the culet; the face drawn after hides the back ones.
    const outline = stoneOutline(shape, r, 32).map((p) => ({
      x: cx + p.x,
      y: gy + p.y * squash,
      a: Math.atan2(p.y, p.x),
    }));
    outline.forEach((p0, i) => {
      const p1 = outline[(i + 1) % outline.length]!;
      const mid = { x: (p0.x + p1.x) / 2, y: (p0.y + p1.y) / 2 };
      const shade = 0.35 + 0.45 * Math.abs(Math.cos((p0.a + p1.a) / 2 + 0.6)) + (i % 2 ? -0.12 : 0.1);
      b.add(
        el('path', {
          d: polygon([p0, p1, culet]),
          fill: ramp(tone.dark, tone.mid, tone.light, shade),
          stroke: tone.line,
          'stroke-width': 1.2,
          'stroke-opacity': 0.6,
        }),
      );
      b.add(
        el('path', {
          d: polygon([p0, mid, { x: (mid.x * 2 + culet.x) / 3, y: (mid.y * 2 + culet.y) / 3 }]),
          fill: ramp(tone.dark, tone.mid, tone.light, shade + 0.25),
          opacity: 0.7,
        }),
      );
    });
    b.add(stone(b, cx, gy, r, tone, { shape, squash }));
    b.add(glint(cx + 150, gy + 200, 34, 0.9));
    return;
  }
  // In a four-claw head, seen from the side.
  const x = 500;
  const gy = 420;
  const r = 230;
  shadow(b, 500, 880, 220, 34, 0.22);
  b.add(
    el('path', {
      d: `M${x - 150} ${gy + 110}L${x + 150} ${gy + 110}L${x + 70} ${gy + 330}L${x - 70} ${gy + 330}Z`,
      fill: metal.bandH,
      stroke: metal.edge,
      'stroke-width': 2,
      'stroke-opacity': 0.5,
    }),
  );
  b.add(
    el('rect', {
      x: x - 90,
      y: gy + 320,
      width: 180,
      height: 34,
      rx: 14,
      fill: metal.band,
      stroke: metal.edge,
      'stroke-width': 2,
      'stroke-opacity': 0.5,
    }),
  );
  b.add(
    el('path', {
      d: `M${x - 90} ${gy + 290}Q${x} ${gy + 150} ${x + 90} ${gy + 290}Z`,
      fill: metal.palette.deep,
      opacity: 0.4,
    }),
  );
  b.add(stoneProfile(b, x, gy, r, tone));
  for (const s of [-1, 1]) {
    b.add(
      el('path', {
        d: `M${x + s * 80} ${gy + 330}Q${x + s * 250} ${gy + 120} ${x + s * 236} ${gy}L${x + s * 200} ${gy - 66}`,
        fill: 'none',
        stroke: metal.palette.mid,
        'stroke-width': 26,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    );
    b.add(
      el('path', {
        d: `M${x + s * 92} ${gy + 310}Q${x + s * 236} ${gy + 120} ${x + s * 226} ${gy}`,
        fill: 'none',
        stroke: metal.palette.shine,
        'stroke-width': 7,
        'stroke-linecap': 'round',
        opacity: 0.7,
      }),
    );
  }
}
