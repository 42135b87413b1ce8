// A collection's pieces as the desk edits them (issue 24 part 3): which pieces it shows first and in
// what order (by SKU, as staff read them off a tag), and the occasions whose popular pieces follow.
import { z } from 'zod';
import { COLLECTION_CHOSEN_MAX } from '../content/collections.ts';

export const collectionSlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a collection name such as bridal');

export const collectionEditSchema = z.strictObject({
  skus: z
    .array(z.string().trim().min(1, 'an empty SKU').max(64, 'at most 64 characters'))
    .max(COLLECTION_CHOSEN_MAX, `at most ${COLLECTION_CHOSEN_MAX} pieces`)
    .refine((s) => new Set(s.map((x) => x.toUpperCase())).size === s.length, 'name each piece once'),
  occasions: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{1,40}$/, 'must be an occasion slug'),
    )
    .max(10)
    .refine((s) => new Set(s).size === s.length, 'name each occasion once'),
});
export type CollectionEdit = z.infer<typeof collectionEditSchema>;

export const deskPieceSchema = z.object({
  sku: z.string(),
  name: z.string(),
  value: z.string(),
  active: z.boolean().describe('false: hidden from the shop, so the page leaves it out'),
});

export const deskCollectionSchema = z.object({
  slug: z.string(),
  occasions: z.array(z.string()),
  pieces: z.array(deskPieceSchema),
});
export type DeskCollection = z.infer<typeof deskCollectionSchema>;

export const deskCollectionsAnswerSchema = z.object({
  success: z.literal(true),
  collections: z.array(deskCollectionSchema),
  occasions: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type DeskCollectionsAnswer = z.infer<typeof deskCollectionsAnswerSchema>;

export const deskCollectionAnswerSchema = z.object({
  success: z.literal(true),
  collection: deskCollectionSchema,
  occasions: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type DeskCollectionAnswer = z.infer<typeof deskCollectionAnswerSchema>;
