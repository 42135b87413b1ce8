// The contact fields' checks in the browser: the domain's rules, so the page and the server agree.
import { emailProblem, lettersNameProblem, personNameProblem, phoneProblem, textProblem } from '../../../domain/forms/field-rules';

export interface Contact {
  name: string;
  email: string;
  phone: string;
}

/**
 * `names: 'letters'` is the chat form's rule (docs/spec.md#second-5: letters and spaces only); the enquiry forms take
 * a person's name as staff will write it back (D'Souza, Anne-Marie), as careers and bookings do.
 */
export function contactErrors(values: Contact, phoneField: 'phone' | 'mobile' = 'phone', names: 'letters' | 'person' = 'person'): Record<string, string> {
  const found: Record<string, string> = {};
  const name = (names === 'letters' ? lettersNameProblem : personNameProblem)(values.name);
  if (name) found.name = name;
  const email = emailProblem(values.email);
  if (email) found.email = email;
  const phone = phoneProblem(values.phone);
  if (phone) found[phoneField] = phone;
  return found;
}

export function messageError(found: Record<string, string>, message: string, max: number, required: boolean): void {
  if (required && message.trim() === '') found.message = 'Please tell us how we can help.';
  else {
    const problem = textProblem(message, max, { multiline: true });
    if (problem) found.message = problem;
  }
}

/** Indian numbers start with +91: the field starts with it filled in. */
export const PHONE_START = '+91 ';
