// HTTP figures with autocannon against the real store in its own process (as `npm start` runs it,
// with its own PGlite database and the demo catalogue): requests per second, median and p99 latency
// of the JSON calls shoppers hit hardest. The load generator runs in this process, apart from it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawnStore } from '../../tests/support/spawn-store.ts';

export interface HttpRow {
  call: string;
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  errors: number;
}

function run(url: string, body: unknown, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    method: 'POST',
    connections: 50,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export async function benchHttp(options: { products?: number; seconds?: number } = {}): Promise<HttpRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suvarna-bench-'));
  const server = await spawnStore({ DATA_DIR: dataDir, SEED_PRODUCTS: String(options.products ?? 1_600) });
  try {
    const sample = await fetch(`${server.baseUrl}/api/api2/allproducts`, { method: 'POST', body: JSON.stringify({ limit: 1 }) });
    const value = ((await sample.json()) as { result: { value: string }[] }).result[0]!.value;
    const cases: [string, string, unknown][] = [
      ['api2/product', 'api2/product', { value }],
      ['restproxy (text + 2 facets + counts)', 'restproxy', {
        query: 'diamond',
        hitsPerPage: 40,
        facets: ['category', 'color', 'metal_purity', 'diamond_clarity', 'occasion', 'gender', 'price_band'],
        facetFilters: [['color:rose-gold', 'color:white-gold'], 'category:rings'],
        numericFilters: ['price>=1000', 'price<=400000'],
        page: 0,
      }],
    ];
    const rows: HttpRow[] = [];
    for (const [label, path, body] of cases) {
      await run(`${server.baseUrl}/api/${path}`, body, 2); // warm-up
      const result = await run(`${server.baseUrl}/api/${path}`, body, options.seconds ?? 10);
      rows.push({
        call: label,
        requestsPerSecond: Math.round(result.requests.average),
        medianMs: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    return rows;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
