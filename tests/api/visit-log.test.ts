// userlog: page views and 404s are recorded with the address the server saw, bad input is refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 10 });
});
afterAll(() => server?.stop());

describe('userlog', () => {
  it('records a visit with the server-seen address, not the claimed one', async () => {
    const res = await server.post('userlog', {
      visited_page: '/404?from=/no-such-ring',
      ip_address: '8.8.8.8',
      address: { domComplete: 812 },
      latitude: 12.97,
      longitude: 77.59,
      user_id: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, result: { logged: true } });
    const rows = await queryRows<{ ip_address: string; latitude: number; address: unknown }>(
      server.services.database.db,
      sql`select ip_address, latitude, address from visit_logs where visited_page = '/404?from=/no-such-ring'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ip_address).toMatch(/127\.0\.0\.1/);
    expect(rows[0]!.address).toEqual({ domComplete: 812 });
  });

  it.each([
    [{}, 'visited_page: is required'],
    [{ visited_page: '' }, 'visited_page: must not be empty'],
    [{ visited_page: '/', latitude: 91 }, 'latitude: must be at most 90'],
    [{ visited_page: '/', user_id: 'abc' }, 'user_id'],
    [{ visited_page: '/', data: { blob: 'x'.repeat(9_000) } }, 'data: must be at most 8 KB of JSON'],
    [{ visited_page: '/', admin: true }, 'unknown field admin'],
  ])('refuses %j', async (body, message) => {
    const res = await server.post('userlog', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});
