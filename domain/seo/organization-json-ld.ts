// schema.org structured data of the business: the Organization on every page, and a JewelryStore (a
// LocalBusiness) for each showroom on its locator page. Built like the product's (json-ld.ts) and
// emitted the same way. No sameAs: the store has no social profiles of its own to point at yet.
import { HELPDESK_HOURS, STORE_COUNTRY, STORE_STATE, storePath, type StoreLocation } from '../stores/stores.ts';
import { WEEK_DAYS } from '../stores/opening-hours.ts';
import { absoluteUrl, BRAND_NAME, type JsonLd } from './json-ld.ts';

const SCHEMA = 'https://schema.org';
/** The store's mark, served from public/. */
export const LOGO_PATH = '/favicon.svg';

export interface OrganizationFacts {
  origin: string;
  /** The helpdesk's phone (STORE_PHONE). */
  phone: string;
  email: string;
}

export function organizationJsonLd({ origin, phone, email }: OrganizationFacts): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization', origin),
    name: BRAND_NAME,
    url: absoluteUrl('/', origin),
    logo: absoluteUrl(LOGO_PATH, origin),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: phone,
      email,
      areaServed: STORE_COUNTRY,
      availableLanguage: ['en', 'ml', 'hi'],
      hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: [...WEEK_DAYS], opens: HELPDESK_HOURS.opens, closes: HELPDESK_HOURS.closes },
    },
  };
}

/** A showroom: address, place, phone and week, tied to the Organization above by its @id. */
export function jewelryStoreJsonLd(store: StoreLocation, origin: string): JsonLd {
  // Days with the same hours share one specification, as schema.org's examples write them.
  const groups = new Map<string, string[]>();
  for (const d of store.week) groups.set(`${d.opens}-${d.closes}`, [...(groups.get(`${d.opens}-${d.closes}`) ?? []), d.day]);
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
    parentOrganization: { '@id': absoluteUrl('/#organization', origin) },
  };
}

const SCRIPT_UNSAFE: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * The JSON text of a `<script type="application/ld+json">`: characters that could close the script
 * or upset an HTML parser written as JSON escapes (the same ones React Router's meta escapes).
 */
export const jsonLdText = (data: JsonLd) => JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (ch) => SCRIPT_UNSAFE[ch]!);
