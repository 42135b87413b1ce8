import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, emailProblem, formatPhone, messagingAddress, nameProblem, phoneProblem, textProblem } from './contact-rules.ts';

describe('phoneProblem (second spec §5: 12 to 15 characters; Indian numbers 7, 8 or 9 then 11 digits)', () => {
  it.each([
    ['+91 98765 43210', null],
    ['+919876543210', null],
    ['919876543210', null],
    ['+91 7012345678', null],
    ['+44 2079460958', null],
    ['+971501234567', null],
    ['', CONTACT_MESSAGES.phoneRequired],
    ['   ', CONTACT_MESSAGES.phoneRequired],
    ['+91 ', CONTACT_MESSAGES.phoneRequired],
    ['+', CONTACT_MESSAGES.phoneRequired],
    ['+91 9', CONTACT_MESSAGES.phoneLength],
    ['9876543210', CONTACT_MESSAGES.phoneLength],
    ['+91 98765 432109', CONTACT_MESSAGES.phoneLength],
    ['+9198765432101', CONTACT_MESSAGES.invalidIndianPhone],
    ['+91 9876 543210', null],
    ['91987654321', CONTACT_MESSAGES.phoneLength],
    ['+91-98765-43210', CONTACT_MESSAGES.phoneShape],
    ['+91 98765 4321a', CONTACT_MESSAGES.phoneShape],
    ['<script>1</script>', CONTACT_MESSAGES.phoneShape],
    ['+14155550123', null], ['+44 20 7946 0958', CONTACT_MESSAGES.phoneLength],
  ])('%j → %j', (input, expected) => {
    expect(phoneProblem(input)).toBe(expected);
  });

  it('says the spec\'s words, letter for letter', () => {
    expect(CONTACT_MESSAGES.invalidIndianPhone).toBe('Invalid Indian phone number');
  });

  it('formats and addresses Indian and other numbers', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(messagingAddress('+91 98765 43210')).toBe('9876543210');
    expect(messagingAddress('+44 2079460958')).toBe('+442079460958');
  });
});

describe('nameProblem (letters and spaces only)', () => {
  it.each([
    ['Anjali Menon', null],
    ['  Anjali  Menon ', null],
    ['Zoë Ó Briain', null],
    ['അഞ്ജലി', null],
    ['', CONTACT_MESSAGES.nameRequired],
    ['R2D2', CONTACT_MESSAGES.nameLetters],
    ["O'Brien", CONTACT_MESSAGES.nameLetters],
    ['<script>alert(1)</script>', CONTACT_MESSAGES.nameLetters],
    ['Anjali\u0000', CONTACT_MESSAGES.controlCharacters],
    ['A'.repeat(81), 'Please keep it to 80 characters.'],
  ])('%j → %j', (input, expected) => {
    expect(nameProblem(input)).toBe(expected);
  });
});

describe('emailProblem and textProblem', () => {
  it.each([
    ['anjali@example.in', null],
    ['anjali@example', CONTACT_MESSAGES.emailInvalid],
    ['anjali example.in', CONTACT_MESSAGES.emailInvalid],
    ['', CONTACT_MESSAGES.emailRequired],
    ['<script>alert(1)</script>@x.in', CONTACT_MESSAGES.emailInvalid],
    ['a..b@example.in', CONTACT_MESSAGES.emailInvalid],
    ['.a@example.in', CONTACT_MESSAGES.emailInvalid],
    ['a@-example.in', CONTACT_MESSAGES.emailInvalid],
    ["o'brien+news@mail.example.co.in", null],
    [`${'a'.repeat(120)}@example.in`, 'Please keep it to 128 characters.'],
  ])('email %j → %j', (input, expected) => {
    expect(emailProblem(input)).toBe(expected);
  });

  it.each([
    ['Line one\nline two\ttabbed', 10_000, null],
    ['<script>alert(1)</script>', 100, null],
    ['bell\u0007', 100, CONTACT_MESSAGES.controlCharacters],
    ['x'.repeat(11), 10, 'Please keep it to 10 characters.'],
  ])('text %j (max %d) → %j', (input, max, expected) => {
    expect(textProblem(input, max)).toBe(expected);
  });
});
