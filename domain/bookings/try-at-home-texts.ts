// Try@home's districts, limits and texts, apart from the booking schema (try-at-home.ts) so the page
// and its form carry no zod.

/** India Post district names (as the shipped dataset spells them) our consultants travel in: the showrooms' own. */
export const SERVICEABLE_DISTRICTS = ['Ernakulam', 'Thrissur', 'Kozhikode'] as const;
export const TRY_AT_HOME_LIMITS = { pieces: 5, address: 300, note: 500 } as const;

export const TRY_AT_HOME_TEXTS = {
  address: 'Please give your house, street and locality.',
  pincode: 'Please enter a valid 6-digit pincode.',
  unknownPincode: 'We could not find this pincode. Please check it.',
  notServed: `Try@home is available around our stores: in the ${SERVICEABLE_DISTRICTS.join(', ')} districts of Kerala. Please visit a store instead, or book an appointment there.`,
  pieces: `Please choose between 1 and ${TRY_AT_HOME_LIMITS.pieces} pieces to try.`,
  unknownPieces: (skus: readonly string[]) =>
    `We could not find ${skus.length === 1 ? 'this piece' : 'these pieces'}: ${skus.join(', ')}. Please check the SKU.`,
  booked:
    'Your try@home visit is booked. The receipt is on its way to your email, and our consultant will call you to confirm.',
} as const;

/** Whether a pincode's district (any of its post offices') is one the consultants visit. */
export function isServiceableDistrict(districts: readonly string[]): boolean {
  return districts.some((d) => (SERVICEABLE_DISTRICTS as readonly string[]).includes(d));
}
