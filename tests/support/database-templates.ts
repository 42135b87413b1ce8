// Template databases: a fresh embedded PostgreSQL costs several seconds of CPU (its initdb, then 40
// migrations, then the demo seed), and the suite starts over a hundred servers. Each catalogue size is
// built once per run instead (the embedded one seeded into a copy of the migrated database, itself
// built once), and every test database starts as a copy of it: the PGlite data directory's tarball
// loaded into memory (about 0.2 s since the templates start from a small cluster, bareCluster; 0.6 s
// before, against 1.3 s for copying its 1,400 files and opening them), or `CREATE DATABASE … TEMPLATE`
// on the PostgreSQL server. The run's global set-up (tests/support/global-setup.ts) names the run and
// removes its templates at the end; outside it (no run name), tests build their databases from nothing
// as before.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../../db/client.ts';
import { seedDemo } from '../../db/seed/demo/seed-demo.ts';

/** What a test database holds before its server starts: the demo catalogue of a size, or nothing. */
export interface DatabaseContent {
  seed: 'demo' | 'none';
  products: number;
}

export const RUN_ENV = 'SUVARNA_TEST_RUN';

/** The run's name, set by the global set-up; undefined when a file runs outside it. */
export const testRunName = (): string | undefined => process.env[RUN_ENV] || undefined;

export const pgliteTemplateRoot = (run: string) => path.join(tmpdir(), `suvarna-templates-${run}`);
/** The run's one picture cache, shared by its test servers (a picture is drawn once per run). */
export const runPictureCache = (run: string) => path.join(tmpdir(), `suvarna-pictures-${run}`);
export const serverTemplatePrefix = (run: string) => `suvarna_tmpl_${run}_`;

const keyOf = (content: DatabaseContent) => (content.seed === 'none' ? 'none' : `demo_${content.products}`);

/** The demo catalogue as `npm start` would seed it (the migrations are the database's opening). */
async function fill(database: Awaited<ReturnType<typeof openDatabase>>, content: DatabaseContent): Promise<void> {
  if (content.seed === 'demo') await seedDemo(database.db, { products: content.products });
}

/**
 * The embedded test databases' buffer pool, in MiB: PostgreSQL prepares all of its default 128 at every
 * start (about 0.15 s of CPU), for databases that hold a few MB (test-server.ts sets it too).
 */
export const TEST_SHARED_BUFFERS_MIB = 16;

/**
 * An empty cluster as the templates start from, made small to load: every test server loads its
 * template's every byte into memory, then PostgreSQL reads its files. initdb's defaults made 63 MB for
 * the demo catalogue of 160 products: two 16 MB WAL segments, mostly zeros, and template0 and
 * template1 (7.4 MB each), which no test server uses (it never creates a database). Here the WAL
 * segments are 1 MB (initdb --wal-segsize) and the template databases are dropped: 21 MB in all
 * (docs/decisions/2026-12-10-small-test-databases.md).
 */
async function bareCluster(): Promise<Blob> {
  const cluster = await PGlite.create('memory://', { initDbStartParams: ['--wal-segsize=1'] });
  try {
    // One statement per call: DROP DATABASE cannot run in the transaction a multi-statement call makes.
    await cluster.query('ALTER DATABASE template1 IS_TEMPLATE false');
    await cluster.query('DROP DATABASE template1');
    await cluster.query('ALTER DATABASE template0 ALLOW_CONNECTIONS true');
    await cluster.query('ALTER DATABASE template0 IS_TEMPLATE false');
    await cluster.query('DROP DATABASE template0');
    await cluster.query('CHECKPOINT');
    return await cluster.dumpDataDir('none');
  } finally {
    await cluster.close();
  }
}

const builtInProcess = new Map<string, Promise<string>>();
const NOTHING: DatabaseContent = { seed: 'none', products: 0 };

/**
 * A PGlite data directory holding `content`, as the tarball PGlite loads (`loadDataDir`): built once
 * per run, read once per database (the workers would otherwise each hold every size's 21 MB).
 */
export async function pgliteSnapshot(run: string, content: DatabaseContent): Promise<Blob> {
  return new Blob([readFileSync(await pgliteTemplate(run, content))]);
}

/**
 * Puts a database holding `content` where a store process's DATA_DIR expects it (a store started as
 * its own process opens a directory).
 */
export async function copyPgliteTemplate(run: string, content: DatabaseContent, dataDir: string): Promise<void> {
  const location = path.join(dataDir, 'pg');
  mkdirSync(location, { recursive: true });
  const database = await PGlite.create(location, { loadDataDir: await pgliteSnapshot(run, content) });
  await database.close();
}

/**
 * The path of the tarball of a PGlite data directory holding `content`, built once per run: the
 * first worker to take the lock (a directory made atomically) builds it; the others wait for it.
 */
function pgliteTemplate(run: string, content: DatabaseContent): Promise<string> {
  const key = keyOf(content);
  let built = builtInProcess.get(key);
  if (!built) {
    built = buildPgliteTemplate(run, key, content);
    builtInProcess.set(key, built);
  }
  return built;
}

async function buildPgliteTemplate(run: string, key: string, content: DatabaseContent): Promise<string> {
  const root = pgliteTemplateRoot(run);
  mkdirSync(root, { recursive: true });
  const ready = path.join(root, `${key}.tar`);
  const lock = `${ready}.lock`;
  for (;;) {
    if (existsSync(ready)) return ready;
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another worker builds it. A lock older than three minutes belongs to a worker that died.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true });
      await sleep(100);
    }
  }
  try {
    // A catalogue is seeded into a copy of the migrated database, built once: the migrations are
    // about 4 s of a template's 4.5 s, the seed 0.1 to 0.7 s.
    const base = content.seed === 'none' ? await bareCluster() : await pgliteSnapshot(run, NOTHING);
    const database = await openDatabase({
      dataDir: 'memory://',
      snapshot: base,
      sharedBuffersMiB: TEST_SHARED_BUFFERS_MIB,
    });
    await fill(database, content);
    const tarball = await database.dump!();
    await database.close();
    const building = `${ready}.building-${randomBytes(4).toString('hex')}`;
    writeFileSync(building, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(building, ready);
    return ready;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The name of a database on the server holding `content`, built once per run under an advisory lock
 * (which also keeps two copies of it from starting at once: PostgreSQL refuses to copy a template
 * another session is using). Runs `then` with the template's name and the connection that holds the
 * lock, while it is held.
 */
export async function withServerTemplate<T>(
  serverUrl: string,
  run: string,
  content: DatabaseContent,
  then: (template: string, admin: pg.Client) => Promise<T>,
): Promise<T> {
  const template = `${serverTemplatePrefix(run)}${keyOf(content)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      // A catalogue is seeded into a copy of the migrated database, as for the embedded templates.
      if (content.seed === 'demo')
        await withServerTemplate(serverUrl, run, NOTHING, (base) =>
          admin.query(`CREATE DATABASE ${template} TEMPLATE ${base}`),
        );
      else await admin.query(`CREATE DATABASE ${template}`);
      const url = new URL(serverUrl);
      url.pathname = `/${template}`;
      const database = await openDatabase({ url: url.toString(), dataDir: '' });
      await fill(database, content);
      await database.close();
    }
    return await then(template, admin);
  } finally {
    await admin.end();
  }
}
