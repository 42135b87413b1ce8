// Builds the storefront when build/ is missing or older than its sources. "Older" is decided by a
// hash of the sources' paths and contents (not mtimes, which a checkout or a copy can reorder),
// stored beside the build once it succeeds. `npm start` and the API tests' global setup call this.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUILD_DIR = path.join(ROOT, 'build');
const STAMP = path.join(BUILD_DIR, '.source-hash');
const OUTPUTS = [path.join(BUILD_DIR, 'server', 'index.js'), path.join(BUILD_DIR, 'client', 'assets')];

/** What the build reads: the app, the pure domain code it imports, static files and the configuration. */
const SOURCE_DIRS = ['app', 'domain', 'public'];
// precompress.ts shapes the output too: a change to it must rebuild.
const SOURCE_FILES = ['react-router.config.ts', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/build/precompress.ts'];

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.test.ts') && !e.name.endsWith('.test.tsx'))
    .map((e) => path.join(e.parentPath, e.name));
}

export function sourceHash(): string {
  const files = [...SOURCE_DIRS.flatMap((d) => listFiles(path.join(ROOT, d))), ...SOURCE_FILES.map((f) => path.join(ROOT, f)).filter((f) => existsSync(f))];
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function buildIsCurrent(hash = sourceHash()): boolean {
  return OUTPUTS.every((f) => existsSync(f)) && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === hash;
}

/**
 * Builds unless the build is current; answers whether it built. Throws when the build fails.
 * quiet: keep the bundler's report to itself unless the build fails (the test run's setup).
 * force: build even when current (`npm run build`).
 */
export async function ensureBuild(log: (message: string) => void = console.log, options: { quiet?: boolean; force?: boolean } = {}): Promise<boolean> {
  const hash = sourceHash();
  if (!options.force && buildIsCurrent(hash)) return false;
  log('Building the storefront (react-router build)…');
  const started = Date.now();
  const cli = path.join(ROOT, 'node_modules', '@react-router', 'dev', 'bin.js');
  const result = spawnSync(process.execPath, [cli, 'build'], {
    cwd: ROOT,
    stdio: ['ignore', options.quiet ? 'pipe' : 'inherit', options.quiet ? 'pipe' : 'inherit'],
    encoding: 'utf8',
    // The client bundle must be React's production build whatever mode the caller runs in.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0 && options.quiet) console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status ?? result.signal})`);
  await precompress(path.join(BUILD_DIR, 'client'));
  writeFileSync(STAMP, `${hash}\n`);
  log(`Storefront built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await ensureBuild(console.log, { force: process.argv.includes('--force') });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
