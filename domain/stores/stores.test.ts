import { describe, expect, it } from 'vitest';
import { pickupStoreSchema } from '../checkout/api-schemas.ts';
import { insideOutline } from './kerala-outline.ts';
import { WEEK_DAYS } from './opening-hours.ts';
import { directionsUrl, findStore, findStoreLocation, STORE_LOCATIONS, STORES, storePath, telHref } from './stores.ts';

describe('STORE_LOCATIONS', () => {
  it('holds Kochi, Kozhikode and Thrissur', () => {
    expect(STORE_LOCATIONS.map((s) => s.city)).toEqual(['Kochi', 'Kozhikode', 'Thrissur']);
    expect(new Set(STORE_LOCATIONS.map((s) => s.id)).size).toBe(3);
  });

  it.each(STORE_LOCATIONS.map((s) => [s.id, s] as const))('%s is complete', (_id, s) => {
    expect(s.id).toMatch(/^[a-z-]+$/);
    expect(s.name).toBe(`Suvarna ${s.city}`);
    expect(s.address.length).toBeGreaterThan(10);
    // Kerala's pincodes start with 67, 68 or 69.
    expect(s.pincode).toMatch(/^6[789]\d{4}$/);
    expect(s.phone).toMatch(/^\+91 \d{3} \d{3} \d{4}$/);
    expect(s.whatsapp).toMatch(/^91\d{10}$/);
    expect(s.mapsQuery).toContain(s.pincode);
    expect(s.week.map((d) => d.day)).toEqual([...WEEK_DAYS]);
    for (const d of s.week) expect(d.opens < d.closes).toBe(true);
    // Inside Kerala, on the map's own outline.
    expect(insideOutline([s.longitude, s.latitude]), `${s.id} on the map`).toBe(true);
  });

  it('places the stores in the order of the map: Kozhikode north of Thrissur north of Kochi', () => {
    const lat = (id: string) => findStoreLocation(id)!.latitude;
    expect(lat('kozhikode')).toBeGreaterThan(lat('thrissur'));
    expect(lat('thrissur')).toBeGreaterThan(lat('kochi'));
  });
});

describe('STORES (pick-up)', () => {
  it("carries only the checkout schema's fields, with the week's summary as hours", () => {
    for (const s of STORES) {
      expect(Object.keys(s).sort()).toEqual(Object.keys(pickupStoreSchema.shape).sort());
      expect(pickupStoreSchema.parse(s)).toEqual(s);
      expect(s.hours).toBe('9:00 am to 7:00 pm, every day');
    }
    expect(findStore('kochi')?.name).toBe('Suvarna Kochi');
    expect(findStore('mumbai')).toBeUndefined();
    expect(findStoreLocation('')).toBeUndefined();
  });
});

describe('links', () => {
  it('storePath', () => expect(storePath({ id: 'kochi' })).toBe('/locations/kochi'));

  it.each([
    ['+91 484 000 0001', 'tel:+914840000001'],
    ['0484-2000001', 'tel:04842000001'],
  ])('telHref(%s)', (phone, href) => expect(telHref(phone)).toBe(href));

  it('directionsUrl asks Google Maps for a route to the store by name and street, with nothing else', () => {
    const url = new URL(directionsUrl(findStoreLocation('kochi')!));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect([...url.searchParams.keys()]).toEqual(['api', 'destination']);
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('Suvarna Kochi, MG Road, Ravipuram, Ernakulam, Kochi 682016');
  });
});
