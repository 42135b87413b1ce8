// The catalogue's refusals: an unknown product or category (docs/api.md#errors-and-reason-codes).
import type { ReasonTable } from '../api/outcome.ts';

export const CATALOG_REASONS = {
  PRODUCT_NOT_FOUND: {
    status: 404,
    text: 'No such product.',
    note: 'no such product, or none of its variants is priced',
  },
  CATEGORY_NOT_FOUND: { status: 404, text: 'No such category.', note: 'no such category' },
} as const satisfies ReasonTable;
