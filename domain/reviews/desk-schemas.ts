// The back office's review calls (docs/api.md#back-office): the queue, and publish, hide and restore
// a review. hide and restore are the API contract's names; the rest is ours.
import { z } from 'zod';
import { deskPageSchema, pathIdSchema } from '../api/desk-params.ts';
import { plainText } from '../forms/form-fields.ts';
import { MODERATION_ACTS } from './moderation.ts';
import { REVIEW_STATUSES } from './review-rules.ts';

export const REVIEW_DESK_PAGE_SIZE = 25;

export const reviewDeskListQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).optional().describe('held, published or hidden; all when absent'),
  stars: z.coerce
    .number({ error: 'must be 1 to 5' })
    .int('must be 1 to 5')
    .min(1, 'must be 1 to 5')
    .max(5, 'must be 1 to 5')
    .optional(),
  page: deskPageSchema,
});
export type ReviewDeskListQuery = z.infer<typeof reviewDeskListQuerySchema>;

/** A review's id in a path. */
export const reviewIdSchema = pathIdSchema('a review id');

export const deskReviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  author_name: z.string().describe('As shown on the product page'),
  member: z
    .object({ id: z.number().int(), email: z.string() })
    .nullable()
    .describe('The account that wrote it; null for demo and imported reviews'),
  verified_buyer: z.boolean(),
  product: z.object({ sku: z.string(), name: z.string(), value: z.string().describe('The product page is /{value}') }),
  created_at: z.string(),
  moderation: z
    .object({ at: z.string(), by: z.string(), reason: z.string().nullable() })
    .nullable()
    .describe('The last moderator act: when, by whom, why; null when none'),
  acts: z.array(z.enum(MODERATION_ACTS)).describe('What staff may do with it now'),
});
export type DeskReview = z.infer<typeof deskReviewSchema>;

export const reviewDeskListAnswerSchema = z.object({
  success: z.literal(true),
  reviews: z.array(deskReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  held: z.number().int().describe('Held reviews waiting in all (the queue’s count, whatever the filters)'),
});
export type ReviewDeskListAnswer = z.infer<typeof reviewDeskListAnswerSchema>;

export const reviewActAnswerSchema = z.object({
  success: z.literal(true),
  review: deskReviewSchema,
  product_rating: z
    .object({ average: z.number(), total: z.number().int() })
    .describe("The piece's rating and count of published reviews after the act"),
});
export type ReviewActAnswer = z.infer<typeof reviewActAnswerSchema>;

const reason = (what: string) => plainText(300, { min: 3 }).describe(`${what}: 3 to 300 characters`);
export const reviewHideBodySchema = z.strictObject({ reason: reason('Why it is hidden') });
export const reviewRestoreBodySchema = z.strictObject({ reason: reason('Why it is shown again') });
export const reviewPublishBodySchema = z.strictObject({
  reason: plainText(300).optional().describe('A note for the audit (optional)'),
});
