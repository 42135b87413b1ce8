// Algolia's _highlightResult for the words a shopper sees in a card. InstantSearch's Highlight widget
// renders the name from it and shows nothing without it, so it is produced whenever highlight tags are
// asked for (InstantSearch always sends them). Values are not HTML-escaped, as in Algolia: InstantSearch
// escapes them itself, and any other client must too.
import { tokenize } from './tokenizer.ts';
import type { WordMatch } from './text-match.ts';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export const HIGHLIGHTED_ATTRIBUTES = ['name', 'sku', 'category'] as const;
export type HighlightedAttribute = (typeof HIGHLIGHTED_ATTRIBUTES)[number];

const RAW_TOKEN = /[\p{L}\p{M}\p{N}]+/gu;

/** Which indexed words stand for which query word. */
export function termsByWord(matches: readonly WordMatch[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const { word, terms } of matches) for (const { term } of terms) if (!out.has(term)) out.set(term, word);
  return out;
}

export function highlight(
  text: string,
  terms: ReadonlyMap<string, string>,
  words: number,
  pre: string,
  post: string,
): HighlightResult {
  const matched = new Set<string>();
  let value = '';
  let last = 0;
  let tokens = 0;
  let marked = 0;
  for (const m of text.matchAll(RAW_TOKEN)) {
    tokens++;
    // A raw run may hold several words once accents are dropped (rare); it is marked if any matched.
    const word = tokenize(m[0])
      .map((t) => terms.get(t))
      .find((w) => w !== undefined);
    if (word === undefined) continue;
    matched.add(word);
    marked++;
    value += text.slice(last, m.index) + pre + m[0] + post;
    last = m.index + m[0].length;
  }
  value += text.slice(last);
  const matchLevel = matched.size === 0 ? 'none' : matched.size >= words ? 'full' : 'partial';
  const out: HighlightResult = { value, matchLevel, matchedWords: [...matched] };
  if (matchLevel !== 'none') out.fullyHighlighted = marked === tokens;
  return out;
}
