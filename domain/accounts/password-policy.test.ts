import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it.each(['Correct-Horse-7', 'kesar-kulfi-92', 'नमस्ते-दुनिया', 'aaaaaaab'])('accepts %s', (pw) => {
    expect(passwordProblem(pw)).toBeNull();
  });

  it.each([
    ['short1!', 'must have at least 8 characters'],
    ['', 'must have at least 8 characters'],
    ['password', 'is one of the most common passwords; please choose another'],
    ['Password123', 'is one of the most common passwords; please choose another'],
    ['INDIA@123', 'is one of the most common passwords; please choose another'],
    ['zzzzzzzzzz', 'must not be one character repeated'],
  ])('refuses %j: %s', (pw, problem) => {
    expect(passwordProblem(pw)).toBe(problem);
  });

  it('refuses the account email or its local part', () => {
    expect(passwordProblem('Asha.Rao@example.in', { email: 'asha.rao@example.in' })).toBe(
      'must not be your email address',
    );
    expect(passwordProblem('asha.rao.x', { email: 'asha.rao.x@example.in' })).toBe('must not be your email address');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('😀😀😀😀😀😀😀😁')).toBeNull();
    expect(passwordProblem('😀😀😀😀')).toBe('must have at least 8 characters');
  });

  it('every listed password is refused, in any case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(250);
    for (const pw of COMMON_PASSWORDS) {
      expect(passwordProblem(pw.toUpperCase())).not.toBeNull();
    }
  });
});
