// The back office's merchandising refusals (ours: the specs have no back office), with the HTTP status
// each is answered with (docs/decisions/2026-11-26-refusals.md).
import type { ReasonTable } from '../api/outcome.ts';
export const MERCH_REASONS = {
  INVALID_INPUT: {
    status: 400,
    text: 'Nothing was saved: some fields have problems (each is named in `fields`).',
    note: 'A rule that depends on the item (a menu item of one kind takes no address).',
  },
  CATEGORY_NOT_FOUND: { status: 404, text: 'No category has that slug.' },
  BANNER_NOT_FOUND: { status: 404, text: 'No banner has that id.' },
  MENU_ITEM_NOT_FOUND: { status: 404, text: 'No menu item has that id.' },
  COLLECTION_NOT_FOUND: { status: 404, text: 'No collection has that name.' },
  ORDER_MISMATCH: {
    status: 409,
    text: 'The order sent does not name exactly the items there are now: reload the page and order them again.',
  },
  LAST_OF_KIND: {
    status: 409,
    text: 'That is the menu’s only item of a kind the shop needs (the “All jewellery” dropdown): hide it instead.',
  },
  UNKNOWN_PIECES: { status: 400, text: 'Some pieces are not in the catalogue (each is named in `fields`).' },
} as const satisfies ReasonTable;
export type MerchReason = keyof typeof MERCH_REASONS;
