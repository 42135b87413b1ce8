// The visit log the storefront sends on each page view and on 404s (spec: userlog).
import { z } from 'zod';

/** Free-form JSON the client attaches (navigation timing, extra data), bounded in size. */
const boundedJson = z.unknown().refine((v) => v === undefined || JSON.stringify(v).length <= 8_192, 'must be at most 8 KB of JSON');

export const visitLogBodySchema = z.strictObject({
  visited_page: z.string().trim().min(1).max(2_048),
  /** Accepted for compatibility; the server stores the address it saw instead. */
  ip_address: z.string().max(64).nullish(),
  address: boundedJson.optional(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  user_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/)]).nullish(),
  data: boundedJson.optional(),
});
export type VisitLogBody = z.infer<typeof visitLogBodySchema>;

export const visitLogAnswerSchema = z.object({ result: z.object({ logged: z.literal(true) }) });
