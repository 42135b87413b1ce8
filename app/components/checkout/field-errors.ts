// The server names a failing field by its draft name (virtual_order_profile_email,
// virtual_order_address_zipcode); the forms name their inputs as the calls do (email,
// address_zipcode). Errors show on fields the shopper has left, or on all of them once the page
// points at the panel.
export type FieldErrors = Record<string, string>;

export const profileKey = (field: string) => `virtual_order_profile_${field}`;
export const addressKey = (field: string) => `virtual_order_${field}`;

/** The error to show on `field` now. */
export function shownError(
  errors: FieldErrors,
  key: string,
  field: string,
  touched: ReadonlySet<string>,
  showAll: boolean,
): string | undefined {
  return showAll || touched.has(field) ? errors[key] : undefined;
}
