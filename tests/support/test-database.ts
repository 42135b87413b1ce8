// Every API test gets its own database: a PGlite data directory of its own by default, or, when
// TEST_DATABASE_URL names a PostgreSQL server (CI's second run), a freshly created database with a
// random name that is dropped afterwards, so runs never see each other's data. Given what it should
// hold, the new database is a copy of the run's template of that content (database-templates.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  copyPgliteTemplate,
  pgliteTemplate,
  testRunName,
  withServerTemplate,
  type DatabaseContent,
} from './database-templates.ts';

export interface TestDatabase {
  /** DATABASE_URL for the server under test, or undefined for PGlite. */
  url: string | undefined;
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
 * The database of a store about to start on `dataDir` (its DATA_DIR), holding `content`: a copy of
 * the run's template, on the PostgreSQL server or as the embedded database's data directory. Outside
 * a run (no templates) the embedded database is left for the store to build from nothing.
 */
export async function createStoreDatabase(dataDir: string, content: DatabaseContent): Promise<TestDatabase> {
  const database = await createTestDatabase(content);
  const run = testRunName();
  if (!database.url && run) copyPgliteTemplate(await pgliteTemplate(run, content), dataDir);
  return database;
}
