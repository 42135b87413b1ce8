// The ground every piece sits on: the soft neutral of the look in docs/design.md#the-front-end (warm ivory to a light
// grey-beige), a contact shadow so the piece rests on something, and a display bust for "worn" views.
import { hashString } from './random.ts';
import { el, radialGradient, linearGradient, type SvgBuilder } from './svg.ts';

const GROUNDS: readonly { id: string; centre: string; edge: string }[] = [
  { id: 'ivory', centre: '#fdfaf4', edge: '#eee6d8' },
  { id: 'linen', centre: '#faf7f2', edge: '#e9e3da' },
  { id: 'pearl', centre: '#fbfaf8', edge: '#e7e4df' },
  { id: 'blush', centre: '#fdf8f5', edge: '#efe3dc' },
];

/** The square ground; the tone varies a little by seed so a listing grid is not monotonous. */
export function drawGround(b: SvgBuilder, seed: string, size = 1000): void {
  const g = GROUNDS[hashString(`ground:${seed}`) % GROUNDS.length]!;
  const fill = b.define(`ground-${g.id}`, (id) =>
    radialGradient(
      id,
      [
        { offset: 0, color: g.centre },
        { offset: 0.6, color: g.centre },
        { offset: 1, color: g.edge },
      ],
      { x: 0.5, y: 0.42 },
      0.75,
    ),
  );
  b.add(el('rect', { x: 0, y: 0, width: size, height: size, fill }));
}

/** A soft elliptical shadow under a piece (gradient, not a blur filter: far cheaper to rasterise). */
export function shadow(b: SvgBuilder, cx: number, cy: number, rx: number, ry: number, strength = 0.22): void {
  const fill = b.define('shadow', (id) =>
    radialGradient(id, [
      { offset: 0, color: '#3b2f24', opacity: 1 },
      { offset: 0.45, color: '#3b2f24', opacity: 0.55 },
      { offset: 1, color: '#3b2f24', opacity: 0 },
    ]),
  );
  b.add(el('ellipse', { cx, cy, rx, ry, fill, opacity: strength }));
}

/**
 * A velvet display bust (neck and shoulders), the way jewellers photograph necklaces and pendants.
 * Returns the points where a necklace rests: the sides of the neck and the dip at the front.
 */
export function drawBust(
  b: SvgBuilder,
  tone: 'charcoal' | 'linen' = 'charcoal',
): { neckLeft: number; neckRight: number; neckY: number } {
  const colours = tone === 'charcoal' ? ['#6a6361', '#45403e', '#2e2a29'] : ['#f1ebe3', '#dcd2c5', '#c4b8a8'];
  const fill = b.define(`bust-${tone}`, (id) =>
    linearGradient(
      id,
      [
        { offset: 0, color: colours[2]! },
        { offset: 0.35, color: colours[0]! },
        { offset: 0.6, color: colours[1]! },
        { offset: 1, color: colours[2]! },
      ],
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ),
  );
  const neckShade = b.define(`bust-${tone}-neck`, (id) =>
    linearGradient(id, [
      { offset: 0, color: '#000000', opacity: 0.35 },
      { offset: 1, color: '#000000', opacity: 0 },
    ]),
  );
  // A display form: the neck column ends in an oval cap, the shoulders fall away to the frame.
  const d =
    'M372 96 C370 180 352 250 350 290 C346 345 300 372 200 400 C100 428 50 480 40 600 L30 1010 L970 1010 ' +
    'L960 600 C950 480 900 428 800 400 C700 372 654 345 650 290 C648 250 630 180 628 96 Z';
  shadow(b, 500, 1000, 480, 40, 0.3);
  b.add(el('path', { d, fill }));
  const cap = b.define(`bust-${tone}-cap`, (id) =>
    linearGradient(id, [
      { offset: 0, color: colours[0]! },
      { offset: 1, color: colours[1]! },
    ]),
  );
  b.add(el('ellipse', { cx: 500, cy: 96, rx: 128, ry: 26, fill: cap, stroke: colours[2]!, 'stroke-width': 2 }));
  // The shadow under the cap, so the column reads as round.
  b.add(
    el('path', {
      d: 'M372 96 C372 140 370 170 368 200 C440 232 560 232 632 200 C630 170 628 140 628 96 C560 130 440 130 372 96 Z',
      fill: neckShade,
    }),
  );
  // A soft rim of light along the shoulders, as from a studio softbox.
  b.add(
    el('path', {
      d: 'M350 290C346 345 300 372 200 400C100 428 50 480 40 600',
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 6,
      opacity: tone === 'charcoal' ? 0.12 : 0.5,
    }),
  );
  return { neckLeft: 350, neckRight: 650, neckY: 300 };
}
