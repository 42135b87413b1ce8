// The product page's suggestion blocks: which trending pieces it shows (docs/spec.md#second-2 "Similar
// trending items 5 to 15") and the 'Complete The Look' rule.

/** Positions 5 to 15 of the trending list (end exclusive): the first five already lead the home page. */
export const TRENDING_SLICE = { from: 5, to: 15 } as const;

/** Trending items 5 to 15, after leaving out the piece on the page itself. */
export function trendingSlice<T extends { value: string }>(trending: readonly T[], currentValue: string): T[] {
  return trending.filter((t) => t.value !== currentValue).slice(TRENDING_SLICE.from, TRENDING_SLICE.to);
}

/** How many trending hits to ask for so that positions 5 to 15 survive leaving out the current piece. */
export const TRENDING_FETCH = TRENDING_SLICE.to + 1;

export const LOOK_SIZE = 8;

/**
 * Complete The Look: pieces worn for the same occasion, by the same wearer (or unisex), from the other
 * categories, so a ring suggests the earrings, pendant and bangle that go with it rather than more
 * rings. Loose solitaires are stones, not something one wears: never suggested, and a solitaire's page
 * has no look to complete. Answers the search's facetFilters (Algolia syntax: outer AND, inner OR).
 */
export function completeTheLookFilters(product: {
  category: string;
  occasion: string | null;
  gender: string;
}): (string | string[])[] | null {
  if (product.category === 'solitaires' || !product.occasion) return null;
  const wearers =
    product.gender === 'unisex'
      ? ['gender:unisex', 'gender:women', 'gender:men']
      : [`gender:${product.gender}`, 'gender:unisex'];
  return [`occasion:${product.occasion}`, wearers, `category:-${product.category}`, 'category:-solitaires'];
}

/**
 * One piece per category in turn (the best of each first, then the second best...), so the look mixes
 * kinds of jewellery instead of filling up with the largest category.
 */
export function pickLook<T extends { category: string; value: string }>(hits: readonly T[], size = LOOK_SIZE): T[] {
  const byCategory = new Map<string, T[]>();
  for (const h of hits) {
    const list = byCategory.get(h.category);
    if (list) list.push(h);
    else byCategory.set(h.category, [h]);
  }
  const picked: T[] = [];
  for (let round = 0; picked.length < size; round++) {
    let any = false;
    for (const list of byCategory.values()) {
      const h = list[round];
      if (!h) continue;
      any = true;
      picked.push(h);
      if (picked.length === size) break;
    }
    if (!any) break;
  }
  return picked;
}
