// Related pieces (docs/spec.md#first-7 api2/related_products; the product page's "Related pieces"):
// the other shown pieces of the same category, nearest in price first. "Price" is a piece's lowest
// priced variant; equal distances keep the catalogue's order (id). Worked out over the in-memory
// catalogue (the search index's product mirror), so a product page does not wait for the database.

export interface RelatedCandidate {
  id: number;
  category: string;
  variants: readonly { offerprice: number }[];
}

/** The lowest price a piece is offered at (its priced variants only); Infinity when it has none. */
export function lowestPrice(p: { variants: readonly { offerprice: number }[] }): number {
  let low = Infinity;
  for (const v of p.variants) if (v.offerprice > 0 && v.offerprice < low) low = v.offerprice;
  return low;
}

/** Every related piece of `product` among `all`, in the order a page of them is cut from. */
export function relatedTo<P extends RelatedCandidate>(product: RelatedCandidate, all: Iterable<P>): P[] {
  const target = lowestPrice(product);
  const found: { p: P; distance: number }[] = [];
  for (const p of all) {
    if (p.category !== product.category || p.id === product.id) continue;
    const low = lowestPrice(p);
    if (low === Infinity) continue; // no priced variant: never shown
    found.push({ p, distance: Math.abs(low - target) });
  }
  found.sort((a, b) => a.distance - b.distance || a.p.id - b.p.id);
  return found.map((f) => f.p);
}
