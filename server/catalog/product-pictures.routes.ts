// The back office's picture calls under /api/admin/products/{id}/pictures (docs/api.md#back-office):
// the owner and the catalogue team. The upload is multipart (one file in `picture`, an optional `alt`),
// within 15 MB and the form around it (app.ts refuses a larger body with 413 before it is read).
import type { Context } from 'hono';
import { z } from 'zod';
import { pick } from '../../domain/api/outcome.ts';
import { productIdSchema } from '../../domain/catalog/desk-schemas.ts';
import {
  PICTURE_REASONS,
  pictureChangeBodySchema,
  pictureIdSchema,
  pictureUploadBodySchema,
  productPicturesAnswerSchema,
} from '../../domain/catalog/picture-schemas.ts';
import { PICTURE_MAX_BYTES, PICTURES_PER_PRODUCT, UPLOAD_TEXTS } from '../../domain/catalog/product-pictures.ts';
import { readMultipart } from '../http/read-multipart.ts';
import type { ApiCall } from '../http/define-call.ts';
import { refuseTooLarge } from '../http/read-body.ts';
import { unwrap } from '../http/unwrap.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import type { ProductPicturesService } from './product-pictures.service.ts';

const ROLES = ['catalogue'] as const;

/** The upload's path, for its body limit (app.ts). */
export const PICTURE_UPLOAD_PATH = '/api/admin/products/:id/pictures';
/** One picture of 15 MB and the form around it. */
export const PICTURE_UPLOAD_MAX_BODY_BYTES = PICTURE_MAX_BYTES + 64 * 1024;
export const pictureBodyTooLarge = (c: Context) =>
  refuseTooLarge(c, 'The picture is too large: at most 15 MB.', { picture: UPLOAD_TEXTS.tooLarge });

const productParams = z.object({ id: productIdSchema });
const pictureParams = z.object({ id: productIdSchema, picture_id: pictureIdSchema });
const pathProduct = (c: Context): number => parseOrThrow(productParams, { id: c.req.param('id') }).id;
const pathPicture = (c: Context) =>
  parseOrThrow(pictureParams, { id: c.req.param('id'), picture_id: c.req.param('picture_id') });

/** The web form as a plain object: `picture` as { name, type, bytes }, `alt` as text. */
const readPictureForm = (c: Context) =>
  readMultipart(c, {
    message: 'Send the picture as multipart/form-data, in the file field "picture".',
    field: 'picture',
    problem: 'send one file in the field "picture"',
  });

const REFUSED_TEXT =
  'Judged by content, never by name or declared type: JPEG, PNG, WebP or HEIC (a phone’s photo, decoded with libheif), at most 15 MB, at least 500 px a side, decodable whole. ' +
  'A refusal stores nothing and names the problem in `fields.picture`: "is not a JPEG, PNG, WebP or HEIC picture", "is over 15 MB", "could not be read as a picture (the file may be damaged)", "is W × H px: at least 500 px a side is needed".';

export function productPictureCalls(pictures: ProductPicturesService, { defineAdminCall }: AdminCalls): ApiCall[] {
  return [
    defineAdminCall({
      path: 'admin/products/{id}/pictures',
      method: 'GET',
      roles: ROLES,
      summary: 'A piece’s uploaded pictures',
      description:
        'In the desk’s order (`position`), each with its shop address (`url`), alt text, whether it is the main one, its type, size and SHA-256. `uploaded: false`: the shop shows the piece’s drawn pictures.',
      input: productParams,
      answer: productPicturesAnswerSchema,
      refusals: pick(PICTURE_REASONS, ['PRODUCT_NOT_FOUND']),
      handle: async ({ id }) => unwrap(await pictures.list(id), PICTURE_REASONS),
    }),
    defineAdminCall({
      path: 'admin/products/{id}/pictures',
      method: 'POST',
      roles: ROLES,
      summary: 'Upload a picture of a piece',
      description:
        `multipart/form-data: one file in \`picture\` and an optional \`alt\` (3–200 characters; default the piece’s name). ${REFUSED_TEXT} ` +
        `At most ${PICTURES_PER_PRODUCT} a piece; the same file twice is refused. It goes last; the first picture of a piece is its main one. ` +
        'From then on the shop shows the uploaded pictures instead of the drawn ones (listing cards, the gallery, the cart, search), resized and encoded as AVIF or WebP like the drawn ones, within a second on every instance. ' +
        'Stored in PostgreSQL with the original; audited (`product.picture_added`). The body over 15 MB and 64 KiB answers 413.',
      input: pictureUploadBodySchema,
      answer: productPicturesAnswerSchema,
      readBody: readPictureForm,
      bodyType: 'multipart/form-data',
      successStatus: 201,
      errors: [{ status: 413, reason: 'PAYLOAD_TOO_LARGE', description: 'The body is over 15 MB and 64 KiB.' }],
      refusals: pick(PICTURE_REASONS, ['PRODUCT_NOT_FOUND', 'PICTURE_REFUSED', 'PICTURE_DUPLICATE', 'PICTURES_FULL']),
      handle: async (body, c, staff) =>
        unwrap(await pictures.upload(pathProduct(c), body.picture.bytes, body.alt, staff), PICTURE_REASONS),
    }),
    defineAdminCall({
      path: 'admin/products/{id}/pictures/{picture_id}',
      method: 'POST',
      roles: ROLES,
      summary: 'Change a picture: alt text, place, main, colour',
      description:
        'Any of `alt` (3–200 characters), `position` (its new place, 0 first; the others move up or down), `main: true` (shown first in the shop: listing cards, the cart, first in the gallery; its alt text is the one the shop’s pages give) and `color` (one of the piece’s variants’ colours: only that colour’s variants show it, first when the main picture is another colour’s; `null`: every colour; a colour the piece is not made in is 422 `PICTURE_COLOR_UNKNOWN`). ' +
        'Only what differs is written, audited (`product.picture_changed`, before and after: the alt text, the order as picture ids, the main picture, the colour) and in the shop within a second.',
      input: pictureChangeBodySchema,
      answer: productPicturesAnswerSchema,
      refusals: pick(PICTURE_REASONS, ['PRODUCT_NOT_FOUND', 'PICTURE_NOT_FOUND', 'PICTURE_COLOR_UNKNOWN']),
      handle: async (body, c, staff) => {
        const { id, picture_id } = pathPicture(c);
        return unwrap(await pictures.update(id, picture_id, body, staff), PICTURE_REASONS);
      },
    }),
    defineAdminCall({
      path: 'admin/products/{id}/pictures/{picture_id}/remove',
      method: 'POST',
      roles: ROLES,
      summary: 'Remove a picture',
      description:
        'Gone from the shop within a second and its bytes deleted; when it was the main one, the first left becomes main; with none left the shop shows the drawn pictures again. Audited (`product.picture_removed`, the picture before). An order placed with it keeps its address, which then shows the no-image picture.',
      input: z.object({}),
      answer: productPicturesAnswerSchema,
      emptyBodyAllowed: true,
      refusals: pick(PICTURE_REASONS, ['PRODUCT_NOT_FOUND', 'PICTURE_NOT_FOUND']),
      handle: async (_body, c, staff) => {
        const { id, picture_id } = pathPicture(c);
        return unwrap(await pictures.remove(id, picture_id, staff), PICTURE_REASONS);
      },
    }),
  ];
}
