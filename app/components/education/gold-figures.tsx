// The gold guide's drawings: what 18K means (18 parts of 24 pure gold) and the three marks of a BIS
// hallmark. Inline SVG in the text colour (education.css), readable in both themes.

export function GoldParts() {
  const part = 13;
  return (
    <figure className="edu-figure">
      <svg viewBox="0 0 332 74" role="img" aria-labelledby="gold-parts-title" className="edu-svg">
        <title id="gold-parts-title">
          18K gold is 18 parts of pure gold in 24, that is 75%, and 6 parts of other metals such as silver, copper and
          zinc.
        </title>
        {Array.from({ length: 24 }, (_, i) => (
          <rect
            key={i}
            x={4 + i * part}
            y={8}
            width={part - 2}
            height={26}
            rx={2}
            className={i < 18 ? 'edu-gold' : 'edu-stone'}
          />
        ))}
        <path
          className="edu-dimension"
          d={`M4 42 V46 H${4 + 18 * part - 2} V42 M${4 + 18 * part} 42 V46 H${4 + 24 * part - 2} V42`}
        />
        <text x={4 + 9 * part} y={64} textAnchor="middle" className="edu-label edu-label-small">
          18 parts gold · 75%
        </text>
        <text x={4 + 21 * part} y={64} textAnchor="middle" className="edu-label edu-label-small">
          6 parts alloy
        </text>
      </svg>
    </figure>
  );
}

export function HallmarkMarks() {
  return (
    <figure className="edu-figure">
      <svg viewBox="0 0 330 96" role="img" aria-labelledby="hallmark-title" className="edu-svg">
        <title id="hallmark-title">
          The three marks of a BIS hallmark side by side: the BIS standard mark, the purity mark 18K750, and a
          six-character HUID code.
        </title>
        <rect x={4} y={8} width={322} height={50} rx={6} className="edu-plate" />
        {/* The BIS standard mark, drawn simply as its triangle. */}
        <path d="M54 16 L74 50 H34 Z" className="edu-facet" />
        <text x={54} y={45} textAnchor="middle" className="edu-label edu-label-tiny">
          BIS
        </text>
        <text x={165} y={40} textAnchor="middle" className="edu-label edu-mark">
          18K750
        </text>
        <text x={272} y={40} textAnchor="middle" className="edu-label edu-mark">
          AB12C3
        </text>
        <text x={54} y={80} textAnchor="middle" className="edu-label edu-label-small">
          BIS mark
        </text>
        <text x={165} y={80} textAnchor="middle" className="edu-label edu-label-small">
          Purity and fineness
        </text>
        <text x={272} y={80} textAnchor="middle" className="edu-label edu-label-small">
          HUID (example)
        </text>
      </svg>
    </figure>
  );
}
