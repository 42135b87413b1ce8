// The try@home booking (/occasion/try@home): a consultant brings the pieces a shopper picked (from the
// wishlist or by SKU) to their home, in the districts around the three showrooms, at a chosen slot.
import { z } from 'zod';
import { contactEmailSchema, personNameSchema, phoneSchema, plainText } from '../forms/form-fields.ts';
import { PINCODE_PATTERN } from '../pincode/pincode.ts';
import { dateField, slotField, withSlotCheck } from './slot-fields.ts';
import { HOME_VISIT_PLAN } from './slots.ts';
import { TRY_AT_HOME_LIMITS, TRY_AT_HOME_TEXTS } from './try-at-home-texts.ts';
export {
  isServiceableDistrict,
  SERVICEABLE_DISTRICTS,
  TRY_AT_HOME_LIMITS,
  TRY_AT_HOME_TEXTS,
} from './try-at-home-texts.ts';

/** 'SV-RG-1042' style: letters, digits and dashes, as product SKUs are written. */
const skuSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, 'is not a SKU');

const tryAtHomeBookingFields = z.strictObject({
  name: personNameSchema,
  email: contactEmailSchema,
  phone: phoneSchema,
  address: plainText(TRY_AT_HOME_LIMITS.address, {
    min: 10,
    multiline: true,
    tooShort: TRY_AT_HOME_TEXTS.address,
  }).describe('House, street and locality'),
  pincode: z.string().trim().regex(PINCODE_PATTERN, TRY_AT_HOME_TEXTS.pincode),
  date: dateField,
  slot: slotField,
  skus: z
    .array(skuSchema)
    .max(50)
    .transform((skus) => [...new Set(skus)])
    // A refinement, not min/max: the API's validation texts would replace the store's words.
    .refine((skus) => skus.length >= 1 && skus.length <= TRY_AT_HOME_LIMITS.pieces, TRY_AT_HOME_TEXTS.pieces)
    .describe('The pieces to bring, by SKU'),
  note: plainText(TRY_AT_HOME_LIMITS.note, { multiline: true }).optional().default(''),
});
/** The booking's fields without the captcha: what the page's form checks before it solves one. */
export const tryAtHomeBookingFieldsSchema = withSlotCheck(HOME_VISIT_PLAN, tryAtHomeBookingFields);
export const tryAtHomeBookingBodySchema = withSlotCheck(
  HOME_VISIT_PLAN,
  tryAtHomeBookingFields.extend({
    captcha: z.string().max(4000).describe('The ALTCHA solution of GET /api/captcha/challenge'),
  }),
);
export type TryAtHomeBookingBody = z.infer<typeof tryAtHomeBookingBodySchema>;
