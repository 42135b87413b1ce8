// Data written before a kill -9 is there after a restart, the demo seed runs only into an empty
// database, and SIGTERM stops the store cleanly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { spawnStore } from '../support/spawn-store.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'suvarna-restart-'));
let database: TestDatabase | undefined;
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

async function post(baseUrl: string, apiPath: string, body: unknown) {
  const res = await fetch(`${baseUrl}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** Reads the marker straight from the database (PGlite: only once the store has let go of it). */
async function markerCount(): Promise<unknown> {
  const db = await openDatabase({ url: database?.url, dataDir });
  try {
    const rows = await queryRows(
      db.db,
      sql`select count(*)::int as n from visit_logs where visited_page = '/restart-marker'`,
    );
    return rows[0];
  } finally {
    await db.close();
  }
}

describe('restart', () => {
  it('keeps what was written before a kill -9, and seeds only once', async () => {
    database = await createTestDatabase();
    // A few pieces are enough to show the catalogue unchanged after the restart; each one more is
    // seeded (pictures, variants, prices) by the first start under test.
    const env = { DATA_DIR: dataDir, SEED_PRODUCTS: '5', ...(database.url ? { DATABASE_URL: database.url } : {}) };

    const first = await spawnStore(env);
    expect(first.output()).toContain('demo catalogue seeded');
    const before = await post(first.baseUrl, 'api2/allproducts', { limit: 100 });
    const logged = await post(first.baseUrl, 'userlog', { visited_page: '/restart-marker', data: { n: 1 } });
    expect(logged.status).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await spawnStore(env);
    try {
      expect(second.output()).not.toContain('demo catalogue seeded');
      const after = await post(second.baseUrl, 'api2/allproducts', { limit: 100 });
      expect(after.body.nbHits).toBe(before.body.nbHits);
      expect(after.body.result.map((p: any) => p.sku)).toEqual(before.body.result.map((p: any) => p.sku));
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
    // The visit written just before the kill survived it and the restart.
    expect(await markerCount()).toEqual({ n: 1 });
  }, 120_000);
});
