import { describe, expect, it } from 'vitest';
import { cleanFreeText, MAX_MARKS_PER_BASE } from './free-text.ts';

const ZWJ = '\u200D';
const ZWNJ = '\u200C';
// A mark no letter composes with in NFC, so the count is what the test wrote.
const marks = (n: number) => '\u0336'.repeat(n);

describe('cleanFreeText', () => {
  it.each([
    ['plain text stays', 'Lovely ring, worn daily.', 'Lovely ring, worn daily.'],
    ['Devanagari with nukta, vowel sign and nasal sign stays', 'ज़िंदगी क़ीमत', 'ज़िंदगी क़ीमत'],
    ['a Devanagari half form by ZWJ stays', `क्${ZWJ}ष`, `क्${ZWJ}ष`],
    ['a ZWNJ that stops a conjunct stays', `क्${ZWNJ}ष`, `क्${ZWNJ}ष`],
    ['a Malayalam old-style chillu (virama and ZWJ ending a word) stays', `അവന്${ZWJ} വന്നു`, `അവന്${ZWJ} വന്നു`],
    ['Tamil and Malayalam vowel signs stay', 'தொடர் കൊണ്ടു', 'தொடர் കൊണ്ടു'],
    ['Vietnamese with two marks on a letter stays', 'Nguyễn', 'Nguyễn'],
    ['an emoji ZWJ sequence stays', `👩${ZWJ}💻 and 👍🏽`, `👩${ZWJ}💻 and 👍🏽`],
    ['a keycap emoji stays', '1\uFE0F\u20E3', '1\uFE0F\u20E3'],
    ['an accent typed as a separate mark is composed (NFC)', 'Jose\u0301', 'José'],
    ['a right-to-left override goes', 'Great \u202Egnir\u202C price', 'Great gnir price'],
    ['isolates and LRM/RLM go', '\u2067abc\u2069 \u200Fdef\u200E', 'abc def'],
    ['the Arabic letter mark goes', 'a\u061Cb', 'ab'],
    ['zero-width spaces, word joiners and BOMs go', 'Pri\u200Bya\u2060 \uFEFFRao', 'Priya Rao'],
    ['a soft hyphen goes', 'dia\u00ADmond', 'diamond'],
    ['tag characters (hidden text) go', 'ok\u{E0001}\u{E0068}\u{E0069}\u{E007F}', 'ok'],
    ['a joiner at the start goes', `${ZWJ}${ZWNJ}Asha`, 'Asha'],
    ['a joiner after a space goes', `Asha ${ZWJ}Rao`, 'Asha Rao'],
    ['a run of joiners keeps the first', `क्${ZWJ}${ZWJ}${ZWNJ}ष`, `क्${ZWJ}ष`],
    [
      `marks beyond ${MAX_MARKS_PER_BASE} on a base are dropped`,
      `Z${marks(50)}algo`,
      `Z${marks(MAX_MARKS_PER_BASE)}algo`,
    ],
    [
      'the cap counts on each base',
      `a${marks(9)}b${marks(9)}`,
      `a${marks(MAX_MARKS_PER_BASE)}b${marks(MAX_MARKS_PER_BASE)}`,
    ],
    ['a joiner between marks does not reset the count', `a${marks(4)}${ZWJ}${marks(4)}`, `a${marks(4)}${ZWJ}`],
    ['marks with no base are capped too', marks(59), marks(MAX_MARKS_PER_BASE)],
    ['an empty text stays empty', '', ''],
  ])('%s', (_name, input, kept) => {
    expect(cleanFreeText(input)).toBe(kept.normalize('NFC'));
  });

  it('is idempotent', () => {
    const messy = `\u202E${ZWJ}Z${marks(30)} क्${ZWJ}${ZWJ}ष\u200B`;
    expect(cleanFreeText(cleanFreeText(messy))).toBe(cleanFreeText(messy));
  });
});

describe('freeText, the schema', () => {
  it('cleans before the length is checked, and refuses line breaks unless multi-line', async () => {
    const { freeText } = await import('./text-schemas.ts');
    const title = freeText().trim().min(1).max(10);
    expect(title.parse(' Lovely\u202E ')).toBe('Lovely');
    expect(title.safeParse(`\u200B\u200B`).success).toBe(false);
    expect(title.parse(`R${'\u0336'.repeat(40)}`)).toBe(`R${'\u0336'.repeat(MAX_MARKS_PER_BASE)}`);
    expect(title.safeParse('two\nlines').success).toBe(false);
    expect(freeText({ multiline: true }).parse('two\n\tlines')).toBe('two\n\tlines');
    expect(freeText({ multiline: true }).safeParse('bell\u0007').success).toBe(false);
  });
});
