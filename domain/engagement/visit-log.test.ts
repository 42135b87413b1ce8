// Table tests of the visit log's pure rules: which navigation timings are kept, how addresses are
// written and truncated, and which place fields survive.
import { describe, expect, it } from 'vitest';
import { canonicalIp, truncateIp } from './ip-address.ts';
import { timingFromEntry } from './navigation-timing.ts';
import { navigationTimingSchema, visitLogBodySchema, visitLogGate } from './visit-log.ts';
import { cityName, placeFromRecord } from './visit-place.ts';

describe('navigation timing', () => {
  it.each([
    [{}, true],
    [{ type: 'navigate', ttfb: 120, dom_content_loaded: 480, load: 900, transfer_size: 24_310 }, true],
    [{ type: 'back_forward', ttfb: 0, dom_content_loaded: 0, load: 0, transfer_size: 0 }, true],
    [{ ttfb: 300, load: 300 }, true],
    [{ load: 600_000 }, true],
  ])('keeps %j', (timing, ok) => {
    expect(navigationTimingSchema.safeParse(timing).success).toBe(ok);
  });

  it.each([
    [{ ttfb: -1 }, 'ttfb', 'must be 0 or more'],
    [{ ttfb: 12.5 }, 'ttfb', 'whole number'],
    [{ load: 600_001 }, 'load', 'at most 600000 ms'],
    [{ transfer_size: 60 * 1024 * 1024 }, 'transfer_size', 'at most'],
    [{ type: 'teleport' }, 'type', ''],
    [{ ttfb: 500, dom_content_loaded: 400 }, 'dom_content_loaded', 'must not be before ttfb'],
    [{ dom_content_loaded: 900, load: 100 }, 'load', 'must not be before dom_content_loaded'],
    [{ ttfb: 900, load: 100 }, 'load', 'must not be before ttfb'],
    [{ domComplete: 812 }, '', 'domComplete'],
    [{ ttfb: '120' }, 'ttfb', ''],
  ])('refuses %j (%s)', (timing, path, message) => {
    const result = navigationTimingSchema.safeParse(timing);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path.join('.')).toBe(path);
    expect(JSON.stringify(issue)).toContain(message);
  });

  it('is the body’s address; the claimed user, IP and coordinates are still accepted', () => {
    const body = {
      visited_page: '/rings',
      address: { ttfb: 10 },
      user_id: 7,
      ip_address: '8.8.8.8',
      latitude: 1,
      longitude: 2,
      not_found: false,
    };
    expect(visitLogBodySchema.parse(body)).toEqual(body);
    expect(visitLogBodySchema.safeParse({ visited_page: '/', address: { ttfb: -5 } }).success).toBe(false);
  });

  // The spec's client keeps user_id 0 on the device for a guest (docs/spec.md#first-3 "Session data", #first-4 "GUEST by default").
  it.each([0, '0', null, 12, '12'])('accepts the user_id %j a client sends (0 is a guest)', (user_id) => {
    expect(visitLogBodySchema.safeParse({ visited_page: '/', user_id }).success).toBe(true);
  });

  it.each([-1, 1.5, 'abc', ''])('refuses the user_id %j, saying what one must be', (user_id) => {
    const parsed = visitLogBodySchema.safeParse({ visited_page: '/', user_id });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe('must be a member id, or 0 for a guest');
  });
});

describe('IP addresses', () => {
  it.each([
    ['203.0.113.77', { family: 4, address: '203.0.113.77' }],
    ['::ffff:203.0.113.77', { family: 4, address: '203.0.113.77' }],
    ['::FFFF:CB00:714D', { family: 4, address: '203.0.113.77' }],
    ['2001:DB8:0:0:0:0:0:1', { family: 6, address: '2001:db8::1' }],
    ['[2001:db8::1]', { family: 6, address: '2001:db8::1' }],
    ['fe80::1%eth0', { family: 6, address: 'fe80::1' }],
    ['::1', { family: 6, address: '::1' }],
    ['64:ff9b::192.0.2.33', { family: 6, address: '64:ff9b::c000:221' }],
    ['2001:db8:1:2:3:4:5:6', { family: 6, address: '2001:db8:1:2:3:4:5:6' }],
    ['unknown', null],
    ['256.1.1.1', null],
    ['1.2.3', null],
    ['01.2.3.4', null],
    ['2001:db8::1::2', null],
    ['2001:db8:1:2:3:4:5:6:7', null],
    ['12345::', null],
    ['', null],
    [null, null],
  ])('%s is written %j', (text, expected) => {
    expect(canonicalIp(text)).toEqual(expected);
  });

  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['203.0.113.0', '203.0.113.0'],
    ['::ffff:10.1.2.3', '10.1.2.0'],
    ['2001:db8:abcd:12:34:56:78:9a', '2001:db8:abcd::'],
    ['2001:db8:abcd::', '2001:db8:abcd::'],
    ['2001:db8::1', '2001:db8::'],
    ['::1', '::'],
    ['2a03:2880:f10c:283:face:b00c:0:25de', '2a03:2880:f10c::'],
    ['not an ip', null],
    [null, null],
  ])('%s is truncated to %s, and truncating again changes nothing', (text, expected) => {
    const once = truncateIp(text);
    expect(once).toBe(expected);
    expect(truncateIp(once)).toBe(expected);
  });
});

describe('the place kept for a visit', () => {
  const record = {
    city: 'Navi Mumbai (Ghansoli)',
    country_code: 'IN',
    latitude: 19.12579917907715,
    longitude: 73.000396728516,
    postcode: '400701',
    state1: 'Maharashtra',
    state2: 'Thane',
    timezone: 'Asia/Kolkata',
  };

  it('keeps the city without its district, the state and country, and coordinates to one decimal', () => {
    expect(placeFromRecord(record)).toEqual({
      city: 'Navi Mumbai',
      region: 'Maharashtra',
      countryCode: 'IN',
      latitude: 19.1,
      longitude: 73,
    });
  });

  it.each([
    [
      { city: 'Kochi', country_code: 'in', latitude: 9.9312, longitude: 76.2673 },
      { city: 'Kochi', region: null, countryCode: 'IN', latitude: 9.9, longitude: 76.3 },
    ],
    [
      { city: '', state1: '', country_code: 'SG', latitude: 1.35207, longitude: 103.8199 },
      { city: null, region: null, countryCode: 'SG', latitude: 1.4, longitude: 103.8 },
    ],
    [
      { city: 'Quito', latitude: -0.04, longitude: -78.5 },
      { city: 'Quito', region: null, countryCode: null, latitude: 0, longitude: -78.5 },
    ],
    [
      { city: 'Nowhere', latitude: 12.3 },
      { city: 'Nowhere', region: null, countryCode: null, latitude: null, longitude: null },
    ],
    [
      { city: 'Bad', latitude: 95, longitude: 10 },
      { city: 'Bad', region: null, countryCode: null, latitude: null, longitude: null },
    ],
    [{ country_code: 'India' }, null],
    [{}, null],
    [null, null],
    ['London', null],
    [{ city: 42 }, null],
  ])('%j → %j', (input, expected) => {
    expect(placeFromRecord(input)).toEqual(expected);
  });

  it.each([
    ['Chennai (Kasturba Nagar)', 'Chennai'],
    ['Berkeley (North Berkeley)', 'Berkeley'],
    ['Thiruvananthapuram', 'Thiruvananthapuram'],
    ['  ', null],
    [undefined, null],
  ])('city %j is %j', (input, expected) => {
    expect(cityName(input)).toBe(expected);
  });
});

describe('visit logs from one IP', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const ago = (s: number) => new Date(now.getTime() - s * 1000);
  it.each([
    [{ count: 0, oldestAt: null }, 120, { action: 'allow' }],
    [{ count: 119, oldestAt: ago(59) }, 120, { action: 'allow' }],
    [{ count: 120, oldestAt: ago(45) }, 120, { action: 'refuse', retryAfterSeconds: 15 }],
    [{ count: 500, oldestAt: ago(59.5) }, 120, { action: 'refuse', retryAfterSeconds: 1 }],
    [{ count: 3, oldestAt: ago(0) }, 3, { action: 'refuse', retryAfterSeconds: 60 }],
    [{ count: 3, oldestAt: null }, 3, { action: 'refuse', retryAfterSeconds: 60 }],
  ])('%j with %i a minute → %j', (window, perMinute, gate) => {
    expect(visitLogGate(window, perMinute, now)).toEqual(gate);
  });
});

describe('the timing a browser sends', () => {
  it.each([
    [null, null],
    [{}, null],
    [
      {
        type: 'navigate',
        responseStart: 101.4,
        domContentLoadedEventEnd: 480.6,
        loadEventEnd: 902.2,
        transferSize: 24_310,
      },
      { type: 'navigate', ttfb: 101, dom_content_loaded: 481, load: 902, transfer_size: 24_310 },
    ],
    // Still inside the load event: loadEventEnd is 0, not yet a mark.
    [
      { type: 'reload', responseStart: 50, domContentLoadedEventEnd: 200, loadEventEnd: 0, transferSize: 0 },
      { type: 'reload', ttfb: 50, dom_content_loaded: 200, transfer_size: 0 },
    ],
    [
      {
        type: 'teleport',
        responseStart: -3,
        domContentLoadedEventEnd: 700_000,
        loadEventEnd: Number.NaN,
        transferSize: 1e12,
      },
      null,
    ],
    [
      { responseStart: 500, domContentLoadedEventEnd: 400, loadEventEnd: 900 },
      { ttfb: 500, load: 900 },
    ],
  ])('%j → %j, which the server accepts', (entry, expected) => {
    const timing = timingFromEntry(entry);
    expect(timing).toEqual(expected);
    if (timing) expect(navigationTimingSchema.safeParse(timing).success).toBe(true);
  });
});
