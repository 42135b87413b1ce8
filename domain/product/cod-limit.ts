// The cash-on-delivery ceiling alone, in a module of its own: the product page's trust strip needs
// only this number, and importing it from cod-check.ts pulled the whole pincode check (which the page
// loads later, with its lower sections) into the page's first-load chunk.

/** Offer price times quantity at most this many rupees may be paid on delivery (docs/spec.md#second-9). */
export const COD_LIMIT = 49_000;
