// Template databases: a fresh embedded PostgreSQL costs several seconds of CPU (its initdb, then 15+
// migrations, then the demo seed), and the suite starts over a hundred servers. Each catalogue size is
// built once per run instead, and every test database starts as a copy of it: the PGlite data
// directory's tarball loaded into memory (about 0.6 s, against 1.3 s for copying its 1,400 files and
// opening them), or `CREATE DATABASE … TEMPLATE` on the PostgreSQL server. The run's global set-up
// (tests/support/global-setup.ts) names the run and removes its templates at the end; outside it
// (no run name), tests build their databases from nothing as before.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** Migrations, then the demo catalogue as `npm start` would seed it. */
async function fill(database: Awaited<ReturnType<typeof openDatabase>>, content: DatabaseContent): Promise<void> {
  if (content.seed === 'demo') await seedDemo(database.db, { products: content.products });
}

const builtInProcess = new Map<string, Promise<string>>();

/** The template's data directory as a tarball, beside its directory. */
const SNAPSHOT = 'snapshot.tar';

/**
 * A PGlite data directory holding `content`, as the tarball PGlite loads (`loadDataDir`): built once
 * per run, read once per database (the workers would otherwise each hold every size's 45 MB).
 */
export async function pgliteSnapshot(run: string, content: DatabaseContent): Promise<Blob> {
  const template = await pgliteTemplate(run, content);
  return new Blob([readFileSync(path.join(template, SNAPSHOT))]);
}

/**
 * Copies the template holding `content` to where a store process's DATA_DIR expects its database (a
 * store started as its own process opens a directory).
 */
export async function copyPgliteTemplate(run: string, content: DatabaseContent, dataDir: string): Promise<void> {
  cpSync(path.join(await pgliteTemplate(run, content), 'pg'), path.join(dataDir, 'pg'), { recursive: true });
}

/**
 * The directory of a template holding `content` (its data directory `pg` and that directory's
 * tarball), built once per run: the first worker to take the lock (a directory made atomically)
 * builds it; the others wait for it.
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
  const ready = path.join(root, key);
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
    const building = path.join(root, `${key}.building-${randomBytes(4).toString('hex')}`);
    const database = await openDatabase({ dataDir: building });
    await fill(database, content);
    await database.close();
    // Opened again, closed as it is: the tarball of a database at rest.
    const closed = await PGlite.create(path.join(building, 'pg'));
    writeFileSync(
      path.join(building, SNAPSHOT),
      new Uint8Array(await (await closed.dumpDataDir('none')).arrayBuffer()),
    );
    await closed.close();
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
      await admin.query(`CREATE DATABASE ${template}`);
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
