// The embedded database as the tests' servers open it: its buffer pool comes from
// PGLITE_SHARED_BUFFERS_MB, and the run's templates (tests/support/database-templates.ts) start small,
// since every test server loads its template's every byte: 1 MB WAL segments, no template databases.
// Neither applies to a PostgreSQL server (TEST_DATABASE_URL), which the store only connects to.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { TEST_SHARED_BUFFERS_MIB } from '../support/database-templates.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.stop())));

async function started(env?: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer({ env: { SEED: 'none', ...env } });
  servers.push(server);
  return server;
}

const setting = async (server: TestServer, name: string) =>
  (await queryRows<Record<string, string>>(server.services.database.db, sql.raw(`SHOW ${name}`)))[0]![name];

describe.skipIf(onServer)('the embedded database of a test server', () => {
  it('has the buffer pool PGLITE_SHARED_BUFFERS_MB names', async () => {
    expect(await setting(await started(), 'shared_buffers')).toBe(`${TEST_SHARED_BUFFERS_MIB}MB`);
    expect(await setting(await started({ PGLITE_SHARED_BUFFERS_MB: '24' }), 'shared_buffers')).toBe('24MB');
  });

  it('starts from a template with 1 MB WAL segments and no template databases', async () => {
    const server = await started();
    expect(await setting(server, 'wal_segment_size')).toBe('1MB');
    const databases = await queryRows<{ datname: string }>(
      server.services.database.db,
      sql`select datname from pg_database order by datname`,
    );
    expect(databases.map((d) => d.datname)).toEqual(['postgres']);
  });
});
