// Today's metal rates (docs/decisions/2026-11-27-metal-rates.md): the preview of every variant's price at
// new rates, and applying them in one transaction: the rates locked, the variants of those metals
// read and repriced by one pure rule (domain/rates/reprice.ts), written in one statement, each rate's
// change kept in the history and the act in the audit with the rates before and after. A rate of zero
// or one more than 20% from the last is applied only with `confirm` (domain/rates/rate-checks.ts).
// The shop follows through catalog_changed at commit; a shopper at checkout keeps the prices they saw
// for 15 minutes (server/checkout/price-hold.ts).
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { ok, refuse, type Outcome } from '../../domain/api/outcome.ts';
import type {
  RateApplyAnswer,
  RateApplyBody,
  RateHistoryRow,
  RatePreviewAnswer,
  RatePreviewBody,
  RatesAnswer,
} from '../../domain/rates/api-schemas.ts';
import { PREVIEW_PAGE_SIZE, RATE_KEYS, rateKeyOf } from '../../domain/rates/metal-rates.ts';
import { rateWarnings, warningText, type RateInput } from '../../domain/rates/rate-checks.ts';
import { RATE_REASONS, type RateReason } from '../../domain/rates/reasons.ts';
import { repriceVariant } from '../../domain/rates/reprice.ts';
import { recordAudit } from '../audit/audit.ts';
import type { NewPrice, PricedVariant, RateChangeRow, RatesRepo } from './rates.repo.ts';

export interface RatesDeps {
  db: Db;
  repo: RatesRepo;
  logger: Logger;
}

const historyView = (r: RateChangeRow): RateHistoryRow => ({
  metal: r.metal,
  purity: r.purity,
  rate_per_gram: r.ratePerGram,
  previous_rate: r.previousRate,
  set_at: r.setAt.toISOString(),
  set_by: r.setBy,
  confirmed: r.confirmed,
  variants_repriced: r.variantsRepriced,
});

/** Each variant's new prices at the rates given (every variant passed is priced by one of them). */
function reprice(variants: readonly PricedVariant[], rates: readonly RateInput[]): NewPrice[] {
  const rateOf = new Map(rates.map((r) => [rateKeyOf(r), r.rate_per_gram]));
  return variants.map((v) => {
    const out = repriceVariant({
      metalWeight: v.metalWeight,
      ratePerGram: rateOf.get(rateKeyOf(v))!,
      diamondPrice: v.diamondPrice,
      gemstonePrice: v.gemstonePrice,
      makingCharge: v.makingCharge,
      gstPercent: v.gst,
      offerprice: v.offerprice,
      price: v.price,
    });
    return { id: v.id, metalPrice: out.metalPrice, offerprice: out.offerprice, price: out.price };
  });
}

const moved = (v: PricedVariant, n: NewPrice) =>
  v.offerprice !== n.offerprice || v.price !== n.price || v.metalPrice !== n.metalPrice;

export function createRatesService({ db, repo, logger }: RatesDeps) {
  async function warningsFor(rates: readonly RateInput[], last: ReadonlyMap<string, number>) {
    return rateWarnings(rates, last).map((w) => ({ ...w, text: warningText(w) }));
  }

  return {
    /** Today's rate of every metal the store prices by, and the last 90 days of changes. */
    async today(): Promise<RatesAnswer> {
      const [current, history] = await Promise.all([repo.current(db), repo.history(db)]);
      const byKey = new Map(current.map((r) => [rateKeyOf(r), r]));
      return {
        rates: RATE_KEYS.map((k) => {
          const found = byKey.get(rateKeyOf(k));
          return {
            metal: k.metal,
            purity: k.purity,
            label: k.label,
            rate_per_gram: found?.ratePerGram ?? null,
            set_at: found?.setAt.toISOString() ?? null,
          };
        }),
        history: history.map(historyView),
      };
    },

    /** Every variant of the metals given, its prices now and at the new rates, a page at a time, with counts. */
    async preview(body: RatePreviewBody): Promise<RatePreviewAnswer> {
      const variants = await repo.pricedVariants(db, body.rates);
      const current = await repo.current(db);
      const last = new Map(current.map((r) => [rateKeyOf(r), r.ratePerGram]));
      const after = reprice(variants, body.rates);
      const counts = { up: 0, down: 0, same: 0 };
      variants.forEach((v, i) => {
        const d = after[i]!.offerprice - v.offerprice;
        if (d > 0) counts.up += 1;
        else if (d < 0) counts.down += 1;
        else counts.same += 1;
      });
      const from = (body.page - 1) * PREVIEW_PAGE_SIZE;
      return {
        variants: variants.slice(from, from + PREVIEW_PAGE_SIZE).map((v, i) => {
          const n = after[from + i]!;
          return {
            variant_id: v.variantId,
            product: v.product,
            sku: v.sku,
            metal: v.metal,
            purity: v.purity,
            metal_weight: v.metalWeight,
            before: { offerprice: v.offerprice, price: v.price, metal_price: v.metalPrice },
            after: { offerprice: n.offerprice, price: n.price, metal_price: n.metalPrice },
          };
        }),
        total: variants.length,
        page: body.page,
        per_page: PREVIEW_PAGE_SIZE,
        counts,
        warnings: await warningsFor(body.rates, last),
      };
    },

    /** The rates applied and every variant of their metals repriced, in one transaction; or why it needs confirming. */
    async apply(body: RateApplyBody, staffId: number): Promise<Outcome<RateApplyAnswer, RateReason>> {
      const started = performance.now();
      const outcome = await db.transaction(async (tx): Promise<Outcome<RateApplyAnswer, RateReason>> => {
        const last = await repo.lockCurrent(tx, body.rates);
        const warnings = await warningsFor(body.rates, last);
        if (warnings.length > 0 && !body.confirm)
          return refuse('RATE_NEEDS_CONFIRMATION', RATE_REASONS.RATE_NEEDS_CONFIRMATION.text, {
            fields: Object.fromEntries(warnings.map((w) => [w.key, w.text])),
          });
        const variants = await repo.pricedVariants(tx, body.rates);
        const after = reprice(variants, body.rates);
        const repriced = await repo.writePrices(tx, after);
        const movedByKey = new Map<string, number>();
        variants.forEach((v, i) => {
          if (moved(v, after[i]!)) movedByKey.set(rateKeyOf(v), (movedByKey.get(rateKeyOf(v)) ?? 0) + 1);
        });
        const applied: RateChangeRow[] = [];
        for (const r of body.rates) {
          const key = rateKeyOf(r);
          applied.push(
            await repo.setRate(tx, {
              metal: r.metal,
              purity: r.purity,
              ratePerGram: r.rate_per_gram,
              previousRate: last.get(key) ?? null,
              staffId,
              confirmed: warnings.find((w) => w.key === key)?.concern ?? null,
              repriced: movedByKey.get(key) ?? 0,
            }),
          );
        }
        await recordAudit(tx, {
          staffId,
          action: 'metal_rates.applied',
          entity: 'metal_rates',
          entityId: body.rates.map(rateKeyOf).join(', '),
          before: Object.fromEntries(body.rates.map((r) => [rateKeyOf(r), last.get(rateKeyOf(r)) ?? null])),
          after: {
            ...Object.fromEntries(body.rates.map((r) => [rateKeyOf(r), r.rate_per_gram])),
            variants_repriced: repriced,
            ...(warnings.length > 0 ? { confirmed: warnings.map((w) => `${w.key}: ${w.concern}`) } : {}),
          },
        });
        return ok({ applied: applied.map(historyView), repriced });
      });
      if (outcome.ok)
        logger.info(
          {
            rates: body.rates.map((r) => `${rateKeyOf(r)}=${r.rate_per_gram}`),
            repriced: outcome.value.repriced,
            ms: Math.round(performance.now() - started),
          },
          'metal rates applied',
        );
      return outcome;
    },
  };
}
export type RatesService = ReturnType<typeof createRatesService>;
