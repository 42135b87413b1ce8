// The shared field rules (field-rules.ts) and their schemas (form-fields.ts), as tables: every form a
// shopper fills in for the staff answers these.
import { describe, expect, it } from 'vitest';
import {
  emailProblem,
  FIELD_TEXTS,
  formatPhone,
  INVALID_INDIAN_PHONE,
  lettersNameProblem,
  messagingAddress,
  personNameProblem,
  phoneProblem,
  textProblem,
  checkPhone,
} from './field-rules.ts';
import { contactEmailSchema, lettersNameSchema, personNameSchema, phoneSchema, plainText } from './form-fields.ts';

describe('checkPhone (docs/spec.md#second-5 "Chat form": 12 to 15 characters; India: +91 and a mobile starting 7, 8 or 9)', () => {
  it.each([
    ['+919847012345', '+919847012345'],
    ['919847012345', '+919847012345'],
    ['+91 98470 12345', '+919847012345'],
    ['+91 9876 543210', '+919876543210'],
    ['+91 7012345678', '+917012345678'],
    ['+91-7012-345678', '+917012345678'],
    ['+918012345678', '+918012345678'],
    ['+971501234567', '+971501234567'],
    ['+44 2079460958', '+442079460958'],
    ['+14155552671', '+14155552671'],
  ])('takes %j as %j', (input, value) => {
    expect(checkPhone(input)).toEqual({ ok: true, value });
  });

  it.each([
    // The lead's reading: 91 and ten digits starting 7, 8 or 9. The spec's literal /^[789]\d{11}$/ on
    // the digits would take +91 1234567890 (911234567890); this rule refuses it.
    ['+91 1234567890', INVALID_INDIAN_PHONE],
    ['+916012345678', INVALID_INDIAN_PHONE],
    ['+915847012345', INVALID_INDIAN_PHONE],
    ['9198470123456', INVALID_INDIAN_PHONE],
    ['+9198765432101', INVALID_INDIAN_PHONE],
    ['971501234567', FIELD_TEXTS.phoneCountry],
    ['', FIELD_TEXTS.phoneRequired],
    ['   ', FIELD_TEXTS.phoneRequired],
    ['+91 ', FIELD_TEXTS.phoneRequired],
    ['+', FIELD_TEXTS.phoneRequired],
    ['+91 9', FIELD_TEXTS.phoneLength],
    ['9847012345', FIELD_TEXTS.phoneLength],
    ['91987654321', FIELD_TEXTS.phoneLength],
    ['+9198470', FIELD_TEXTS.phoneLength],
    ['+91 98470 12345 6', FIELD_TEXTS.phoneLength],
    ['+44 20 7946 0958', FIELD_TEXTS.phoneLength],
    ['+1 2 3 4 5 6 7', FIELD_TEXTS.phoneLength],
    ['+91abcd012345', FIELD_TEXTS.phoneShape],
    ['+91 98765 4321a', FIELD_TEXTS.phoneShape],
    ['-919847012345', FIELD_TEXTS.phoneShape],
    ['<script>1</script>', FIELD_TEXTS.phoneShape],
  ])('refuses %j with %j', (input, message) => {
    expect(checkPhone(input)).toEqual({ ok: false, message });
    expect(phoneProblem(input)).toBe(message);
  });

  it("says the spec's words, letter for letter, and every Indian number it takes passes the spec's literal pattern", () => {
    expect(INVALID_INDIAN_PHONE).toBe('Invalid Indian phone number');
    for (const typed of ['+917000000000', '+918999999999', '919123456789']) {
      const checked = checkPhone(typed);
      expect(checked.ok).toBe(true);
      expect(/^[789]\d{11}$/.test(typed.replace(/\D/g, ''))).toBe(true);
    }
  });

  it('the schema keeps + and the digits and answers the one message', () => {
    expect(phoneSchema.parse(' +91 98470 12345 ')).toBe('+919847012345');
    expect(phoneSchema.safeParse('+91 1234567890').error?.issues.map((i) => i.message)).toEqual([INVALID_INDIAN_PHONE]);
  });

  it('formats and addresses Indian and other numbers', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
    expect(messagingAddress('+91 98765 43210')).toBe('9876543210');
    expect(messagingAddress('+44 2079460958')).toBe('+442079460958');
  });
});

describe('the two name rules', () => {
  it.each([
    ['Anjali Menon', null, null],
    ['  Anjali  Menon ', null, null],
    ['Zoë Ó Briain', null, null],
    ['അഞ്ജലി മേനോൻ', null, null],
    ["K. P. O'Brien-Nair", FIELD_TEXTS.nameLetters, null],
    ["D'Souza", FIELD_TEXTS.nameLetters, null],
    ['A', null, FIELD_TEXTS.nameShort],
    ['', FIELD_TEXTS.nameRequired, FIELD_TEXTS.nameRequired],
    ['R2D2', FIELD_TEXTS.nameLetters, FIELD_TEXTS.nameLettersAndMarks],
    ['Anjali 2', FIELD_TEXTS.nameLetters, FIELD_TEXTS.nameLettersAndMarks],
    ['<script>alert(1)</script>', FIELD_TEXTS.nameLetters, FIELD_TEXTS.nameLettersAndMarks],
    ["-O'Brien", FIELD_TEXTS.nameLetters, FIELD_TEXTS.nameLettersAndMarks],
    ['Anjali\u0000', FIELD_TEXTS.controlCharacters, FIELD_TEXTS.controlCharacters],
    ['A'.repeat(81), 'Please keep it to 80 characters.', 'Please keep it to 80 characters.'],
  ])('%j → letters: %j, person: %j', (input, letters, person) => {
    expect(lettersNameProblem(input)).toBe(letters);
    expect(personNameProblem(input)).toBe(person);
    expect(lettersNameSchema.safeParse(input).success).toBe(letters === null);
    expect(personNameSchema.safeParse(input).success).toBe(person === null);
  });

  it('keeps a name trimmed with single spaces', () => {
    expect(lettersNameSchema.parse('  Anjali   Menon ')).toBe('Anjali Menon');
    expect(personNameSchema.parse(" K.  P. O'Brien ")).toBe("K. P. O'Brien");
  });
});

describe("the email rule (the account forms' EMAIL_PATTERN)", () => {
  it.each([
    ['anjali@example.in', null],
    ["o'brien+news@mail.example.co.in", null],
    ['', 'Please enter your email address.'],
    ['anjali@example', 'Please enter a valid email address, like name@example.com.'],
    ['anjali example.in', 'Please enter a valid email address, like name@example.com.'],
    ['anjali@', 'Please enter a valid email address, like name@example.com.'],
    ['@example.in', 'Please enter a valid email address, like name@example.com.'],
    ['<script>alert(1)</script>@x.in', 'Please enter a valid email address, like name@example.com.'],
    ['a..b@example.in', 'Please enter a valid email address, like name@example.com.'],
    ['.a@example.in', 'Please enter a valid email address, like name@example.com.'],
    ['a.@example.in', 'Please enter a valid email address, like name@example.com.'],
    ['a@-example.in', 'Please enter a valid email address, like name@example.com.'],
    [`${'a'.repeat(250)}@example.in`, 'Please enter a valid email address, like name@example.com.'],
  ])('%j → %j', (input, expected) => {
    expect(emailProblem(input)).toBe(expected);
    expect(contactEmailSchema.safeParse(input).success).toBe(expected === null);
  });

  it('keeps an address trimmed and in lower case', () => {
    expect(contactEmailSchema.parse(' Anjali@Example.IN ')).toBe('anjali@example.in');
  });
});

describe('free text', () => {
  it.each([
    ['Line one\nline two\ttabbed', 10_000, {}, null],
    ['<script>alert(1)</script>', 100, {}, null],
    ['bell\u0007', 100, {}, FIELD_TEXTS.controlCharacters],
    // Not refused: the schema removes it (domain/text/free-text.ts).
    ['right\u202Eleft', 100, {}, null],
    ['line\u2028separator', 100, {}, FIELD_TEXTS.controlCharacters],
    ['two\nlines', 100, { multiline: false }, FIELD_TEXTS.controlCharacters],
    ['x'.repeat(11), 10, {}, 'Please keep it to 10 characters.'],
    ['  a ', 20, { min: 3 }, 'Please write at least 3 characters.'],
    ['   ', 20, { min: 1 }, FIELD_TEXTS.empty],
  ])('%j (max %d, %j) → %j', (input, max, options, expected) => {
    expect(textProblem(input, max, options)).toBe(expected);
  });

  it.each([
    ['ab', 'Please describe it.'],
    ['   ', 'Please describe it.'],
    ['abc', undefined],
    ['bell\u0007abc', FIELD_TEXTS.controlCharacters],
    ['x'.repeat(21), 'Please keep it to 20 characters.'],
  ])("a text under its minimum gets the field's own words: %j → %j", (input, expected) => {
    const text = plainText(20, { min: 3, multiline: true, tooShort: 'Please describe it.' });
    expect(text.safeParse(input).error?.issues[0]?.message).toBe(expected);
  });

  it('the schema keeps text as typed, trimmed, and refuses what the rule refuses', () => {
    const note = plainText(20, { multiline: true });
    expect(note.parse('  <script>x</script> ')).toBe('<script>x</script>');
    expect(note.parse('line one\nline\ttwo')).toBe('line one\nline\ttwo');
    expect(note.safeParse('bell\u0007').error?.issues.map((i) => i.message)).toEqual([FIELD_TEXTS.controlCharacters]);
    expect(note.safeParse('x'.repeat(21)).error?.issues.map((i) => i.message)).toEqual([
      'Please keep it to 20 characters.',
    ]);
    expect(note.safeParse('x'.repeat(500)).error?.issues.map((i) => i.message)).toEqual([
      'Please keep it to 20 characters.',
    ]);
    expect(plainText(20).safeParse('two\nlines').success).toBe(false);
    expect(plainText(20, { min: 3 }).safeParse('  a ').success).toBe(false);
  });

  it('the schemas of names and text remove bidi controls and zero-width characters and cap combining marks', () => {
    expect(plainText(20).parse('Great \u202Egnir\u202C\u200B')).toBe('Great gnir');
    expect(plainText(20, { min: 1 }).safeParse('\u200B\u200B').success).toBe(false);
    expect(personNameSchema.parse(`Asha${'\u0336'.repeat(59)}`)).toBe(`Asha${'\u0336'.repeat(4)}`);
    expect(lettersNameSchema.parse('\u202EPriya\u200B Rao')).toBe('Priya Rao');
  });
});
