// schema.org JewelryStore (a LocalBusiness) for each showroom, on the locator's pages. Built like the
// product's structured data (json-ld.ts) and emitted the same way, through the route's meta().
import { STORE_COUNTRY, STORE_STATE, storePath, type StoreLocation } from '../stores/stores.ts';
import { absoluteUrl, type JsonLd } from './json-ld.ts';
import { LOGO_PATH, organizationId } from './organization-json-ld.ts';

const SCHEMA = 'https://schema.org';

/** A showroom: address, place, phone and week, tied to the Organization by its @id. */
export function jewelryStoreJsonLd(store: StoreLocation, origin: string): JsonLd {
  // Days with the same hours share one specification, as schema.org's examples write them.
  const groups = new Map<string, string[]>();
  for (const d of store.week)
    groups.set(`${d.opens}-${d.closes}`, [...(groups.get(`${d.opens}-${d.closes}`) ?? []), d.day]);
  return {
    '@context': SCHEMA,
    '@type': 'JewelryStore',
    '@id': absoluteUrl(`${storePath(store)}#store`, origin),
    name: store.name,
    url: absoluteUrl(storePath(store), origin),
    image: absoluteUrl(LOGO_PATH, origin),
    telephone: store.phone.replace(/\s+/g, ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address,
      addressLocality: store.city,
      postalCode: store.pincode,
      addressRegion: STORE_STATE,
      addressCountry: STORE_COUNTRY,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: [...groups].map(([hours, days]) => {
      const [opens, closes] = hours.split('-');
      return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes };
    }),
    parentOrganization: { '@id': organizationId(origin) },
  };
}
