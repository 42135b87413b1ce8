// The catalogue CSV calls' shapes (docs/api.md#back-office): the export takes the list's filters,
// the import a file's text and a note, and answers how much it changed.
import { z } from 'zod';
import { plainText } from '../forms/form-fields.ts';
import { CATALOGUE_FILE_MAX_LINES, CATALOGUE_IMPORT_COLUMNS } from './catalogue-csv.ts';
import { productDeskListQuerySchema } from './desk-schemas.ts';

export const productExportQuerySchema = productDeskListQuerySchema.omit({ page: true });
export type ProductExportQuery = z.infer<typeof productExportQuerySchema>;

export const productImportBodySchema = z.strictObject({
  csv: z
    .string({ error: 'must be the file’s text' })
    .min(1, 'the file is empty')
    .max(3_000_000, 'the file is larger than 3 MB; split it')
    .describe(
      `The CSV's text, in the export's columns. A line with a variant_id changes that variant and its piece as the piece's save would: any of ${CATALOGUE_IMPORT_COLUMNS.join(', ')} (a blank cell keeps the value); price and offer_price are worked out, and one that differs from the variant's is answered in not_applied. A line without one is a variant of a new piece, the lines sharing its sku that piece, every column read as the new piece call takes it (prices computed). At most ${CATALOGUE_FILE_MAX_LINES} lines`,
    ),
  note: plainText(200, { min: 3 }).describe('Why: kept in each piece’s audit entry'),
  check_only: z
    .boolean({ error: 'must be true or false' })
    .optional()
    .default(false)
    .describe('true: check the whole file and answer what it would change, writing nothing'),
});
export type ProductImportBody = z.infer<typeof productImportBodySchema>;

export const productImportAnswerSchema = z.object({
  success: z.literal(true),
  applied: z.boolean().describe('false when `check_only`: nothing was written'),
  lines: z.number().int().describe('The lines of the file read'),
  pieces: z.number().int().describe('The pieces created and changed, or that would be (each audited)'),
  updated: z.number().int().describe('Existing pieces that changed, or would'),
  created: z.number().int().describe('New pieces (lines without a variant_id) added, or that would be'),
  variants: z
    .number()
    .int()
    .describe('The variants of existing pieces that changed (priced again when a price part moved)'),
  not_applied: z
    .record(z.string(), z.string())
    .describe(
      'By line ("line 7"): a price or offer_price the file says that differs from the variant’s. Prices are worked out from their parts, so these cells are not applied; the rest of the file is',
    ),
});
export type ProductImportAnswer = z.infer<typeof productImportAnswerSchema>;
