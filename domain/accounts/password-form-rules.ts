// The password forms' checks in the browser (sign-up, reset, change): the server's password policy,
// common passwords included, in a sentence under the field. Apart from account-form-rules.ts because
// the policy's list of common passwords is the larger part of the code: only these forms load it.
import { emailProblem, mobileProblem, nameProblem, type FieldErrors } from './account-form-rules.ts';
import { passwordProblem } from './password-policy.ts';

/** A new password: the server's policy, in a sentence. */
export function newPasswordProblem(value: string, email?: string): string | null {
  if (value === '') return 'Please choose a password.';
  const problem = passwordProblem(value, email === undefined ? {} : { email });
  return problem ? `The password ${problem}.` : null;
}

export function confirmationProblem(password: string, confirmation: string): string | null {
  if (confirmation === '') return 'Please enter the password again.';
  return password === confirmation ? null : 'The passwords do not match.';
}

export interface RegistrationInput {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password: string;
  c_password: string;
}

/** The sign-up form's problems, by the server's field names, in the form's order. */
export function registrationProblems(input: RegistrationInput): FieldErrors<keyof RegistrationInput> {
  const errors: FieldErrors<keyof RegistrationInput> = {};
  const add = (field: keyof RegistrationInput, problem: string | null) => {
    if (problem) errors[field] = problem;
  };
  add('first_name', nameProblem(input.first_name, 'first name'));
  add('last_name', nameProblem(input.last_name, 'last name'));
  add('phone', mobileProblem(input.phone));
  add('email', emailProblem(input.email));
  add('password', newPasswordProblem(input.password, input.email.trim()));
  add('c_password', confirmationProblem(input.password, input.c_password));
  return errors;
}
