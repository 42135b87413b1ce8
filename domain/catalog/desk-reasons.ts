// The catalogue desk's refusals (ours: the specs have no back office), with the HTTP status each is
// answered with (docs/decisions/2026-11-26-refusals.md).
import type { ReasonTable } from '../api/outcome.ts';

export const PRODUCT_DESK_REASONS = {
  PRODUCT_NOT_FOUND: { status: 404, text: 'No product has that id.' },
  VARIANT_NOT_FOUND: { status: 400, text: 'A variant named is not one of this piece’s (each is named in `fields`).' },
  CATEGORY_UNKNOWN: { status: 400, text: 'No such category or sub-category (named in `fields`).' },
  VARIANT_REFUSED: {
    status: 400,
    text: 'A variant can not be saved as it is (each problem is named in `fields`); nothing was changed.',
  },
  STOCK_BELOW_HELD: {
    status: 409,
    text: 'Unpaid orders hold more of this piece than that stock; nothing was changed.',
  },
  SKU_TAKEN: { status: 409, text: 'Another piece has that SKU (or its page address).' },
  RATE_MISSING: {
    status: 409,
    text: 'Today’s rate of that metal is not set: set it at Metal rates first (named in `fields`).',
  },
  FILE_REFUSED: {
    status: 400,
    text: 'Nothing was changed: the file has problems (each is named by its line in `fields`).',
  },
  PRODUCT_CHANGED: {
    status: 409,
    text: 'Someone saved this piece after you opened it: reload it, then make your change again.',
  },
} as const satisfies ReasonTable;
export type ProductDeskReason = keyof typeof PRODUCT_DESK_REASONS;
