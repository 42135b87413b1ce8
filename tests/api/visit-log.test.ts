// userlog against the real server: the member only from a valid bearer token, the address the server
// saw (the last X-Forwarded-For hop under TRUST_PROXY) and its city from the shipped DB-IP database,
// no place for private addresses, a visit kept when the database fails, the per-IP limit (429 and
// nothing stored), the 30-day address truncation, and bad input refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { registerPerson } from '../support/accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const PER_MINUTE = 5;
let server: TestServer;
let noGeo: TestServer;
beforeAll(async () => {
  [server, noGeo] = await Promise.all([
    startTestServer({
      seedProducts: 10,
      env: { TRUST_PROXY: 'true', VISIT_LOG_RATE_PER_MINUTE: String(PER_MINUTE) },
    }),
    // A geolocation database that cannot be read: lookups fail.
    startTestServer({
      seedProducts: 10,
      env: { TRUST_PROXY: 'true', GEOIP_DIR: '/nonexistent/geoip' },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), noGeo?.stop()]);
});

interface VisitRow {
  visited_page: string;
  not_found: boolean;
  user_id: number | null;
  ip_address: string | null;
  ip_truncated: boolean;
  city: string | null;
  region: string | null;
  country_code: string | null;
  latitude: number | null;
  longitude: number | null;
  address: unknown;
  data: unknown;
}

let serial = 0;
/** A page no other test logs. */
const uniquePage = (base = '/rings') => `${base}?t=${process.pid}-${Date.now().toString(36)}-${++serial}`;
/** An address of its own, in 10/8, for a test (the server trusts the proxy header). */
const privateIp = () => `10.${serial % 250}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const from = (ip: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...headers });

const rowsOf = (s: TestServer, page: string) =>
  queryRows<VisitRow>(s.services.database.db, sql`select * from visit_logs where visited_page = ${page} order by id`);

describe('who visited', () => {
  it('records a member only from a valid bearer token, and ignores a user_id in the body', async () => {
    const { session, auth } = await registerPerson(server);
    const page = uniquePage();
    const res = await server.post(
      'userlog',
      { visited_page: page, user_id: session.user_id + 1000 },
      from(privateIp(), auth),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, result: { logged: true } });
    const [row] = await rowsOf(server, page);
    expect(row!.user_id).toBe(session.user_id);
  });

  it('records a guest when the body claims a member and there is no token', async () => {
    const { session } = await registerPerson(server);
    const page = uniquePage();
    expect(
      (await server.post('userlog', { visited_page: page, user_id: session.user_id }, from(privateIp()))).status,
    ).toBe(200);
    const [row] = await rowsOf(server, page);
    expect(row!.user_id).toBeNull();
  });

  it.each([
    ['an unknown token', { authorization: 'Bearer not-a-real-token' }],
    ['a malformed header', { authorization: 'Basic Zm9vOmJhcg==' }],
    ['a user_id header for someone else', { authorization: 'Bearer nope', user_id: '1' }],
  ])('records a guest for %s (the log is never refused for it)', async (_, headers) => {
    const page = uniquePage();
    const res = await server.post('userlog', { visited_page: page, user_id: 1 }, from(privateIp(), headers));
    expect(res.status).toBe(200);
    const rows = await rowsOf(server, page);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.user_id).toBeNull();
  });

  it.each([0, '0'])('records a guest for the user_id %j the spec’s client sends before a login', async (user_id) => {
    const page = uniquePage();
    const res = await server.post('userlog', { visited_page: page, user_id }, from(privateIp()));
    expect(res.status).toBe(200);
    expect((await rowsOf(server, page))[0]!.user_id).toBeNull();
  });

  it('records a guest for a token that was valid and is no longer (logged out)', async () => {
    const { auth } = await registerPerson(server);
    expect((await server.post('logout', {}, auth)).status).toBe(200);
    const page = uniquePage();
    expect((await server.post('userlog', { visited_page: page }, from(privateIp(), auth))).status).toBe(200);
    expect((await rowsOf(server, page))[0]!.user_id).toBeNull();
  });
});

describe('where from', () => {
  it('stores the address the server saw, never the one the body claims, and no place for it (loopback)', async () => {
    const page = uniquePage('/404');
    const res = await server.post('userlog', {
      visited_page: page,
      not_found: true,
      ip_address: '8.8.8.8',
      latitude: 12.97,
      longitude: 77.59,
      address: { type: 'navigate', ttfb: 40, dom_content_loaded: 300, load: 812, transfer_size: 20_480 },
    });
    expect(res.status).toBe(200);
    const [row] = await rowsOf(server, page);
    expect(row).toMatchObject({
      not_found: true,
      ip_address: '127.0.0.1',
      city: null,
      country_code: null,
      latitude: null,
      longitude: null,
      ip_truncated: false,
    });
    expect(row!.address).toEqual({
      type: 'navigate',
      ttfb: 40,
      dom_content_loaded: 300,
      load: 812,
      transfer_size: 20_480,
    });
  });

  it('resolves a public IPv4 address (the proxy’s last hop) to its city, at a city’s precision', async () => {
    const page = uniquePage();
    // The first hop is the client's to invent; the last is the one our proxy added.
    expect((await server.post('userlog', { visited_page: page }, from('1.2.3.4, 8.8.8.8'))).status).toBe(200);
    const [row] = await rowsOf(server, page);
    // Google's public resolver, in the DB-IP Lite month pinned in package.json.
    expect(row).toMatchObject({
      ip_address: '8.8.8.8',
      city: 'Mountain View',
      region: 'California',
      country_code: 'US',
      latitude: 37.4,
      longitude: -122.1,
      not_found: false,
    });
  });

  it('resolves a public IPv6 address, written in its short form', async () => {
    const page = uniquePage();
    expect((await server.post('userlog', { visited_page: page }, from('2001:4860:4860:0:0:0:0:8888'))).status).toBe(
      200,
    );
    const [row] = await rowsOf(server, page);
    expect(row!.ip_address).toBe('2001:4860:4860::8888');
    expect(row!.country_code).toMatch(/^[A-Z]{2}$/);
    expect(row!.city).toEqual(expect.any(String));
    // One decimal at most.
    expect(Math.round(row!.latitude! * 10) / 10).toBe(row!.latitude);
  });

  it.each(['10.20.30.40', '192.168.1.9', '::1', 'fd12:3456::1', '::ffff:127.0.0.1'])(
    'gives no place to the private address %s',
    async (ip) => {
      const page = uniquePage();
      expect((await server.post('userlog', { visited_page: page }, from(ip))).status).toBe(200);
      const [row] = await rowsOf(server, page);
      expect(row).toMatchObject({ city: null, region: null, country_code: null, latitude: null, longitude: null });
      expect(row!.ip_address).not.toBeNull();
    },
  );

  it('still records the visit, without a place, when the geolocation database fails', async () => {
    const page = uniquePage();
    const res = await noGeo.post('userlog', { visited_page: page }, from('8.8.8.8'));
    expect(res.status).toBe(200);
    const rows = await rowsOf(noGeo, page);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip_address: '8.8.8.8', city: null, country_code: null, latitude: null });
  });
});

describe('a missing piece', () => {
  it('is logged by the server as a 404 with the visitor’s address and place, within the same per-IP limit', async () => {
    const value = `no-such-piece-${process.pid}-${Date.now().toString(36)}`;
    const res = await fetch(`${server.baseUrl}/${value}`, { redirect: 'manual', headers: from('8.8.8.8') });
    expect(res.status).toBe(302);
    const [row] = await rowsOf(server, `/404?from=/${value}`);
    expect(row).toMatchObject({ not_found: true, ip_address: '8.8.8.8', city: 'Mountain View', user_id: null });

    const ip = privateIp();
    for (let i = 0; i < PER_MINUTE; i++)
      expect((await server.post('userlog', { visited_page: uniquePage() }, from(ip))).status).toBe(200);
    const refused = await fetch(`${server.baseUrl}/${value}-again`, { redirect: 'manual', headers: from(ip) });
    // Still sent home; only the log is left out.
    expect(refused.status).toBe(302);
    expect(await rowsOf(server, `/404?from=/${value}-again`)).toHaveLength(0);
  });
});

describe('one IP cannot flood the table', () => {
  it(`keeps ${PER_MINUTE} logs a minute from one IP, then answers 429 and stores nothing; other IPs go on`, async () => {
    const ip = privateIp();
    const page = uniquePage();
    for (let i = 0; i < PER_MINUTE; i++)
      expect((await server.post('userlog', { visited_page: page }, from(ip))).status).toBe(200);
    const refused = await server.post('userlog', { visited_page: page }, from(ip));
    expect(refused.status).toBe(429);
    expect(refused.body.reason).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(server, page)).toHaveLength(PER_MINUTE);
    // A refusal is not counted either: still refused, still nothing more stored.
    expect((await server.post('userlog', { visited_page: page }, from(ip))).status).toBe(429);
    expect(await rowsOf(server, page)).toHaveLength(PER_MINUTE);
    expect((await server.post('userlog', { visited_page: page }, from(privateIp()))).status).toBe(200);
    expect(await rowsOf(server, page)).toHaveLength(PER_MINUTE + 1);
  });

  it('counts a burst in parallel: no more than the limit gets through', async () => {
    const ip = privateIp();
    const page = uniquePage();
    const answers = await Promise.all(
      Array.from({ length: PER_MINUTE + 4 }, () => server.post('userlog', { visited_page: page }, from(ip))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(PER_MINUTE);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(4);
    expect(await rowsOf(server, page)).toHaveLength(PER_MINUTE);
  });
});

describe('addresses are truncated after 30 days', () => {
  it('cuts addresses older than 30 days to /24 or /48, leaves newer ones, and a second pass changes nothing', async () => {
    const db = server.services.database.db;
    const tag = uniquePage('/truncation');
    const rows: [string, string | null, number][] = [
      ['old-v4', '203.0.113.77', 31],
      ['old-v6', '2001:db8:abcd:12:34:56:78:9a', 45],
      ['old-mapped', '::ffff:198.51.100.9', 400],
      ['old-garbage', 'unknown', 31],
      ['old-none', null, 31],
      ['new-v4', '203.0.113.78', 29],
      ['new-v6', '2001:db8:abcd:12::1', 0],
    ];
    for (const [name, ip, days] of rows) {
      await db.execute(
        sql`insert into visit_logs (visited_page, ip_address, created_at) values (${`${tag}&${name}`}, ${ip}, now() - ${days}::int * interval '1 day')`,
      );
    }
    const read = async () =>
      Object.fromEntries(
        (
          await queryRows<{ visited_page: string; ip_address: string | null; ip_truncated: boolean }>(
            db,
            sql`select visited_page, ip_address, ip_truncated from visit_logs where visited_page like ${`${tag}&%`}`,
          )
        ).map((r) => [r.visited_page.slice(tag.length + 1), [r.ip_address, r.ip_truncated]]),
      );
    // Two passes at once, as two instances would run them, then a third.
    const [a, b] = await Promise.all([
      server.services.visits.truncateOldAddresses(),
      server.services.visits.truncateOldAddresses(),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(4);
    const after = await read();
    expect(after).toEqual({
      'old-v4': ['203.0.113.0', true],
      'old-v6': ['2001:db8:abcd::', true],
      'old-mapped': ['198.51.100.0', true],
      'old-garbage': [null, true],
      'old-none': [null, false],
      'new-v4': ['203.0.113.78', false],
      'new-v6': ['2001:db8:abcd:12::1', false],
    });
    expect(await server.services.visits.truncateOldAddresses()).toBe(0);
    expect(await read()).toEqual(after);
  });
});

describe('bad input', () => {
  it.each([
    [{}, 'visited_page: is required'],
    [{ visited_page: '' }, 'visited_page: must not be empty'],
    [{ visited_page: 'x'.repeat(2_049) }, 'visited_page'],
    [{ visited_page: '/', latitude: 91 }, 'latitude: must be at most 90'],
    [{ visited_page: '/', user_id: 'abc' }, 'user_id: must be a member id, or 0 for a guest'],
    [{ visited_page: '/', user_id: -1 }, 'user_id: must be at least 0'],
    [{ visited_page: '/', not_found: 'yes' }, 'not_found'],
    [{ visited_page: '/', address: { ttfb: -1 } }, 'address.ttfb: must be at least 0'],
    [{ visited_page: '/', address: { load: 600_001 } }, 'address.load: must be at most 600000'],
    [{ visited_page: '/', address: { ttfb: 900, load: 100 } }, 'address.load: must not be before ttfb'],
    [{ visited_page: '/', address: { domComplete: 812 } }, 'domComplete'],
    [{ visited_page: '/', data: { blob: 'x'.repeat(9_000) } }, 'data: must be at most 8 KB of JSON'],
    [{ visited_page: '/', admin: true }, 'unknown field admin'],
  ])('refuses %j and stores nothing', async (body, message) => {
    const before = (
      await queryRows<{ n: number }>(server.services.database.db, sql`select count(*)::int as n from visit_logs`)
    )[0]!.n;
    const res = await server.post('userlog', body, from(privateIp()));
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('INVALID_INPUT');
    expect(res.body.message).toContain(message);
    expect(
      (await queryRows<{ n: number }>(server.services.database.db, sql`select count(*)::int as n from visit_logs`))[0]!
        .n,
    ).toBe(before);
  });

  it('says in the OpenAPI document that the body’s user_id is ignored', async () => {
    const doc = (await server.get('/api/openapi.json')).body;
    const description: string = doc.paths['/api/userlog'].post.description;
    expect(description).toContain('`user_id`');
    expect(description).toContain('ignored');
  });
});
