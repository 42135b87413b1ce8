// Every page kind's first-load JavaScript within the 120 KB budget (gzipped, as it travels), as
// `npm run bench:web -- --js` measures it (scripts/bench/first-load-js.ts), on the production build.
// A size, not a time: a change that grows what every page loads (a store's code in the first load
// instead of the chunk its first use brings) fails here rather than in the next benchmark run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchGet, firstLoadJs, JS_BUDGET_KB, OTHER_PAGES } from '../../scripts/bench/first-load-js.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let pages: [string, string][];
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 40 });
  const piece = server.services.search.engine.search({ hitsPerPage: 1 }).hits[0]!;
  pages = [
    ['home', '/'],
    ['listing', '/jewellery/rings'],
    ['product', `/${piece.value}`],
    ['checkout', '/checkout'],
    ...OTHER_PAGES,
  ];
});
afterAll(() => server?.stop());

describe('first-load JavaScript', () => {
  it(`is within ${JS_BUDGET_KB} KB gzipped on every kind of page`, async () => {
    const get = fetchGet(server.baseUrl);
    const over: string[] = [];
    for (const [name, path] of pages) {
      const res = await get(path, { accept: 'text/html' });
      expect(res.status, path).toBe(200);
      const { gzipBytes, files } = await firstLoadJs(get, res.body.toString('utf8'));
      expect(files, `${name}: the page names its scripts`).toBeGreaterThan(2);
      if (gzipBytes > JS_BUDGET_KB * 1024) over.push(`${name} (${path}): ${(gzipBytes / 1024).toFixed(1)} KB`);
    }
    expect(over).toEqual([]);
  });
});
