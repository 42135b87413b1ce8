// What a person's free text (a name, a message, a review, an address) keeps: the characters that
// show. A review stored ESC, BEL, a right-to-left override, zero-width spaces and 50 combining marks,
// and a first name took 59 marks: text that reverses or hides what staff and shoppers read, or
// spills over the lines around it ("Zalgo"). Control characters are refused before this
// (control-characters.ts); this cleans what is left and is applied by the schemas (text-schemas.ts).
//
// Kept on purpose:
// - ZWJ (U+200D) and ZWNJ (U+200C) after a letter, a mark or an emoji: Indic scripts need them to
//   choose a conjunct, a half form or a chillu (Malayalam's old-style chillu is a virama and ZWJ at
//   the end of a word, so a joiner before a space stays), and emoji sequences (👩‍💻) are joined by
//   ZWJ. A joiner at the start of the text or a word, or a second one in a row, joins nothing and goes.
// - Up to MAX_MARKS_PER_BASE combining marks on one base character. Indic syllables carry a nukta, a
//   vowel sign and a nasal sign on one consonant at most (three); Vietnamese two; a keycap emoji two
//   (a variation selector counts as a mark). Marks past the cap are dropped; a joiner between
//   marks does not start a new count.
// The text is put in NFC first, so a letter typed as a base and its accent counts as one letter.

export const MAX_MARKS_PER_BASE = 4;

// Bidirectional controls (the Arabic letter mark, LRM/RLM, embeddings and overrides, isolates) and
// invisible characters: zero-width space, word joiner and invisible operators, the byte-order mark
// as a zero-width no-break space, soft hyphen, the Mongolian vowel separator, the combining grapheme
// joiner, Hangul fillers and the tag characters (which can spell hidden text).
const INVISIBLE =
  /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u200B\u2060-\u2064\uFEFF\u00AD\u180E\u3164\uFFA0]|\u034F|\u115F|\u1160|[\u{E0000}-\u{E007F}]/gu;
const MARK = /\p{M}/u;
const JOINER = /[\u200C\u200D]/u;
/** What a joiner may follow: a letter, a mark, a digit (keycaps), an emoji or its skin tone. */
const JOINS_AFTER = /[\p{L}\p{M}\p{Nd}\p{Extended_Pictographic}\p{Emoji_Modifier}]/u;

export function cleanFreeText(text: string): string {
  const visible = text.normalize('NFC').replace(INVISIBLE, '');
  let out = '';
  let marks = 0;
  let previous = '';
  for (const ch of visible) {
    if (MARK.test(ch)) {
      if (++marks > MAX_MARKS_PER_BASE) continue;
    } else if (JOINER.test(ch)) {
      if (!JOINS_AFTER.test(previous)) continue;
    } else {
      marks = 0;
    }
    out += ch;
    previous = ch;
  }
  return out;
}
