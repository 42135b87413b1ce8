// The try@home booking (/occasion/try@home): a consultant brings the pieces a shopper picked (from the
// wishlist or by SKU) to their home, in the districts around the three showrooms, at a chosen slot.
import { z } from 'zod';
import { contactEmailSchema, personNameSchema, phoneSchema, plainText } from '../forms/form-fields.ts';
import { PINCODE_PATTERN } from '../pincode/pincode.ts';
import { dateField, slotField, withSlotCheck } from './slot-fields.ts';
import { HOME_VISIT_PLAN } from './slots.ts';

/** India Post district names (as the shipped dataset spells them) our consultants travel in: the showrooms' own. */
export const SERVICEABLE_DISTRICTS = ['Ernakulam', 'Thrissur', 'Kozhikode'] as const;
export const TRY_AT_HOME_LIMITS = { pieces: 5, address: 300, note: 500 } as const;

export const TRY_AT_HOME_TEXTS = {
  pincode: 'Please enter a valid 6-digit pincode.',
  unknownPincode: 'We could not find this pincode. Please check it.',
  notServed: `Try@home is available around our stores: in the ${SERVICEABLE_DISTRICTS.join(', ')} districts of Kerala. Please visit a store instead, or book an appointment there.`,
  pieces: `Please choose between 1 and ${TRY_AT_HOME_LIMITS.pieces} pieces to try.`,
  unknownPieces: (skus: readonly string[]) => `We could not find ${skus.length === 1 ? 'this piece' : 'these pieces'}: ${skus.join(', ')}. Please check the SKU.`,
  booked: 'Your try@home visit is booked. The receipt is on its way to your email, and our consultant will call you to confirm.',
} as const;

/** 'SV-RG-1042' style: letters, digits and dashes, as product SKUs are written. */
const skuSchema = z.string().trim().toUpperCase().regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, 'is not a SKU');

export const tryAtHomeBookingBodySchema = withSlotCheck(
  HOME_VISIT_PLAN,
  z.strictObject({
    name: personNameSchema,
    email: contactEmailSchema,
    phone: phoneSchema,
    address: plainText(TRY_AT_HOME_LIMITS.address, { min: 10, multiline: true }).describe('House, street and locality'),
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
    captcha: z.string().max(4000).describe('The ALTCHA solution of GET /api/captcha/challenge'),
  }),
);
export type TryAtHomeBookingBody = z.infer<typeof tryAtHomeBookingBodySchema>;

/** Whether a pincode's district (any of its post offices') is one the consultants visit. */
export function isServiceableDistrict(districts: readonly string[]): boolean {
  return districts.some((d) => (SERVICEABLE_DISTRICTS as readonly string[]).includes(d));
}
