import { describe, expect, it } from 'vitest';
import { encodePassword } from './encode-password.ts';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, registerBodySchema } from './api-schemas.ts';
import { emailProblem, FORM_LIMITS, mobileProblem, nameProblem, serverFieldText } from './account-form-rules.ts';
import { confirmationProblem, newPasswordProblem, registrationProblems } from './password-form-rules.ts';

const ok = {
  first_name: 'Asha',
  last_name: "D'Souza-Rao",
  phone: '+91 98765 43210',
  email: 'asha@example.in',
  password: 'kesar-kulfi-92',
  c_password: 'kesar-kulfi-92',
};

describe('account form rules', () => {
  it("use the server's limits", () => {
    expect(FORM_LIMITS).toEqual({ email: MAX_EMAIL_LENGTH, name: MAX_NAME_LENGTH });
  });

  it.each([
    ['Asha', null],
    ['  Asha ', null],
    ['Ré-née O. Sen', null],
    ['अनन्या', null],
    ['', 'Please enter your first name.'],
    ['   ', 'Please enter your first name.'],
    ['-Asha', 'Your first name can contain only letters, spaces, dots, apostrophes and hyphens.'],
    ['Asha7', 'Your first name can contain only letters, spaces, dots, apostrophes and hyphens.'],
    ['a'.repeat(61), 'Your first name can have at most 60 characters.'],
  ])('name %j → %j', (value, problem) => expect(nameProblem(value, 'first name')).toBe(problem));

  it.each([
    ['asha@example.in', null],
    [' Asha.Rao+gold@mail.example.co.in ', null],
    ['', 'Please enter your email address.'],
    ['asha', 'Please enter a valid email address, like name@example.com.'],
    ['asha@example', 'Please enter a valid email address, like name@example.com.'],
    ['asha@@example.in', 'Please enter a valid email address, like name@example.com.'],
  ])('email %j → %j', (value, problem) => expect(emailProblem(value)).toBe(problem));

  it.each([
    ['9876543210', null],
    ['+91 98765-43210', null],
    ['09876543210', null],
    ['', 'Please enter your mobile number.'],
    ['5876543210', 'Please enter a 10-digit Indian mobile number.'],
    ['98765', 'Please enter a 10-digit Indian mobile number.'],
  ])('mobile %j → %j', (value, problem) => expect(mobileProblem(value)).toBe(problem));

  it.each([
    ['kesar-kulfi-92', undefined, null],
    ['', undefined, 'Please choose a password.'],
    ['short', undefined, 'The password must have at least 8 characters.'],
    ['password123', undefined, 'The password is one of the most common passwords; please choose another.'],
    ['zzzzzzzzzz', undefined, 'The password must not be one character repeated.'],
    ['asha.rao.in', 'asha.rao.in@example.in', 'The password must not be your email address.'],
  ])('new password %j (email %j) → %j', (value, email, problem) =>
    expect(newPasswordProblem(value, email)).toBe(problem),
  );

  it.each([
    ['abcdefgh', 'abcdefgh', null],
    ['abcdefgh', '', 'Please enter the password again.'],
    ['abcdefgh', 'abcdefgH', 'The passwords do not match.'],
  ])('confirmation %j %j → %j', (a, b, problem) => expect(confirmationProblem(a, b)).toBe(problem));

  it('a form the browser accepts, the server accepts too', () => {
    expect(registrationProblems(ok)).toEqual({});
    const body = {
      ...ok,
      subscription: false,
      password: encodePassword(ok.password),
      c_password: encodePassword(ok.c_password),
    };
    expect(registerBodySchema.safeParse(body).success).toBe(true);
  });

  it('names each bad field by its server name', () => {
    expect(
      Object.keys(
        registrationProblems({
          first_name: '',
          last_name: '1',
          phone: '12',
          email: 'x',
          password: 'short',
          c_password: 'other',
        }),
      ),
    ).toEqual(['first_name', 'last_name', 'phone', 'email', 'password', 'c_password']);
  });

  it.each([
    ['password', 'must have at least 8 characters', 'The password must have at least 8 characters.'],
    ['email', 'An account already uses this email', 'An account already uses this email'],
    ['email', '', 'Please check your email.'],
  ])('server text for %s: %j → %j', (label, message, text) => expect(serverFieldText(label, message)).toBe(text));
});
