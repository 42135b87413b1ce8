// The locator's map: Kerala's outline and the showrooms, drawn as SVG from the server's numbers (no
// tile server, no script). A picture of the list beside it: each marker links to the store's page.
import type { StoreMap as StoreMapData } from '../../../domain/stores/store-map';

const MARKER_RADIUS = 7;

export function StoreMap({
  map,
  current,
  titleId = 'store-map',
}: {
  map: StoreMapData;
  current?: string;
  titleId?: string;
}) {
  const names = map.markers.map((m) => m.city);
  return (
    <figure className="store-map">
      <svg
        className="store-map-svg"
        viewBox={`0 0 ${map.width} ${map.height}`}
        width={map.width}
        height={map.height}
        aria-labelledby={`${titleId}-title ${titleId}-desc`}
      >
        <title id={`${titleId}-title`}>Map of Suvarna showrooms in Kerala</title>
        <desc id={`${titleId}-desc`}>
          {`An outline of Kerala with ${names.length} showrooms marked, north to south along the coast: ${[
            ...map.markers,
          ]
            .sort((a, b) => a.y - b.y)
            .map((m) => m.city)
            .join(', ')}. The list of stores gives the same places with their addresses.`}
        </desc>
        <path className="store-map-land" d={map.outline} />
        <text
          className="store-map-sea"
          x={map.sea.x}
          y={map.sea.y}
          transform={`rotate(-62 ${map.sea.x} ${map.sea.y})`}
          textAnchor="middle"
          aria-hidden="true"
        >
          Arabian Sea
        </text>
        {map.markers.map((m) => (
          <a
            key={m.id}
            href={m.href}
            className={m.id === current ? 'store-map-marker is-current' : 'store-map-marker'}
            aria-current={m.id === current ? 'page' : undefined}
          >
            <title>{`${m.name}: store page`}</title>
            <circle cx={m.x} cy={m.y} r={MARKER_RADIUS} />
            <text x={m.x + MARKER_RADIUS + 6} y={m.y} dominantBaseline="middle">
              {m.city}
            </text>
          </a>
        ))}
      </svg>
      <figcaption className="muted">
        Not to scale for travel: use the directions link of a store for the way there.
      </figcaption>
    </figure>
  );
}
