// The back office's picture calls (docs/api.md#back-office): a piece's uploaded pictures, one upload
// (multipart), a change of one picture (alt text, place, main) and its removal. Ours: the specs have
// no back office.
import { z } from 'zod';
import type { ReasonTable } from '../api/outcome.ts';
import { pathIdSchema } from '../api/desk-params.ts';
import { plainText } from '../forms/form-fields.ts';
import { METAL_COLORS } from './constants.ts';
import { PICTURE_TYPES, PICTURES_PER_PRODUCT } from './product-pictures.ts';

export const pictureIdSchema = pathIdSchema('a picture id');

/** The alt text: what the picture shows, for a shopper who cannot see it. */
export const pictureAltSchema = plainText(200, { min: 3 });

export const deskPictureSchema = z.object({
  id: z.number().int(),
  url: z.string().describe('The shop’s address of the picture (add `?resize=361` …, as for drawn pictures)'),
  alt: z.string(),
  is_main: z.boolean().describe('Shown first: on listing cards, in the cart, first in the gallery'),
  color: z
    .string()
    .nullable()
    .describe('The one colour of the piece it shows (only that colour’s variants show it); null: every colour'),
  position: z.number().int().describe('0, 1, 2 … the order on the desk and, after the main one, in the gallery'),
  content_type: z.enum(PICTURE_TYPES).describe('What the file’s content is (HEIC: a phone’s photo)'),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int().describe('The uploaded file’s size'),
  sha256: z.string(),
  created_at: z.string(),
});
export type DeskPicture = z.infer<typeof deskPictureSchema>;

export const productPicturesAnswerSchema = z.object({
  product_id: z.number().int(),
  pictures: z.array(deskPictureSchema).max(PICTURES_PER_PRODUCT),
  /** False: the shop shows the drawn pictures. */
  uploaded: z.boolean(),
});
export type ProductPicturesAnswer = z.infer<typeof productPicturesAnswerSchema>;

/** The multipart upload as read (careers' and returns' way): the file and the optional alt text. */
export const pictureUploadBodySchema = z.strictObject({
  picture: z.object(
    {
      name: z.string(),
      type: z.string(),
      bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'must be a file'),
    },
    { error: 'send one file in the field "picture"' },
  ),
  alt: pictureAltSchema.optional(),
});
export type PictureUploadBody = z.infer<typeof pictureUploadBodySchema>;

export const pictureChangeBodySchema = z
  .strictObject({
    alt: pictureAltSchema.optional(),
    position: z
      .number()
      .int()
      .min(0)
      .max(PICTURES_PER_PRODUCT - 1)
      .optional()
      .describe('The new place, 0 first'),
    main: z.literal(true).optional().describe('Make it the main picture (the one that was main no longer is)'),
    color: z
      .enum(METAL_COLORS, { error: `must be one of ${METAL_COLORS.join(', ')}, or null for every colour` })
      .nullable()
      .optional()
      .describe(
        'The colour it shows: one of the piece’s variants’ colours (PICTURE_COLOR_UNKNOWN otherwise); null: every colour',
      ),
  })
  .refine((b) => b.alt !== undefined || b.position !== undefined || b.main !== undefined || b.color !== undefined, {
    message: 'send alt, position, main or color',
  });
export type PictureChangeBody = z.infer<typeof pictureChangeBodySchema>;

export const PICTURE_REASONS = {
  PRODUCT_NOT_FOUND: { status: 404, text: 'No product has that id.' },
  PICTURE_NOT_FOUND: { status: 404, text: 'This piece has no picture with that id.' },
  PICTURE_REFUSED: {
    status: 400,
    text: 'The file was not stored: it must be a JPEG, PNG, WebP or HEIC picture of at most 15 MB and at least 500 px a side (the problem is named in `fields.picture`).',
  },
  PICTURE_COLOR_UNKNOWN: {
    status: 422,
    text: 'The piece has no variant in that colour: tag a picture with one of its colours, or none for every colour (`fields.color` names them).',
  },
  PICTURE_DUPLICATE: { status: 409, text: 'That picture is already one of this piece’s; nothing was stored.' },
  PICTURES_FULL: {
    status: 409,
    text: `A piece has at most ${PICTURES_PER_PRODUCT} pictures: remove one before adding another.`,
  },
} as const satisfies ReasonTable;
export type PictureReason = keyof typeof PICTURE_REASONS;
