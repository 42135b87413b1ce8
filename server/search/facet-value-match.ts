// Facet value search's matching, as Algolia's: every word of the facet query must begin a word of
// the value (case and accents ignored), and the begun part of each such word is highlighted, e.g.
// "ro" in "Rose Gold" → "<em>Ro</em>se Gold". Values are not HTML-escaped, as in Algolia (see highlight.ts).
import { normalizeText, tokenize } from './tokenizer.ts';

const RAW_TOKEN = /[\p{L}\p{M}\p{N}]+/gu;

/** The facet query's words in the engine's normal form; none matches every value. */
export function facetQueryWords(facetQuery: string): string[] {
  return tokenize(facetQuery);
}

/**
 * The value with the matched beginnings wrapped in `pre`/`post`, or null when some query word begins
 * none of its words. With no query words every value matches, unmarked.
 */
export function matchFacetValue(value: string, words: readonly string[], pre: string, post: string): string | null {
  if (words.length === 0) return value;
  const unmatched = new Set(words);
  let out = '';
  let last = 0;
  for (const m of value.matchAll(RAW_TOKEN)) {
    const raw = m[0];
    const normal = normalizeText(raw);
    // The longest query word this word begins with: "rose" over "r" when both are asked.
    let longest = '';
    for (const w of words) {
      if (normal.startsWith(w)) {
        unmatched.delete(w);
        if (w.length > longest.length) longest = w;
      }
    }
    if (longest === '') continue;
    const cut = rawPrefixLength(raw, longest.length);
    out += value.slice(last, m.index) + pre + raw.slice(0, cut) + post;
    last = m.index + cut;
  }
  if (unmatched.size > 0) return null;
  return out + value.slice(last);
}

/**
 * How many UTF-16 units of `raw` make `normalLength` characters of its normal form: "Ré" is "re", so
 * a match of "re" covers "Ré" whole, and a combining accent after the cut goes with its letter.
 */
function rawPrefixLength(raw: string, normalLength: number): number {
  let length = 0;
  let normal = 0;
  for (const ch of raw) {
    if (normal >= normalLength && normalizeText(ch) !== '') break;
    normal += normalizeText(ch).length;
    length += ch.length;
  }
  return length;
}
