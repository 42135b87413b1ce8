// The careers page's texts and limits, apart from the call schemas (careers.ts) so the page's form
// carries no zod: the toast of docs/spec.md#first-8 letter for letter, and the store's own words.

/** docs/spec.md#first-8 "Careers", letter for letter. */
export const CAREERS_TOAST =
  "We just got your application. We'll analyze your information and come back to you within 5 business days.";
export const CAREER_REPLY_BUSINESS_DAYS = 5;

export const CAREERS_TEXTS = {
  department: 'Please choose a department.',
  position: 'Please choose an open position of this department.',
  experience: 'Please give your experience in whole years, from 0 to 50.',
  unknownDepartment: 'There is no such department.',
} as const;

export const CAREERS_LIMITS = { coverNote: 1500 } as const;
