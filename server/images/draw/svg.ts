// A tiny SVG writer. Drawings build strings: no DOM, no dependency, and the output is what librsvg
// (inside sharp) rasterises. Numbers are rounded to a tenth of a unit to keep documents small (on a
// 1000-unit canvas that is far below a pixel at any size we serve); small numbers keep three decimals
// because gradient coordinates and scales live in 0..1.

export type AttrValue = string | number | null | undefined | false;
export type Attrs = Record<string, AttrValue>;

export interface Point {
  x: number;
  y: number;
}

export function fmt(value: number): string {
  const factor = Math.abs(value) < 4 ? 1000 : 10;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => escapes[c]!);
}

export function attrs(values: Attrs): string {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === false) continue;
    out += ` ${name}="${typeof value === 'number' ? fmt(value) : escapeXml(value)}"`;
  }
  return out;
}

const SHAPES = new Set(['path', 'ellipse', 'circle', 'rect', 'line', 'polygon', 'polyline']);

/**
 * Element opacity makes librsvg paint the element into an offscreen surface and composite it, which
 * measured twice as slow on a bangle with 150 translucent highlights; on a single shape fill-opacity
 * and stroke-opacity give the same picture, so shapes get those instead.
 */
function flattenOpacity(name: string, values: Attrs): Attrs {
  const opacity = values.opacity;
  if (typeof opacity !== 'number' || !SHAPES.has(name)) return values;
  const { opacity: _dropped, ...rest } = values;
  const times = (v: AttrValue) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : 1) * opacity;
  return { ...rest, 'fill-opacity': times(values['fill-opacity']), 'stroke-opacity': times(values['stroke-opacity']) };
}

export function el(name: string, rawValues: Attrs, children?: string): string {
  const values = flattenOpacity(name, rawValues);
  return children === undefined ? `<${name}${attrs(values)}/>` : `<${name}${attrs(values)}>${children}</${name}>`;
}

/** Closed polygon path data. */
export function polygon(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${fmt(p.x)} ${fmt(p.y)}`).join('') + 'Z';
}

/** Ellipse as path data, so it can be combined with others under fill-rule evenodd. */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return (
    `M${fmt(cx - rx)} ${fmt(cy)}` +
    `A${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(cx + rx)} ${fmt(cy)}` +
    `A${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(cx - rx)} ${fmt(cy)}Z`
  );
}

export function transform(parts: {
  x?: number;
  y?: number;
  scale?: number;
  sx?: number;
  sy?: number;
  rotate?: number;
}): string {
  const out: string[] = [];
  if (parts.x !== undefined || parts.y !== undefined) out.push(`translate(${fmt(parts.x ?? 0)} ${fmt(parts.y ?? 0)})`);
  if (parts.rotate) out.push(`rotate(${fmt(parts.rotate)})`);
  if (parts.scale !== undefined) out.push(`scale(${Math.round(parts.scale * 1000) / 1000})`);
  if (parts.sx !== undefined || parts.sy !== undefined) {
    out.push(`scale(${Math.round((parts.sx ?? 1) * 1000) / 1000} ${Math.round((parts.sy ?? 1) * 1000) / 1000})`);
  }
  return out.join(' ');
}

/** A drawn picture before rasterising: its own coordinate box plus the markup. */
export interface Art {
  width: number;
  height: number;
  defs: string;
  body: string;
}

/**
 * Collects markup and shared definitions (gradients). Definitions are keyed by id so a gradient used
 * by two hundred beads is written once.
 */
export class SvgBuilder {
  private readonly defs = new Map<string, string>();
  private readonly parts: string[] = [];
  private counter = 0;

  /** Adds a definition once and returns `url(#id)` for fill/stroke. */
  define(id: string, make: (id: string) => string): string {
    if (!this.defs.has(id)) this.defs.set(id, make(id));
    return `url(#${id})`;
  }

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  add(markup: string): void {
    this.parts.push(markup);
  }

  /** Draws into a `<g>` with the given attributes (usually a transform). */
  group(values: Attrs, draw: () => void): void {
    this.parts.push(`<g${attrs(values)}>`);
    draw();
    this.parts.push('</g>');
  }

  toArt(width: number, height: number): Art {
    return { width, height, defs: [...this.defs.values()].join(''), body: this.parts.join('') };
  }
}

/** The document sharp rasterises: the art's own box scaled to the pixel size asked. */
export function svgDocument(art: Art, pixelWidth: number, pixelHeight: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" ` +
    `viewBox="0 0 ${art.width} ${art.height}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${art.defs}</defs>${art.body}</svg>`
  );
}

export interface GradientStop {
  offset: number;
  color: string;
  opacity?: number;
}

function stopsMarkup(stops: readonly GradientStop[]): string {
  return stops
    .map((s) =>
      el('stop', { offset: Math.round(s.offset * 1000) / 1000, 'stop-color': s.color, 'stop-opacity': s.opacity }),
    )
    .join('');
}

export function linearGradient(
  id: string,
  stops: readonly GradientStop[],
  from: Point = { x: 0, y: 0 },
  to: Point = { x: 0, y: 1 },
  extra: Attrs = {},
): string {
  return el('linearGradient', { id, x1: from.x, y1: from.y, x2: to.x, y2: to.y, ...extra }, stopsMarkup(stops));
}

export function radialGradient(
  id: string,
  stops: readonly GradientStop[],
  centre: Point = { x: 0.5, y: 0.5 },
  radius = 0.5,
  focus?: Point,
  extra: Attrs = {},
): string {
  return el(
    'radialGradient',
    { id, cx: centre.x, cy: centre.y, r: radius, fx: focus?.x, fy: focus?.y, ...extra },
    stopsMarkup(stops),
  );
}
