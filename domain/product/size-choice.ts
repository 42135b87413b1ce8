// Asking for the size (rings, bangles, bracelets): the page never chooses one silently. A size counts
// as chosen when the shopper picked it on this page, or when it is the size they picked for the last
// piece of that kind on this device (remembered, and put forward when the address names no variant).
// Until then Buy now and Add To Cart say 'Choose your size' and take the shopper to the select.
// Zod-free: this ships to the browser.
import type { VariantKey } from './variant-choice.ts';

export const CHOOSE_SIZE = 'Choose your size';

/** Remembered sizes by kind of piece: { rings: '12', bangles: '2.6' }. */
export type SizeMemory = Readonly<Record<string, string>>;

const SIZE_TEXT = /^[0-9][0-9./]{0,9}$/;

/** Stored text back to a memory; anything malformed is forgotten rather than trusted. */
export function parseSizeMemory(raw: string | null): SizeMemory {
  if (raw === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const memory: Record<string, string> = {};
  for (const [kind, size] of Object.entries(value))
    if (/^[a-z-]{1,32}$/.test(kind) && typeof size === 'string' && SIZE_TEXT.test(size)) memory[kind] = size;
  return memory;
}

/** The memory after the shopper picks `size` for a piece of `category`. */
export function rememberSize(memory: SizeMemory, category: string, size: string): SizeMemory {
  return SIZE_TEXT.test(size) ? { ...memory, [category]: size } : memory;
}

/**
 * Where the page starts once it knows the remembered size: the colour shown, in that size, chosen.
 * The address's variant does not overrule it: listing cards link to a colour, and their size is just
 * the piece's first, not a choice. Null when there is nothing to restore (the colour lacks the size).
 */
export function restoreSize<V extends VariantKey>(
  variants: readonly V[],
  current: V,
  remembered: string | undefined,
): { variant: V; chosenSize: string } | null {
  if (remembered === undefined || current.size === null) return null;
  if (current.size === remembered) return { variant: current, chosenSize: remembered };
  const match = variants.find((v) => v.color === current.color && v.size === remembered);
  return match ? { variant: match, chosenSize: remembered } : null;
}

/** Whether the buttons must ask for the size first: a sized piece whose shown size was not chosen. */
export function needsSize(input: { sized: boolean; shownSize: string | null; chosenSize: string | null }): boolean {
  return input.sized && input.shownSize !== null && input.shownSize !== input.chosenSize;
}
