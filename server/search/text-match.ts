// From the query text to the documents holding every word (AND), with Algolia's rules for which
// indexed words a query word may stand for.
import type { QueryType } from '../../domain/search/search-params.ts';
import { andInto, countBits, listBits, orInto, setBit, type Bitset } from './bitset.ts';
import type { Scratch } from './scratch.ts';
import { gallop, postingSlot, SLOT_FACTOR, type Term, type TextIndex } from './text-index.ts';
import { tokenize } from './tokenizer.ts';
import type { TermMatch } from './vocabulary.ts';

/** Words beyond this are ignored: each costs a dictionary walk, and 128 characters allow 64 words. */
export const MAX_QUERY_WORDS = 10;

export interface WordMatch {
  word: string;
  terms: readonly TermMatch<Term>[];
}

export interface MatchOptions {
  queryType: QueryType;
  typoTolerance: boolean;
}

export function queryWords(query: string): string[] {
  return tokenize(query).slice(0, MAX_QUERY_WORDS);
}

const DIGIT = /\d/;

/**
 * Algolia's defaults: one typo from 4 letters, two from 8. None in a word with digits: "0004" is an
 * SKU or a size being typed, and "0001" is not what the shopper means (Algolia's
 * allowTyposOnNumericTokens: false, widened to words like "svri000123").
 */
export function allowedTypos(word: string): number {
  if (DIGIT.test(word)) return 0;
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

function prefixAllowed(word: string, isLast: boolean, queryType: QueryType): boolean {
  if (queryType === 'prefixNone') return false;
  if (isLast) return true;
  // A lone letter inside the query would stand for half the dictionary; only the word being typed may.
  return queryType === 'prefixAll' && word.length > 1;
}

export function matchWords(text: TextIndex, words: readonly string[], options: MatchOptions): WordMatch[] {
  return words.map((word, i) => {
    const prefix = prefixAllowed(word, i === words.length - 1, options.queryType);
    const typos = options.typoTolerance ? allowedTypos(word) : 0;
    return { word, terms: text.match(word, typos, prefix) };
  });
}

/**
 * A word's sparse postings are searched for the candidates (rather than all set) when they outnumber
 * the candidates this many times: after the filters and the first words few documents are left, and
 * "neckl" stands for 2 lakh postings at 10 lakh products.
 */
const GALLOP_SHARE = 8;

/** Keeps in `candidates` only the documents holding a match for every word. */
export function narrowToWords(candidates: Bitset, matches: readonly WordMatch[], scratch: Scratch): void {
  for (const { terms } of matches) {
    if (terms.length === 0) {
      candidates.fill(0);
      return;
    }
    let sparse = 0;
    for (const match of terms) sparse += match.ref.postings.length;
    const count = sparse > 0 ? countBits(candidates) : 0;
    const few = count * GALLOP_SHARE < sparse ? listBits(candidates, count, scratch.int32('candidates', count)) : null;
    const any = scratch.zeroedUint32('word', candidates.length);
    for (const match of terms) {
      const term = match.ref;
      if (term.dense) {
        orInto(any, term.dense.bits);
        continue;
      }
      const postings = term.postings;
      if (few) {
        let from = 0;
        for (let i = 0; i < few.length && from < postings.length; i++) {
          const slot = few[i]!;
          from = gallop(postings, slot * SLOT_FACTOR, from);
          if (from < postings.length && postingSlot(postings[from]!) === slot) setBit(any, slot);
        }
        continue;
      }
      for (let i = 0; i < postings.length; i++) setBit(any, postingSlot(postings[i]!));
    }
    andInto(candidates, any);
  }
}
