// Every API test gets its own database: a PGlite data directory of its own by default, or, when
// TEST_DATABASE_URL names a PostgreSQL server (CI's second run), a freshly created database with a
// random name that is dropped afterwards, so runs never see each other's data. Given what it should
// hold, the new database is a copy of the run's template of that content (database-templates.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  copyPgliteTemplate,
  pgliteSnapshot,
  testRunName,
  withServerTemplate,
  type DatabaseContent,
} from './database-templates.ts';

export interface TestDatabase {
  /** DATABASE_URL for the server under test, or undefined for PGlite. */
  url: string | undefined;
  /** For PGlite in a run: the template the server's database starts from, in memory (ServiceSeams). */
  snapshot?: Blob;
  drop(): Promise<void>;
}

export async function createTestDatabase(content?: DatabaseContent): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `suvarna_test_${randomBytes(6).toString('hex')}`;
  const run = testRunName();
  if (content && run) {
    await withServerTemplate(serverUrl, run, content, (template, admin) =>
      admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
    );
  } else {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The database of a store about to start, holding `content`: a copy of the run's template on the
 * PostgreSQL server, or the template's tarball for the embedded database to load into memory. Outside
 * a run (no templates) the embedded database is left for the store to build from nothing under its
 * DATA_DIR.
 */
export async function createStoreDatabase(content: DatabaseContent): Promise<TestDatabase> {
  const database = await createTestDatabase(content);
  const run = testRunName();
  return !database.url && run ? { ...database, snapshot: await pgliteSnapshot(run, content) } : database;
}

/**
 * The same for a store started as its own process on `dataDir` (its DATA_DIR): the template's data
 * directory copied there, as a process opens it.
 */
export async function createStoreDatabaseIn(dataDir: string, content: DatabaseContent): Promise<TestDatabase> {
  const database = await createTestDatabase(content);
  const run = testRunName();
  if (!database.url && run) await copyPgliteTemplate(run, content, dataDir);
  return database;
}
