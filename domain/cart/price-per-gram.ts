// The compare page's "price per gram": what the metal of a piece costs per gram of its weight. A
// piece without a known metal weight has no such price (the page says "—").

/**
 * The metal price divided by the metal weight, rounded to whole rupees; null when the weight is 0,
 * negative or missing, or the price is not a number (nothing honest to show).
 */
export function pricePerGram(
  metalPrice: number | null | undefined,
  metalWeight: number | null | undefined,
): number | null {
  if (metalPrice == null || metalWeight == null) return null;
  if (!Number.isFinite(metalPrice) || !Number.isFinite(metalWeight) || metalWeight <= 0 || metalPrice < 0) return null;
  return Math.round(metalPrice / metalWeight);
}
