// One normal form for indexed text, queries and facet values, so that "Rosé", "ROSE" and "rose" meet.

// Only the Latin combining accents: in Devanagari the marks are vowel signs, part of the word.
const LATIN_ACCENTS = /[\u0300-\u036f]+/g;
const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;
const ASCII_TOKEN = /[a-z0-9]+/g;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Lower case without accents: NFKD splits "é" into "e" + a combining accent, which is dropped. */
export function normalizeText(text: string): string {
  // Catalogue text is nearly all ASCII, which needs neither step; this is most of the build time saved.
  if (PRINTABLE_ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(LATIN_ACCENTS, '').toLowerCase();
}

/** Words of letters and digits; everything else (spaces, punctuation, markup) only separates them. */
export function tokenize(text: string): string[] {
  if (PRINTABLE_ASCII.test(text)) return text.toLowerCase().match(ASCII_TOKEN) ?? [];
  return normalizeText(text).match(TOKEN) ?? [];
}

/** The key a facet value is stored and filtered under: facet filters ignore case and accents. */
export function facetKey(value: string): string {
  return normalizeText(value).trim();
}
