// A paper measuring strip to print at 100 %: millimetre ticks drawn in real millimetres (CSS mm are
// true lengths on paper), with a 50 mm span to check the printer did not scale it.
const LENGTH_MM = 120;
const HEIGHT_MM = 14;
/** Room either side for the first and last labels. */
const MARGIN_MM = 4;

const tickLength = (mm: number) => (mm % 10 === 0 ? 6 : mm % 5 === 0 ? 4 : 2.5);

export function MeasuringStrip({ id }: { id: string }) {
  const ticks = Array.from({ length: LENGTH_MM + 1 }, (_, mm) => mm);
  return (
    // Wider than a phone at its true size: it scrolls, so it takes the keyboard's focus too.
    <figure className="sg-strip" tabIndex={0} aria-labelledby={`${id}-caption`}>
      <svg
        className="sg-strip-svg"
        viewBox={`-${MARGIN_MM} 0 ${LENGTH_MM + 2 * MARGIN_MM} ${HEIGHT_MM}`}
        aria-labelledby={`${id}-title`}
        role="img"
      >
        <title id={`${id}-title`}>{`A printable measuring strip, 0 to ${LENGTH_MM} millimetres`}</title>
        <rect x={-MARGIN_MM} y={0} width={LENGTH_MM + 2 * MARGIN_MM} height={HEIGHT_MM} className="sg-strip-paper" />
        {ticks.map((mm) => (
          <line key={mm} x1={mm} x2={mm} y1={0} y2={tickLength(mm)} className="sg-strip-tick" />
        ))}
        {ticks
          .filter((mm) => mm % 10 === 0)
          .map((mm) => (
            <text key={mm} x={mm} y={10} textAnchor="middle" className="sg-strip-label">
              {mm}
            </text>
          ))}
        <line x1={0} x2={50} y1={12.6} y2={12.6} className="sg-strip-check" />
      </svg>
      <figcaption id={`${id}-caption`} className="muted">
        Print at 100 % (no “fit to page”). The line under 0 to 50 should measure exactly 5 cm on a ruler.
      </figcaption>
    </figure>
  );
}
