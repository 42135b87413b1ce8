// The geolocation lookup on the shipped DB-IP database: which addresses are looked up at all, the
// place kept, and a database that cannot be read answering no place instead of an error.
import { describe, expect, it } from 'vitest';
import { canonicalIp } from '../../domain/engagement/ip-address.ts';
import { createLogger } from '../logger.ts';
import { createGeolocator, isPublicIp } from './geolocation.ts';

const ip = (text: string) => canonicalIp(text)!;

describe('isPublicIp', () => {
  it.each([
    ['8.8.8.8', true],
    ['49.44.0.1', true],
    ['2001:4860:4860::8888', true],
    ['2a03:2880:f10c:283:face:b00c:0:25de', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.32.0.1', true],
    ['192.168.0.10', false],
    ['100.64.1.1', false],
    ['169.254.1.1', false],
    ['203.0.113.5', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::ffff:192.168.1.1', false],
    ['::ffff:8.8.8.8', true],
    ['::1', false],
    ['::', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['2001:db8::1', false],
  ])('%s: %s', (text, expected) => {
    expect(isPublicIp(ip(text))).toBe(expected);
  });
});

describe('createGeolocator', () => {
  const logger = createLogger('silent');

  it('places a public address from the shipped database, and no private one', async () => {
    const geo = createGeolocator({ logger });
    expect(await geo.locate(ip('8.8.8.8'))).toEqual({
      city: 'Mountain View',
      region: 'California',
      countryCode: 'US',
      latitude: 37.4,
      longitude: -122.1,
    });
    expect(await geo.locate(ip('192.168.1.1'))).toBeNull();
  });

  it('answers no place, never an error, when the database cannot be read', async () => {
    const geo = createGeolocator({ dir: '/nonexistent/geoip', logger });
    expect(await geo.locate(ip('8.8.8.8'))).toBeNull();
    expect(await geo.locate(ip('2001:4860:4860::8888'))).toBeNull();
  });
});
