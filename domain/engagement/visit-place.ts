// The place a visit is kept with: a city, its state and country, and coordinates no finer than a
// city. The geolocation database answers more (a district in brackets after the city, a postcode,
// coordinates to seven decimals); what is not needed for "where our shoppers come from" is dropped.
import { z } from 'zod';

/** One decimal of a degree: about 11 km north–south, the size of a city rather than a street. */
export const PLACE_COORDINATE_DECIMALS = 1;

export interface VisitPlace {
  city: string | null;
  region: string | null;
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A city record of the DB-IP Lite database as the @ip-location-db MMDB files carry it. */
const cityRecordSchema = z.object({
  city: z.string().optional(),
  state1: z.string().optional(),
  country_code: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});

const text = (value: string | undefined, max: number) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, max);
};

/** "Navi Mumbai (Ghansoli)" → "Navi Mumbai": the bracketed part names a district inside the city. */
export function cityName(value: string | undefined): string | null {
  return text(value?.replace(/\s*\([^)]*\)\s*$/, ''), 120);
}

export function roundToCity(value: number | undefined, limit: number): number | null {
  if (value === undefined || !Number.isFinite(value) || Math.abs(value) > limit) return null;
  const factor = 10 ** PLACE_COORDINATE_DECIMALS;
  // + 0 turns a rounded -0 into 0.
  return Math.round(value * factor) / factor + 0;
}

/** The place to keep from a database record, or null when the record says nothing usable. */
export function placeFromRecord(record: unknown): VisitPlace | null {
  const parsed = cityRecordSchema.safeParse(record);
  if (!parsed.success) return null;
  const r = parsed.data;
  const countryCode = r.country_code?.trim().toUpperCase() ?? '';
  const latitude = roundToCity(r.latitude, 90);
  const longitude = roundToCity(r.longitude, 180);
  const place: VisitPlace = {
    city: cityName(r.city),
    region: text(r.state1, 120),
    countryCode: /^[A-Z]{2}$/.test(countryCode) ? countryCode : null,
    // A lone latitude or longitude places nothing.
    latitude: latitude !== null && longitude !== null ? latitude : null,
    longitude: latitude !== null && longitude !== null ? longitude : null,
  };
  return Object.values(place).every((v) => v === null) ? null : place;
}
