// Applying a metal rate at 1,00,000 variants (issue 24: under 10 s on this machine): the rates desk's
// own service (server/rates/rates.service.ts) applies a new 18K rate in its one transaction, every
// variant repriced, on PGlite and (when one answers on 127.0.0.1:5432) a PostgreSQL server database
// of its own. The pieces are written by INSERT … SELECT before the clock starts; the catalogue trigger
// that notifies catalog_changed runs as it does in the store.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { createRatesRepo } from '../../server/rates/rates.repo.ts';
import { createRatesService } from '../../server/rates/rates.service.ts';
import { serverDatabase } from './checkout.ts';

export interface RatesRow {
  database: string;
  variants: number;
  applyMs: number;
  repriced: number;
  load: string;
}

const VARIANTS_PER_PIECE = 5;

async function runOn(database: string, url: string | undefined, count: number): Promise<RatesRow> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suvarna-bench-rates-'));
  const opened = await openDatabase({ url, dataDir });
  try {
    const db = opened.db;
    const pieces = Math.ceil(count / VARIANTS_PER_PIECE);
    await db.execute(
      sql`INSERT INTO categories (slug, name, seo_title, seo_description, seo_keywords, banner_title, banner_content)
          VALUES ('bench', 'Bench', 'Bench', 'Bench', 'bench', 'Bench', 'Bench')`,
    );
    await db.execute(
      sql.raw(`INSERT INTO products (value, name, sku, category_slug, seo_title, seo_description, seo_keywords)
               SELECT 'bench-piece-' || i, 'Bench piece ' || i, 'BENCH' || i, 'bench', 't', 'd', 'k' FROM generate_series(1, ${pieces}) AS i`),
    );
    // Weights 1.000 to 30.999 g, stones on one in three, making from ₹750; priced at ₹6,950 a gram.
    await db.execute(
      sql.raw(`INSERT INTO variants (product_id, variant_id, position, color, image, alt, metal_weight, metal_purity, metal_type,
                                     diamond_price, making_charge, metal_price, offerprice, price)
               SELECT p.id, 'BV' || p.id || '-' || k, k, 'Yellow', 'x.jpg', 'x', w, '18K', 'Gold', d, m, round(w * 6950),
                      (round(w * 6950) + d + m) + round((round(w * 6950) + d + m) * 0.03),
                      ((round(w * 6950) + d + m) + round((round(w * 6950) + d + m) * 0.03)) * 118 / 100
                 FROM products p, generate_series(1, ${VARIANTS_PER_PIECE}) AS k,
                      LATERAL (SELECT 1 + ((p.id * 7 + k * 13) % 30000) / 1000.0 AS w,
                                      CASE WHEN (p.id + k) % 3 = 0 THEN 25000 + (p.id % 50) * 1000 ELSE 0 END AS d,
                                      750 + (p.id % 40) * 100 AS m) x`),
    );
    await db.execute(sql`INSERT INTO metal_rates (metal, purity, rate_per_gram) VALUES ('Gold', '18K', 6950)`);
    const [staff] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO staff (email, name, role) VALUES ('bench@suvarna.example', 'Bench', 'catalogue') RETURNING id`,
    );
    await db.execute(sql`ANALYZE variants`);
    const rates = createRatesService({ db, repo: createRatesRepo(), logger: pino({ level: 'silent' }) });
    const [{ n }] = (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM variants`)) as [
      { n: number },
    ];
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const t0 = performance.now();
    const done = await rates.apply(
      { rates: [{ metal: 'Gold', purity: '18K', rate_per_gram: 7_150 }], confirm: false },
      staff!.id,
    );
    const applyMs = performance.now() - t0;
    if (!done.ok) throw new Error(`the rate was refused: ${done.message}`);
    return { database, variants: Number(n), applyMs: Math.round(applyMs), repriced: done.value.repriced, load };
  } finally {
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchRates(options: { variants?: number } = {}): Promise<RatesRow[]> {
  const count = options.variants ?? 100_000;
  const rows = [await runOn('PGlite', undefined, count)];
  const server = await serverDatabase();
  if (server) {
    try {
      rows.push(await runOn('PostgreSQL server', server.url, count));
    } finally {
      await server.drop();
    }
  }
  return rows;
}
