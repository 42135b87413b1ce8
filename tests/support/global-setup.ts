// Vitest global set-up, once per run in the main process whatever projects run: a name for the run
// under which the workers share template databases and one picture cache (database-templates.ts),
// removed when the run ends. The storefront build is the API and browser projects' own set-up (storefront-setup.ts).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { pgliteTemplateRoot, RUN_ENV, runPictureCache, serverTemplatePrefix } from './database-templates.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const run = randomBytes(4).toString('hex');
  // The workers are forked after this and inherit the environment.
  process.env[RUN_ENV] = run;
  return async () => {
    rmSync(pgliteTemplateRoot(run), { recursive: true, force: true });
    rmSync(runPictureCache(run), { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const templates = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [serverTemplatePrefix(run)],
    );
    for (const { datname } of templates.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
