// The picture shown when a product or picture cannot be found: calm, on the same ground as product
// pictures, so a missing picture does not break the look of a grid.
import { drawGround } from './ground.ts';
import { el, linearGradient, polygon, SvgBuilder, type Art } from './svg.ts';

export function drawNoImage(): Art {
  const b = new SvgBuilder();
  drawGround(b, 'no-image');
  const stroke = b.define('no-image-line', (id) =>
    linearGradient(
      id,
      [
        { offset: 0, color: '#c9b48a' },
        { offset: 1, color: '#a89470' },
      ],
      { x: 0, y: 0 },
      { x: 1, y: 1 },
    ),
  );
  const line = { fill: 'none', stroke, 'stroke-width': 7, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };
  // A brilliant's outline: crown, girdle and pavilion as line art.
  const top = 330;
  const girdle = 420;
  const culet = 610;
  const crown = [
    { x: 410, y: top },
    { x: 590, y: top },
    { x: 650, y: girdle },
    { x: 500, y: culet },
    { x: 350, y: girdle },
  ];
  b.add(el('path', { d: polygon(crown), ...line }));
  b.add(
    el('path', {
      d: `M350 ${girdle}L650 ${girdle}M410 ${top}L450 ${girdle}L500 ${top}L550 ${girdle}L590 ${top}M450 ${girdle}L500 ${culet}L550 ${girdle}`,
      ...line,
      'stroke-width': 4,
      opacity: 0.8,
    }),
  );
  b.add(el('circle', { cx: 500, cy: 470, r: 235, fill: 'none', stroke: '#d8cbb3', 'stroke-width': 3, opacity: 0.8 }));
  b.add(
    el(
      'text',
      {
        x: 500,
        y: 820,
        'text-anchor': 'middle',
        'font-family': "Georgia, 'DejaVu Serif', serif",
        'font-size': 64,
        fill: '#8c7b63',
        'letter-spacing': 4,
      },
      'No image',
    ),
  );
  return b.toArt(1000, 1000);
}
