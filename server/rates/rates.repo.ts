// The metal rates desk's SQL (docs/decisions/2026-11-27-metal-rates.md). Applying rates is set-based:
// one SELECT of the variants of the metals given (locked), prices computed by the pure rule in
// process, then one statement that keeps each moved variant's old prices (variant_price_changes, read
// by the checkout's price hold) and writes the new ones from arrays, whatever the number of variants.
// The variants' trigger notifies catalog_changed per piece, delivered at commit (db/migrations/0001).
import { sql, type SQL } from 'drizzle-orm';
import { asDate, rows, type Runner } from '../../db/runner.ts';
import { RATE_CHART_DAYS } from '../../domain/rates/metal-rates.ts';

export interface CurrentRate {
  metal: string;
  purity: string;
  ratePerGram: number;
  setAt: Date;
}

export interface RateChangeRow {
  metal: string;
  purity: string;
  ratePerGram: number;
  previousRate: number | null;
  setAt: Date;
  setBy: string | null;
  confirmed: string | null;
  variantsRepriced: number;
}

/** A variant priced by a metal's rate, with what its price is built from. */
export interface PricedVariant {
  id: number;
  variantId: string;
  product: string;
  sku: string;
  metal: string;
  purity: string;
  metalWeight: number;
  diamondPrice: number;
  gemstonePrice: number;
  makingCharge: number;
  gst: number;
  offerprice: number;
  price: number;
  metalPrice: number;
}

export interface NewPrice {
  id: number;
  metalPrice: number;
  offerprice: number;
  price: number;
}

/** A Postgres array literal of whole numbers: one parameter, however many values (a list of parameters tops out at 65,535). */
const intArray = (values: readonly number[]): string => `{${values.join(',')}}`;

const keysMatch = (keys: readonly { metal: string; purity: string }[]): SQL =>
  sql.join(
    keys.map((k) => sql`(v.metal_type = ${k.metal} AND v.metal_purity = ${k.purity})`),
    sql` OR `,
  );

export function createRatesRepo() {
  return {
    async current(q: Runner): Promise<CurrentRate[]> {
      const found = await rows<{ metal: string; purity: string; rate: number; at: unknown }>(
        q,
        sql`SELECT metal, purity, rate_per_gram AS rate, updated_at AS at FROM metal_rates`,
      );
      return found.map((r) => ({
        metal: r.metal,
        purity: r.purity,
        ratePerGram: Number(r.rate),
        setAt: asDate(r.at)!,
      }));
    },

    /** The current rates of the keys, locked: two staff applying at once queue here, the second judged against the first. */
    async lockCurrent(q: Runner, keys: readonly { metal: string; purity: string }[]): Promise<Map<string, number>> {
      const found = await rows<{ metal: string; purity: string; rate: number }>(
        q,
        sql`SELECT metal, purity, rate_per_gram AS rate FROM metal_rates
             WHERE (metal, purity) IN (${sql.join(
               keys.map((k) => sql`(${k.metal}, ${k.purity})`),
               sql`, `,
             )}) ORDER BY metal, purity FOR UPDATE`,
      );
      return new Map(found.map((r) => [`${r.metal} ${r.purity}`, Number(r.rate)]));
    },

    /** Every rate set in the last 90 days, newest first. */
    async history(q: Runner): Promise<RateChangeRow[]> {
      const found = await rows<{
        metal: string;
        purity: string;
        rate: number;
        previous: number | null;
        at: unknown;
        by: string | null;
        confirmed: string | null;
        repriced: number;
      }>(
        q,
        sql`SELECT c.metal, c.purity, c.rate_per_gram AS rate, c.previous_rate AS previous, c.set_at AS at, s.name AS by,
                   c.confirmed, c.variants_repriced AS repriced
              FROM metal_rate_changes c LEFT JOIN staff s ON s.id = c.set_by
             WHERE c.set_at > now() - make_interval(days => ${RATE_CHART_DAYS})
             ORDER BY c.set_at DESC, c.id DESC LIMIT 2000`,
      );
      return found.map((r) => ({
        metal: r.metal,
        purity: r.purity,
        ratePerGram: Number(r.rate),
        previousRate: r.previous === null ? null : Number(r.previous),
        setAt: asDate(r.at)!,
        setBy: r.by,
        confirmed: r.confirmed,
        variantsRepriced: Number(r.repriced),
      }));
    },

    /**
     * The variants on sale priced by these metals, by id. Not locked row by row (100,000 tuple locks
     * would double the apply's writes): the apply holds the rates' rows, and no other writer moves a
     * variant's price columns (reviews set `rating`, the checkout moves products' stock).
     */
    async pricedVariants(q: Runner, keys: readonly { metal: string; purity: string }[]): Promise<PricedVariant[]> {
      const found = await rows<Record<keyof PricedVariant, unknown>>(
        q,
        sql`SELECT v.id, v.variant_id AS "variantId", p.name AS product, p.sku, v.metal_type AS metal, v.metal_purity AS purity,
                   v.metal_weight AS "metalWeight", v.diamond_price AS "diamondPrice", v.gemstone_price AS "gemstonePrice",
                   v.making_charge AS "makingCharge", v.gst, v.offerprice, v.price, v.metal_price AS "metalPrice"
              FROM variants v JOIN products p ON p.id = v.product_id
             WHERE v.offerprice > 0 AND (${keysMatch(keys)})
             ORDER BY v.id`,
      );
      return found.map((r) => ({
        id: Number(r.id),
        variantId: String(r.variantId),
        product: String(r.product),
        sku: String(r.sku),
        metal: String(r.metal),
        purity: String(r.purity),
        metalWeight: Number(r.metalWeight),
        diamondPrice: Number(r.diamondPrice),
        gemstonePrice: Number(r.gemstonePrice),
        makingCharge: Number(r.makingCharge),
        gst: Number(r.gst),
        offerprice: Number(r.offerprice),
        price: Number(r.price),
        metalPrice: Number(r.metalPrice),
      }));
    },

    /**
     * The new prices in one statement: the old ones of each variant that moves are kept first (the
     * CTE reads the snapshot before the update), then the variants are written. Answers how many moved.
     */
    async writePrices(q: Runner, prices: readonly NewPrice[]): Promise<number> {
      if (prices.length === 0) return 0;
      const [done] = await rows<{ n: number }>(
        q,
        sql`WITH n AS (
              SELECT * FROM unnest(${intArray(prices.map((p) => p.id))}::int[], ${intArray(prices.map((p) => p.metalPrice))}::int[],
                                   ${intArray(prices.map((p) => p.offerprice))}::int[], ${intArray(prices.map((p) => p.price))}::int[])
                       AS n(id, metal_price, offerprice, price)
            ), kept AS (
              INSERT INTO variant_price_changes (variant_id, offerprice, price, metal_price)
              SELECT v.id, v.offerprice, v.price, v.metal_price FROM variants v JOIN n ON n.id = v.id
               WHERE (v.offerprice, v.price, v.metal_price) IS DISTINCT FROM (n.offerprice, n.price, n.metal_price)
            ), moved AS (
              UPDATE variants v SET metal_price = n.metal_price, offerprice = n.offerprice, price = n.price, updated_at = now()
                FROM n WHERE v.id = n.id
                 AND (v.offerprice, v.price, v.metal_price) IS DISTINCT FROM (n.offerprice, n.price, n.metal_price)
              RETURNING v.id
            )
            SELECT count(*)::int AS n FROM moved`,
      );
      return Number(done?.n ?? 0);
    },

    /** Today's rate of a key, and its row in the history. */
    async setRate(
      q: Runner,
      change: {
        metal: string;
        purity: string;
        ratePerGram: number;
        previousRate: number | null;
        staffId: number;
        confirmed: string | null;
        repriced: number;
      },
    ): Promise<RateChangeRow> {
      await q.execute(
        sql`INSERT INTO metal_rates (metal, purity, rate_per_gram, updated_at, set_by)
            VALUES (${change.metal}, ${change.purity}, ${change.ratePerGram}, now(), ${change.staffId})
            ON CONFLICT (metal, purity) DO UPDATE SET rate_per_gram = EXCLUDED.rate_per_gram, updated_at = now(), set_by = EXCLUDED.set_by`,
      );
      const [row] = await rows<{ at: unknown; by: string | null }>(
        q,
        sql`INSERT INTO metal_rate_changes (metal, purity, rate_per_gram, previous_rate, set_by, confirmed, variants_repriced)
            VALUES (${change.metal}, ${change.purity}, ${change.ratePerGram}, ${change.previousRate}, ${change.staffId}, ${change.confirmed}, ${change.repriced})
            RETURNING set_at AS at, (SELECT name FROM staff WHERE id = ${change.staffId}) AS by`,
      );
      return {
        metal: change.metal,
        purity: change.purity,
        ratePerGram: change.ratePerGram,
        previousRate: change.previousRate,
        setAt: asDate(row!.at)!,
        setBy: row!.by,
        confirmed: change.confirmed,
        variantsRepriced: change.repriced,
      };
    },
  };
}
export type RatesRepo = ReturnType<typeof createRatesRepo>;
