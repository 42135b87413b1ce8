// A round brilliant seen from the side, drawn to its ideal proportions (table about 56% of the
// diameter, crown about 15%, pavilion about 43%): the anatomy page labels its parts, the ideal page its
// proportions. Lines and words take the text colour and the facets the muted surface, so the drawing
// follows the theme.

const LEFT = 40;
const RIGHT = 280;
const GIRDLE_TOP = 80;
const GIRDLE_BOTTOM = 86;
const TABLE_Y = 44;
const TABLE_LEFT = 93;
const TABLE_RIGHT = 227;
const CULET_Y = 189;
const MIDDLE = (LEFT + RIGHT) / 2;

const OUTLINE = `M${TABLE_LEFT} ${TABLE_Y} H${TABLE_RIGHT} L${RIGHT} ${GIRDLE_TOP} V${GIRDLE_BOTTOM} L${MIDDLE} ${CULET_Y} L${LEFT} ${GIRDLE_BOTTOM} V${GIRDLE_TOP} Z`;
/** Facet edges: crown from table to girdle, pavilion from girdle to culet. */
const FACETS = [
  `M${TABLE_LEFT} ${TABLE_Y} L126 ${GIRDLE_TOP}`,
  `M${TABLE_RIGHT} ${TABLE_Y} L194 ${GIRDLE_TOP}`,
  `M${MIDDLE} ${TABLE_Y} L126 ${GIRDLE_TOP} M${MIDDLE} ${TABLE_Y} L194 ${GIRDLE_TOP}`,
  `M100 ${GIRDLE_BOTTOM} L${MIDDLE} ${CULET_Y} L220 ${GIRDLE_BOTTOM}`,
  `M126 ${GIRDLE_BOTTOM} L${MIDDLE} ${CULET_Y} L194 ${GIRDLE_BOTTOM}`,
].join(' ');

interface Label {
  text: string;
  /** Where the text sits. */
  x: number;
  y: number;
  anchor?: 'start' | 'middle' | 'end';
  /** The point the leader line runs to, if any. */
  to?: [number, number];
}

const ANATOMY_LABELS: Label[] = [
  { text: 'Table', x: MIDDLE, y: 24, anchor: 'middle', to: [MIDDLE, TABLE_Y] },
  { text: 'Crown', x: 6, y: 50, anchor: 'start', to: [66, 62] },
  { text: 'Girdle', x: 6, y: 104, anchor: 'start', to: [LEFT, 84] },
  { text: 'Pavilion', x: 6, y: 176, anchor: 'start', to: [114, 150] },
  { text: 'Culet', x: 196, y: 190, anchor: 'start', to: [MIDDLE + 2, CULET_Y] },
];

const IDEAL_LABELS: Label[] = [
  { text: 'Table 53–58%', x: MIDDLE, y: 24, anchor: 'middle', to: [MIDDLE, TABLE_Y] },
  { text: 'Crown 34–35°', x: 6, y: 50, anchor: 'start', to: [66, 62] },
  { text: 'Girdle', x: 6, y: 104, anchor: 'start', to: [LEFT, 84] },
  { text: 'Pavilion 40.6–41°', x: 6, y: 176, anchor: 'start', to: [124, 160] },
  { text: 'Culet', x: 196, y: 190, anchor: 'start', to: [MIDDLE + 2, CULET_Y] },
];

/** About 6 units a character at 12 px: the leader leaves a side label just after its text. */
function leaderStart(l: Label): { x1: number; y1: number } {
  if (l.anchor === 'middle') return { x1: l.x, y1: l.y + 5 };
  const width = l.text.length * 6;
  if (l.anchor === 'end') return { x1: l.x - width - 3, y1: l.y - 4 };
  // A label right of its point (the culet's) starts its leader at the text's left edge.
  return l.to && l.to[0] < l.x ? { x1: l.x - 3, y1: l.y - 4 } : { x1: l.x + width + 3, y1: l.y - 4 };
}

export function DiamondProfile({ variant }: { variant: 'anatomy' | 'ideal' }) {
  const labels = variant === 'anatomy' ? ANATOMY_LABELS : IDEAL_LABELS;
  const depthLabel = variant === 'anatomy' ? 'Depth' : 'Depth 59–62.5%';
  const title =
    variant === 'anatomy' ? 'A round brilliant diamond from the side' : 'The proportions of an ideal round brilliant';
  const description =
    variant === 'anatomy'
      ? 'The flat table on top, the crown sloping down to the girdle, the narrow girdle band at the widest point, the pavilion narrowing below it to the culet at the tip; depth is measured from table to culet.'
      : 'Table 53 to 58% of the diameter, crown angle 34 to 35 degrees, pavilion angle 40.6 to 41 degrees, total depth 59 to 62.5%.';
  return (
    <figure className="edu-figure">
      <svg
        viewBox="0 0 340 232"
        role="img"
        aria-labelledby={`profile-${variant}-title profile-${variant}-desc`}
        className="edu-svg edu-profile"
      >
        <title id={`profile-${variant}-title`}>{title}</title>
        <desc id={`profile-${variant}-desc`}>{description}</desc>
        <path className="edu-stone" d={OUTLINE} />
        <path className="edu-facet" d={FACETS} />
        {labels.map((l) => (
          <g key={l.text}>
            {l.to ? <line className="edu-leader" {...leaderStart(l)} x2={l.to[0]} y2={l.to[1]} /> : null}
            <text x={l.x} y={l.y} textAnchor={l.anchor ?? 'start'} className="edu-label">
              {l.text}
            </text>
          </g>
        ))}
        {/* Depth: a dimension line beside the stone, table to culet. */}
        <path className="edu-dimension" d={`M300 ${TABLE_Y} V${CULET_Y} M294 ${TABLE_Y} H306 M294 ${CULET_Y} H306`} />
        <text x={312} y={140} className="edu-label" textAnchor="end" transform={`rotate(-90 312 140)`}>
          {depthLabel}
        </text>
        {/* Diameter: a dimension line under the stone, girdle edge to girdle edge. */}
        <path className="edu-dimension" d={`M${LEFT} 206 H${RIGHT} M${LEFT} 200 V212 M${RIGHT} 200 V212`} />
        <text x={MIDDLE} y={226} className="edu-label edu-label-small" textAnchor="middle">
          Diameter
        </text>
      </svg>
    </figure>
  );
}
