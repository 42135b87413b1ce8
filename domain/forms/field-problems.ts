// A form's fields judged in the browser by the schema the API validates its body with, so the page and
// the server cannot disagree about a field. Each field gets its first problem, in the words a form shows
// beside it: the schema's own where it gives them (the store's texts, 'Invalid Indian phone number'),
// else the API's (domain/api/issue-text.ts) where the server's answer would show the same words,
// capitalised as the forms show the server's. A nested problem (one SKU of a list) lands on its field.
import type { z } from 'zod';
import { issueText } from '../api/issue-text.ts';

/** Problems by top-level field (`(body)` for the body itself); empty when the schema takes the input. */
export function fieldProblems(schema: z.ZodType, input: unknown): Record<string, string> {
  const parsed = schema.safeParse(input, { error: (issue) => issueText(issue) });
  if (parsed.success) return {};
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '(body)';
    found[field] ??= capitalised(issue.message);
  }
  return found;
}

/** The server's field texts start in lower case ("must not be empty"): beside a field they open a sentence. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
