// Server render figures for `npm run bench`: home, a listing and a product page rendered by the store
// as `npm start` runs it (production build, demo catalogue, request log on), each beside its floor,
// bare React rendering the same tree from the same loader data (scripts/bench/render-floor.ts).
//
// Every request is a cache miss. The store keeps no rendered page: page-cache-policy.ts only decides
// the Cache-Control a shared cache in front may use, and a request without If-None-Match gets the
// page rendered and its bytes sent (with one, the page is still rendered, then answered 304). So the
// requests here are what a CDN or nginx sends on a miss: anonymous GETs asking for gzip. What the store
// does keep is the gzip of a page's exact bytes, by their tag (shared-page.ts): the page is rendered,
// hashed and tagged each time, and only compressing the same bytes again is saved, as it is when a
// cache's copy of an unchanged page runs out of freshness.
//
// Requests go one at a time, so each time is one render alone. Pages per second per core are pages
// over the CPU time the store's process spent meanwhile (all its threads: gzip runs on libuv's), read
// from /proc; the floor's, pages over its own CPU time. The ratio of the two is what --check compares:
// CPU time moves less than wall time when other work shares the machine.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { spawnStore } from '../../tests/support/spawn-store.ts';
import { firstPiece, storeSettled } from './store-ready.ts';
import type { FloorRow } from './render-floor.ts';

export interface RenderFigures {
  medianMs: number;
  p99Ms: number;
  pagesPerCoreSecond: number;
}

export interface RenderRow {
  page: string;
  path: string;
  store: RenderFigures;
  floor: RenderFigures;
  /** Store pages per core-second over the floor's. */
  ratio: number;
  /** The page's HTML, and whether the floor rendered exactly the bytes the store sent. */
  bytes: number;
  sameBytes: boolean;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const round2 = (n: number) => Math.round(n * 100) / 100;

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User and system CPU seconds of a process so far (Linux /proc). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces: count fields after its closing parenthesis (utime is field 14).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function storeTimes(baseUrl: string, pid: number, pagePath: string, warmUp: number, samples: number) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${pagePath}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${pagePath}: the store answered ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < warmUp; i++) await once();
  const times: number[] = [];
  const cpuBefore = cpuSeconds(pid);
  for (let i = 0; i < samples; i++) times.push(await once());
  const cpu = cpuSeconds(pid) - cpuBefore;
  times.sort((a, b) => a - b);
  return {
    medianMs: round2(quantile(times, 0.5)),
    p99Ms: round2(quantile(times, 0.99)),
    pagesPerCoreSecond: Math.round(samples / cpu),
  };
}

function runFloor(
  dataDir: string,
  port: string,
  warmUp: number,
  samples: number,
  paths: string[],
): Promise<FloorRow[]> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'render-floor.ts'),
      dataDir,
      port,
      String(warmUp),
      String(samples),
      ...paths,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`render-floor.ts exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)!) as FloorRow[]);
    });
  });
}

export async function benchRender(options: { samples?: number; warmUp?: number } = {}): Promise<RenderRow[]> {
  const samples = options.samples ?? 200;
  const warmUp = options.warmUp ?? 30;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suvarna-bench-render-'));
  try {
    const store = await spawnStore(
      { DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: 'info' },
      { logFile: path.join(dataDir, 'store.log') },
    );
    const pages: [string, string][] = [
      ['home', '/'],
      ['listing', '/jewellery/rings'],
    ];
    const measured = new Map<string, RenderFigures & { sha256: string }>();
    try {
      await storeSettled(store);
      const { value } = await firstPiece(store.baseUrl);
      pages.push(['product', `/${value}`]);
      for (const [, pagePath] of pages) {
        // The bytes as sent, for the floor to match: no gzip.
        const page = await fetch(`${store.baseUrl}${pagePath}`, { headers: { 'accept-encoding': 'identity' } });
        const buf = Buffer.from(await page.arrayBuffer());
        const sha256 = createHash('sha256').update(buf).digest('hex');
        measured.set(pagePath, {
          ...(await storeTimes(store.baseUrl, store.child.pid!, pagePath, warmUp, samples)),
          sha256,
        });
      }
    } finally {
      store.child.kill('SIGTERM');
      await store.exited;
    }
    const floors = await runFloor(
      path.join(dataDir, 'data'),
      new URL(store.baseUrl).port,
      warmUp,
      samples,
      pages.map(([, p]) => p),
    );
    return pages.map(([page, pagePath], i) => {
      const s = measured.get(pagePath)!;
      const f = floors[i]!;
      return {
        page,
        path: pagePath,
        store: { medianMs: s.medianMs, p99Ms: s.p99Ms, pagesPerCoreSecond: s.pagesPerCoreSecond },
        floor: { medianMs: f.medianMs, p99Ms: f.p99Ms, pagesPerCoreSecond: f.pagesPerCoreSecond },
        ratio: Math.round((s.pagesPerCoreSecond / f.pagesPerCoreSecond) * 1000) / 1000,
        bytes: f.bytes,
        sameBytes: f.sha256 === s.sha256,
      };
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
