// `npm run bench`: one table of the figures DESIGN.md and the issues name. In-process search over
// 10,000 and 100,000 generated products; restproxy and api2/product over HTTP (autocannon, 50
// connections); placed orders per second (generate + confirm, cash on delivery) on PGlite and the
// PostgreSQL server; image resizing per second against raw sharp on the same picture.
import { benchCheckout } from './checkout.ts';
import { benchHttp } from './http.ts';
import { benchImages } from './images.ts';
import { benchSearch } from './search-engines.ts';

interface Line {
  area: string;
  measure: string;
  median: string;
  p99: string;
  rate: string;
}

const ms = (n: number) => `${n} ms`;
const perSecond = (n: number) => `${Math.round(n).toLocaleString('en-IN')}/s`;

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const lines: Line[] = [];

  console.error('search (in process)…');
  for (const row of await benchSearch(quick ? [10_000] : [10_000, 100_000])) {
    lines.push({
      area: 'search, in process',
      measure: `text + 2 facet filters + facet counts, ${row.products.toLocaleString('en-IN')} products`,
      median: ms(row.medianMs),
      p99: ms(row.p99Ms),
      rate: `build ${row.buildMs} ms, heap ${row.heapMiB} MiB`,
    });
  }

  console.error('HTTP (autocannon)…');
  for (const row of await benchHttp({ seconds: quick ? 3 : 10 })) {
    lines.push({ area: 'HTTP, 50 connections', measure: row.call, median: ms(row.medianMs), p99: ms(row.p99Ms), rate: `${perSecond(row.requestsPerSecond)}${row.errors ? `, ${row.errors} errors` : ''}` });
  }

  console.error('checkout (placed orders)…');
  for (const row of await benchCheckout({ orders: quick ? 60 : 200 })) {
    lines.push({
      area: `checkout, ${row.database}`,
      measure: `cash-on-delivery orders placed (generate, code, confirm), 10 shoppers at once, ${row.orders} orders`,
      median: ms(row.medianMs),
      p99: ms(row.p99Ms),
      rate: `${perSecond(row.perSecond)}${row.failures ? `, ${row.failures} failed` : ''}`,
    });
  }

  console.error('images…');
  for (const row of await benchImages()) {
    lines.push({ area: 'images', measure: `${row.case}, ${row.format} ${row.size}px`, median: `${row.meanMs} ms (mean)`, p99: '', rate: perSecond(row.perSecond) });
  }

  const head: Line = { area: 'area', measure: 'measure', median: 'median', p99: 'p99', rate: 'rate / notes' };
  const keys = Object.keys(head) as (keyof Line)[];
  const widths = keys.map((k) => Math.max(head[k].length, ...lines.map((l) => l[k].length)));
  const render = (l: Line) => `| ${keys.map((k, i) => l[k].padEnd(widths[i]!)).join(' | ')} |`;
  console.log([render(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(render)].join('\n'));
}

await main();
