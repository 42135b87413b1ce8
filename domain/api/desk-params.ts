// The back office lists' shared parameters: the page of a list (25 a page; 4,000 pages is 1,00,000
// rows, past which a filter is the better tool) and a row's id in a path, refused with words that
// name what the id should be ("must be a review id") when it is not a positive 32-bit integer.
import { z } from 'zod';

export const deskPageSchema = z.coerce.number().int().min(1).max(4_000).default(1);

/** A positive database id in a path: `what` names it in the refusal ("a product id"). */
export const pathIdSchema = (what: string) => {
  const message = `must be ${what}`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);
};

/** A list answer's paging: the rows matching in all, the page shown and its size. */
export const deskPagingFields = {
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
};

/** A list's search box: 2 to 100 characters, trimmed; `what` says what it finds (the API description). */
export const deskSearchSchema = (what: string) =>
  z.string().trim().min(2, 'type at least 2 characters').max(100).optional().describe(what);
