// HTTP figures with autocannon (50 connections): the store in its own process, as `npm start` runs
// it (production build, its own PGlite database with the demo catalogue, the request log on and
// written to a file as a deployment's would be), against the leanest honest node:http server in its
// own process answering the same bytes (scripts/bench/bare-server.ts: a prepared string and `res.end`). This machine is shared and noisy, so the
// figure that counts is the ratio of the two, measured one after the other in the same run, best of
// `rounds` each; the load generator runs in this process, apart from both.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, spawnStore } from '../../tests/support/spawn-store.ts';
import { firstPiece, storeSettled } from './store-ready.ts';

export interface HttpRow {
  call: string;
  answerKiB: number;
  store: Load;
  bare: Load;
  /** Store requests per second over bare node:http's. */
  ratio: number;
  /** The ratio the issues ask for (issue 15; api2/product: issue 25, against the leaner floor). */
  target: number;
}

export interface Load {
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  errors: number;
}

interface Case {
  call: string;
  path: string;
  body: unknown;
  target: number;
}

function load(url: string, body: string, seconds: number): Promise<Load> {
  return autocannon({
    url,
    method: 'POST',
    connections: 50,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body,
  }).then((r) => ({
    requestsPerSecond: Math.round(r.requests.average),
    medianMs: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.non2xx,
  }));
}

const best = (a: Load | undefined, b: Load): Load => (a && a.requestsPerSecond >= b.requestsPerSecond ? a : b);

async function startBare(
  answers: Record<string, unknown>,
  dir: string,
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const file = path.join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts'), file, String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  };
}

export async function benchHttp(options: { seconds?: number; rounds?: number } = {}): Promise<HttpRow[]> {
  const seconds = options.seconds ?? 8;
  const rounds = options.rounds ?? 2;
  const dir = mkdtempSync(path.join(tmpdir(), 'suvarna-bench-'));
  const store = await spawnStore(
    { DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'info' },
    { logFile: path.join(dir, 'store.log') },
  );
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    await storeSettled(store);
    const { value } = await firstPiece(store.baseUrl);
    const cases: Case[] = [
      { call: 'api2/product', path: 'api2/product', body: { value }, target: 0.6 },
      {
        call: 'restproxy "ring", 6 hits',
        path: 'restproxy',
        body: { query: 'ring', hitsPerPage: 6, page: 0 },
        target: 0.5,
      },
      {
        call: 'restproxy, 40 hits, 2 facet filters, 7 facet counts',
        path: 'restproxy',
        body: {
          query: 'diamond',
          hitsPerPage: 40,
          facets: ['category', 'color', 'metal_purity', 'diamond_clarity', 'occasion', 'gender', 'price_band'],
          facetFilters: [['color:rose-gold', 'color:white-gold'], 'category:rings'],
          numericFilters: ['price>=1000', 'price<=400000'],
          page: 0,
        },
        target: 0.7,
      },
    ];
    // The bare server answers each case on its own path, with the store's answer to that case.
    const answers: Record<string, unknown> = {};
    const sizes: number[] = [];
    for (const [i, c] of cases.entries()) {
      const res = await fetch(`${store.baseUrl}/api/${c.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(c.body),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${c.call}: the store answered ${res.status}: ${text.slice(0, 200)}`);
      answers[`/case/${i}`] = JSON.parse(text);
      sizes.push(Buffer.byteLength(text));
    }
    bare = await startBare(answers, dir);
    const rows: HttpRow[] = [];
    for (const [i, c] of cases.entries()) {
      const body = JSON.stringify(c.body);
      const storeUrl = `${store.baseUrl}/api/${c.path}`;
      const bareUrl = `${bare.baseUrl}/case/${i}`;
      await load(storeUrl, body, 2); // warm-up: the JIT, the answer's code paths
      await load(bareUrl, body, 2);
      let s: Load | undefined;
      let b: Load | undefined;
      // Alternate the two so a burst of load from elsewhere on the machine falls on both.
      for (let round = 0; round < rounds; round++) {
        s = best(s, await load(storeUrl, body, seconds));
        b = best(b, await load(bareUrl, body, seconds));
      }
      rows.push({
        call: c.call,
        answerKiB: Math.round((sizes[i]! / 1024) * 10) / 10,
        store: s!,
        bare: b!,
        ratio: Math.round((s!.requestsPerSecond / b!.requestsPerSecond) * 100) / 100,
        target: c.target,
      });
    }
    return rows;
  } finally {
    await bare?.stop();
    store.child.kill('SIGTERM');
    await store.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}
