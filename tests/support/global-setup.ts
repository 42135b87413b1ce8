// Vitest global set-up, once per run in the main process: the storefront build (the API tests render
// pages from it; built only when missing or older than its sources), and a name for the run under
// which the workers share template databases (database-templates.ts), removed when the run ends.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { ensureBuild } from '../../scripts/build/ensure-build.ts';
import { pgliteTemplateRoot, RUN_ENV, serverTemplatePrefix } from './database-templates.ts';

export default async function setup(): Promise<() => Promise<void>> {
  await ensureBuild((message) => console.log(`[storefront] ${message}`), { quiet: true });
  const run = randomBytes(4).toString('hex');
  // The workers are forked after this and inherit the environment.
  process.env[RUN_ENV] = run;
  return async () => {
    rmSync(pgliteTemplateRoot(run), { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const templates = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [serverTemplatePrefix(run)]);
    for (const { datname } of templates.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
