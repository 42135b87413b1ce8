// What the locator's map draws: Kerala's outline and a marker per showroom, in the SVG's own units,
// computed once on the server so the page carries numbers, not the projection's code.
import { KERALA_OUTLINE } from './kerala-outline.ts';
import { fitProjection, ringPath, type MapBox } from './map-projection.ts';
import { storePath, type StoreLocation } from './stores.ts';

export const STORE_MAP_BOX: MapBox = { width: 320, height: 560, padding: 16 };

export interface StoreMarker {
  id: string;
  name: string;
  city: string;
  href: string;
  x: number;
  y: number;
}

export interface StoreMap {
  width: number;
  height: number;
  /** The outline as an SVG path. */
  outline: string;
  markers: StoreMarker[];
  /** Where to write the sea's name: off the coast, south of the middle. */
  sea: { x: number; y: number };
}

const SEA_LABEL_AT = [75.45, 9.9] as const;

export function storeMap(stores: readonly StoreLocation[], box: MapBox = STORE_MAP_BOX): StoreMap {
  const projection = fitProjection(KERALA_OUTLINE, box);
  return {
    width: projection.width,
    height: projection.height,
    outline: ringPath(KERALA_OUTLINE, projection),
    markers: stores.map((s) => ({
      id: s.id,
      name: s.name,
      city: s.city,
      href: storePath(s),
      ...projection.project([s.longitude, s.latitude]),
    })),
    sea: projection.project(SEA_LABEL_AT),
  };
}
