// `npm run bench:cache`: the pages every anonymous visitor sees alike, served by the store itself
// against served through nginx's cache in front of it, side by side in one run, with the cache's hit
// ratio (docs/decisions/2026-11-27-page-cache.md). The store runs as `npm start` runs it (production
// build, its own PGlite database with the demo catalogue, the request log to a file); nginx (Debian's
// package) runs from a generated configuration in a temporary directory (nginx-cache-config.ts).
// autocannon, in this process, cycles through home, a listing, a product page, a content page, the
// locator and a size guide with 50 connections, best of `--rounds` runs of `--seconds` each, the
// two alternating so a burst of load from elsewhere falls on both. `-- --quick`: one 3-second round.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawnStore } from '../../tests/support/spawn-store.ts';
import { firstPiece, storeSettled } from './store-ready.ts';
import { CACHE_HITS, findNginx, startNginx, type NginxProxy } from './nginx-proxy.ts';

interface Load {
  pagesPerSecond: number;
  medianMs: number;
  p99Ms: number;
  errors: number;
}

function load(baseUrl: string, paths: readonly string[], seconds: number): Promise<Load> {
  return autocannon({
    url: baseUrl,
    connections: 50,
    duration: seconds,
    // Each connection cycles through the pages, as many shoppers landing on different ones would.
    requests: paths.map((p) => ({ method: 'GET' as const, path: p, headers: { accept: 'text/html' } })),
  }).then((r) => ({
    pagesPerSecond: Math.round(r.requests.average),
    medianMs: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.non2xx,
  }));
}

const best = (a: Load | undefined, b: Load): Load => (a && a.pagesPerSecond >= b.pagesPerSecond ? a : b);

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const argument = (name: string, fallback: number) => {
    const at = process.argv.indexOf(name);
    const value = at === -1 ? fallback : Number(process.argv[at + 1]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number of at least 1`);
    return value;
  };
  const seconds = argument('--seconds', quick ? 3 : 8);
  const rounds = argument('--rounds', quick ? 1 : 2);

  const nginx = findNginx();
  if (nginx === undefined) {
    console.error(
      'bench:cache needs nginx, which is not installed here. On Debian or Ubuntu: `sudo apt-get install -y nginx` ' +
        '(the package only; the bench writes its own configuration and runs nginx without root or the system service).',
    );
    process.exitCode = 1;
    return;
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'suvarna-bench-cache-'));
  console.error('starting the store (production build, demo catalogue)…');
  const store = await spawnStore(
    { DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'info' },
    { logFile: path.join(dir, 'store.log') },
  );
  let proxy: NginxProxy | undefined;
  try {
    await storeSettled(store);
    const product = await firstPiece(store.baseUrl);
    const paths = [
      '/',
      `/jewellery/${product.category}`,
      `/${product.value}`,
      '/about-us',
      '/locations',
      '/education/size-guide/rings-size-guide',
    ];
    for (const p of paths) {
      const res = await fetch(`${store.baseUrl}${p}`, { headers: { accept: 'text/html' } });
      await res.body?.cancel();
      if (res.status !== 200 || !res.headers.get('cache-control')?.startsWith('public'))
        throw new Error(
          `${p}: the store answered ${res.status} with Cache-Control ${res.headers.get('cache-control')}`,
        );
    }

    proxy = await startNginx(nginx, path.join(dir, 'nginx'), Number(new URL(store.baseUrl).port));
    const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.replace('nginx version: ', '').trim();
    console.error(`${version} caching in front of it`);
    // A member's request passes the cache, and is answered as private.
    const member = await fetch(`${proxy.baseUrl}/`, { headers: { authorization: 'Bearer not-a-real-token' } });
    await member.body?.cancel();
    const bypass = `${member.headers.get('x-cache-status')}, ${member.headers.get('cache-control')}`;

    // Warm-up: the JIT and the cache's first copies (they count in the hit ratio as misses).
    await load(store.baseUrl, paths, 2);
    await load(proxy.baseUrl, paths, 2);
    let direct: Load | undefined;
    let cached: Load | undefined;
    for (let round = 0; round < rounds; round++) {
      console.error(`round ${round + 1} of ${rounds}: ${seconds} s each…`);
      direct = best(direct, await load(store.baseUrl, paths, seconds));
      cached = best(cached, await load(proxy.baseUrl, paths, seconds));
    }
    await proxy.stop();
    const verdicts = proxy.verdicts();
    const hits = verdicts.filter((v) => CACHE_HITS.has(v)).length;

    const row = (name: string, l: Load) =>
      `| ${name.padEnd(22)} | ${l.pagesPerSecond.toLocaleString('en-IN').padStart(9)}/s | ${`${l.medianMs} ms`.padStart(7)} | ${`${l.p99Ms} ms`.padStart(7)} | ${String(l.errors).padStart(6)} |`;
    console.log(
      [
        `Anonymous pages, 50 connections, best of ${rounds} × ${seconds} s, cycling ${paths.join(' ')}`,
        '',
        '| served by              |     pages     |  median |     p99 | errors |',
        '|------------------------|---------------|---------|---------|--------|',
        row('the store directly', direct!),
        row("nginx's cache in front", cached!),
        '',
        `Through the cache: ${(cached!.pagesPerSecond / direct!.pagesPerSecond).toFixed(1)}× the store's own rate; ` +
          `hit ratio ${((hits / Math.max(1, verdicts.length)) * 100).toFixed(2)}% ` +
          `(${hits.toLocaleString('en-IN')} of ${verdicts.length.toLocaleString('en-IN')} requests through nginx, warm-up included).`,
        `A request with a bearer token through nginx: ${bypass}.`,
      ].join('\n'),
    );
  } finally {
    await proxy?.stop();
    store.child.kill('SIGTERM');
    await store.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
