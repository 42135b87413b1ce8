// Turns zod's issues into one message that names every bad field, and a field → message map.
import type { z } from 'zod';
import { issueText } from '../../domain/api/issue-text.ts';
import { CONTROL_CHARACTER_TEXT, findControlCharacters } from '../../domain/text/control-characters.ts';
import { ApiError } from './api-error.ts';

export function describeIssues(issues: readonly z.core.$ZodIssue[]): {
  message: string;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
    fields[name] ??= issueText(issue) ?? issue.message;
  }
  const message = Object.entries(fields)
    .map(([name, text]) => `${name}: ${text}`)
    .join('; ');
  return { message, fields };
}

/** Parses input with a schema or throws a 400 INVALID_INPUT that names the problem. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  reason = 'INVALID_INPUT',
  text?: string,
): z.infer<S> {
  // reportInput (which the messages need, to tell "is required" from "must be a string") turns off
  // zod's compiled fast path and made a call's validation five times slower: only a refused input
  // is parsed a second time with it.
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const reported = schema.safeParse(input, { reportInput: true });
  const { message, fields } = describeIssues(reported.success ? result.error.issues : reported.error.issues);
  throw new ApiError(400, reason, text ?? message, fields);
}

/**
 * The text rule of every input (domain/text/control-characters.ts) over a whole parsed input, before
 * its schema: one walk, so that a NUL or a lone surrogate in any field, a free-form JSON one included,
 * is a 400 naming the field rather than PostgreSQL's 500. Tab and line breaks pass here; a
 * single-line field's own schema refuses them.
 */
export function refuseControlCharacters(input: unknown, reason = 'INVALID_INPUT', text?: string): void {
  const found = findControlCharacters(input);
  if (found === null) return;
  const field = found === '' ? '(body)' : found;
  throw new ApiError(400, reason, text ?? `${field}: ${CONTROL_CHARACTER_TEXT}`, { [field]: CONTROL_CHARACTER_TEXT });
}
