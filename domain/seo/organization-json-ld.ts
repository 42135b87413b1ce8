// schema.org Organization of the business, on every page (the root layout writes it on the server,
// so nothing here reaches the browser's shared bundle). No sameAs: the store has no social profiles
// of its own to point at yet. Each showroom's JewelryStore is store-json-ld.ts.
import { HELPDESK_HOURS, STORE_COUNTRY } from '../stores/helpdesk.ts';
import { WEEK_DAYS } from '../stores/opening-hours.ts';
import { absoluteUrl, BRAND_NAME, type JsonLd } from './json-ld.ts';

const SCHEMA = 'https://schema.org';
/** The store's mark, served from public/. */
export const LOGO_PATH = '/favicon.svg';
/** The Organization's @id, which each JewelryStore names as its parent. */
export const organizationId = (origin: string) => absoluteUrl('/#organization', origin);

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
    '@id': organizationId(origin),
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
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...WEEK_DAYS],
        opens: HELPDESK_HOURS.opens,
        closes: HELPDESK_HOURS.closes,
      },
    },
  };
}

const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The JSON text of a `<script type="application/ld+json">`: characters that could close the script
 * or upset an HTML parser written as JSON escapes (the same ones React Router's meta escapes).
 */
export const jsonLdText = (data: JsonLd) =>
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (ch) => SCRIPT_UNSAFE[ch]!);
