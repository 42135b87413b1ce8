// The store's three showrooms (docs/spec.md#second-1: "Physical stores are in three cities of one Indian
// state"; the issue names Kochi, Kozhikode and Thrissur, in Kerala). The checkout offers them for
// pick-up; the store locator (/locations) shows them, with their week, place on the map and contacts.
// The one source of both: the pick-up line's hours are the week's summary.
import type { PickupStore } from '../checkout/api-schemas.ts';
import { HELPDESK_HOURS } from './helpdesk.ts';
import { weekSummary, WEEK_DAYS, type DayHours } from './opening-hours.ts';

export { HELPDESK_HOURS, STORE_COUNTRY, STORE_STATE } from './helpdesk.ts';

/**
 * Showrooms keep the helpdesk's hours (docs/spec.md#second-9: 9:00 am to 7:00 pm) every day of the week; the
 * old gold exchange's appointment slots (domain/bookings/slots.ts) are cut from the same hours.
 */
const SHOWROOM_WEEK: readonly DayHours[] = WEEK_DAYS.map((day) => ({ day, ...HELPDESK_HOURS }));

/** The showrooms' week in one line, as the checkout's pick-up choice and the booking pages show it. */
export const STORE_HOURS = weekSummary(SHOWROOM_WEEK);

export interface StoreLocation extends PickupStore {
  /** Street-level place (WGS 84), for the map and schema.org's geo. */
  latitude: number;
  longitude: number;
  week: readonly DayHours[];
  /** The store's WhatsApp, digits only with the country code (wa.me format). */
  whatsapp: string;
  /** What a map search for the store should find: its name and street. */
  mapsQuery: string;
}

const store = (s: Omit<StoreLocation, 'hours' | 'week'>): StoreLocation => ({
  ...s,
  week: SHOWROOM_WEEK,
  hours: STORE_HOURS,
});

export const STORE_LOCATIONS: readonly StoreLocation[] = [
  store({
    id: 'kochi',
    name: 'Suvarna Kochi',
    address: '41/2100 MG Road, Ravipuram, Ernakulam',
    city: 'Kochi',
    pincode: '682016',
    phone: '+91 484 000 0001',
    whatsapp: '914840000001',
    latitude: 9.9667,
    longitude: 76.2857,
    mapsQuery: 'MG Road, Ravipuram, Ernakulam, Kochi 682016',
  }),
  store({
    id: 'kozhikode',
    name: 'Suvarna Kozhikode',
    address: '8/512 Mavoor Road, Arayidathupalam',
    city: 'Kozhikode',
    pincode: '673004',
    phone: '+91 495 000 0002',
    whatsapp: '914950000002',
    latitude: 11.2614,
    longitude: 75.7936,
    mapsQuery: 'Mavoor Road, Arayidathupalam, Kozhikode 673004',
  }),
  store({
    id: 'thrissur',
    name: 'Suvarna Thrissur',
    address: '22/310 Round South, Swaraj Round',
    city: 'Thrissur',
    pincode: '680001',
    phone: '+91 487 000 0003',
    whatsapp: '914870000003',
    latitude: 10.5236,
    longitude: 76.2139,
    mapsQuery: 'Round South, Swaraj Round, Thrissur 680001',
  }),
];

/** The pick-up answer of the checkout's calls: only the fields its schema names. */
export const pickupFacts = ({ id, name, address, city, pincode, hours, phone }: StoreLocation): PickupStore => ({
  id,
  name,
  address,
  city,
  pincode,
  hours,
  phone,
});

/** The stores as the checkout offers them for pick-up. */
export const STORES: readonly PickupStore[] = STORE_LOCATIONS.map(pickupFacts);

export const findStore = (id: string): PickupStore | undefined => STORES.find((s) => s.id === id);
export const findStoreLocation = (id: string): StoreLocation | undefined => STORE_LOCATIONS.find((s) => s.id === id);

/** The locator page of a store. */
export const storePath = (s: Pick<StoreLocation, 'id'>) => `/locations/${encodeURIComponent(s.id)}`;

/** 'tel:' link of a phone written with spaces: '+91 484 000 0001' → 'tel:+914840000001'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Google Maps directions to the store from wherever the shopper is (Maps URLs, api=1: a plain link,
 * no key and no script of theirs). The destination is the name, street and city as text, so the
 * route ends at the street even where the map's pin for the business is missing.
 */
export function directionsUrl(s: Pick<StoreLocation, 'mapsQuery' | 'name'>): string {
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination: `${s.name}, ${s.mapsQuery}` }).toString()}`;
}
