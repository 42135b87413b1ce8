// The back office's catalogue calls under /api/admin/products (docs/api.md#back-office): the owner and
// the catalogue team only. Each handler validates, calls one service, answers.
import type { Context } from 'hono';
import { z } from 'zod';
import { pick } from '../../domain/api/outcome.ts';
import { PRODUCT_DESK_REASONS } from '../../domain/catalog/desk-reasons.ts';
import {
  PRODUCT_DESK_PAGE_SIZE,
  newProductBodySchema,
  productChangeBodySchema,
  productDeskAnswerSchema,
  productDeskListAnswerSchema,
  productDeskListQuerySchema,
  productIdSchema,
} from '../../domain/catalog/desk-schemas.ts';
import {
  productExportQuerySchema,
  productImportAnswerSchema,
  productImportBodySchema,
} from '../../domain/catalog/csv-schemas.ts';
import { CATALOGUE_CSV_COLUMNS, CATALOGUE_IMPORT_COLUMNS } from '../../domain/catalog/catalogue-csv.ts';
import { fileAnswerSchema, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import type { ProductsDeskService } from './products-desk.service.ts';

const ROLES = ['catalogue'] as const;

const productParamsSchema = z.object({ id: productIdSchema });
/** The piece of a POST's path (its body is the change): 400 naming the field when it is not one. */
const pathProduct = (c: Context): number => parseOrThrow(productParamsSchema, { id: c.req.param('id') }).id;

export function productsDeskCalls(desk: ProductsDeskService, { defineAdminCall }: AdminCalls): ApiCall[] {
  return [
    // Before admin/products/{id}: "export.csv" and "import" are not ids.
    defineAdminCall({
      path: 'admin/products/export.csv',
      method: 'GET',
      roles: ROLES,
      summary: 'The pieces the list finds, one line per variant, as CSV',
      description:
        `The list's filters (\`q\`, \`category\`, \`metal\`, \`purity\`, \`stock\`, \`made_to_order\`, \`hidden\`), every page. Columns ${CATALOGUE_CSV_COLUMNS.join(', ')}: ` +
        'weight is the metal’s in grams, rupees are plain whole numbers, stock is the piece’s (on each of its variants’ lines), made_to_order and hidden are yes or no. ' +
        'RFC 4180 quoting; a cell starting with =, +, -, @, a tab or a carriage return is prefixed with an apostrophe so that no spreadsheet runs it as a formula.',
      input: productExportQuerySchema,
      answer: fileAnswerSchema,
      file: { mediaType: 'text/csv; charset=utf-8' },
      handle: async (query) => ({ bytes: await desk.exportCsv(query), filename: 'catalogue.csv' }),
    }),
    defineAdminCall({
      path: 'admin/products/import',
      method: 'POST',
      roles: ROLES,
      summary: 'Change existing pieces from a CSV file',
      description:
        `\`csv\`: the file's text, a header with sku and variant_id and any of ${CATALOGUE_IMPORT_COLUMNS.join(', ')} (the export's file works as it is; its other columns are ignored), one variant per line; a blank cell keeps what the piece has. ` +
        'Every line is checked first: an unknown sku or a variant not of it, a value the piece’s page would refuse, a stock below what unpaid orders hold, a variant twice, a piece’s name, stock or hidden that differ between its lines, a weight no rate can price. ' +
        'One bad line and nothing changes (FILE_REFUSED, each problem in `fields` under `line N`); else every piece is saved as its page saves it (a weight or making charge prices the variant again at today’s rate) in one transaction, each audited with before, after and the `note`. `check_only: true` checks all of it and answers the same counts with `applied: false`, writing nothing (the page’s preview).',
      input: productImportBodySchema,
      answer: productImportAnswerSchema,
      refusals: pick(PRODUCT_DESK_REASONS, ['FILE_REFUSED']),
      handle: async (body, _c, staff) =>
        unwrap(await desk.importFile(body.csv, body.note, staff, body.check_only), PRODUCT_DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/products',
      method: 'GET',
      roles: ROLES,
      summary: 'Pieces of the catalogue, found and filtered',
      description:
        `Newest first, ${PRODUCT_DESK_PAGE_SIZE} a page, hidden pieces included. \`q\`: a part of the name or the SKU; ` +
        '`category` (its sub-categories too), `metal`, `purity`, `stock` (`in`: some left to sell; `out`: none), `made_to_order` and `hidden` (`true`/`false`).',
      input: productDeskListQuerySchema,
      answer: productDeskListAnswerSchema,
      handle: (query) => desk.list(query),
    }),
    defineAdminCall({
      path: 'admin/products/{id}',
      method: 'GET',
      roles: ROLES,
      summary: 'A piece with every variant',
      description:
        'Every field the shop shows, hidden or not, with all its variants (priced or not) and their price parts; `updated_at` is the newest change, to send back as `expected_updated_at`.',
      input: productParamsSchema,
      answer: productDeskAnswerSchema,
      refusals: pick(PRODUCT_DESK_REASONS, ['PRODUCT_NOT_FOUND']),
      handle: async ({ id }) => unwrap(await desk.get(id), PRODUCT_DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/products/{id}',
      method: 'POST',
      roles: ROLES,
      summary: 'Change a piece',
      description:
        'Only the fields to change (any of name, category, sub_category, seo_title, seo_description, seo_keywords, occasion, gender, made_to_order, hidden, stock) and `variants`: the variants that change, each by `id` with its changed fields. ' +
        'A variant whose metal, purity, weight, stone prices or making charge change is priced again at today’s rate (the metal rates’ rule: the parts plus 3% GST are the offer price). `hidden: true` takes the piece out of search, listings and its page (404) at once; the desk still shows it. ' +
        'All checked before anything is written, then one transaction, audited with before and after; sending what the piece already has changes nothing.',
      input: productChangeBodySchema,
      answer: productDeskAnswerSchema,
      refusals: pick(PRODUCT_DESK_REASONS, [
        'PRODUCT_NOT_FOUND',
        'VARIANT_NOT_FOUND',
        'CATEGORY_UNKNOWN',
        'VARIANT_REFUSED',
        'STOCK_BELOW_HELD',
        'RATE_MISSING',
        'PRODUCT_CHANGED',
      ]),
      handle: async (body, c, staff) => unwrap(await desk.change(pathProduct(c), body, staff), PRODUCT_DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/products',
      method: 'POST',
      roles: ROLES,
      summary: 'Add a new piece',
      description:
        'A piece (`name`, `sku`, `category`, `gender`, `stock` …) with at least one variant (colour, size, metal and purity, weight, stones, stone prices, making charge). Each variant’s metal price, GST and offer price are computed at today’s rate, never sent. ' +
        'Its page address is its name and SKU; its pictures are drawn until photographs are uploaded. One transaction, audited; in search within the second unless `hidden`.',
      input: newProductBodySchema,
      answer: productDeskAnswerSchema,
      refusals: pick(PRODUCT_DESK_REASONS, ['CATEGORY_UNKNOWN', 'VARIANT_REFUSED', 'RATE_MISSING', 'SKU_TAKEN']),
      handle: async (body, _c, staff) => unwrap(await desk.create(body, staff), PRODUCT_DESK_REASONS),
    }),
  ];
}
