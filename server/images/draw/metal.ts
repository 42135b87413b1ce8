// Polished metal is drawn the way illustrators fake it: sharp bands of light and dark reflections in
// a gradient (environment reflections), not a flat colour. One palette per metal colour.
import type { MetalColor } from '../../../domain/catalog/constants.ts';
import { linearGradient, radialGradient, type GradientStop, type SvgBuilder } from './svg.ts';

export interface MetalPalette {
  deep: string;
  dark: string;
  mid: string;
  light: string;
  shine: string;
}

export const METAL_PALETTES: Record<MetalColor, MetalPalette> = {
  'yellow-gold': { deep: '#6e440a', dark: '#a06c17', mid: '#d29f3c', light: '#f3d47f', shine: '#fff6d6' },
  'rose-gold': { deep: '#643020', dark: '#9c5842', mid: '#cd8c72', light: '#f3c3ad', shine: '#fff1ea' },
  'white-gold': { deep: '#50565e', dark: '#868d97', mid: '#bcc2ca', light: '#e8ecf0', shine: '#ffffff' },
};

/** Fills and strokes for one metal colour; `url(#…)` strings or plain colours. */
export interface MetalPaint {
  color: MetalColor;
  palette: MetalPalette;
  /** Reflections running across a horizontal surface (light from above). */
  band: string;
  /** The same turned for vertical surfaces. */
  bandH: string;
  /** Diagonal reflections, for links and small parts at any angle. */
  diag: string;
  /** A polished bead or claw tip. */
  sphere: string;
  /** Inside surfaces, turned away from the light. */
  inner: string;
  /** Hairline outline that separates metal from the ground. */
  edge: string;
}

function bandStops(p: MetalPalette): GradientStop[] {
  return [
    { offset: 0, color: p.dark },
    { offset: 0.14, color: p.light },
    { offset: 0.27, color: p.shine },
    { offset: 0.4, color: p.light },
    { offset: 0.56, color: p.mid },
    { offset: 0.74, color: p.dark },
    { offset: 0.88, color: p.mid },
    { offset: 1, color: p.light },
  ];
}

export function metalPaint(b: SvgBuilder, color: MetalColor): MetalPaint {
  const p = METAL_PALETTES[color];
  const id = (name: string) => `m-${color}-${name}`;
  return {
    color,
    palette: p,
    band: b.define(id('band'), (i) => linearGradient(i, bandStops(p))),
    bandH: b.define(id('bandh'), (i) => linearGradient(i, bandStops(p), { x: 0, y: 0 }, { x: 1, y: 0 })),
    diag: b.define(id('diag'), (i) => linearGradient(i, bandStops(p), { x: 0, y: 0 }, { x: 1, y: 1 })),
    sphere: b.define(id('sphere'), (i) =>
      radialGradient(
        i,
        [
          { offset: 0, color: p.shine },
          { offset: 0.25, color: p.light },
          { offset: 0.6, color: p.mid },
          { offset: 0.9, color: p.dark },
          { offset: 1, color: p.deep },
        ],
        { x: 0.4, y: 0.38 },
        0.62,
        { x: 0.34, y: 0.3 },
      ),
    ),
    inner: b.define(id('inner'), (i) =>
      linearGradient(i, [
        { offset: 0, color: p.deep },
        { offset: 0.45, color: p.dark },
        { offset: 0.8, color: p.mid },
        { offset: 1, color: p.light },
      ]),
    ),
    edge: p.deep,
  };
}
