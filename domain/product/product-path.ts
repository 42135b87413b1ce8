// The product page's address (docs/spec.md#second-4: "variant is taken from query variant_id"): the piece's
// value, and the variant to open when the link knows which one it shows.

/** `/aria-ring` or `/aria-ring?variant_id=SVR-RG-00001-RG-12`; an empty variant id names none. */
export function productPath(value: string, variantId?: string | null): string {
  const base = `/${encodeURIComponent(value)}`;
  return variantId ? `${base}?variant_id=${encodeURIComponent(variantId)}` : base;
}
