// The catalogue desk (issue 24 part 1, docs/decisions/2026-11-27-catalogue-desk.md): find pieces,
// read one with every variant, save what changed, add a new piece. A save is one transaction under
// the piece's row lock (and today's rates, share-locked first, when a variant's price is computed):
// everything is checked before the first write, only the fields that differ are written, a variant
// whose price parts moved is priced again by the metal rates' rule (domain/catalog/product-edit.ts),
// and the audit entry with before and after commits with it. After the commit this instance's
// search index reloads the piece at once (`refreshShop`); the others follow catalog_changed.
import { ok, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import type { MetalColor } from '../../domain/catalog/constants.ts';
import { PRODUCT_DESK_REASONS, type ProductDeskReason } from '../../domain/catalog/desk-reasons.ts';
import {
  PRODUCT_DESK_PAGE_SIZE,
  type DeskProduct,
  type DeskVariant,
  type NewProductBody,
  type ProductChangeBody,
  type ProductDeskAnswer,
  type ProductDeskListAnswer,
  type ProductDeskListQuery,
} from '../../domain/catalog/desk-schemas.ts';
import {
  CATALOGUE_CSV_COLUMNS,
  exportCells,
  parseCatalogueFile,
  byLine,
  planImport,
  refusalLines,
  type LineProblems,
  type PieceChange,
} from '../../domain/catalog/catalogue-csv.ts';
import { groupNewPieces, type NewPiece } from '../../domain/catalog/catalogue-csv-new.ts';
import type { ProductExportQuery, ProductImportAnswer } from '../../domain/catalog/csv-schemas.ts';
import { productPictureList } from '../../domain/catalog/picture-path.ts';
import { toCsv } from '../../domain/inbox/csv.ts';
import {
  changedFields,
  duplicateVariants,
  isEmptyChange,
  priceFromParts,
  productValueOf,
  touchesPrice,
  variantIdOf,
  variantProblems,
} from '../../domain/catalog/product-edit.ts';
import { JEWELLERY_GST_PERCENT } from '../../domain/content/fair-pricing.ts';
import { rateKeyOf } from '../../domain/rates/metal-rates.ts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { Tx } from '../../db/runner.ts';
import { recordAudit } from '../audit/audit.ts';
import { stockHoldQueries } from '../stock/stock-holds.repo.ts';
import type { DeskProductRow, DeskVariantRow, ProductsDeskRepo } from './products-desk.repo.ts';

export interface ProductsDeskDeps {
  db: Db;
  repo: ProductsDeskRepo;
  /** Reloads these pieces into this instance's search index and product mirror (the others follow the notification). */
  refreshShop(productIds: readonly number[]): Promise<void>;
  /** Gives each variant its colour's uploaded pictures again (syncShopPictures), in the save's transaction. */
  syncPictures(tx: Tx, product: { id: number; sku: string }): Promise<void>;
}

type Staff = { id: number };
type Refused = ReturnType<typeof refusalOf<ProductDeskReason>>;

const refusal = (reason: ProductDeskReason, fields?: Record<string, string>): Refused =>
  refusalOf(PRODUCT_DESK_REASONS, reason, fields ? { fields } : {});

/** The product's fields as staff name them. */
type ProductFields = Omit<DeskProduct, 'id' | 'sku' | 'value' | 'reserved' | 'updated_at' | 'variants'>;
type VariantFields = Omit<DeskVariant, 'id' | 'variant_id' | 'image'>;

const productFieldsOf = (p: DeskProductRow): ProductFields => ({
  name: p.name,
  category: p.categorySlug,
  sub_category: p.subCategorySlug,
  seo_title: p.seoTitle,
  seo_description: p.seoDescription,
  seo_keywords: p.seoKeywords,
  occasion: p.occasion,
  gender: p.gender,
  made_to_order: p.madeToOrder,
  hidden: !p.active,
  stock: p.stock,
});

/** Staff's names of a product's fields → its columns (stock moves through the stock repository). */
const productColumns = (f: Partial<ProductFields>): Partial<DeskProductRow> => ({
  ...(f.name !== undefined && { name: f.name }),
  ...(f.category !== undefined && { categorySlug: f.category }),
  ...(f.sub_category !== undefined && { subCategorySlug: f.sub_category }),
  ...(f.seo_title !== undefined && { seoTitle: f.seo_title }),
  ...(f.seo_description !== undefined && { seoDescription: f.seo_description }),
  ...(f.seo_keywords !== undefined && { seoKeywords: f.seo_keywords }),
  ...(f.occasion !== undefined && { occasion: f.occasion }),
  ...(f.gender !== undefined && { gender: f.gender }),
  ...(f.made_to_order !== undefined && { madeToOrder: f.made_to_order }),
  ...(f.hidden !== undefined && { active: !f.hidden }),
});

const variantFieldsOf = (v: DeskVariantRow): VariantFields => ({
  color: v.color,
  size: v.size,
  metal_type: v.metalType,
  metal_purity: v.metalPurity,
  metal_weight: v.metalWeight,
  gross_weight: v.grossWeight,
  diamond_count: v.diamondCount,
  diamond_carat: v.diamondCarat,
  diamond_cut: v.diamondCut,
  diamond_clarity: v.diamondClarity,
  diamond_color: v.diamondColor,
  gemstone_type: v.gemstoneType,
  gemstone_count: v.gemstoneCount,
  gemstone_carat: v.gemstoneCarat,
  metal_price: v.metalPrice,
  diamond_price: v.diamondPrice,
  gemstone_price: v.gemstonePrice,
  making_charge: v.makingCharge,
  gst: v.gst,
  offerprice: v.offerprice,
  price: v.price,
  short_description: v.shortDescription,
  alt: v.alt,
});

const variantColumns = (f: Partial<VariantFields> & { image?: string }): Partial<DeskVariantRow> => ({
  ...(f.color !== undefined && { color: f.color }),
  ...(f.size !== undefined && { size: f.size }),
  ...(f.metal_type !== undefined && { metalType: f.metal_type }),
  ...(f.metal_purity !== undefined && { metalPurity: f.metal_purity }),
  ...(f.metal_weight !== undefined && { metalWeight: f.metal_weight }),
  ...(f.gross_weight !== undefined && { grossWeight: f.gross_weight }),
  ...(f.diamond_count !== undefined && { diamondCount: f.diamond_count }),
  ...(f.diamond_carat !== undefined && { diamondCarat: f.diamond_carat }),
  ...(f.diamond_cut !== undefined && { diamondCut: f.diamond_cut }),
  ...(f.diamond_clarity !== undefined && { diamondClarity: f.diamond_clarity }),
  ...(f.diamond_color !== undefined && { diamondColor: f.diamond_color }),
  ...(f.gemstone_type !== undefined && { gemstoneType: f.gemstone_type }),
  ...(f.gemstone_count !== undefined && { gemstoneCount: f.gemstone_count }),
  ...(f.gemstone_carat !== undefined && { gemstoneCarat: f.gemstone_carat }),
  ...(f.metal_price !== undefined && { metalPrice: f.metal_price }),
  ...(f.diamond_price !== undefined && { diamondPrice: f.diamond_price }),
  ...(f.gemstone_price !== undefined && { gemstonePrice: f.gemstone_price }),
  ...(f.making_charge !== undefined && { makingCharge: f.making_charge }),
  ...(f.offerprice !== undefined && { offerprice: f.offerprice }),
  ...(f.price !== undefined && { price: f.price }),
  ...(f.short_description !== undefined && { shortDescription: f.short_description }),
  ...(f.alt !== undefined && { alt: f.alt }),
  ...(f.image !== undefined && { image: f.image }),
});

/** The newest change to the piece or a variant, as the page read it (to the millisecond). */
const lastChange = (p: DeskProductRow, vs: readonly DeskVariantRow[]): Date =>
  new Date(Math.max(p.updatedAt.getTime(), ...vs.map((v) => v.updatedAt.getTime())));

function deskProduct(p: DeskProductRow, vs: readonly DeskVariantRow[]): DeskProduct {
  return {
    id: p.id,
    sku: p.sku,
    value: p.value,
    ...productFieldsOf(p),
    reserved: p.reserved,
    updated_at: lastChange(p, vs).toISOString(),
    variants: vs.map((v) => ({ id: v.id, variant_id: v.variantId, image: v.image, ...variantFieldsOf(v) })),
  };
}

/** The rate a variant is priced at: 0 without metal; undefined when today's rate of its metal is not set. */
const rateFor = (rates: ReadonlyMap<string, number>, v: { metal_type: string; metal_purity: string }) =>
  v.metal_type === 'None' ? 0 : rates.get(rateKeyOf({ metal: v.metal_type, purity: v.metal_purity }));

/** The list's filters as the repository takes them (the export uses the same). */
const filterOf = (query: ProductExportQuery) => ({
  text: query.q ?? null,
  category: query.category ?? null,
  metal: query.metal ?? null,
  purity: query.purity ?? null,
  stock: query.stock ?? null,
  madeToOrder: query.made_to_order === undefined ? null : query.made_to_order === 'true',
  hidden: query.hidden === undefined ? null : query.hidden === 'true',
});

/** Thrown inside an import's transaction to roll it back with the file's problems. */
class FileRefused extends Error {
  constructor(readonly problems: LineProblems) {
    super('file refused');
  }
}

export function createProductsDeskService(deps: ProductsDeskDeps) {
  const { db, repo } = deps;

  async function view(id: number): Promise<Outcome<ProductDeskAnswer, ProductDeskReason>> {
    const p = await repo.product(db, id);
    if (!p) return refusal('PRODUCT_NOT_FOUND');
    return ok({ success: true, product: deskProduct(p, await repo.variantsOf(db, id)) });
  }

  /** Everything a save would write, checked; or the refusal. Nothing is written here. */
  async function planChange(tx: Tx, id: number, body: ProductChangeBody) {
    const rates = body.variants?.length ? await repo.lockRates(tx) : new Map<string, number>();
    const p = await repo.product(tx, id, true);
    if (!p) return refusal('PRODUCT_NOT_FOUND');
    const vs = await repo.variantsOf(tx, id, true);
    if (body.expected_updated_at && Date.parse(body.expected_updated_at) !== lastChange(p, vs).getTime())
      return refusal('PRODUCT_CHANGED');

    const { variants: variantChanges = [], expected_updated_at: _seen, ...productChange } = body;
    const product = changedFields(productFieldsOf(p), productChange);
    // A piece moved to another category leaves its sub-category unless a new one is given.
    if ('category' in product.after && !('sub_category' in productChange) && p.subCategorySlug !== null) {
      product.before.sub_category = p.subCategorySlug;
      product.after.sub_category = null;
    }
    if ('category' in product.after || 'sub_category' in product.after) {
      const problems = await repo.categoryProblems(
        tx,
        product.after.category ?? p.categorySlug,
        product.after.sub_category !== undefined ? product.after.sub_category : p.subCategorySlug,
      );
      if (Object.keys(problems).length > 0) return refusal('CATEGORY_UNKNOWN', problems);
    }

    const unknown: Record<string, string> = {};
    const problems: Record<string, string> = {};
    const missingRates: Record<string, string> = {};
    const byId = new Map(vs.map((v) => [v.id, v]));
    const merged = new Map(vs.map((v) => [v.id, variantFieldsOf(v)]));
    const variantPlans: {
      row: DeskVariantRow;
      before: Partial<VariantFields>;
      after: Partial<VariantFields> & { image?: string };
    }[] = [];
    variantChanges.forEach((change, i) => {
      const row = byId.get(change.id);
      if (!row) return void (unknown[`variants.${i}.id`] = `no variant ${change.id} in this piece`);
      const { id: _id, ...fields } = change;
      const diff = changedFields(variantFieldsOf(row), fields);
      if (isEmptyChange(diff)) return;
      const next = { ...variantFieldsOf(row), ...diff.after };
      for (const [field, text] of Object.entries(variantProblems(next))) problems[`variants.${i}.${field}`] = text;
      if (touchesPrice(diff.after)) {
        const rate = rateFor(rates, next);
        if (rate === undefined)
          missingRates[`variants.${i}.metal_purity`] = `no rate for ${next.metal_type} ${next.metal_purity}`;
        else {
          const priced = priceFromParts(next, rate, row);
          for (const key of ['metal_price', 'offerprice', 'price'] as const)
            if (priced[key] !== row[key === 'metal_price' ? 'metalPrice' : key]) {
              diff.before[key] = variantFieldsOf(row)[key];
              diff.after[key] = priced[key];
            }
        }
      }
      const plan = { row, before: diff.before, after: diff.after as Partial<VariantFields> & { image?: string } };
      // The drawn pictures follow the colour (an uploaded picture is kept as it is).
      if (diff.after.color && row.image === productPictureList(p.sku, row.color as MetalColor))
        plan.after.image = productPictureList(p.sku, diff.after.color as MetalColor);
      merged.set(row.id, { ...next, ...plan.after });
      variantPlans.push(plan);
    });
    if (Object.keys(unknown).length > 0) return refusal('VARIANT_NOT_FOUND', unknown);
    const list = [...merged.values()].map((v) => ({ color: v.color as MetalColor, size: v.size }));
    for (const i of duplicateVariants(list))
      problems[`variants`] = `two variants would be ${list[i]!.color} ${list[i]!.size ?? ''}`.trim();
    if (Object.keys(problems).length > 0) return refusal('VARIANT_REFUSED', problems);
    if (Object.keys(missingRates).length > 0) return refusal('RATE_MISSING', missingRates);
    return ok({ p, product, variantPlans });
  }

  type Plan = Extract<Awaited<ReturnType<typeof planChange>>, { ok: true }>['value'];

  /**
   * Writes a checked plan on the caller's transaction and audits it (with the import's `note` in
   * `after` when it came from a file). Nothing when the plan changes nothing; the stock's refusal when
   * unpaid orders hold more (the first write, so nothing else is written then).
   */
  async function writePlan(
    tx: Tx,
    id: number,
    plan: Plan,
    staff: Staff,
    note?: string,
  ): Promise<Refused | { changed: boolean }> {
    const { product, variantPlans } = plan;
    if (isEmptyChange(product) && variantPlans.length === 0) return { changed: false };
    // Stock first: the one write that can still be refused (unpaid orders hold more).
    if (product.after.stock !== undefined && !(await stockHoldQueries(tx).setStock(id, product.after.stock)))
      return refusal('STOCK_BELOW_HELD', { stock: `unpaid orders hold ${plan.p.reserved}` });
    await repo.updateProduct(tx, id, productColumns(product.after));
    for (const v of variantPlans) await repo.updateVariant(tx, id, v.row.id, variantColumns(v.after));
    // A variant moved to another colour shows that colour's uploaded pictures, not its old colour's.
    if (variantPlans.some((v) => v.after.color !== undefined)) await deps.syncPictures(tx, { id, sku: plan.p.sku });
    const byVariant = (side: 'before' | 'after') =>
      Object.fromEntries(variantPlans.map((v) => [v.row.variantId, v[side]]));
    await recordAudit(tx, {
      staffId: staff.id,
      action:
        product.after.hidden === undefined
          ? 'product.updated'
          : product.after.hidden
            ? 'product.hidden'
            : 'product.shown',
      entity: 'product',
      entityId: id,
      before: { ...product.before, ...(variantPlans.length > 0 && { variants: byVariant('before') }) },
      after: {
        ...product.after,
        ...(variantPlans.length > 0 && { variants: byVariant('after') }),
        ...(note !== undefined && { import_note: note }),
      },
    });
    return { changed: true };
  }

  /**
   * A new piece checked against the tables (its category, today's rates, its SKU and address free) and
   * priced; or the refusal. The new piece call and a file's new pieces both go through here.
   */
  async function planNew(tx: Tx, body: NewProductBody, rates: ReadonlyMap<string, number>) {
    const value = productValueOf(body.name, body.sku);
    const categoryProblems = await repo.categoryProblems(tx, body.category, body.sub_category);
    if (Object.keys(categoryProblems).length > 0) return refusal('CATEGORY_UNKNOWN', categoryProblems);
    const problems: Record<string, string> = {};
    const missing: Record<string, string> = {};
    for (const i of duplicateVariants(body.variants))
      problems[`variants.${i}`] = 'repeats the colour and size of another';
    const priced = body.variants.map((v, i) => {
      for (const [field, text] of Object.entries(variantProblems(v))) problems[`variants.${i}.${field}`] = text;
      const rate = rateFor(rates, v);
      if (rate === undefined) missing[`variants.${i}.metal_purity`] = `no rate for ${v.metal_type} ${v.metal_purity}`;
      return priceFromParts({ ...v, gst: JEWELLERY_GST_PERCENT }, rate ?? 0);
    });
    if (Object.keys(problems).length > 0) return refusal('VARIANT_REFUSED', problems);
    if (Object.keys(missing).length > 0) return refusal('RATE_MISSING', missing);
    if (await repo.skuOrValueTaken(tx, body.sku, value)) return refusal('SKU_TAKEN', { sku: `${body.sku} is taken` });
    return ok({ value, priced });
  }

  type NewPlan = Extract<Awaited<ReturnType<typeof planNew>>, { ok: true }>['value'];

  /** Writes a planned new piece on the caller's transaction and audits it (with a file's `note`); its id. */
  async function writeNew(tx: Tx, body: NewProductBody, plan: NewPlan, staff: Staff, note?: string): Promise<number> {
    const { value, priced } = plan;
    const id = await repo.insertProduct(tx, {
      value,
      name: body.name,
      sku: body.sku,
      categorySlug: body.category,
      subCategorySlug: body.sub_category,
      madeToOrder: body.made_to_order,
      seoTitle: body.seo_title || `${body.name} | Suvarna`,
      seoDescription: body.seo_description || body.variants[0]!.short_description || body.name,
      seoKeywords: body.seo_keywords,
      occasion: body.occasion,
      gender: body.gender,
      active: !body.hidden,
    });
    await stockHoldQueries(tx).setStock(id, body.stock);
    await repo.insertVariants(
      tx,
      body.variants.map((v, i) => ({
        ...variantColumns(v),
        productId: id,
        variantId: variantIdOf(body.sku, v.color, v.size),
        position: i,
        color: v.color,
        size: v.size,
        image: productPictureList(body.sku, v.color),
        alt:
          v.alt || `${body.name}${v.metal_type === 'None' ? '' : ` in ${v.metal_purity} ${v.color.replace('-', ' ')}`}`,
        metalType: v.metal_type,
        metalPurity: v.metal_purity,
        metalWeight: v.metal_weight,
        metalPrice: priced[i]!.metal_price,
        offerprice: priced[i]!.offerprice,
        price: priced[i]!.price,
        gst: JEWELLERY_GST_PERCENT,
      })),
    );
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'product.created',
      entity: 'product',
      entityId: id,
      before: null,
      after: { ...body, value, prices: priced, ...(note !== undefined && { import_note: note }) },
    });
    return id;
  }

  return {
    async list(query: ProductDeskListQuery): Promise<ProductDeskListAnswer> {
      const { rows, total } = await repo.list(db, {
        ...filterOf(query),
        limit: PRODUCT_DESK_PAGE_SIZE,
        offset: (query.page - 1) * PRODUCT_DESK_PAGE_SIZE,
      });
      return {
        success: true,
        products: rows.map((r) => ({
          id: r.id,
          name: r.name,
          sku: r.sku,
          value: r.value,
          category: r.category,
          metals: [...(r.metals ?? [])].sort(),
          from_price: r.fromPrice,
          stock: r.stock,
          available: r.stock - r.reserved,
          made_to_order: r.madeToOrder,
          hidden: !r.active,
          variants: r.variants,
        })),
        total,
        page: query.page,
        per_page: PRODUCT_DESK_PAGE_SIZE,
      };
    },

    get: view,

    /** Every variant of the pieces the filters find, as CSV (domain/catalog/catalogue-csv.ts; formula-safe cells). */
    async exportCsv(query: ProductExportQuery): Promise<Uint8Array> {
      const found = await repo.exportRows(db, filterOf(query));
      return new TextEncoder().encode(toCsv(CATALOGUE_CSV_COLUMNS, found.map(exportCells)));
    },

    /**
     * A CSV file of changes to existing pieces and of new pieces (lines without a variant_id): every
     * line checked on its own, then against the pieces (locked) and through the desk's save and new
     * piece rules; one problem anywhere and nothing changes (FILE_REFUSED, by line). Else each piece is
     * written and audited as a save or the new piece call would, all in one transaction, and the shop
     * reloads them after the commit.
     */
    async importFile(
      csv: string,
      note: string,
      staff: Staff,
      checkOnly = false,
    ): Promise<Outcome<ProductImportAnswer, ProductDeskReason>> {
      const parsed = parseCatalogueFile(csv);
      if (!parsed.whole) return refusal('FILE_REFUSED', parsed.problems);
      const grouped = groupNewPieces(parsed.newLines);
      let counts: { updated: number[]; created: number[]; variants: number; notApplied: LineProblems };
      try {
        counts = await db.transaction(async (tx) => {
          // Rates before pieces, as a save locks them (a weight or making charge is priced again).
          const rates = await repo.lockRates(tx);
          const skus = new Set([...parsed.lines, ...parsed.newLines].map((l) => l.sku));
          const pieces = await repo.lockPiecesBySku(tx, [...skus]);
          const planned = planImport(parsed.lines, new Map(pieces.map((p) => [p.sku, p])));
          const existing = new Set(pieces.map((p) => p.sku));
          const clashes: LineProblems = {};
          for (const l of parsed.newLines)
            if (existing.has(l.sku))
              clashes[`line ${l.line}`] =
                `variant_id: empty, but ${l.sku} is a piece already (its lines name their variant; a new variant is added on its page)`;
          // Every problem at once: the bad lines' own and the good lines' against the pieces.
          const early = {
            ...parsed.problems,
            ...grouped.problems,
            ...clashes,
            ...(planned.ok ? {} : planned.problems),
          };
          if (Object.keys(early).length > 0) throw new FileRefused(byLine(early));
          if (!planned.ok) throw new FileRefused(byLine(planned.problems));
          const problems: LineProblems = {};
          const plans: { change: PieceChange; plan: Plan }[] = [];
          for (const change of planned.changes) {
            const plan = await planChange(tx, change.productId, change.body);
            if (plan.ok) plans.push({ change, plan: plan.value });
            else Object.assign(problems, refusalLines(change, plan.message, plan.fields));
          }
          // New pieces by the new piece call's own checks; two of the file's on one page address refused too.
          const news: { piece: NewPiece; plan: NewPlan }[] = [];
          const addresses = new Map<string, number>();
          for (const piece of grouped.pieces) {
            const plan = await planNew(tx, piece.body, rates);
            if (!plan.ok) {
              Object.assign(problems, refusalLines(piece, plan.message, plan.fields));
              continue;
            }
            const twin = addresses.get(plan.value.value);
            if (twin !== undefined)
              problems[`line ${piece.firstLine}`] = `name: its page address ${plan.value.value} is line ${twin}'s too`;
            addresses.set(plan.value.value, piece.firstLine);
            news.push({ piece, plan: plan.value });
          }
          if (Object.keys(problems).length > 0) throw new FileRefused(byLine(problems));
          // What changes: the same with `check_only`, which writes nothing (the preview the page shows).
          const changing = plans.filter(({ plan }) => !isEmptyChange(plan.product) || plan.variantPlans.length > 0);
          const variants = changing.reduce((n, { plan }) => n + plan.variantPlans.length, 0);
          const updated = changing.map(({ change }) => change.productId);
          const notApplied = byLine(planned.notApplied);
          if (checkOnly) return { updated, created: news.map(() => 0), variants, notApplied };
          for (const { change, plan } of changing) {
            const written = await writePlan(tx, change.productId, plan, staff, note);
            if (!('changed' in written)) throw new FileRefused(refusalLines(change, written.message, written.fields));
          }
          const created: number[] = [];
          for (const { piece, plan } of news) {
            try {
              created.push(await writeNew(tx, piece.body, plan, staff, note));
            } catch (error) {
              // Another save took this piece's SKU (or page address) between the check and the write:
              // the file is refused whole, naming the line and the SKU.
              if (!uniqueViolation(error)) throw error;
              throw new FileRefused(
                byLine({ [`line ${piece.firstLine}`]: `sku: ${piece.sku} was taken by another save meanwhile` }),
              );
            }
          }
          return { updated, created, variants, notApplied };
        });
      } catch (error) {
        if (error instanceof FileRefused) return refusal('FILE_REFUSED', error.problems);
        // Another save took a new piece's SKU between the check and the write.
        if (uniqueViolation(error)) return refusal('FILE_REFUSED', { csv: 'a new piece’s SKU was taken meanwhile' });
        throw error;
      }
      const changed = [...counts.updated, ...counts.created];
      if (!checkOnly && changed.length > 0) await deps.refreshShop(changed);
      return ok({
        success: true,
        applied: !checkOnly,
        lines: parsed.lines.length + parsed.newLines.length,
        pieces: changed.length,
        updated: counts.updated.length,
        created: counts.created.length,
        variants: counts.variants,
        not_applied: counts.notApplied,
      });
    },

    /** Saves what differs from the piece as it is; nothing at all when nothing differs (no audit entry). */
    async change(
      id: number,
      body: ProductChangeBody,
      staff: Staff,
    ): Promise<Outcome<ProductDeskAnswer, ProductDeskReason>> {
      const outcome = await db.transaction(async (tx): Promise<Refused | { changed: boolean }> => {
        const plan = await planChange(tx, id, body);
        if (!plan.ok) return plan;
        return writePlan(tx, id, plan.value, staff);
      });
      if ('ok' in outcome) return outcome;
      if (outcome.changed) await deps.refreshShop([id]);
      return view(id);
    },

    /** A new piece with its variants, priced from their parts at today's rates; hidden from the start when asked. */
    async create(body: NewProductBody, staff: Staff): Promise<Outcome<ProductDeskAnswer, ProductDeskReason>> {
      let made: Refused | number;
      try {
        made = await db.transaction(async (tx): Promise<Refused | number> => {
          const plan = await planNew(tx, body, await repo.lockRates(tx));
          return plan.ok ? writeNew(tx, body, plan.value, staff) : plan;
        });
      } catch (error) {
        if (uniqueViolation(error)) return refusal('SKU_TAKEN', { sku: `${body.sku} is taken` });
        throw error;
      }
      if (typeof made !== 'number') return made;
      await deps.refreshShop([made]);
      return view(made);
    },
  };
}
export type ProductsDeskService = ReturnType<typeof createProductsDeskService>;
