import { describe, expect, it } from 'vitest';
import { findStoreLocation, STORE_LOCATIONS } from '../stores/stores.ts';
import { organizationJsonLd } from './organization-json-ld.ts';
import { jewelryStoreJsonLd } from './store-json-ld.ts';

const ORIGIN = 'https://suvarna.example/';

describe('organizationJsonLd', () => {
  const org = organizationJsonLd({ origin: ORIGIN, phone: '+914840000000', email: 'care@suvarna.example' }) as any;
  it('names the store with its url, logo and helpdesk (9:00 am to 7:00 pm every day), without sameAs', () => {
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Suvarna',
      url: 'https://suvarna.example/',
      logo: 'https://suvarna.example/favicon.svg',
    });
    expect(org.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      telephone: '+914840000000',
      email: 'care@suvarna.example',
      contactType: 'customer service',
    });
    expect(org.contactPoint.hoursAvailable).toMatchObject({ opens: '09:00', closes: '19:00' });
    expect(org.contactPoint.hoursAvailable.dayOfWeek).toHaveLength(7);
    expect(org).not.toHaveProperty('sameAs');
  });
});

describe('jewelryStoreJsonLd', () => {
  it.each(STORE_LOCATIONS.map((s) => [s.id]))('%s: a JewelryStore with its address, geo, phone, week and url', (id) => {
    const store = findStoreLocation(id)!;
    const data = jewelryStoreJsonLd(store, ORIGIN) as any;
    expect(data['@type']).toBe('JewelryStore');
    expect(data.url).toBe(`https://suvarna.example/locations/${id}`);
    expect(data.telephone).toMatch(/^\+91\d{10}$/);
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: store.address,
      addressLocality: store.city,
      postalCode: store.pincode,
      addressRegion: 'Kerala',
      addressCountry: 'IN',
    });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude });
    // Days with the same hours share one specification; every day once.
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '09:00',
        closes: '19:00',
      },
    ]);
    expect(data.parentOrganization['@id']).toBe('https://suvarna.example/#organization');
    // Survives a trip through JSON (what the page carries).
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe('jsonLdText', async () => {
  const { jsonLdText } = await import('./organization-json-ld.ts');
  it('cannot close its script element, and reads back as the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & \u2028' };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
