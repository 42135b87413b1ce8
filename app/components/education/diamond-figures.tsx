// The diamond guide's drawings: the ten shapes seen from above, the colour scale, the clarity scale,
// sizes by carat and how cut depth sends light back. Small inline SVG: lines and words take the text
// colour, stones the muted surface, through the classes in education.css, so both themes read.

const SHAPES: { name: string; outline: string; inner?: string }[] = [
  {
    name: 'Round',
    outline: 'M32 4 A28 28 0 1 1 31.99 4 Z',
    inner: 'M44 37 L37 44 L27 44 L20 37 L20 27 L27 20 L37 20 L44 27 Z',
  },
  { name: 'Princess', outline: 'M6 6 H58 V58 H6 Z', inner: 'M6 6 L58 58 M58 6 L6 58' },
  {
    name: 'Oval',
    outline: 'M32 4 C48 4 52 20 52 32 C52 44 48 60 32 60 C16 60 12 44 12 32 C12 20 16 4 32 4 Z',
    inner: 'M32 18 L42 32 L32 46 L22 32 Z',
  },
  {
    name: 'Cushion',
    outline: 'M18 6 H46 Q58 6 58 18 V46 Q58 58 46 58 H18 Q6 58 6 46 V18 Q6 6 18 6 Z',
    inner: 'M20 20 H44 V44 H20 Z',
  },
  {
    name: 'Emerald',
    outline: 'M20 4 H44 L54 14 V50 L44 60 H20 L10 50 V14 Z',
    inner: 'M24 12 H40 L46 18 V46 L40 52 H24 L18 46 V18 Z',
  },
  {
    name: 'Pear',
    outline: 'M32 4 C22 20 12 34 12 44 A20 16 0 0 0 52 44 C52 34 42 20 32 4 Z',
    inner: 'M32 22 L42 42 L32 52 L22 42 Z',
  },
  { name: 'Marquise', outline: 'M32 2 Q58 32 32 62 Q6 32 32 2 Z', inner: 'M32 16 L40 32 L32 48 L24 32 Z' },
  {
    name: 'Heart',
    outline: 'M32 58 C10 42 4 28 10 18 C16 8 28 8 32 18 C36 8 48 8 54 18 C60 28 54 42 32 58 Z',
    inner: 'M32 26 L42 34 L32 46 L22 34 Z',
  },
  { name: 'Radiant', outline: 'M16 4 H48 L56 12 V52 L48 60 H16 L8 52 V12 Z', inner: 'M8 12 L56 52 M56 12 L8 52' },
  {
    name: 'Asscher',
    outline: 'M18 6 H46 L58 18 V46 L46 58 H18 L6 46 V18 Z',
    inner: 'M22 14 H42 L50 22 V42 L42 50 H22 L14 42 V22 Z',
  },
];

/** The ten shapes as a list: the names are text, the outlines decoration. */
export function ShapeOutlines() {
  return (
    <figure className="edu-figure">
      <ul className="edu-shapes" aria-label="Diamond shapes seen from above">
        {SHAPES.map((s) => (
          <li key={s.name}>
            <svg viewBox="0 0 64 64" className="edu-svg" aria-hidden="true" focusable="false">
              <path className="edu-stone" d={s.outline} />
              {s.inner ? <path className="edu-facet" d={s.inner} /> : null}
            </svg>
            <span>{s.name}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** D to M one by one, then N–Z together: each step a little warmer. */
const COLOURS: { grade: string; tint: number }[] = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M']
  .map((grade, i) => ({ grade, tint: i }))
  .concat([{ grade: 'N–Z', tint: 13 }]);
const COLOUR_GROUPS: { label: string; from: number; to: number }[] = [
  { label: 'Colourless', from: 0, to: 2 },
  { label: 'Near colourless', from: 3, to: 6 },
  { label: 'Faint', from: 7, to: 9 },
  { label: 'Light', from: 10, to: 10 },
];

export function ColourScale() {
  const step = 30;
  return (
    <figure className="edu-figure">
      <svg viewBox="0 0 340 110" role="img" aria-labelledby="colour-scale-title" className="edu-svg">
        <title id="colour-scale-title">
          The colour scale from D, colourless, to Z, light yellow: D to F colourless, G to J near colourless, K to M
          faint, N to Z very light to light.
        </title>
        {COLOURS.map((c, i) => (
          <g key={c.grade} transform={`translate(${8 + i * step} 10)`}>
            {/* Yellow deepens with each grade; lightness stays high so the stone reads on either theme. */}
            <path
              d="M4 8 L10 2 H20 L26 8 L15 24 Z"
              className="edu-tinted"
              style={{ fill: `hsl(48 ${Math.min(95, c.tint * 8)}% ${96 - c.tint * 2.2}%)` }}
            />
            <text x={15} y={40} textAnchor="middle" className="edu-label edu-label-small">
              {c.grade}
            </text>
          </g>
        ))}
        {COLOUR_GROUPS.map((g) => (
          <g key={g.label}>
            <path className="edu-dimension" d={`M${10 + g.from * step} 62 V66 H${36 + g.to * step} V62`} />
            <text
              x={(10 + g.from * step + 36 + g.to * step) / 2}
              y={82 + (g.label === 'Faint' || g.label === 'Colourless' ? 0 : 14)}
              textAnchor="middle"
              className="edu-label edu-label-small"
            >
              {g.label}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}

const CLARITY: { grade: string; marks: number }[] = [
  { grade: 'FL', marks: 0 },
  { grade: 'IF', marks: 0 },
  { grade: 'VVS1', marks: 1 },
  { grade: 'VVS2', marks: 1 },
  { grade: 'VS1', marks: 2 },
  { grade: 'VS2', marks: 2 },
  { grade: 'SI1', marks: 3 },
  { grade: 'SI2', marks: 4 },
  { grade: 'I1', marks: 5 },
  { grade: 'I2', marks: 6 },
  { grade: 'I3', marks: 8 },
];
/** Fixed spots inside a 24-unit stone, taken in order as a grade has more to show. */
const SPOTS: [number, number, number][] = [
  [14, 10, 0.8],
  [9, 14, 1],
  [16, 16, 1.2],
  [11, 8, 1.4],
  [13, 18, 1.8],
  [8, 10, 1.8],
  [17, 12, 2],
  [12, 13, 2.4],
];

export function ClarityScale() {
  const step = 30;
  return (
    <figure className="edu-figure">
      <svg viewBox="0 0 340 64" role="img" aria-labelledby="clarity-scale-title" className="edu-svg">
        <title id="clarity-scale-title">
          The clarity scale from FL, flawless, through IF, VVS1, VVS2, VS1, VS2, SI1 and SI2 to I1, I2 and I3, with more
          and larger inclusions at each step.
        </title>
        {CLARITY.map((c, i) => (
          <g key={c.grade} transform={`translate(${6 + i * step} 6)`}>
            <circle cx={12} cy={12} r={11} className="edu-stone" />
            {SPOTS.slice(0, c.marks).map(([x, y, r]) => (
              <circle key={`${x}-${y}`} cx={x} cy={y} r={r} className="edu-inclusion" />
            ))}
            <text x={12} y={42} textAnchor="middle" className="edu-label edu-label-small">
              {c.grade}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}

/** Typical diameters of well-cut round brilliants, in millimetres. */
const SIZES: { carat: string; mm: number }[] = [
  { carat: '0.25', mm: 4.1 },
  { carat: '0.50', mm: 5.2 },
  { carat: '0.75', mm: 5.8 },
  { carat: '1.00', mm: 6.5 },
  { carat: '1.50', mm: 7.4 },
  { carat: '2.00', mm: 8.2 },
];

export function CaratSizes() {
  const scale = 5.2;
  let x = 6;
  return (
    <figure className="edu-figure">
      <svg viewBox="0 0 340 96" role="img" aria-labelledby="carat-sizes-title" className="edu-svg">
        <title id="carat-sizes-title">
          Round diamonds drawn to scale: 0.25 ct about 4.1 mm across, 0.50 ct 5.2 mm, 0.75 ct 5.8 mm, 1 ct 6.5 mm, 1.5
          ct 7.4 mm, 2 ct 8.2 mm.
        </title>
        {SIZES.map((s) => {
          const r = (s.mm * scale) / 2;
          const cx = x + Math.max(r, 24);
          x = cx + Math.max(r, 24) + 8;
          return (
            <g key={s.carat}>
              <circle cx={cx} cy={30} r={r} className="edu-stone" />
              <text x={cx} y={78} textAnchor="middle" className="edu-label edu-label-small">
                {s.carat} ct
              </text>
              <text x={cx} y={92} textAnchor="middle" className="edu-label edu-label-small edu-label-muted">
                {s.mm} mm
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** A light path entering the table, meeting the pavilion and leaving: out of the top when cut well. */
const CUTS: { name: string; stone: string; ray: string }[] = [
  { name: 'Too shallow', stone: 'M26 20 H74 L94 34 L50 62 L6 34 Z', ray: 'M40 0 L40 45 L14 70' },
  { name: 'Ideal', stone: 'M26 14 H74 L94 30 L50 76 L6 30 Z', ray: 'M38 0 L38 48 L64 50 L58 0' },
  { name: 'Too deep', stone: 'M30 10 H70 L86 22 L50 88 L14 22 Z', ray: 'M40 0 L40 54 L58 60 L96 52' },
];

export function CutLight() {
  return (
    <figure className="edu-figure">
      <svg viewBox="0 0 330 120" role="img" aria-labelledby="cut-light-title" className="edu-svg">
        <title id="cut-light-title">
          How cut depth sends light: in a shallow stone light leaks out through the bottom, in an ideal cut it reflects
          off the pavilion and returns through the top, in a deep stone it leaks out of the side.
        </title>
        <defs>
          <marker
            id="cut-arrow"
            viewBox="0 0 8 8"
            refX="6"
            refY="4"
            markerWidth="6"
            markerHeight="6"
            orient="auto-start-reverse"
          >
            <path d="M0 0 L8 4 L0 8 Z" className="edu-arrow" />
          </marker>
        </defs>
        {CUTS.map((c, i) => (
          <g key={c.name} transform={`translate(${8 + i * 110} 4)`}>
            <path d={c.stone} className="edu-stone" />
            <path d={c.ray} className="edu-ray" markerEnd="url(#cut-arrow)" />
            <text x={50} y={110} textAnchor="middle" className="edu-label edu-label-small">
              {c.name}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
