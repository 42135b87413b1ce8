// The API's words for zod's own issues ("is required", "must have at most 80 characters"): one place, so a
// refusal from the server and the same problem found by a page's form (domain/forms/field-problems.ts)
// read alike. An issue a schema words itself (a custom check, or a message given in the schema) is not
// the default's to rename: undefined leaves it to the caller.
import type { z } from 'zod';

type Issue = z.core.$ZodIssue | z.core.$ZodRawIssue;

export function issueText(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${article(issue.expected)}`;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `must have at most ${issue.maximum} ${issue.origin === 'string' ? 'characters' : 'items'}`
        : `must be at most ${issue.maximum}`;
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? 'must not be empty'
        : issue.origin === 'string' || issue.origin === 'array'
          ? `must have at least ${issue.minimum} ${issue.origin === 'string' ? 'characters' : 'items'}`
          : `must be at least ${issue.minimum}`;
    default:
      return undefined;
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
