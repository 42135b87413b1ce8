import { describe, expect, it } from 'vitest';
import { checkPhone, contactEmailSchema, FIELD_TEXTS, INVALID_INDIAN_PHONE, personNameSchema, plainText } from './form-fields.ts';

describe('checkPhone (checkout spec §5: 12 to 15 characters, the Indian rule)', () => {
  it.each([
    ['+919847012345', '+919847012345'],
    ['919847012345', '+919847012345'],
    ['+91 98470 12345', '+919847012345'],
    ['+91-7012-345678', '+917012345678'],
    ['+918012345678', '+918012345678'],
    ['+971501234567', '+971501234567'],
    ['+14155552671', '+14155552671'],
  ])('takes %s as %s', (input, value) => {
    expect(checkPhone(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['+916012345678', INVALID_INDIAN_PHONE],
    ['+915847012345', INVALID_INDIAN_PHONE],
    ['9198470123456', INVALID_INDIAN_PHONE],
    ['971501234567', INVALID_INDIAN_PHONE],
    ['9847012345', FIELD_TEXTS.phoneLength],
    ['+9198470', FIELD_TEXTS.phoneLength],
    ['+91 98470 12345 6', FIELD_TEXTS.phoneLength],
    ['+91abcd012345', FIELD_TEXTS.phoneLength],
    ['', FIELD_TEXTS.phoneLength],
  ])('refuses %s with %s', (input, message) => {
    expect(checkPhone(input)).toEqual({ ok: false, message });
  });
});

describe('names, emails and free text', () => {
  it.each([
    ['Anjali Menon', true],
    ["K. P. O'Brien-Nair", true],
    ['അഞ്ജലി മേനോൻ', true],
    ['A', false],
    ['<script>alert(1)</script>', false],
    ['Anjali 2', false],
    ['x'.repeat(81), false],
  ])('name %s → %s', (name, ok) => {
    expect(personNameSchema.safeParse(name).success).toBe(ok);
  });

  it('lower-cases emails and refuses malformed ones', () => {
    expect(contactEmailSchema.parse(' Anjali@Example.IN ')).toBe('anjali@example.in');
    for (const bad of ['anjali@', 'anjali', '@example.in', 'a b@example.in']) expect(contactEmailSchema.safeParse(bad).success).toBe(false);
  });

  it('keeps script tags as text, refuses control characters, bounds the length', () => {
    const note = plainText(20, { multiline: true });
    expect(note.parse('  <script>x</script> ')).toBe('<script>x</script>');
    expect(note.parse('line one\nline\ttwo')).toBe('line one\nline\ttwo');
    expect(note.safeParse('bell\u0007').success).toBe(false);
    expect(note.safeParse('right\u202Eleft').success).toBe(false);
    expect(note.safeParse('x'.repeat(21)).success).toBe(false);
    expect(plainText(20).safeParse('two\nlines').success).toBe(false);
    expect(plainText(20, { min: 3 }).safeParse('  a ').success).toBe(false);
  });
});
