// The arithmetic of a metric-matched fallback face: a local system face (Arial, Times New Roman)
// scaled and given the web face's ascent, descent and line gap, so text set in it while the web
// face loads takes the same width and the same line boxes, and the swap moves nothing.
// Pure: scripts/fonts/fallback-faces.ts reads the fonts and writes the CSS.

/** What a face measures, in its own font units. */
export interface FaceMetrics {
  unitsPerEm: number;
  /** hhea ascender (the web faces set USE_TYPO_METRICS with typo = hhea, so every browser agrees). */
  ascent: number;
  /** hhea descender, negative below the baseline. */
  descent: number;
  lineGap: number;
  /** The advance of the sample text (SAMPLE_TEXT), in font units. */
  sampleAdvance: number;
}

/** The four descriptors of the fallback face, as CSS percentages. */
export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/**
 * The text whose width the fallback matches: shop copy with the capitals, digits and punctuation
 * a product name, a price and a heading carry, in about the letter frequencies of English.
 */
export const SAMPLE_TEXT =
  'Diamond and gold jewellery for every day: rings, earrings, necklaces, bangles and pendants. ' +
  'Free shipping, 30-day returns and lifetime exchange on 18K and 22K gold. Shop the Bridal Edit, ' +
  'Trending Now, Gifts Under 25,000 and the Everyday Collection. Certified, hallmarked, insured.';

const percent = (ratio: number) => {
  if (!Number.isFinite(ratio) || ratio <= 0) throw new Error(`a font metric ratio must be positive, got ${ratio}`);
  // Two decimals, trailing zeros dropped (as Prettier writes a number).
  return `${Number((ratio * 100).toFixed(2))}%`;
};

function checkMetrics(name: string, m: FaceMetrics) {
  if (!(m.unitsPerEm > 0) || !(m.sampleAdvance > 0) || !(m.ascent > 0) || m.descent > 0 || m.lineGap < 0) {
    throw new Error(`${name}: unusable metrics ${JSON.stringify(m)}`);
  }
}

/**
 * size-adjust scales the fallback so the sample text is as wide as in the web face; the overrides
 * are then the web face's own ascent, descent and line gap, divided by that scale (the browser
 * applies them to the scaled face).
 */
export function fallbackOverrides(web: FaceMetrics, fallback: FaceMetrics): FallbackOverrides {
  checkMetrics('web face', web);
  checkMetrics('fallback face', fallback);
  const scale = web.sampleAdvance / web.unitsPerEm / (fallback.sampleAdvance / fallback.unitsPerEm);
  const perEm = (units: number) => units / web.unitsPerEm / scale;
  return {
    sizeAdjust: percent(scale),
    ascentOverride: percent(perEm(web.ascent)),
    descentOverride: percent(perEm(-web.descent)),
    // 0% is a valid line gap: percent() refuses it, so write it out.
    lineGapOverride: web.lineGap === 0 ? '0%' : percent(perEm(web.lineGap)),
  };
}

/** One @font-face rule for a fallback family: `local()` sources, the overrides, the weight it stands for. */
export function fallbackFaceCss(face: {
  family: string;
  weight: number;
  locals: readonly string[];
  overrides: FallbackOverrides;
}): string {
  if (face.locals.length === 0) throw new Error(`${face.family}: a fallback face needs at least one local() name`);
  const o = face.overrides;
  return [
    '@font-face {',
    `  font-family: '${face.family}';`,
    '  font-style: normal;',
    `  font-weight: ${face.weight};`,
    `  src: ${face.locals.map((n) => `local('${n}')`).join(', ')};`,
    `  size-adjust: ${o.sizeAdjust};`,
    `  ascent-override: ${o.ascentOverride};`,
    `  descent-override: ${o.descentOverride};`,
    `  line-gap-override: ${o.lineGapOverride};`,
    '}',
  ].join('\n');
}
