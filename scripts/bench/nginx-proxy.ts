// nginx as a caching proxy in front of a running store, from a configuration generated in a
// directory of its own (nginx-cache-config.ts): for `npm run bench:cache` and the test that checks
// what a real shared cache keeps (tests/api/page-cache-nginx.test.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../tests/support/spawn-store.ts';
import { ACCESS_LOG, nginxCacheConfig } from './nginx-cache-config.ts';

/** Verdicts of nginx's $upstream_cache_status that served the page from the cache. */
export const CACHE_HITS = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']);

/** Debian's nginx binary (or one on PATH), if installed. */
export function findNginx(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'])
    if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() !== '' ? which.stdout.trim() : undefined;
}

export interface NginxProxy {
  baseUrl: string;
  /** The cache's verdict on each request so far, in order (complete once stopped). */
  verdicts(): string[];
  /** Stops nginx (its buffered access log is written on the way out). */
  stop(): Promise<void>;
}

/** Starts nginx in `dir` in front of the store on `upstreamPort`; resolves once it answers. */
export async function startNginx(binary: string, dir: string, upstreamPort: number): Promise<NginxProxy> {
  const port = await freePort();
  const file = path.join(dir, 'nginx.conf');
  for (const sub of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache'])
    mkdirSync(path.join(dir, sub), { recursive: true });
  writeFileSync(file, nginxCacheConfig({ dir, port, upstreamPort, root: process.getuid?.() === 0 }));
  // -e: the error log from the start, before the configuration is read (else /var/log/nginx).
  const args = ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log')];
  const test = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the generated configuration:\n${test.stderr}`);
  // Its own messages go to error.log; nothing is read from its standard streams.
  const child: ChildProcess = spawn(binary, args, { stdio: 'ignore' });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode}: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    const up = await fetch(`${baseUrl}/robots.txt`).then(
      (r) => r.body?.cancel().then(() => true) ?? true,
      () => false,
    );
    if (up) break;
    if (waited > 10_000) throw new Error('nginx did not start listening within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    verdicts: () => {
      const file = path.join(dir, ACCESS_LOG);
      return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
