// HTTP figures with autocannon against the real server (own PGlite database, demo catalogue):
// requests per second, median and p99 latency of the JSON calls shoppers hit hardest.
import autocannon from 'autocannon';
import { startTestServer } from '../../tests/support/test-server.ts';

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
  const server = await startTestServer({ seedProducts: options.products ?? 1_600 });
  try {
    const sample = await server.post('api2/allproducts', { limit: 1 });
    const value = sample.body.result[0].value as string;
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
    await server.stop();
  }
}
