// `npm run bench:lcp-html`: what the size of a page's HTML does to Lighthouse's simulated LCP, without
// this machine's noise. Lighthouse (mobile preset) loads each page once and keeps what it gathered
// (the trace and the network log, `gatherMode`); the same gathering is then audited again and again
// (`auditMode`) with only the document's transfer size changed: as sent (Brotli), as gzip would have
// sent it, and smaller by the amounts given. The CPU tasks are the same in every audit, so the LCPs
// differ by the network's part alone. Lantern sends 14,600 bytes in a connection's first round trip
// and doubles from there, so the answer comes in steps (docs/decisions/2026-12-01-lcp-brotli-pages.md).
// Options: --pages home,listing,product (default all three); --runs N (gatherings per page, default
// 2); --less 2000,4000 (bytes off the Brotli size, default 2000,4000,6000); --store DIR (another
// checkout's store, with its own build).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from '../build/ensure-build.ts';
import { h2Request, openH2Session } from '../../tests/support/h2-client.ts';
import { writeSelfSignedCert } from '../../tests/support/self-signed-cert.ts';
import { spawnStore } from '../../tests/support/spawn-store.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

interface DevtoolsEvent {
  method: string;
  params: { requestId?: string; type?: string; encodedDataLength?: number };
}

/** The gathering in `dir` copied, with the document's transfer size set to `bytes`. */
function withDocumentSize(dir: string, bytes: number): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'suvarna-lcp-html-'));
  cpSync(dir, copy, { recursive: true });
  const file = path.join(
    copy,
    readdirSync(copy).find((f) => f.endsWith('devtoolslog.json'))!,
  );
  const log = JSON.parse(readFileSync(file, 'utf8')) as DevtoolsEvent[];
  const documentId = log.find((e) => e.method === 'Network.requestWillBeSent' && e.params.type === 'Document')?.params
    .requestId;
  const finished = log.find((e) => e.method === 'Network.loadingFinished' && e.params.requestId === documentId);
  if (!finished) throw new Error('the document is not in the network log');
  finished.params.encodedDataLength = bytes;
  writeFileSync(file, JSON.stringify(log));
  return copy;
}

async function main(): Promise<void> {
  const only = option('--pages')?.split(',');
  const runs = Math.max(1, Number(option('--runs') ?? 2) || 2);
  const less = (option('--less') ?? '2000,4000,6000').split(',').map(Number);
  const storeRoot = option('--store') ? path.resolve(option('--store')!) : undefined;
  if (storeRoot === undefined) await ensureBuild((m) => console.error(m), { quiet: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suvarna-lcp-html-'));
  const cert = await writeSelfSignedCert(dataDir);
  const store = await spawnStore(
    { DATA_DIR: dataDir, TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: cert.keyFile },
    { root: storeRoot },
  );
  const session = await openH2Session(store.baseUrl, cert.cert);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--ignore-certificate-errors',
    ],
  });
  const flags = { port: chrome.port, logLevel: 'error' as const, onlyCategories: ['performance'] };
  const bodyBytes = async (p: string, encoding: string) =>
    (await h2Request(session, p, { headers: { accept: 'text/html', 'accept-encoding': encoding } })).body.byteLength;
  const kept: string[] = [dataDir];
  try {
    const first = JSON.parse(
      (
        await h2Request(session, '/api/api2/allproducts', {
          method: 'POST',
          body: JSON.stringify({ limit: 1 }),
          headers: { 'content-type': 'application/json' },
        })
      ).text(),
    ) as { result: { value: string }[] };
    const pages: [string, string][] = [
      ['home', '/'],
      ['listing', '/jewellery/rings'],
      ['product', `/${first.result[0]!.value}`],
    ];
    for (const [name, pagePath] of pages.filter(([n]) => !only || only.includes(n))) {
      const url = `${store.baseUrl}${pagePath}`;
      const brotli = await bodyBytes(pagePath, 'br');
      const gzip = await bodyBytes(pagePath, 'gzip');
      console.log(
        `\n${name} (${pagePath}): HTML ${await bodyBytes(pagePath, 'identity')} B, Brotli ${brotli} B, gzip ${gzip} B`,
      );
      await lighthouse(url, flags); // the pictures rendered and on disk, as on a running store
      for (let run = 1; run <= runs; run++) {
        const gathered = mkdtempSync(path.join(tmpdir(), 'suvarna-lcp-html-'));
        kept.push(gathered);
        await lighthouse(url, { ...flags, gatherMode: gathered });
        const log = JSON.parse(
          readFileSync(
            path.join(
              gathered,
              readdirSync(gathered).find((f) => f.endsWith('devtoolslog.json'))!,
            ),
            'utf8',
          ),
        ) as DevtoolsEvent[];
        const documentId = log.find((e) => e.method === 'Network.requestWillBeSent' && e.params.type === 'Document')
          ?.params.requestId;
        const sent = log.find((e) => e.method === 'Network.loadingFinished' && e.params.requestId === documentId)
          ?.params.encodedDataLength;
        if (sent === undefined) throw new Error(`${name}: the document is not in the network log`);
        // What went on the wire beyond the body (headers, frames) stays as it was.
        const overhead = sent - brotli;
        const variants: [string, number][] = [
          ['as sent (Brotli)', sent],
          ['gzip', gzip + overhead],
          ...less.map((b): [string, number] => [`Brotli − ${b} B`, sent - b]),
        ];
        console.log(`  gathering ${run}:`);
        for (const [label, bytes] of variants) {
          const dir = withDocumentSize(gathered, bytes);
          kept.push(dir);
          const result = await lighthouse(url, { ...flags, auditMode: dir });
          const metrics = (result?.lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
            ?.items?.[0];
          console.log(
            metrics
              ? `    ${label.padEnd(18)} ${String(bytes).padStart(6)} B: LCP ${Math.round(metrics.largestContentfulPaint!)} ms, FCP ${Math.round(metrics.firstContentfulPaint!)} ms, TBT ${Math.round(metrics.totalBlockingTime!)} ms`
              : `    ${label}: ${result?.lhr.runtimeError?.code ?? 'no metrics'} (gather again)`,
          );
        }
      }
    }
  } finally {
    session.close();
    chrome.kill();
    store.child.kill('SIGTERM');
    await store.exited;
    for (const dir of kept) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
